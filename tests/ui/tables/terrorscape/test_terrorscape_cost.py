"""A Killer card whose cost takes the rest of the hand asks first: the discards are then taken without a choice,
so the player hears which card goes before playing (a cost with cards to choose from asks which)."""
import random

from game.games.terrorscape import sources
from game.games.terrorscape.state import card_id
from game.ui.tables.terrorscape.opening import open_terrorscape

from ...table_input import DT, click

KILLER_HUMAN = [{"kind": "human", "name": "Kay"}, {"kind": "ai", "name": "Sam"}, {"kind": "ai", "name": "Ada"}]


def costly_play(table):
    """A card to play whose cost is as many cards as the rest of the hand."""
    hand = (table.view.get("killer") or {}).get("hand") or []
    cost = {u: sources.content().skills[card_id(u)].get("cost") or 0 for u in hand}
    return next((a for a in table.legal() if a.kind == "play" and cost.get(a["card"]) == len(hand) - 1 > 0), None)


def reach_costly_play(app):
    for seed in range(12):
        table = open_terrorscape(app, KILLER_HUMAN, {}, seed, autosave=False)
        rng = random.Random(seed)
        for _ in range(1500):
            app.step(DT)
            if table.session.over:
                break
            if table.screen_decides() and not table.animating():
                play = costly_play(table)
                if play is not None:
                    return table, play
                table.choose(rng.choice([a for a in table.legal() if a.kind != "play"] or table.legal()))
        app.pop()
    raise AssertionError("no costly play reached")


def card_point(table, uid):
    r = table.board_anchors()[("card", uid)].rect
    for fx, fy in ((0.5, 0.5), (0.3, 0.5), (0.7, 0.5)):
        pos = (int(r.x + r.w * fx), int(r.y + r.h * fy))
        if table.choosing.anchor_under(pos) == ("card", uid):
            return pos
    raise AssertionError("the card cannot be clicked")


def test_a_cost_that_takes_the_only_other_card_asks_before_it_is_paid(ts_app):
    ts_app.settings.ai_pace = "instant"
    table, play = reach_costly_play(ts_app)
    hand = list(table.view["killer"]["hand"])
    other = [u for u in hand if u != play["card"]]
    steps = len(table.session.steps)
    click(ts_app, card_point(table, play["card"]))
    if table.choosing.confirming is None and table.choosing.menu is not None:  # the card has more than one use
        item = next(b for b in table.choosing.menu.buttons if table.choosing.menu.items[b.key[1]][1] == play)
        click(ts_app, item.rect.center)
    box = table.choosing.confirming
    assert box is not None and box.action == play, "the card was played without a word about its cost"
    assert len(table.session.steps) == steps and table.view["killer"]["hand"] == hand  # nothing paid yet
    names = [table.session.state.skill_name(u) for u in other]
    assert all(n in box.question for n in names), box.question
    table.choosing.answer_confirm(True)
    for _ in range(30):
        ts_app.step(DT)
    assert all(u in table.session.state.d["killer"]["discard"] for u in other)
