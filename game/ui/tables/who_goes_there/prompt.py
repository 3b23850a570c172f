"""Where each Who Goes There? choice sits on the table, how it is listed, and which ones ask first. Pure logic on
the screen seat's view and its legal actions (no pygame, no state).

Anchor ids (the table's board_anchors lists where they are drawn):
  ("space", id)        a space of the camp (Storage Room, Workshop, the Phase decks): move, start, search there
  ("pawn", seat)       a player's pawn on its space (drag it to a space to move)
  ("camp", seat)       a player's character board: trade, assault, revive, bunk, vote targets, leader, order, boarding
  ("card", id)         a card in the screen seat's hand (one place per card name, the copies stacked)
  ("unlock", seat, u)  an Unlock on the seat's board (the Locker die's face sits on the Locker unlock)
  ("item", seat, id)   an Item tile on a board          ("tile", id)   a tile in the bank (build it)
  ("stamina", seat) ("xp", seat) ("bonuses", seat) ("specialty", seat)   parts of a character board
  ("boiler",) ("door",) ("bonfire",) ("event",) ("heli",)               the camp's utilities and boards
  ("chip", word)       a word of a question with no place of its own (yes / no, clean / infected, ...), in the
                       chip row over the hand
The done-like choices (end the turn, end a trade) are the bar's D button.
"""
from __future__ import annotations

from collections import Counter

from game.games.who_goes_there.build import payments
from game.games.who_goes_there.state import content
from game.games.who_goes_there.words import card_name, penalty_words

from .. import choice_model
from ..choice_model import NEUTRAL, RISKY, SAFE, Risk

GROUPS = ("Move", "Search", "Build", "Cards", "Trade", "Camp", "Fight", "Answer", "Turn")
KIND_GROUP = {"move": "Move", "start": "Move", "search": "Search", "build": "Build", "drop_tile": "Build",
              "play": "Cards", "discard": "Cards", "bonfire": "Camp", "light": "Camp", "eat": "Cards",
              "feed": "Cards", "keep": "Cards", "give": "Trade", "trade": "Trade", "give_done": "Trade",
              "gain_stamina": "Camp", "gain_xp": "Camp", "repair": "Camp", "resolve_event": "Camp",
              "unlock": "Camp", "stock_xp": "Camp", "locker": "Camp", "assault": "Fight", "revive": "Fight",
              "infection_attack": "Fight", "target": "Fight", "attack": "Fight", "end_turn": "Turn",
              "pay": "Build", "assist": "Fight"}
DONE_KINDS = ("end_turn", "give_done")
CAMP_KINDS = ("make_leader", "next", "assault", "trade", "revive", "bunk", "target", "board", "step_off")
CARD_KINDS = ("play", "discard", "bonfire", "eat", "give", "feed", "keep")

# designed: the short word each question's answer is written with on its chip
CHIP_WORDS = {"go_hungry": "Go hungry", "sleep_alone": "Sleep alone", "accept": "Yes", "refuse": "No",
              "show_clean": "Show clean", "show_infected": "Show INFECTED", "reroll_locker": "Reroll Locker",
              "keep_locker": "Keep face", "roll_again": "Roll again", "take_clicker": "Take clicker",
              "let_go": "Let Jack go", "feed_locker": "Feed (Locker)", "infection_attack": "Infection Attack",
              "attack": "Attack now", "take_xp": "Take 2 XP", "take_benefit": "Take benefit",
              "open_lockbox": "Open lockbox", "trust": "Trust", "distrust": "Distrust", "depart": "Take off",
              "accept_roll": "Take the result", "pass": "Pass", "assist": "Taking Control"}


def decision(view: dict) -> dict:
    return view.get("frame") or {}


def chip_key(a) -> str:
    """The chip an action without a place is written on."""
    k = a.kind
    if k == "show":
        return "show_infected" if a.get("infected") else "show_clean"
    if k == "take":
        return f"fan_{a.get('position')}"
    if k == "help":
        return f"help_{a.get('using')}_{a.get('what')}"
    if k == "pay":  # one chip per distinct payment (wgtrules); the table's drag onto the tile may choose it too
        return "pay_" + "+".join(tuple(a.get("cards") or ()) + tuple(a.get("using") or ()))
    return k


USING_WORDS = {"locker": "Locker die", "lighter": "Blair's Lighter"}


def pay_words(cards, using) -> str:
    return ", ".join([card_name(c) for c in cards or ()] + [USING_WORDS.get(u, u) for u in using or ()])


def chip_word(key: str) -> str:
    if key.startswith("pay_"):
        parts = key[4:].split("+")
        return "Pay " + pay_words([p for p in parts if p not in USING_WORDS], [p for p in parts if p in USING_WORDS])
    if key.startswith("fan_"):
        return f"Card {int(key[4:]) + 1}"
    if key.startswith("help_"):
        return "Use " + key.split("_", 2)[2].replace("_", " ")
    return CHIP_WORDS.get(key, key.replace("_", " ").capitalize())


def me(view: dict):
    return view.get("seat")


def my_space(view: dict):
    seat = me(view)
    players = view.get("players") or []
    return players[seat].get("space") if isinstance(seat, int) and 0 <= seat < len(players) else None


def anchor_paths(view: dict, a) -> list:
    """The anchor paths that stand for action `a` (see choice_model.BoardPicker)."""
    k = a.kind
    p = dict(a.params)
    seat = me(view)
    if k in DONE_KINDS:
        return []
    if k in ("move", "start"):
        to = ("space", p.get("to") or p.get("space"))
        return [(to,), (("pawn", seat), to)]
    if k == "search":
        if p.get("deck") == "specialty":
            return [(("specialty", seat),)]
        return [(("space", p.get("deck")),)]
    if k == "play" and p.get("item") and p.get("to"):  # a Walkie-Talkie card: the card, then where it goes
        return [(("card", p["card"]), ("space", p["to"]))]
    if k == "locker" and p.get("to"):
        return [(("unlock", seat, "locker"), ("space", p["to"]))]
    if k == "play" and p.get("target") is not None:  # a Blood Test / Host Test card: the card, then whom
        return [(("card", p["card"]), ("camp", p["target"]))]
    if k == "build" and p.get("target") is not None:  # the tile then whom, or a card it uses dropped on whom
        return [(("tile", p["item"]), ("camp", p["target"]))] + \
            [(("card", c), ("camp", p["target"])) for c in build_cards(view, p["item"])]
    if k in CARD_KINDS and p.get("card"):
        paths = [(("card", p["card"]),)]
        if k == "bonfire":
            paths.append((("card", p["card"]), ("bonfire",)))
        elif k == "give" and isinstance(decision(view).get("to"), int):  # a trade: drag it to the partner's board
            paths.append((("card", p["card"]), ("camp", decision(view)["to"])))
        return paths
    if k in CAMP_KINDS:
        who = p.get("seat", p.get("target", p.get("other", p.get("who"))))
        paths = [(("camp", who),)]
        if k in ("assault", "trade", "revive", "bunk"):
            paths.append((("pawn", who),))
        elif k == "board":  # or the pawn dragged into the helicopter
            paths.append((("pawn", who), ("heli",)))
        return paths
    if k == "build":  # the tile; or a hand card it can use dragged onto it (that card pays: pay_with)
        return [(("tile", p.get("item")),)] + [(("card", c), ("tile", p.get("item"))) for c in
                                               build_cards(view, p.get("item"))]
    if k == "pay":  # its chip, or a card it spends (several payments spending it: a menu at the pointer)
        return [(("chip", chip_key(a)),)] + [(("card", c),) for c in dict.fromkeys(p.get("cards") or ())]
    if k == "gain_stamina":
        return [(("stamina", seat),)]
    if k == "gain_xp":
        return [(("xp", seat),)]
    if k == "repair":
        return [(("boiler",) if my_space(view) in ("storage", "workshop") else ("door",),)]
    if k == "light":
        return [(("bonfire",),)]
    if k == "depart":
        return [(("heli",),), (("chip", "depart"),)]
    if k == "resolve_event":
        return [(("event",),)]
    if k == "unlock":
        return [(("unlock", seat, p.get("what")),)]
    if k == "stock_xp":
        return [(("bonuses", seat),)]
    if k == "locker":
        return [(("unlock", seat, "locker"),)]
    if k == "drop_tile":
        return [(("item", seat, p.get("item")),)]
    if k == "help" and p.get("using") == "card":
        return [(("card", p.get("what")),)]
    if k == "accept" and decision(view).get("kind") == "roll":
        return [(("chip", "accept_roll"),)]
    return [(("chip", chip_key(a)),)]


_BUILD_CARDS: list = [None, {}]  # the view they were worked out for, item -> the cards


def build_cards(view: dict, item) -> list:
    """The screen seat's hand cards (distinct, in hand order) that some payment of `item` spends (build.payments
    on the seat's own row of its view): a card of these dropped on the tile builds it paid with that card."""
    if _BUILD_CARDS[0] is not view:
        _BUILD_CARDS[:] = [view, {}]
    got = _BUILD_CARDS[1].get(item)
    if got is None:
        got = _BUILD_CARDS[1][item] = _build_cards(view, item)
    return got


def _build_cards(view: dict, item) -> list:
    seat, players = me(view), view.get("players") or []
    info = content().items.get(item)
    if not isinstance(seat, int) or not 0 <= seat < len(players) or not info:
        return []
    row = players[seat]
    pl = {"hand": list(row.get("hand") or ()), "locker": row.get("locker"), "char": row.get("char"),
          "locker_spent": bool(row.get("locker_spent")), "used": list(row.get("used") or ()),
          "unlocks": list(row.get("unlocks") or ())}
    return list(dict.fromkeys(c for cards, _ in payments(pl, tuple(info["recipe"])) for c in cards))


def pay_with(legal: list, cards) -> list:
    """The `pay` choices that fit cards dropped on a tile (a multiset): the one spending exactly them; else the
    engine's own (thrifty) payment when it spends them; else every payment that spends them all (one: that one;
    several: the table asks which at the pointer)."""
    want = Counter(cards)
    pays = [a for a in legal if a.kind == "pay"]
    exact = [a for a in pays if Counter(a.get("cards") or ()) == want]
    spending = [a for a in pays if not want - Counter(a.get("cards") or ())]
    if exact:
        return exact[:1]
    return spending[:1] if spending and spending[0] is pays[0] else spending


def chip_keys(view: dict, legal: list) -> list:
    """The chips the legal actions need, in their order."""
    return choice_model.chip_keys(anchor_paths, view, legal)


def classify(view: dict, a, legal: list) -> Risk:
    """The question asked before a move a player may regret (from what the screen seat knows only)."""
    k = a.kind
    if k == "assault":
        return Risk(RISKY, "Assault them? Five Action cubes, red dice, and they cannot defend: everyone sees it.",
                    "5 cubes")
    if k == "infection_attack":
        return Risk(RISKY, "Launch the Infection Attack? It shows everyone that you are infected.", "reveals you")
    if k == "depart":
        alone = " alone" if a.get("alone") else ""
        return Risk(RISKY, f"Take off{alone} now? Whoever is not aboard stays behind; the game ends.", "final")
    if k == "show" and a.get("infected"):
        return Risk(RISKY, "Show the INFECTED side? The other player learns what you are, and is infected.",
                    "infects")
    if k == "go_hungry":
        return Risk(RISKY, "Go hungry? You take a Strike.", "Strike")
    if k == "step_off":
        return Risk(NEUTRAL, None, "stays behind")
    if k == "distrust":
        return Risk(NEUTRAL, None, "")
    if k in ("discard", "drop_tile"):
        return Risk(NEUTRAL, None, "gone")
    if k == "end_turn":
        forgotten = forgotten_event(view)
        if forgotten:  # rulebook line 282: the table reminds them (rolling is never worse than the penalty)
            return Risk(RISKY, f"End your turn without resolving {forgotten[0]}? Rolling is never worse: "
                               f"ending now you {forgotten[1]}.", "event unresolved")
    if k in DONE_KINDS:
        others = [x for x in legal if x.kind not in DONE_KINDS]
        return Risk(NEUTRAL if others else SAFE)
    return Risk(SAFE if k in ("move", "search", "gain_xp", "gain_stamina", "repair", "start") else NEUTRAL)


def forgotten_event(view: dict):
    """(event name, penalty words) when the screen seat would end its turn with the Camp Event unresolved."""
    seat = me(view)
    players = view.get("players") or []
    if not isinstance(seat, int) or not 0 <= seat < len(players) or players[seat].get("event_done", True):
        return None
    info = content().events.get(view.get("event") or "", {})
    if info.get("kind") not in ("attack", "setback"):
        return None
    return info["name"], penalty_words(view["event"]) or "take its penalty"


def group_of(payload) -> str:
    k = getattr(payload, "kind", None)
    if k in KIND_GROUP:
        return KIND_GROUP[k]
    return "Answer" if k is not None else "Turn"


SPACE_WORDS = {"storage": "the Storage Room", "workshop": "the Workshop", "phase1": "the Phase 1 deck",
               "phase2": "the Phase 2 deck", "phase3": "the Phase 3 deck"}


def label(a, base: str, char_of) -> str:
    """The rules' label made plain where it names ids (`char_of(seat)`: the character's name on this table)."""
    k = a.kind
    p = dict(a.params)
    if k in ("move", "start"):
        to = SPACE_WORDS.get(p.get("to") or p.get("space"), base)
        return ("Start at " if k == "start" else "Move to ") + to + (" (Snowshoes)" if p.get("free") else "")
    if k == "search":
        return "Search your Specialty deck" if p.get("deck") == "specialty" else \
            f"Search {SPACE_WORDS.get(p.get('deck'), p.get('deck'))}"
    if k == "repair":
        return "Repair: 2 cubes, sure" if p.get("how") == "sure" else "Repair: 1 cube and a roll"
    if k == "unlock":
        return f"Unlock {str(p.get('what', '')).capitalize()}"
    if k == "show":
        return "Show the INFECTED side" if p.get("infected") else "Show the clean side"
    if k in ("target", "board", "step_off"):
        who = char_of(p.get("seat", p.get("who")))
        return {"target": f"Target {who}", "board": f"Board {who}", "step_off": f"Step {who} off"}[k]
    if k == "depart":
        return "Take off alone" if p.get("alone") else "Take off"
    if k == "take":
        return f"Draw card {int(p.get('position', 0)) + 1} of the fan"
    if k == "help":
        return f"Use {str(p.get('what', '')).replace('_', ' ')} ({p.get('using')})"
    if k == "play" and p.get("as_aid"):  # Copper's Infirmary: the same card, played as a First Aid
        return f"{base} as a First Aid"
    if k in ("play", "build") and p.get("target") is not None:
        return f"{base} on {char_of(p['target'])}"
    if k in ("play", "locker") and p.get("to"):
        return f"{base}: {str(p.get('item', '')).replace('_', ' ')} to {SPACE_WORDS.get(p['to'], p['to'])}"
    if k == "drop_tile":
        return f"Drop the {str(p.get('item', '')).replace('_', ' ')} tile"
    if k == "pay":
        return "Pay with " + pay_words(p.get("cards"), p.get("using"))
    if k == "revive" and p.get("aids"):
        return f"Revive {char_of(p.get('target'))} with {p['aids']} First Aid"
    if k == "assist":
        return "Play Taking Control: one more Success for their Attack"
    if k == "pass":
        return "Pass"
    if k in ("feed", "keep") and p.get("card"):
        return f"{k.capitalize()} {p['card'].replace('_', ' ')}"
    return base
