"""The log line of each event of The Thing, written from the event ALONE as one seat sees it (after redaction:
a card drawn, an infection card's kind, what a peek showed are only there for the seat allowed to see them).
Rules.redact adds it as "text", so the log, the captions and the "since your last turn" summary of every seat say
exactly what it saw, never more: an infection card played is "an infection card" to everyone but the Thing
player; a reaction (Cheating, Bitch!) is only told when somebody played one, never who could have.

Seats are written "Player N" (the contract's seat names); the table puts the lobby's names in.
"""
from __future__ import annotations

from game.core.log_words import and_list, event_line, name_in, plural, who

from .state import content

INFECTION_WORDS = {"human": "Human", "infected": "Infected!", "multi_human": "Human (multi-player)",
                   "multi_thing": "Infected! (multi-player)"}
SITE_WORDS = {"encounter": "the encounter", "rec": "the Rec Room", "shed": "the Tool Shed", "final": "the Final"}
DECK_WORDS = {"outpost": "Outpost", "thing": "Thing"}
POWER_WORDS = {"rescue": "calls for rescue by Radio", "fly": "flies out by Helicopter",
               "test": "uses Research: a look at an NPC's infection card", "barricade": "uses the Bulldozer"}


def char(ch) -> str:
    return name_in(content().characters, ch)


def card(cid) -> str:
    return name_in(content().cards, cid)


def site(s) -> str:
    if s in SITE_WORDS:
        return SITE_WORDS[s]
    info = content().tasks.get(s) if isinstance(s, str) else None
    return f"the {info['name']}" if info else str(s)


def task(t) -> str:
    return name_in(content().tasks, t)


def kinds(ks) -> str:
    return ", ".join(INFECTION_WORDS.get(k, k) for k in ks or ()) or "no infection card"


def dice(ds) -> str:
    return and_list(ds, "no dice")


def _foe(foe) -> str:
    """The foe of a battle of the Final Confrontation: a player, a character, or the first Thing it opens with."""
    if isinstance(foe, int):
        return who(foe)
    return "the first Thing" if foe == "first" else char(foe)


def _target(t) -> str:
    if isinstance(t, str) and "+" in t:
        return " on " + " and ".join(char(x) for x in t.split("+"))
    if isinstance(t, str) and t.startswith("player "):
        return f" on {who(int(t.split()[1]))}"
    if isinstance(t, int):
        return f" on {who(t)}"
    if isinstance(t, str) and t in content().characters:
        return f" on {char(t)}"
    if isinstance(t, str) and t in content().tasks:
        return f" on the {task(t)}"
    return ""


def _event(e: dict) -> str:
    c = content()
    t = e.get("type")
    p = who(e.get("seat"))
    if t == "character":
        return f"{p} picks a character: {char(e.get('char'))}."
    if t == "encounter":
        enc = c.encounters.get(e.get("id"), {})
        what = {"event": "Event", "encounter": "Encounter", "final": "The end", "end": "The end"}.get(e.get("kind"), "")
        return f"{what}: {enc.get('name', e.get('id'))}."
    if t == "draw":
        got = e.get("cards")
        return f"{p} draws {', '.join(card(x) for x in got)}." if got else \
            f"{p} draws {plural(e.get('n', 0), 'card')}."
    if t == "infection":
        where = char(e["npc"]) if e.get("npc") else who(e.get("seat"))
        k = e.get("card")
        return f"An infection card goes to {where}: {INFECTION_WORDS.get(k, k)}." if k else \
            f"An infection card goes to {where}."
    if t == "suspicion_card":
        return f"{p} gets a Suspicion card: {card(e['card'])}." if e.get("card") else f"{p} gets a Suspicion card."
    if t == "play":
        shown = e.get("card")
        if shown == "infection":
            return f"{p} plays an infection card" + _target(e.get("target")) + "."
        return f"{p} plays {card(shown)}" + _target(e.get("target")) + "."
    if t == "cancelled":
        return f"{who(e.get('by'))} cancels {p}'s card."
    if t == "bad_blood":
        return f"Bad Blood: {p} discards a card." if e.get("discarded") else \
            f"Bad Blood: {p} refuses; a token goes on the Coast."
    if t == "benched":
        return f"El Capitan sits {p} out of this encounter."
    if t == "sent":
        return f"{char(e.get('char'))} goes to {site(e.get('site'))}."
    if t == "task_roll":
        return f"The {task(e.get('task'))} rolls {dice(e.get('dice'))}: {plural(e.get('successes', 0), 'success')}."
    if t == "tokens":
        return f"The {task(e.get('task'))} gains {plural(e.get('n', 0), 'token')} " \
               f"({e.get('tokens', 0)} in all)." if e.get("n", 0) >= 0 else \
            f"The {task(e.get('task'))} loses {plural(-e['n'], 'token')} ({e.get('tokens', 0)} left)."
    if t == "roll":
        lost = f", {e['lost']} lost for missing skills" if e.get("lost") else ""
        return f"The encounter's crew rolls {dice(e.get('dice'))}{lost}."
    if t in ("dice", "discard_dice"):
        how = " (discarding a card)" if t == "discard_dice" else ""
        return f"{p} adds {dice(e.get('rolled'))} to the roll{how}."
    if t == "reroll":
        return f"The roll is rolled again: {dice(e.get('dice'))}."
    if t == "barricade":
        return f"{p} uses the Bulldozer: 2 successes."
    if t == "encounter_result":
        enc = c.encounters.get(e.get("id"), {})
        return f"{enc.get('name', 'The encounter')}: {plural(e.get('successes', 0), 'success')}, " \
               f"{'passed' if e.get('passed') else 'failed'}."
    if t == "action_card":
        return f"The Thing takes a Thing's Action card: {card(e['card'])}." if e.get("card") else \
            "The Thing takes a Thing's Action card."
    if t == "unlocked":
        return f"{DECK_WORDS.get(e.get('side'), e.get('side'))} Deck {str(e.get('deck', ''))[-1:]} opens."
    if t == "thing_attacks":
        return f"The Thing Attacks! {char(e.get('npc'))} was a Thing, at {site(e.get('site'))}."
    if t == "attack_discard":
        return f"{p} discards {plural(e.get('n', 0), 'card')} in the attack."
    if t == "attack_over":
        return "The Thing is burned: the attack ends." if e.get("burned") else "The attack is over."
    if t == "burned":
        return f"{p} burns the Thing."
    if t == "wounded":
        return f"{char(e.get('char'))} is hurt (Tough: one more and he dies)."
    if t == "killed":
        return f"{char(e.get('char'))} is killed."
    if t == "capitan":
        return f"{p} is El Capitan."
    if t == "saucer":
        return f"The Blair-saucer holds {plural(e.get('cards', 0), 'card')}."
    if t == "saucer_roll":
        return f"The Blair-saucer roll: {dice(e.get('dice'))} ({plural(e.get('sixes', 0), 'six')})."
    if t == "coast":
        return f"Thousand Miles to the Coast: {plural(e.get('tokens', 0), 'token')}."
    if t == "destroyed":
        return f"The {task(e.get('task'))} is destroyed." + \
            (f" (You drew: {', '.join(task(x) for x in e['drawn'])}.)" if e.get("drawn") else "")
    if t == "tool_shed":
        return f"{char(e.get('npc'))} is locked in the Tool Shed."
    if t == "passed":
        return f"{p} passes a card to {who(e.get('to'))}" + (f": {card(e['card'])}." if e.get("card") else ".")
    if t == "vote":
        return f"The vote: {who(e.get('capitan'))} is El Capitan."
    if t == "cut_loose":
        out = f"The hot wire on {char(e.get('npc'))}: {kinds(e.get('cards'))}."
        return out + (" It burns." if e.get("burned") else "")
    if t == "blood_test":
        where = char(e["npc"]) if e.get("npc") else who(e.get("seat"))
        return f"Blood Test on {where}: {kinds(e.get('cards'))}."
    if t == "blood_choice":
        return f"{p} votes on the Blood Test" + (f": {'each other' if e['mode'] == 'test_players' else 'the NPCs'}."
                                                 if e.get("mode") else ".")
    if t == "blood_vote":
        return "The Blood Test: " + ("the players test each other." if e.get("mode") == "test_players"
                                     else "El Capitan tests the NPCs.")
    if t == "blood_discard":
        return f"{p} discards a card" + (" from under the character" if e.get("from") == "under" else "") + \
            (f": {card(e['card'])}." if e.get("card") else ".")
    if t == "blood_refused":
        return f"{p} refuses the Blood Test."
    if t == "peek":
        saw = f": {kinds(e['saw'])}" if "saw" in e else ""
        return f"{p} looks at {char(e.get('npc'))}'s infection card{saw}."
    if t == "longjohns":
        npcs = " and ".join(char(x) for x in e.get("npcs") or ())
        saw = ""
        if "infected" in e:
            saw = ": Infected! among them" if e["infected"] else ": no Infected! among them"
        return f"{p} compares {npcs}{saw}."
    if t == "sedated":
        return f"{char(e.get('npc'))} is sedated."
    if t == "discard":
        return f"{p} discards a card at random."
    if t == "power":
        by = p if e.get("seat") is not None else "El Capitan"
        return f"{by} {POWER_WORDS.get(e.get('power'), 'uses ' + str(e.get('power')))}."
    if t == "escape":
        return "The Outpost escapes by " + ("Helicopter." if e.get("by") == "helicopter" else "Radio.")
    if t == "see_begins":
        return "On to See what happens" + (", the NPCs left behind." if e.get("helicopter") else ".")
    if t == "final_confrontation":
        return "The Final Confrontation."
    if t == "battle":
        return f"The battle against {_foe(e.get('foe'))}: {dice(e.get('dice'))}."
    if t == "battle_result":
        return f"The battle: {plural(e.get('successes', 0), 'success')}, " \
               f"{'won' if e.get('won') else 'lost'}."
    if t == "final_reveal":
        return f"{char(e.get('npc'))} is revealed: " + ("a Thing!" if e.get("infected") else "human.")
    if t == "confess":
        return f"{p} says: " + ("\"I am a Thing.\"" if e.get("yes") else "\"No.\"")
    if t == "end_choice":
        return f"{p} chooses {'Burn' if e['choice'] == 'burn' else 'Wait and See'}." if e.get("choice") else \
            f"{p} has chosen."
    if t == "see_what_happens":
        ch = e.get("choices") or {}
        burn = [who(int(k)) for k, v in ch.items() if v == "burn"]
        return "See what happens: " + (f"{', '.join(burn)} burn{'s' if len(burn) == 1 else ''}." if burn
                                       else "everyone waits.")
    if t == "game_over":
        return f"Game over: {e.get('reason', '')}."
    return ""


def event_text(e: dict) -> str:
    """The log line of one (redacted) event; "" for an event with no line."""
    return event_line(_event, e)
