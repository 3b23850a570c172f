"""tools/wgt_figures.py plays the very games of the tournament with the same seeds and agents (so the closing
note's win rates and its infection / helicopter figures describe the same games)."""
from __future__ import annotations

from game.ai import tournament
from tools import wgt_figures as tool


def test_the_figures_tool_plays_the_tournaments_games(capsys):
    cfg = tournament.Config("who_goes_there", 4, 3, ("normal",), seed=5)
    results = tournament.run(cfg)
    mine = [tool.one_game(4, tournament.deal_seed(5, g), ["normal"] * 4, {}) for g in range(3)]
    assert [r["reason"].split(":")[0] for r in results] == [m["reason"] for m in mine]
    assert tool.main(["--players", "4", "--games", "3", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "infection spread beyond the first Host" in out and "the helicopter left with someone aboard" in out


def test_the_tournament_reports_the_humans_and_the_things_win_rates_by_the_reveal():
    from game.core.simulate import play_game
    from game.games.who_goes_there import sides
    from game.games.who_goes_there.rules import RULES
    end = {}
    agents = [tournament.build_agent("normal", "who_goes_there", x) for x in range(5)]
    out = play_game("who_goes_there", 5, 11, agents, {}, on_step=lambda rules, state, *_: end.update(state=state))
    d = end["state"].d
    by_seat = sides.sides(d["result"], RULES.view(end["state"], 0))
    assert by_seat == {x: "thing" if p["infected"] else "human" for x, p in enumerate(d["players"])}
    assert {by_seat[w] for w in out.winners} <= {"human" if "humans escape" in out.reason else "thing"}
    cfg = tournament.Config("who_goes_there", 4, 2, ("normal",), seed=8)
    report = tournament.summarize(cfg, tournament.run(cfg), 1.0)
    assert report["sides_are_roles"] and set(report["sides"]) <= set(sides.SIDES)
