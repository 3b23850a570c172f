"""The Terrorscape boards (game/games/terrorscape/board.py, maps.py): the rulebook's named map facts, its
movement and range examples, and the map checks. Each rulebook test quotes the rule it holds to."""
from __future__ import annotations

import pytest

from game.core import layouts, paths
from game.editor import validate
from game.games.terrorscape.board import MAP_IDS, Board, conn, load_board

POLAR = (paths.MAPS / "terrorscape_polar_station.toml").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def ps() -> Board:
    return load_board("terrorscape_polar_station")


def code(board: Board, name: str) -> str:
    return next(c for c in board.codes if board.name(c) == name)


# ---------------------------------------------------------------- the rulebook's named map facts


def test_named_locations_have_the_rulebook_codes(ps):
    # "A location is identified by its code (e.g. G4) and name (e.g. Medical Bay)"; setup: "the Main Exit
    # location (On the Polar Station map, it is G5 Crew Quarter)", "the Hidden Exit location (... R3 Loading Dock)"
    assert ps.label("G1") == "G1 Platform" and ps.label("G2") == "G2 Hydroponics Lab"
    assert ps.label("G4") == "G4 Medical Bay" and ps.label("G5") == "G5 Crew Quarter"
    assert ps.label("R3") == "R3 Loading Dock"
    assert ps.main_exit == "G5" and ps.hidden_exit == "R3"
    assert "main_exit" in ps.loc("G5").kinds and "hidden_exit" in ps.loc("R3").kinds
    for name in ("Alley", "Passageway", "Mess Hall", "Research Lab", "Storage", "Radio Station"):
        assert code(ps, name) in ps.codes


def test_three_zones_each_an_ordered_sequence(ps):
    # "Each map is divided into three zones (Red, Blue, and Green)."
    assert set(ps.zones) == {"red", "blue", "green"}
    for zone, letter in (("red", "R"), ("blue", "B"), ("green", "G")):
        seq = ps.zones[zone]
        assert seq == tuple(f"{letter}{i}" for i in range(1, len(seq) + 1))
        assert all(ps.zone_of(c) == zone for c in seq)
    assert ps.codes == ps.zones["red"] + ps.zones["blue"] + ps.zones["green"]


def test_operate_walks_the_green_sequence_and_wraps(ps):
    # Eyebot: "a droid has been placed in G1 Platform. When it [OPERATE], it will ... teleport to G2 Hydroponics Lab";
    # "if a droid in G5 Crew Quarters [OPERATE], it teleports to G1 Platform."
    assert ps.next_in_zone("G1") == "G2"
    assert ps.next_in_zone("G5") == "G1"
    assert all(ps.zone_of(ps.next_in_zone(c)) == ps.zone_of(c) for c in ps.codes)


def test_platform_within_1_range_is_eyebots_five_options(ps):
    # "Eyebot is at the platform and uses the card Deployment to place a droid in a location within 1 range.
    # Eyebot can therefore choose from 5 options to place the droid: Platform, Alley, Passageway, Mess Hall,
    # and Hydroponics Lab."
    want = {code(ps, n) for n in ("Platform", "Alley", "Passageway", "Mess Hall", "Hydroponics Lab")}
    assert ps.within("G1", 1) == want
    assert len(ps.within("G1", 1)) == 5


def test_doors_the_rulebook_names(ps):
    # "I've blocked the door between the Research Lab and Storage."; Quinto "remove[s] the block token between
    # the Crew Quarters and the Medical Bay"
    lab, storage = code(ps, "Research Lab"), code(ps, "Storage")
    assert conn(lab, storage) in ps.doors
    assert conn("G5", "G4") in ps.doors
    assert conn(lab, storage) in ps.doors_at(lab) and conn("G4", "G5") in ps.doors_at("G5")


def test_secret_passage_crew_quarter_research_lab(ps):
    # "travel from a location to another location with the same matching Secret Passage Icon. (E.g. Crew Quarter
    # to Research Lab)"
    lab = code(ps, "Research Lab")
    assert conn("G5", lab) in ps.passages
    assert ("G5", "secret", True) in [tuple(l) for l in ps.links(lab)]


def test_one_way_route_research_lab_to_alley(ps):
    # "He moves from the Alley to the Research Lab, which is in the opposite direction according to the arrow."
    lab, alley = code(ps, "Research Lab"), code(ps, "Alley")
    assert conn(lab, alley) in ps.arrows
    assert (alley, "oneway", True) in [tuple(l) for l in ps.links(lab)]
    assert (lab, "oneway", False) in [tuple(l) for l in ps.links(alley)]
    assert ps.loc(lab).elevated  # "Some areas are elevated, causing some of the connecting points to be one-way"


def test_parasitoid_testing_stations_on_both_exits(ps):
    # Parasitoid setup: "Place the Testing Station tokens on the main entrance and the secret exit."
    assert ps.with_kind("testing_station") == tuple(sorted({"G5", "R3"}, key=ps.codes.index))


def test_every_location_kind_the_rules_ask_for(ps):
    # search locations (key / medical / weapon), repair locations (radio / vehicle), Tool, Knowledge, Mystic
    assert len(ps.with_kind("key")) >= 1
    for kind in ("medical", "weapon", "radio", "vehicle", "tool", "knowledge", "mystic"):
        assert len(ps.with_kind(kind)) == 1, kind
    assert ps.with_kind("radio") == (code(ps, "Radio Station"),)
    assert ps.with_kind("medical") == ("G4",)


# ---------------------------------------------------------------- MOVE


def test_evelyn_moves_mess_hall_platform_passageway(ps):
    # Action 1: "Evelyn [MOVE] from the Mess Hall to the Platform, and then [MOVE] to the Passageway."
    mess, platform, passage = code(ps, "Mess Hall"), code(ps, "Platform"), code(ps, "Passageway")
    assert platform in [s.to for s in ps.steps(mess)]
    assert passage in [s.to for s in ps.steps(platform)]


def test_orion_moves_against_the_arrow_with_a_discard(ps):
    # "Killers are allowed to move in the other way round, but they are required to discard a card from their
    # hand when they do so. For example, Orion plays "Pursue" from hand to [MOVE] x1. He moves from the Alley to
    # the Research Lab, which is in the opposite direction according to the arrow. As he moves, he discards
    # another card."
    lab, alley = code(ps, "Research Lab"), code(ps, "Alley")
    killer = {s.to: s for s in ps.steps(alley, who="killer")}
    assert killer[lab].against_arrow and killer[lab].kind == "oneway"
    assert not killer[code(ps, "Platform")].against_arrow
    back = {s.to: s for s in ps.steps(lab, who="killer")}
    assert not back[alley].against_arrow  # along the arrow: no discard


def test_survivors_cannot_go_against_the_arrow(ps):
    # "Survivors and Killers move according to the direction of the arrow. Survivors CANNOT move in the other
    # way round."
    lab, alley = code(ps, "Research Lab"), code(ps, "Alley")
    assert lab not in [s.to for s in ps.steps(alley)]
    assert alley in [s.to for s in ps.steps(lab)]
    for c in ps.codes:  # no Survivor step anywhere goes against an arrow
        for s in ps.steps(c):
            assert ps.adjacent(c, s.to) and not s.against_arrow


def test_rope_lets_all_survivors_cross_the_arrow_both_ways(ps):
    # "place a rope token on an arrow in their current location. Later on, all Survivors can freely move across
    # it in any direction."
    lab, alley = code(ps, "Research Lab"), code(ps, "Alley")
    rope = frozenset({conn(lab, alley)})
    assert conn(lab, alley) in ps.arrows_at(alley) and conn(lab, alley) in ps.arrows_at(lab)
    assert lab in [s.to for s in ps.steps(alley, ropes=rope)]
    assert alley in [s.to for s in ps.steps(lab, ropes=rope)]
    # the rope is the Survivors' help: the Killer still discards to go against the arrow
    assert {s.to: s for s in ps.steps(alley, who="killer", ropes=rope)}[lab].against_arrow


def test_a_block_stops_survivors_and_the_killer_goes_through(ps):
    # "If there's a block token blocking the way, as a Survivor, you cannot move through it. As a Killer, you can
    # move through it, but doing so removes the block token."
    lab, storage = code(ps, "Research Lab"), code(ps, "Storage")
    blocked = frozenset({conn(lab, storage)})
    assert storage not in [s.to for s in ps.steps(lab, blocked=blocked)]
    assert storage in [s.to for s in ps.steps(lab)]
    through = {s.to: s for s in ps.steps(lab, blocked=blocked, who="killer")}[storage]
    assert through.through_block and not {s.to: s for s in ps.steps(lab, who="killer")}[storage].through_block
    # "Block tokens only prevent Survivors' [MOVE]. The locations with a blocked connection are still adjacent"
    assert ps.adjacent(lab, storage)
    assert storage in ps.within(lab, 1)


def test_blocks_only_stand_on_doors(ps):
    # "[BLOCK] x N - Place 1 block token on a door": a name that is not a door blocks nothing
    opening = conn(code(ps, "Alley"), "G1")
    assert opening not in ps.doors
    assert "G1" in [s.to for s in ps.steps(code(ps, "Alley"), blocked={opening})]


def test_quinto_shortcut_crew_quarter_research_lab_radio_station(ps):
    # "You first travel through a secret passage to reach the Research Lab from the Crew Quarter, and then move to
    # the Radio Station as another step of [MOVE]."
    lab, radio = code(ps, "Research Lab"), code(ps, "Radio Station")
    assert lab not in [s.to for s in ps.steps("G5")]  # only with a Flashlight or an ability
    through = {s.to: s for s in ps.steps("G5", secret=True)}
    assert through[lab].kind == "secret"
    assert radio in [s.to for s in ps.steps(lab)]


def test_the_killer_uses_secret_passages_only_by_ability(ps):
    # "Survivors and some Killers can travel through Secret Passages using the "Flashlight" item, or by using an
    # ability."
    lab = code(ps, "Research Lab")
    assert lab not in [s.to for s in ps.steps("G5", who="killer")]
    assert lab in [s.to for s in ps.steps("G5", who="killer", secret=True)]


def test_steps_take_plain_sets_and_reject_an_unknown_mover(ps):
    lab, storage = code(ps, "Research Lab"), code(ps, "Storage")
    assert ps.steps(lab, blocked={conn(lab, storage)}) == ps.steps(lab, blocked=frozenset({conn(lab, storage)}))
    with pytest.raises(ValueError):
        ps.steps(lab, who="cat")


# ---------------------------------------------------------------- range


def test_range_counts_connecting_points_not_tokens_arrows_or_passages(ps):
    # "N Range ... the current location of the Survivor/Killer and all locations within the distance of N
    # connecting points"; "All tokens, including block tokens, would not affect the distance calculation."
    lab, alley = code(ps, "Research Lab"), code(ps, "Alley")
    assert ps.within("G1", 0) == {"G1"}
    assert ps.distance(alley, lab) == ps.distance(lab, alley) == 1  # the arrow is a connecting point both ways
    # a Secret Passage is not a connecting point ("Adjacent locations are directly connected via connecting
    # points. This is either a door ..., a dotted line, or as a one-way route")
    assert ps.distance("G5", lab) > 1 and lab not in ps.within("G5", 1)
    for a in ps.codes:
        for b in ps.codes:
            assert ps.distance(a, b) == ps.distance(b, a)
            assert (b in ps.within(a, 1)) == (a == b or ps.adjacent(a, b))
    assert all(ps.within(c, len(ps.codes)) == set(ps.codes) for c in ps.codes)


def test_range_two_from_the_platform(ps):
    two = ps.within("G1", 2)
    assert ps.within("G1", 1) < two
    assert all(any(ps.adjacent(x, c) for x in ps.within("G1", 1)) for c in two - ps.within("G1", 1))


# ---------------------------------------------------------------- loading


def test_load_board_is_read_once_per_file_and_follows_the_editor_override(tmp_path):
    first = load_board()
    assert load_board("terrorscape_polar_station") is first
    assert load_board(paths.MAPS / "terrorscape_polar_station.toml") is first
    moved = tmp_path / "terrorscape_polar_station.toml"
    moved.write_text(POLAR.replace('name = "Garage"', 'name = "Snowcat Garage"'), encoding="utf-8")
    layouts.use_override("terrorscape_polar_station", moved)
    try:
        assert load_board().name("B4") == "Snowcat Garage"
    finally:
        layouts.use_override("terrorscape_polar_station", None)
    assert load_board().name("B4") == "Garage"


def test_load_board_from_a_layout_checks_it():
    from game.core.errors import DataFileError

    layout, errors = layouts.parse_layout(POLAR, paths.MAPS / "terrorscape_polar_station.toml")
    assert not errors and load_board(layout).codes == load_board().codes
    broken, _ = layouts.parse_layout(POLAR.replace('exit = "main"', 'ability = "tool"'), "mine.toml")
    with pytest.raises(DataFileError, match="Main Exit"):
        load_board(broken)


def test_every_shipped_map_loads_and_validates():
    for map_id in MAP_IDS:
        path = paths.MAPS / f"{map_id}.toml"
        if not path.exists():
            continue
        assert validate.check_file(path) == []
        board = load_board(map_id)
        assert board.main_exit and board.hidden_exit and len(board.codes) >= 9


# ---------------------------------------------------------------- the second map: Season 1-style, made compatible


def test_lighthouse_module_tokens_make_it_a_season_2_map():
    # Location Module Tokens: "Place 1 vehicle repair module token, 1 medical module token, and 1 weapon module
    # token onto the map"; "1 Key location must be replaced with any of the above module tokens or with an (X)
    # token, leaving the remaining key locations unchanged"; "1 to 2 elevated level module tokens should be
    # placed, replacing ordinary doors."
    lh = load_board("terrorscape_lighthouse")
    assert lh.season == 1
    pantry = lh.code_of("pantry")
    assert lh.loc(pantry).kinds == {"medical"}  # the key location the medical module covers
    assert lh.with_kind("weapon") == (lh.code_of("watch_post"),)
    assert lh.with_kind("vehicle") == (lh.code_of("boathouse"),)
    assert len(lh.with_kind("key")) == 3
    assert len(lh.arrows) == 2
    for arrow in lh.arrows:
        a, b = arrow.split("-")
        upper = a if any(l.to == b and l.direction_ok and l.kind == "oneway" for l in lh.links(a)) else b
        assert lh.loc(upper).elevated
    assert lh.main_exit == lh.code_of("jetty") and lh.hidden_exit == lh.code_of("smugglers_cave")
    assert conn(lh.code_of("cellar"), lh.hidden_exit) in lh.passages


def test_lighthouse_start_locations_are_apart():
    # designed: the Killer starts at the Hidden Exit, the Survivors at the Main Exit, 4 connecting points apart
    # on both maps (the Survivors scatter before the Killer reaches them)
    for map_id in MAP_IDS:
        board = load_board(map_id)
        assert board.distance(board.main_exit, board.hidden_exit) == 4, map_id


def test_a_file_for_another_game_is_not_a_board(tmp_path):
    from game.core.errors import DataFileError

    other = tmp_path / "mine.toml"
    other.write_text((paths.MAPS / "crimson_creek_act1.toml").read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(DataFileError, match="not a Terrorscape map"):
        load_board(other)
