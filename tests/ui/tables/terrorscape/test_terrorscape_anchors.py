"""Every Terrorscape decision has its place on the table (a location, a piece, a card, the Killer's deck, a fear
slot, "none of these" beside offered cards, or a word chip at the card of whoever it concerns) and a click there
chooses it; the only exceptions are done / pass / stop, the bar's D button. Walked at 2-6 seats with every
Killer and each variant. Named cases: a trait kept by a click on its card, Separate Ways' consent by its chip,
Eyebot's zone by a click on one of its locations, the sixth droid's relocation by the place then the droid
taken back. Opening a game directly autosaves it (the lobby's path)."""
import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.core import saves  # noqa: E402
from game.ui.tables.terrorscape import prompt as tp  # noqa: E402
from game.ui.tables.terrorscape.opening import open_terrorscape  # noqa: E402

from ...table_input import click_anchor, humans, reach_by_play, walk_every_decision  # noqa: E402


@pytest.fixture
def app(ts_app):
    return ts_app  # conftest's: the guide seen, fast animations, dice at rest


def reach(app, n, options, want, seed=0, steps=4000):
    """Random play (all seats human, the screen always the decider's) until want(table) holds."""
    return reach_by_play(app, open_terrorscape, n, want, options, seed=seed, steps=steps)


def kind_is(*kinds):
    return lambda t: t.view["decision"]["kind"] in kinds


CONFIGS = [(2, {"killer": "orion", "traits": "nightmare"}), (3, {"killer": "eyebot"}),
           (6, {"killer": "parasitoid", "traits": "normal"}), (4, {"killer": "orion", "separate_ways": True}),
           (5, {"killer": "eyebot", "double_trouble": True, "separate_ways": True, "killer_players": "2"}),
           (4, {"killer": "parasitoid", "double_trouble": True, "second_killer": "orion", "traits": "hard"})]


@pytest.mark.parametrize("n,options", CONFIGS)
def test_every_decision_lights_up_where_it_is(app, n, options):
    """Each legal action of the deciding seat has an anchor path on the table (done / pass / stop: the D
    button); a frame never has two done-like actions (the bar shows one)."""
    table = open_terrorscape(app, humans(n), options, 1, autosave=False)
    kinds = walk_every_decision(table, random.Random(n), 1500, tp.DONE_KINDS)
    assert len(kinds) > 8


def test_a_trait_is_kept_by_a_click_on_its_card(app):
    table = reach(app, 2, {"traits": "hard"}, kind_is("t_pick"))
    trait = table.legal()[0]["id"]
    assert ("offer", trait) in table.choosing.lit_anchors()
    n = click_anchor(app, table, ("offer", trait))
    assert table.session.steps[n].action.kind == "trait" and table.session.steps[n].action["id"] == trait


def test_separate_ways_consent_is_given_on_its_chip(app):
    table = reach(app, 4, {"separate_ways": True}, kind_is("sw_agree"))
    assert {("chip", "agree"), ("chip", "refuse")} <= table.choosing.lit_anchors()
    asked = tp.acting_char(table.view)
    chip = table.board_anchors()[("chip", "refuse")].rect
    card = table.prects[("panel", asked)]
    assert card.x - chip.w <= chip.centerx <= card.right + chip.w  # over the card of the Survivor asked
    n = click_anchor(app, table, ("chip", "refuse"))
    assert table.session.steps[n].action.kind == "refuse"


def test_eyebot_operates_a_zone_by_a_click_on_one_of_its_locations(app):
    table = reach(app, 2, {"killer": "eyebot"}, kind_is("eye_zone"))
    zones = table.geo.board.zones
    zone = table.legal()[0]["zone"]
    assert {("loc", c) for c in zones[zone]} <= table.choosing.lit_anchors()
    n = click_anchor(app, table, ("loc", zones[zone][-1]))
    assert table.session.steps[n].action.kind == "zone" and table.session.steps[n].action["zone"] == zone


def test_the_sixth_droid_goes_where_clicked_and_the_droid_clicked_next_comes_back(app):
    from game.games.terrorscape import eyebot

    table = reach(app, 2, {"killer": "eyebot"}, kind_is("eye_droid"))
    state = table.session.state
    spots = set(state.d["stack"][-1]["options"])
    eyebot.set_droids(state, [c for c in state.board.codes if c not in spots][:eyebot.DROIDS])  # the supply is out
    state.legal_cache = None
    table.refresh()
    act = table.legal()[0]
    assert act.kind == "droid" and act["frm"] and ("loc", act["to"]) in table.choosing.lit_anchors()
    assert ("droid", act["frm"]) in table.dragdrop.items  # or drag the droid that comes back to where it goes
    click_anchor(app, table, ("loc", act["to"]))
    assert table.choosing.menu is None and ("droid", act["frm"]) in table.choosing.lit_anchors()  # now the droids glow
    n = click_anchor(app, table, ("droid", act["frm"]))
    assert table.session.steps[n].action == act


def test_opening_a_game_directly_autosaves_it(app, home):
    table = open_terrorscape(app, [{"kind": "human", "name": "Kay"}, {"kind": "ai", "name": "Sam"}],
                             {"killer": "eyebot"}, 4)
    assert table is not None and table.autosave_enabled
    path = table.session.autosave_path
    assert path is not None and path.is_file()
    assert any(i.path == path for i in saves.continuable())
