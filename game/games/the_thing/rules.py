"""The rules engine of The Thing card game on the project's contract (game.core.engine.Rules): one decision
frame at a time (d["frame"], taken off before its choice applies), its legal list (frames.LEGAL), and `apply`
dispatching to frames.APPLY, then flow.advance running the game on to the next decision (game.core.frame_rules).

Frames and their actions:
  pick_char      pick(char)                   each Outpost player picks a character
  first_infect   infect(card, target)         Antarctica, Winter 1982: two NPCs, not both Infected!
  infect         infect(card, target) | pass  the Suspicion phase: one infection card (NPC, or seat for
                                              a multi-player card); suspicion_give: give(card) | pass
  react          cancel(card) | pass          a card as it is played (Cheating, Bitch!; a snuff on a burn)
  cards          play(card, target) | discard_dice(card) | barricade | pass   a card window
  bad_blood_pick choose(seat); bad_blood: discard(card) | refuse
  bench          bench(seat); bench_task: join(task) | stay          (5-6 players)
  assign         send(char, site) | done      El Capitan assigns the NPCs
  order          resolve(site)                El Capitan picks the next task or the encounter to resolve
  thingout       attack(npc) | play(card, target) | pass; select: pick(char)
  saucer         roll | pass                  the Blair-saucer roll
  powers         use(power) | done; research / peek: look(npc)
  destroy        destroy(task); shed: shed(npc); pass_card: give(card); vote: vote(seat); cut_loose: reveal(npc) | pass
  blood_mode     test_npcs | test_players (each player's secret vote, 5-6 players); blood_npc: test(npc) | stop;
                 blood_point: point(seat); blood_answer: reveal | refuse; blood_discard: discard(card) | keep
  final_reveal   reveal(npc) | stop; confess: yes | no; see: burn | wait
"""
from __future__ import annotations

from typing import Optional

from game.core.actions import Action
from game.core.frame_rules import ONE_FRAME_CLEARED, FrameDispatch, open_game
from game.core.options_check import check as check_options
from game.core.rng import Rng

from . import flow, frames
from .info import INFO
from .setup import new_state_data
from .state import ThingState, char_name, content
from .view import view as seat_view
from .words import event_text

PROMPTS = {
    "pick_char": "Choose your character", "first_infect": "Put an infection card under an NPC",
    "infect": "Play an infection card, or pass", "suspicion_give": "Hand a Suspicion card with it, or not",
    "react": "A card is played: cancel it, or let it be", "cards": "Play a card, or pass",
    "bad_blood_pick": "Bad Blood: choose a player", "bad_blood": "Bad Blood: discard a card, or refuse",
    "bench": "Choose the player who sits this encounter out", "bench_task": "Help a task, or stay in the Rec Room",
    "assign": "Send NPCs to the encounter and the tasks",
    "order": "Resolve which next: a task, or the encounter?", "thingout": "Thing-out: attack, play a card, or pass",
    "select": "The Thing Attacks!: choose a victim", "saucer": "Roll for the Blair-saucer?",
    "powers": "Use a completed task's power?", "research": "Research: look at an NPC's infection card",
    "peek": "Look at an NPC's infection card", "destroy": "Destroy one of these tasks",
    "shed": "Lock an NPC in the Tool Shed", "pass_card": "Matters of Trust: pass a card to your left",
    "vote": "Vote for El Capitan", "cut_loose": "Test an NPC with the hot wire, or not",
    "blood_mode": "Blood Test: vote to test the NPCs or each other",
    "blood_discard": "Shown human: discard a Suspicion or infection card, or keep them", "blood_npc": "Blood Test: test an NPC, or stop",
    "blood_point": "Blood Test: point at a player", "blood_answer": "Blood Test: reveal your card, or refuse",
    "final_reveal": "Reveal an NPC's infection card, or stop", "confess": "Are you a Thing?",
    "see": "See what happens: Burn, or Wait and See",
}


class TheThingRules(FrameDispatch):
    info = INFO
    state_class = ThingState
    event_text = staticmethod(event_text)  # the log line of each redacted event (words.py)
    PROMPTS = PROMPTS
    # The replay's turning points.
    turning_points = {"attack": frozenset({"thing_attacks"}),
                      "infection": frozenset({"infection"}),
                      "death": frozenset({"killed"}),
                      "reveal": frozenset({"final_reveal", "blood_test", "cut_loose"})}
    FRAME = ONE_FRAME_CLEARED
    LEGAL, APPLY = frames.LEGAL, frames.APPLY
    moved_on = staticmethod(lambda state, frame, ev: flow.advance(state, ev))
    # 2: a side reshuffles its discard pile at most setup.toml's reshuffles_max times a game; at 2-4 players
    # the three Coast-only cards leave the deck; a card window for the anytime cards after each event, in the Suspicion phase and in Assign; any Outpost player may use a finished Radio or
    # Helicopter in any window (straight on to See what happens); El Capitan orders the tasks and the
    # encounter (`order`); at 5-6 players the Blood Test's way is voted and a human shown may keep cards. A
    # version-1 record is carried over action by action as it is (the base migrate_action): it replays until
    # the first step where today's rules deal or ask something new, and is then refused naming that step.
    record_version = 2
    # Undo never goes back past a reveal (game.core.session adds chance: roll, draw, reshuffle, turn, game
    # over): the next Encounter card is turned up from a shuffled deck.
    undo_barriers = frozenset({"encounter"})

    def new_game(self, seed: int, seats: int, options: Optional[dict] = None):
        self.check_seats(seats, "The Thing")
        check_options(self.info, options, seats)  # a direct call too: never a game of options it lacks
        rng = Rng(seed)
        return open_game(ThingState(new_state_data(rng, seats, dict(options or {})), rng), [], flow.advance)

    def view(self, state, seat):
        return seat_view(state.d, seat)

    def label(self, state, action: Action) -> str:
        k = action.kind
        if "card" in dict(action.params):
            name = content().cards[action["card"]]["name"]
            target = action.get("target")
            on = f" on {char_name(target)}" if isinstance(target, str) and target in content().characters else ""
            return f"{k.replace('_', ' ').capitalize()} {name}{on}"
        for key in ("char", "npc"):
            if key in dict(action.params):
                return f"{k.capitalize()} {char_name(action[key])}"
        if "seat" in dict(action.params):
            return f"{k.capitalize()} {self.seat_name(state, action['seat'])}"
        if "site" in dict(action.params) and k == "resolve":
            site = action["site"]
            return "Resolve the " + ("encounter" if site == "encounter" else content().tasks[site]["name"])
        if "task" in dict(action.params):
            return f"{k.capitalize()} {content().tasks[action['task']]['name']}"
        return k.replace("_", " ").capitalize()


RULES = TheThingRules()
__all__ = ["RULES", "TheThingRules"]
