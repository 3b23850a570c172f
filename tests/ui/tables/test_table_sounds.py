"""Each game's own sounds at its table: the files (made by tools/make_sounds.py, rebuilt byte for byte), the cues
the tables play at their events through a fake mixer, the same cues for every seat, the win or loss at the
game-over screen, and the ambience: fading in when a table opens, paused with the pause menu, fading out at
the game's end, stopped when the table is left."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import subprocess  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402

import pytest  # noqa: E402

from game.core import paths  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.games import get_info, get_rules  # noqa: E402
from game.ui import tables  # noqa: E402
from game.ui.audio import CUES, Audio  # noqa: E402
from game.ui.scenes.gameover import GameOverScene  # noqa: E402
from game.ui.scenes.pause import PauseScene  # noqa: E402
from game.ui.tables.sound_cues import cues_of  # noqa: E402

from helpers.fake_mixer import FakeMixer  # noqa: E402
from ..table_input import ALL_AI, DT  # noqa: E402

GAMES = ("crimson_creek", "terrorscape", "the_thing", "who_goes_there", "zombie")
ROOT = paths.ROOT


def frames(path):
    with wave.open(str(path)) as w:
        return w.getnchannels(), w.getframerate(), w.getnframes(), w.readframes(w.getnframes())


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_its_own_cues_and_a_quiet_loop(game):
    for cue in CUES:
        channels, rate, n, _ = frames(paths.SOUNDS / game / f"{cue}.wav")
        assert channels == 1 and 0.2 <= n / rate <= 4.0, cue
    channels, rate, n, data = frames(paths.SOUNDS / game / "ambience.wav")
    assert channels == 1 and 10.0 <= n / rate <= 30.0
    samples = memoryview(data).cast("h")
    steps = max(abs(samples[i + 1] - samples[i]) for i in range(n - 1))
    assert abs(samples[0] - samples[-1]) <= steps, "the loop jumps where it starts again"
    assert max(abs(v) for v in samples) <= 0.55 * 32767, "the ambience is made quiet"


def test_the_sounds_folder_stays_small_and_says_whose_they_are():
    total = sum(p.stat().st_size for p in paths.SOUNDS.rglob("*") if p.is_file())
    assert total < 6_000_000
    text = (paths.SOUNDS / "LICENSE.txt").read_text(encoding="utf-8")
    assert "CC0" in text and all(game in text for game in GAMES)


def test_make_sounds_rebuilds_a_committed_file_byte_for_byte(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--only", "zombie/horror", "--out",
                    str(tmp_path)], check=True, capture_output=True)
    assert (tmp_path / "zombie" / "horror.wav").read_bytes() == (paths.SOUNDS / "zombie" / "horror.wav").read_bytes()


@pytest.mark.parametrize("game", GAMES)
def test_every_seat_is_given_the_same_cues(game):
    """A sound is heard by the whole room: the cues of a step are the same whichever seat's redacted events they
    come from (and some do sound, so the event names are the game's)."""
    rules, info = get_rules(game), get_info(game)
    heard = []
    for seed in (1, 2, 3):
        seats = info.max_seats if seed % 2 else info.min_seats
        state, rng = rules.new_game(seed, seats, {}), Rng(seed + 100)
        for _ in range(1500):
            if rules.result(state) is not None:
                break
            legal = rules.legal_actions(state)
            events = rules.apply(state, legal[rng.randbelow(len(legal))])
            each = [cues_of(game, [r for r in (rules.redact(e, s) for e in events) if r])
                    for s in [None, *range(seats)]]
            assert all(c == each[0] for c in each), (events, each)
            heard += each[0]
    assert heard, f"no {game} event sounded its attack or horror in three games"


def open_table(app, game, seed=3, human=False):
    app.audio = Audio(app.settings, mixer=FakeMixer())
    app.settings.ai_pace = "instant"
    app.settings.dice_animation = False
    app.settings.animation_speed = 2.0
    app.settings.guides_shown = list(GAMES)
    seats = ALL_AI[:get_info(game).min_seats]
    if human:  # the game waits for this seat: it goes on no further than its first decision
        seats = [{"kind": "human", "name": "Mara"}, *seats[1:]]
    table = tables.start_game(app, game, seats, "standard", {}, seed)
    assert app.top is table
    return table, app.audio.mixer


@pytest.mark.parametrize("game", GAMES)
def test_a_table_plays_its_games_cues_and_ambience(table_app, game):
    table, mixer = open_table(table_app, game)
    assert ("loop", f"{game}/ambience") in mixer.calls and table_app.audio.ambience == game
    own = [f"{game}/{cue}" for cue in ("card", "die", "attack", "horror")]
    for _ in range(6000):
        table_app.step(DT)
        if isinstance(table_app.top, GameOverScene) or sum(k in mixer.played for k in own) >= 2:
            break
    assert sum(k in mixer.played for k in own) >= 2, mixer.played[-20:]
    assert not [k for k in mixer.played if "/" in k and not k.startswith(game + "/")]
    fade = [c[1] for c in mixer.calls if c[0] == "loop_volume"]
    assert fade and fade[0] < fade[-1] <= round(table_app.settings.volume * table_app.settings.ambience_volume, 3)


def test_the_game_over_screen_plays_the_win_or_loss_and_the_night_fades(table_app):
    table, mixer = open_table(table_app, "zombie")
    for _ in range(60000):
        table_app.step(DT)
        if isinstance(table_app.top, GameOverScene):
            break
    over = table_app.top
    assert isinstance(over, GameOverScene) and over.cue in ("win", "lose")
    assert mixer.played[-1] == f"zombie/{over.cue}"
    table_app.run_frames(120, DT)  # two seconds: the loop has faded out and stopped
    assert mixer.last("stop_loop") and table_app.audio.ambience == ""


def test_the_pause_menu_pauses_the_ambience_and_leaving_stops_it(table_app):
    table, mixer = open_table(table_app, "the_thing", human=True)
    table_app.run_frames(10, DT)
    table_app.push(PauseScene(table))
    assert mixer.last("pause")
    table_app.run_frames(5, DT)
    table_app.pop()
    table_app.run_frames(2, DT)
    assert mixer.calls.index(mixer.last("resume")) > mixer.calls.index(mixer.last("pause"))
    table_app.push(PauseScene(table))
    table_app.to_menu()  # Quit to menu from the pause menu: stopped at once, never heard again on the way out
    table_app.run_frames(3, DT)
    after_pause = mixer.calls[len(mixer.calls) - 1 - mixer.calls[::-1].index(("pause",)):]
    assert ("stop_loop",) in after_pause and ("resume",) not in after_pause
    assert table_app.audio.ambience == "" and table_app.audio.game == ""


def test_the_volume_settings_reach_the_ambience_and_the_effects(table_app):
    table, mixer = open_table(table_app, "crimson_creek", human=True)
    table_app.run_frames(200, DT)  # faded in
    st = table_app.settings
    assert mixer.last("loop_volume")[1] == round(st.volume * st.ambience_volume, 3)
    st.ambience_volume = 0.2
    table_app.run_frames(1, DT)
    assert mixer.last("loop_volume")[1] == round(st.volume * 0.2, 3)
    st.effects_volume = 0.5
    table_app.audio.play("attack")
    assert mixer.calls[-1] == ("play", "crimson_creek/attack", round(st.volume * 0.5, 3))
    st.mute = True
    table_app.audio.play("attack")
    table_app.run_frames(1, DT)
    assert mixer.played.count("crimson_creek/attack") == 1 and mixer.last("loop_volume")[1] == 0.0
    table_app.to_menu()
    table_app.audio.play("card_slide")  # off the table: the app's own sounds again
    st.mute = False
    table_app.audio.play("card_slide")
    assert mixer.played[-1] == "card_slide"


def test_the_ending_cue_is_for_the_side_of_whoever_sits_at_the_screen():
    from types import SimpleNamespace

    from game.ui.tables.table_flow import ending_cue

    def table(screen, humans, left=None):
        return SimpleNamespace(session=SimpleNamespace(screen_seat=screen, humans=lambda: humans), left_screen=left)

    won = {"winners": [1, 2]}
    assert ending_cue(table(1, [1]), won) == "win" and ending_cue(table(0, [0]), won) == "lose"
    assert ending_cue(table(None, [0, 3], left=2), won) == "win"  # the human whose view gave way to the public
    assert ending_cue(table(None, [0, 2]), won) == "win" and ending_cue(table(None, [0, 3]), won) == "lose"
    assert ending_cue(table(None, []), won) == "win" and ending_cue(table(None, []), {"winners": []}) == "lose"
