"""Hidden information: a seat's view is a pure function of what that seat may know.

For random states reached by random play, the other seats' secrets (their hands' contents and the
draw pile's order) are shuffled through RULES.to_json / from_json, and the seat's view must not
change. Events are redacted per seat the same way.
"""
from __future__ import annotations

import json

import pytest

from game.core.actions import Action
from game.core.rng import Rng
from game.games.zombie.rules import RULES

from .scenario import Table

CONFIGS = [(n, {"strain": "random", "mortal": n % 2 == 1}) for n in range(2, 9)] + [
    (2, {"variant": "allied_camps"}), (3, {"variant": "allied_camps", "strain": "returned_dead"}),
    (4, {"variant": "new_victims", "strain": "runners", "mortal": True}),
]
IDS = [f"{o.get('variant', 'standard')}-{n}p" for n, o in CONFIGS]


def random_states(seed, players, options, every=3, limit=None):
    """Yield (state, events of the last step) along a random game."""
    state = RULES.new_game(seed, players, options)
    rng = Rng(seed + 1)
    k = 0
    while RULES.result(state) is None:
        legal = RULES.legal_actions(state)
        events = RULES.apply(state, legal[rng.randbelow(len(legal))])
        k += 1
        if k % every == 0:
            yield state, events
        if limit and k >= limit:
            return


def others_secrets_shuffled(state, seat, rng: Rng):
    """A copy of `state` in which every hand but `seat`'s and the draw pile are dealt afresh from
    the same cards (same sizes), and the draw pile is reordered."""
    data = json.loads(json.dumps(RULES.to_json(state)))
    others = [s for s in range(data["seats"]) if s != seat]
    pool = list(data["draw"]) + [u for s in others for u in data["hands"][s]]
    rng.shuffle(pool)
    k = 0
    for s in others:
        size = len(data["hands"][s])
        data["hands"][s] = pool[k:k + size]
        k += size
    data["draw"] = pool[k:]
    rng.shuffle(data["draw"])
    return RULES.from_json(data), data


def secret_uids(state, seat):
    """Card uids `seat` may not know: every other hand and the draw pile."""
    out = set(state.d["draw"])
    for s, hand in enumerate(state.d["hands"]):
        if s != seat:
            out.update(hand)
    return out


def card_uids_in(obj):
    """Every uid of a card dict ({"uid": ..., "id": ...}) anywhere in a view."""
    out = []
    if isinstance(obj, dict):
        if "uid" in obj and "id" in obj:
            out.append(obj["uid"])
        for v in obj.values():
            out += card_uids_in(v)
    elif isinstance(obj, list):
        for v in obj:
            out += card_uids_in(v)
    return out


@pytest.mark.parametrize("players,options", CONFIGS, ids=IDS)
def test_a_view_does_not_change_when_other_seats_secrets_change(players, options):
    rng = Rng(players * 31)
    checked = 0
    for seed in range(3):
        for state, _ in random_states(100 * players + seed, players, options, every=4):
            seat = rng.randbelow(players)
            before = RULES.hash(state)
            view = RULES.view(state, seat)
            altered, data = others_secrets_shuffled(state, seat, rng)
            assert RULES.view(altered, seat) == view
            # The spectator sees no hand at all, so shuffling every hand changes nothing either.
            spectator = RULES.view(state, None)
            everyone, _ = others_secrets_shuffled(state, -1, rng)
            assert RULES.view(everyone, None) == spectator
            assert RULES.hash(state) == before  # making a view never changes the state
            checked += 1
    assert checked > 30


@pytest.mark.parametrize("players,options", CONFIGS, ids=IDS)
def test_a_view_shows_its_own_hand_and_no_secret_card(players, options):
    for state, _ in random_states(7 + players, players, options, every=5):
        d = state.d
        for seat in list(range(players)) + [None]:
            view = RULES.view(state, seat)
            if seat is None:
                assert view["hand"] is None and view["my_camps"] == []
            else:
                assert [c["uid"] for c in view["hand"]] == d["hands"][seat]
                assert [c["id"] for c in view["hand"]] == [d["cards"][u] for u in d["hands"][seat]]
                assert view["my_camps"] == [c["id"] for c in d["camps"] if c["owner"] == seat]
            assert view["hand_counts"] == [len(h) for h in d["hands"]]
            assert view["draw_count"] == len(d["draw"])
            assert "draw" not in view and "hands" not in view and "rng" not in view
            leaked = set(card_uids_in(view)) & secret_uids(state, seat)
            assert not leaked, (seat, leaked)


def test_the_spectator_view_shows_no_hand_in_any_form():
    for state, _ in random_states(3, 5, {}, every=7):
        view = RULES.view(state, None)
        assert view["hand"] is None and view["seat"] is None
        assert not set(card_uids_in(view)) & secret_uids(state, None)
        text = json.dumps(view)
        assert '"hands"' not in text and '"draw"' not in text


@pytest.mark.parametrize("players,options", CONFIGS[:7:2] + CONFIGS[7:], ids=IDS[:7:2] + IDS[7:])
def test_views_are_json_serialisable_and_round_trip(players, options):
    for state, _ in random_states(55 + players, players, options, every=3):
        for seat in (None, 0, players - 1):
            view = RULES.view(state, seat)
            assert json.loads(json.dumps(view)) == view


# -- events -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,options", CONFIGS, ids=IDS)
def test_event_redaction_never_shows_another_seats_drawn_cards(players, options):
    draws = 0
    for state, events in random_states(900 + players, players, options, every=1):
        for event in events:
            spectator = RULES.redact(event, None)
            assert "private" not in spectator
            json.dumps(spectator)
            private = event.get("private") or {}
            for seat in range(players):
                mine = RULES.redact(event, seat)
                assert "private" not in mine
                if str(seat) not in private:
                    assert mine == spectator  # every other seat sees exactly what a spectator sees
            if event["type"] == "draw":
                draws += 1
                owner = state.owner(event["camp"])
                assert set(private) <= {str(owner)}
                assert "cards" not in spectator and "uids" not in spectator
                mine = RULES.redact(event, owner)
                assert len(mine["cards"]) == len(mine["uids"]) <= event["n"]
                assert set(mine["uids"]) <= set(state.d["hands"][owner])
                assert mine["cards"] == [state.d["cards"][u] for u in mine["uids"]]
                for seat in range(players):
                    if seat != owner:
                        other = RULES.redact(event, seat)
                        assert "cards" not in other and "uids" not in other
    assert draws > 5


def test_the_opening_deal_is_not_in_any_public_event():
    state = RULES.new_game(4, 4, {})
    opening = state.d.get("opening_events", [])
    text = json.dumps([RULES.redact(e, None) for e in opening])
    for hand in state.d["hands"]:
        for uid in hand:
            assert f'"uid": {uid},' not in text


def test_who_is_asked_to_react_does_not_depend_on_hidden_hands():
    """Camp 1 plays Zombie Attack on camp 2. Whether seat 2 holds a Shotgun or a Bitten, seat 0
    must see the same thing. (Regression: seats with no useful reaction used to be skipped, so
    being asked told the table a hidden hand held one.)"""
    views = []
    for held in ("shotgun", "bitten"):
        t = Table(players=4)
        attack = t.give(0, "zombie_attack")
        t.give(2, held)
        t.begin_action(0)
        t.act(Action("play", card=attack, targets=(1,)))
        view = RULES.view(t.state, 0)
        views.append((view["decision"]["seat"], view["camps"][1]["survivors"]))
    assert views[0] == views[1]
