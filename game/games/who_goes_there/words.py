"""The log line of each Who Goes There? event, written from the event ALONE as one seat sees it (after
redaction: a private card name is only there for the seat allowed to see it). Rules.redact adds it as "text",
so the log, the captions and the "since your last turn" summary of every seat say exactly what it saw.

Seats are written "Player N" (the contract's seat names); the table puts the lobby's names and the characters in.
"""
from __future__ import annotations

from game.core.log_words import event_line, name_in, plural, who

from .state import content

SPACE_NAMES = {"storage": "the Storage Room", "workshop": "the Workshop", "phase1": "the Phase 1 deck",
               "phase2": "the Phase 2 deck", "phase3": "the Phase 3 deck", "specialty": "their Specialty deck",
               "here": "the deck here"}
UNLOCK_NAMES = {"unique": "their Unique Ability", "cardio": "Cardio", "agility": "Agility", "locker": "the Locker",
                "slots": "Extra Item Slots", "overstock": "Overstock"}
UTILITY_NAMES = {"boiler": "the Boiler Room", "door": "the Camp Door"}


def card_name(card) -> str:
    return name_in(content().cards, card)


def item_name(item) -> str:
    return name_in(content().items, item)


def space_name(space) -> str:
    return SPACE_NAMES.get(space, str(space))


PENALTY_WORDS = {"vulnerable": "draw a Vulnerable card", "strike": "take a Strike",
                 "critical_strike": "take a Critical Strike", "lose_stamina": "lose {n} Stamina",
                 "discard": "discard {n} card(s) at random", "lose_xp": "lose {n} XP"}


def penalty_words(event) -> str:
    """A Camp Event's penalty for a failed (or forgotten) roll, in a player's words ("" when it has none)."""
    info = content().events.get(event) if isinstance(event, str) else None
    if not info:
        return ""
    return ", ".join(PENALTY_WORDS.get(e["do"], e["do"].replace("_", " ")).format(n=e.get("n", 1))
                     for e in info.get("penalty", ()))


def _why(e: dict) -> str:
    """Why something happened, in words: a card's name for a card's id (Canned Food), else the engine's words."""
    why = e.get("why", "")
    return card_name(why) if isinstance(why, str) and why in content().cards else str(why)


def _event(e: dict) -> str:
    c = content()
    t = e.get("type")
    p = who(e.get("seat"))
    if t == "leader":
        return f"{p} is the team leader ({'by the vote' if e.get('why') == 'vote' else _why(e)})."
    if t == "order":
        return "Turn order: " + ", ".join(who(x) for x in e.get("order") or []) + "."
    if t == "round":
        kind = {"food": " (Food round)", "sleep": " (Sleep round)", "optional": ""}.get(e.get("kind"), "")
        return f"Round {e.get('round')}, Phase {e.get('phase')}{kind}."
    if t == "turn":
        return f"{p}'s turn."
    if t == "move":
        return f"{p} {'starts at' if e.get('start') else 'moves to'} {space_name(e.get('to'))}."
    if t == "draw":
        where = space_name(e.get("deck"))
        return f"{p} draws {card_name(e['card'])} from {where}." if e.get("card") else f"{p} draws a card from {where}."
    if t == "discard":
        return f"{p} discards {card_name(e['card'])}." if e.get("card") else f"{p} discards a card."
    if t == "kept":
        return f"{p} keeps {card_name(e['card'])}." if e.get("card") else f"{p} keeps one of two cards."
    if t == "played":
        return f"{p} plays {card_name(e.get('card'))}."
    if t == "ate":
        return f"{p} eats {card_name(e.get('card'))}."
    if t == "hungry":
        return f"{p} goes hungry."
    if t == "stamina":
        n = e.get("n", 0)
        return f"{p} {'gains' if n >= 0 else 'loses'} {plural(abs(n), 'Stamina')} ({_why(e)})."
    if t == "xp":
        n = e.get("n", 0)
        return f"{p} {'gains' if n >= 0 else 'loses'} {abs(n)} XP."
    if t == "temperature_drop":
        return f"Temperature Drop: {p} loses {e.get('drop')} Stamina."
    if t == "camp_event":
        ev = c.events.get(e.get("event"), {})
        lock = " Lockdown!" if e.get("lockdown") else ""
        return f"Camp Event: {ev.get('name', e.get('event'))} ({e.get('kind')}).{lock}"
    if t == "roll":
        n = e.get("dice", 0)
        return f"{p} rolls {n} {'die' if n == 1 else 'dice'} against the {e.get('vs')}: " \
               f"{e.get('successes')} of {e.get('need')} Successes."
    if t in ("reroll", "miss_to_success", "more_dice"):
        return f"{p} improves the roll ({str(e.get('with', '')).replace('_', ' ')})."
    if t == "resolved":
        return f"{p} {'succeeds' if e.get('success') else 'fails'} against the {e.get('source')}."
    if t == "forgotten_event":
        return f"{p} forgot the Camp Event: its penalty strikes."
    if t == "assault":
        return f"{p} assaults {who(e.get('target'))}: {plural(e.get('successes', 0), 'Success')} " \
               f"on {e.get('dice', 0)} dice."
    if t == "strike":
        return f"{p} takes a {'Critical ' if e.get('critical') else ''}Strike ({_why(e)})."
    if t == "healed":
        return f"{p} heals a Strike."
    if t == "unconscious":
        return f"{p} falls unconscious."
    if t == "frostbite":
        return f"{p} suffers Frostbite ({e.get('n')})."
    if t == "dead":
        return f"{p} dies."
    if t == "trade":
        return f"{p} trades with {who(e.get('with'))}."
    if t == "cards_passed":
        if e.get("cards") is not None:
            names = ", ".join(card_name(x) for x in e["cards"]) or "nothing"
            return f"{p} passes {names} to {who(e.get('to'))}."
        return f"{p} passes {plural(e.get('n', 0), 'card')} to {who(e.get('to'))}."
    if t == "trade_done":
        return f"The trade of {p} and {who(e.get('with'))} is done."
    if t == "clicker":
        if "shown" in e:
            return f"{p} shows {who(e.get('to'))} the Infection Clicker: " \
                   f"{'INFECTED' if e['shown'] in (True, 'infected') else 'clean'}."  # the engine says "clean"
        return f"{p} passes the Infection Clicker to {who(e.get('to'))} (only the two of them see it)."
    if t == "avoid_roll":
        got = "avoided" if e.get("success") else "missed"
        return f"{p} rolls to avoid the clicker from {who(e.get('from'))}: {got}."
    if t == "vulnerable":
        seen = f": {e['card']}" if e.get("card") else ""
        return f"{p} draws a Vulnerable card ({_why(e)}){seen}; {e.get('left')} left."
    if t == "infection_attack":
        return f"{p} launches an Infection Attack!"
    if t == "fan":
        return f"The Infection Attack's fan: {plural(e.get('cards', 0), 'card')} for " \
               + ", ".join(who(x) for x in e.get("targets") or []) + "."
    if t == "fan_card":
        return f"{p} draws from the fan{': ' + e['card'] if e.get('card') else ''}."
    if t == "blood_test":
        if "target_infected" in e:
            return f"{p}'s Blood Test on {who(e.get('target'))}: {'INFECTED' if e['target_infected'] else 'human'}."
        if "tester_infected" in e:
            return f"{p} tests your blood; you see theirs: {'INFECTED' if e['tester_infected'] else 'human'}."
        return f"{p} runs a Blood Test with {who(e.get('target'))} (only the two of them see it)."
    if t == "host_test":
        if "host" in e:
            return f"{p}'s Host Test on {who(e.get('target'))}: {'the HOST' if e['host'] else 'not the Host'}."
        return f"{p} runs a Host Test on {who(e.get('target'))} (only the two of them see it)."
    if t == "revive_offer":
        aids = e.get("aids", 1)
        extra = f" with {aids} First Aid" if isinstance(aids, int) and aids > 1 else ""
        return f"{p} offers to revive {who(e.get('target'))}{extra}."
    if t == "assist":
        return f"{p} takes control: one more Success for {who(e.get('target'))}'s Attack roll."
    if t == "revive_answer":
        return f"{p} {'accepts' if e.get('yes') else 'refuses'} the Revive."
    if t == "revived":
        return f"{p} is revived by {who(e.get('by'))}."
    if t == "bunk_asked":
        return f"{p} asks {who(e.get('other'))} to bunk."
    if t == "bunk_answer":
        return f"{p} {'agrees' if e.get('yes') else 'refuses'} to bunk with {who(e.get('asker'))}."
    if t == "sleep_alone":
        return f"{p} sleeps alone."
    if t == "built":
        return f"{p} builds {item_name(e.get('item'))}."
    if t == "tile":
        return f"{p} takes the {item_name(e.get('item'))} tile."
    if t == "tile_dropped":
        return f"{p} drops the {item_name(e.get('item'))} tile."
    if t == "bonfire_add":
        what = card_name(e["card"]) if e.get("card") else "a card"
        return f"{p} adds {what} to the Bonfire ({e.get('size')})."
    if t == "bonfire_lit":
        return f"{p} lights the Bonfire ({plural(e.get('cards', 0), 'card')})."
    if t == "repaired":
        return f"{p} repairs {UTILITY_NAMES.get(e.get('utility'), e.get('utility'))} " \
               f"({plural(e.get('strikes', 0), 'Strike')} left)."
    if t == "utility":
        return f"{UTILITY_NAMES.get(e.get('utility'), e.get('utility'))} takes damage " \
               f"({plural(e.get('strikes', 0), 'Strike')}: {_why(e)})."
    if t == "broken":
        return f"{UTILITY_NAMES.get(e.get('utility'), e.get('utility'))} is broken!"
    if t == "miss":
        return f"{p} misses: no {str(e.get('what', '')).replace('_', ' ')}."
    if t == "unlock":
        return f"{p} unlocks {UNLOCK_NAMES.get(e.get('what'), e.get('what'))}."
    if t == "overstock":
        return f"{p} stocks XP ({e.get('xp')} Overstock)."
    if t == "locker":
        return f"{p}'s Locker die shows {str(e.get('face', '')).replace('_', ' ')}."
    if t == "locker_used":
        return f"{p} uses the Locker die ({str(e.get('face', '')).replace('_', ' ')})."
    if t == "phase_card":
        info = c.phase_cards.get(e.get("card"), {})
        return f"{p} turns a Phase card: {info.get('name', str(e.get('card_type', '')).replace('_', ' '))}."
    if t == "lockbox":
        return f"{p} {'opens' if e.get('opened') else 'fails to open'} a lockbox " \
               f"({e.get('successes')} on {e.get('dice', 0)} dice)."
    if t == "bonus":
        return f"{p} gains {plural(e.get('n', 0), 'Bonus')}."
    if t == "refill":
        return f"{space_name(e.get('deck')).capitalize()} is refilled ({e.get('n')} cards)."
    if t == "landmark":
        return f"{p} places the Landmark {card_name(e.get('card'))} at {space_name(e.get('where'))}."
    if t == "walkie":
        return f"{p}'s Walkie-Talkie goes to {space_name(e.get('space'))}."
    if t == "dog":
        return f"{p} {'feeds Jack' if e.get('fed') else 'lets Jack go'}."
    if t == "dog_trained":
        return f"{p} trains Jack."
    if t == "special_used":
        return f"{p} uses {card_name(e.get('card'))}."
    if t == "helicopter_round":
        return "The Helicopter round: the leader vote, then boarding."
    if t == "leader_vote":
        return f"The team votes on {who(e.get('candidate'))} as leader."
    if t == "voted":
        return f"{p} has voted."
    if t == "vote_result":
        return f"The vote on {who(e.get('candidate'))}: {e.get('trust')} trust, {e.get('distrust')} distrust."
    if t == "boarded":
        return f"{p} boards the helicopter."
    if t == "stepped_off":
        return f"{p} is stepped off the helicopter."
    if t == "boarding_error":
        return "A boarding error: the Thing is aboard with humans!"
    if t == "reveal":
        inf = [who(int(k)) for k, v in (e.get("infected") or {}).items() if v]
        return "The Reveal: " + (", ".join(inf) + " infected." if inf else "nobody is infected.")
    if t == "bonus_rolls":
        return "Bonus rolls: " + ", ".join(f"{who(int(k))} {v}" for k, v in (e.get("rolls") or {}).items()) + "." \
            if e.get("rolls") else "No Bonus rolls."
    if t == "game_over":
        return f"Game over: {e.get('reason', '')}."
    return ""


def event_text(e: dict) -> str:
    """The log line of one (redacted) event; "" for an event with no line."""
    return event_line(_event, e)
