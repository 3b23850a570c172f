"""No developer text reaches a player: every game, at every seat count and variant (and each option's other
values), played by random legal choices, with every string a player is shown checked by
game.core.player_text (ids, brackets, Python reprs, nested parentheses, "x1" counts, empty labels...).
A quick sweep runs by default; `-m slow` plays more seeds with every option at every seat count."""
import pytest

from game.core.player_text import problems
from game.games import REGISTRY
from tests.helpers.player_strings import lobby_strings, play_strings, setups

GAMES = list(REGISTRY)


def bad_strings(game_id: str, strings) -> list:
    """One line per string that reads as developer text: the game, where it was shown, the string, why."""
    out, seen = [], set()
    for where, text in strings:
        if text in seen:
            continue
        seen.add(text)
        found = problems(text)
        if found:
            out.append(f"{game_id}, {where}: {text!r} ({'; '.join(found)})")
    return out


def sweep(game_id: str, seeds: int, every_option: bool) -> list:
    bad = bad_strings(game_id, lobby_strings(game_id))
    for variant, seats, options, seed in setups(game_id, seeds, every_option):
        where = f"{variant or 'the game'} at {seats} players, options {options or 'default'}, seed {seed}"
        played = ((f"{where}: {w}", t) for w, t in play_strings(game_id, variant, seats, options, seed))
        bad += bad_strings(game_id, played)
    return bad


@pytest.mark.parametrize("game_id", GAMES)
def test_no_player_facing_string_holds_developer_text(game_id):
    bad = sweep(game_id, seeds=1, every_option=False)
    assert not bad, f"{len(bad)} strings read as developer text:\n" + "\n".join(bad[:40])


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_no_player_facing_string_holds_developer_text_in_a_longer_sweep(game_id):
    bad = sweep(game_id, seeds=3, every_option=True)
    assert not bad, f"{len(bad)} strings read as developer text:\n" + "\n".join(bad[:40])


@pytest.mark.parametrize("text", [
    "terrorscape_polar_station", "Take a main action ([MOVE] x1 or [SEARCH])", "dice [0, 0, 3, 3] -> 8",
    "An infection card (Infected! (a player's)) goes to Mara.", "Target: None", "a {'n': 2} card", "Use 'lantern'",
    "", "   ", "The roll: 1 4 5.", "Camp 1 (Farmer) (dead)", "Draw draw a card", "Is it True?", "Move x2",
])
def test_the_checker_catches_a_planted_bad_string(text):
    assert problems(text), text


@pytest.mark.parametrize("text", [
    "Take a main action (move 1 or search), play a special card instead of both, or pass.",
    "Quinto fights: rolled 2, 3, 2 and 0, 7 in all.", "Player 2's card", "the players' cards",
    "An infection card goes to Mara: Infected! (multi-player).", "G4 Medical Bay", "Round 3, Phase 2.",
    "Player 1 gains 2 Stamina (Canned Food).", "Blair-saucer", "Gullrock Lighthouse",
])
def test_the_checker_lets_player_words_through(text):
    assert problems(text) == [], text


def test_a_planted_bad_label_fails_the_sweep_and_names_game_place_and_string(monkeypatch):
    """The sweep really reads the labels: a game whose label shows an id fails, with the game, where and what."""
    from game.games import get_rules

    rules = get_rules("the_thing")
    monkeypatch.setattr(type(rules), "label", lambda self, state, action: "pick_card_3")
    bad = bad_strings("the_thing", play_strings("the_thing", None, 3, {}, 1, max_steps=5))
    assert bad and bad[0].startswith("the_thing, a choice's label at step 0") and "'pick_card_3'" in bad[0]
    assert "a snake_case id" in bad[0]


def _content_texts(value, path):
    """(key path, text) of every name, title, description and text in a content file: what cards, guides and
    boards print."""
    if isinstance(value, dict):
        for key, sub in value.items():
            yield from _content_texts(sub, path + [str(key)])
    elif isinstance(value, list):
        for i, sub in enumerate(value):
            yield from _content_texts(sub, path + [str(i)])
    elif isinstance(value, str) and path and (path[-1] in ("name", "text", "title", "description", "summary")
                                              or path[-1].endswith("_text")):
        yield ".".join(path), value


@pytest.mark.parametrize("game_id", GAMES)
def test_no_card_guide_or_board_text_holds_developer_text(game_id):
    """The words every card, guide step and board of the game's data files print (rulebook keywords such as
    "MOVE x1" are for the rules transcription, not for the table)."""
    import tomllib

    from game.core import paths

    bad = []
    for f in sorted((paths.GAME_DIR / "games" / game_id / "data").glob("*.toml")):
        for where, text in _content_texts(tomllib.loads(f.read_text(encoding="utf-8")), []):
            found = problems(text)
            if found:
                bad.append(f"{game_id}, {f.name} {where}: {text!r} ({'; '.join(found)})")
    assert not bad, "\n".join(bad)
