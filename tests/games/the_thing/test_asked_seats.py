"""Who is asked never tells what a seat holds: the reaction round (Cheating, Bitch!; a snuff card), the card
windows and the Suspicion phase ask the same seats in the same order whether or not a seat holds a card it
could use, so the other seats see the same decisions and the same views (asking only the seats
holding a cancel card showed the table who held one)."""
from __future__ import annotations

from game.core.rng import Rng
from game.games.the_thing import cards, flow
from game.games.the_thing.info import THING_SEAT

from .fixtures import QUIET, RULES, act, give, started, until


def _quiet(s):
    legal = RULES.legal_actions(s)
    quiet = [a for a in legal if a.kind in QUIET]
    return quiet[0] if quiet else legal[0]


def _watch(s, hidden_seat: int, steps: int = 120) -> list:
    """Quiet play to the end of the round: each step, who decides and what every other seat (and the
    spectator) sees."""
    seen = []
    start = s.d["round"]
    for _ in range(steps):
        if RULES.result(s) is not None or s.d["round"] != start:
            break
        dec = RULES.decision(s)
        views = [RULES.view(s, x) for x in list(range(s.d["seats"])) + [None] if x != hidden_seat]
        seen.append((dec.seat, dec.kind, views))
        RULES.apply(s, _quiet(s))
    return seen


def _twins(hand_with, hand_without, seats=4):
    """Two games alike but for seat 2's hand: one holding `hand_with`, the other `hand_without` (the same
    number of cards); seat 1 is El Capitan, seat 2 at the encounter."""
    out = []
    for hand in (hand_with, hand_without):
        s = started(seats, chars=("windows", "norris", "garry"))
        d = s.d
        d["capitan"] = 1
        d["decks"]["outpost1"] += d["players"][2]["hand"]
        d["players"][2]["hand"] = []
        named = set(hand_with) | set(hand_without)
        for x, pl in enumerate(d["players"]):  # the named cards out of the other hands: the twins differ only there
            for i, cid in enumerate(pl["hand"]):
                if cid in named and x != 2:
                    pile = d["decks"]["outpost1" if x != THING_SEAT else "thing1"]
                    j = next(k for k, c in enumerate(pile) if c not in named)
                    pl["hand"][i], pile[j] = pile[j], cid
        give(s, 2, *hand)
        out.append(s)
    return out


def test_the_reaction_round_asks_every_outpost_player_whether_or_not_it_holds_cheating():
    a, b = _twins(["cheating", "jed"], ["warm_up", "jed"])
    for s in (a, b):
        give(s, THING_SEAT, "infected_late")
        until(s, "infect")
        act(s, "infect", card="infected_late", target="clark")
    seen_a, seen_b = _watch(a, 2), _watch(b, 2)
    assert [(x, k) for x, k, _ in seen_a] == [(x, k) for x, k, _ in seen_b]
    assert seen_a == seen_b  # every other seat's view too, step by step
    assert (2, "react") in [(x, k) for x, k, _ in seen_a]  # asked about the infection card without Cheating too


def test_a_card_window_asks_a_seat_with_no_playable_card_as_it_asks_one_with_some():
    # Cheating cannot be played into a roll; Jed (a die) can: seat 2 is asked in both windows all the same.
    a, b = _twins(["cheating"], ["jed"])
    for s in (a, b):
        until(s, "assign")
    seen_a, seen_b = _watch(a, 2), _watch(b, 2)
    assert seen_a == seen_b
    assert (2, "cards") in [(x, k) for x, k, _ in seen_a]


def test_the_thing_is_asked_in_the_suspicion_phase_whether_or_not_it_holds_an_infection_card():
    kinds = []
    for with_infection in (True, False):
        s = started(3, chars=("windows", "norris"))  # the Thing is at its first Suspicion phase
        d = s.d
        hand = d["players"][THING_SEAT]["hand"]
        for pile in (hand, d["decks"]["thing1"]):  # every infection card out of reach (into the locked Deck 2)
            for cid in [c for c in pile if cards.kind(c) in ("human", "infected", "multi_human", "multi_thing")]:
                pile.remove(cid)
                d["decks"]["thing2"].append(cid)
        while len(hand) > 6:  # six cards either way, whatever the deal
            d["decks"]["thing1"].insert(0, hand.pop())
        while len(hand) < 6:
            give(s, THING_SEAT, next(c for c in d["decks"]["thing1"] if cards.kind(c) == "minus"))
        if with_infection:
            d["decks"]["thing1"].append(hand.pop())
            give(s, THING_SEAT, "infected_late")
        assert len(hand) == 6 and RULES.decision(s).kind == "infect"
        d["frame"], d["step"] = None, "suspicion"  # the Suspicion phase again, with this hand
        flow.advance(s, [])
        s.changed()
        seq = []
        for _ in range(3):
            dec = RULES.decision(s)
            seq.append((dec.seat, dec.kind))
            RULES.apply(s, _quiet(s))
        kinds.append(seq)
    assert kinds[0] == kinds[1] and (THING_SEAT, "infect") in kinds[0]


def _redealt(s, rng):
    """A copy with every hand dealt afresh from its side's hidden cards (the same sizes): the Outpost players'
    hands and Outpost Deck 1 pooled, the Thing's hand and Thing Deck 1 pooled."""
    t = s.clone()
    d = t.d
    for seats, deck in (([x for x in range(d["seats"]) if x != THING_SEAT and not d["players"][x]["revealed"]],
                         "outpost1"), ([THING_SEAT], "thing1")):
        pool = d["decks"][deck] + [c for x in seats for c in d["players"][x]["hand"]]
        rng.shuffle(pool)
        for x in seats:
            n = len(d["players"][x]["hand"])
            d["players"][x]["hand"], pool = pool[:n], pool[n:]
        d["decks"][deck] = pool
    t.changed()
    return t


def test_in_random_games_who_is_asked_depends_on_public_facts_only():
    """At every card played and every card window of random games at 3 to 6 seats, the seats asked are the
    same with every hand dealt afresh."""
    checked = 0
    for seats in (3, 4, 5, 6):
        s, r, deal = RULES.new_game(40 + seats, seats), Rng(seats), Rng(99 + seats)
        while RULES.result(s) is None:
            d = s.d
            dec = RULES.decision(s)
            if dec.kind == "react":
                top = d["stack"][-1]
                twin = _redealt(s, deal)
                assert cards.askers(twin.d, top["seat"], top["card"]) == cards.askers(d, top["seat"], top["card"])
                checked += 1
            if dec.kind == "cards":
                twin = _redealt(s, deal)
                assert [cards.window_asks(twin.d, x) for x in d["window"]["order"]] == \
                    [cards.window_asks(d, x) for x in d["window"]["order"]]
                checked += 1
            legal = RULES.legal_actions(s)
            RULES.apply(s, legal[r.randbelow(len(legal))])
    assert checked > 50
