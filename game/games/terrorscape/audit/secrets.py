"""The secret choices of Terrorscape 2 for the observation-twin audit (game.core.fuzz_observe): per decision,
the choices of the deciding seat that the other side may not tell apart.

The Killer side may not tell apart (its pieces' whereabouts and items are hidden from it, unless an
encounter or a reveal shows them):
  - a Survivor's move steps (s_move: which step, or stop: one vs two steps), its main-action moves (s_act);
  - once its main action is taken, which exchange or discard of items it makes (s_act extra actions; not
    "done" among them: done hands the turn to the next Survivor, and who acts now is no secret at the table --
    its player's seat is asked, its public actions name it, the discover step follows the last -- while
    what each did stays behind the screen: a done makes no line, as an extra action makes none);
  - keep vs discard a found item (s_keep), which item it discards when it holds too many (s_overflow),
    which drawn item it keeps, or none (s_pick, discover_pick);
  - flee one step vs stay after an encounter (e_flee).
The Survivor side may not tell apart:
  - a Killer in STEALTH: its [MOVE] steps, and stopping (k_main moves or a pass, which is a stay there;
    k_fx steps or stop, a stay too);
  - which card it pays with (k_pay), takes the unlocked card with or leaves it (k_unlock), which card it
    puts face down in its Final Showdown area (k_draw heighten).
An encounter ("encounter"), a Survivor revealed ("reveal"), a [SENSE], direct damage, [FEAR] or [INFECT]
("sense", "damage", "fear", "infect": the area or the Survivors it reaches are named), a LOCATE ("locate") and
the noise report at the end of the Survivors' turn ("noise_report": "the Survivor team has to inform the Killer
about all the locations that have a noise token") are reveals the rules make, and so are a Survivor's Infection
tiles turned up ("tiles_revealed": an accusation or a Testing station "reveal[s] all the infection tiles") and a
mutating Host's ("mutation"): the comparison stops at them
(game.core.fuzz_observe)."""
from __future__ import annotations

from game.games.terrorscape import variants

# A [SENSE] or direct damage names the locations it reaches, a [FEAR] or [INFECT] the Survivors it reaches
# (they must answer honestly to what affects them: "Communication in game"), which tells where a Killer in
# STEALTH stands (and where they are): the rules make that public. A LOCATE (Victoria's gadget) has the Killer
# tell its location, even in STEALTH (EFFECTS.md). A Host that mutates goes, miniature and all, to its last
# location on the Killer's board (Mutation).
REVEALS = ("encounter", "reveal", "noise_report", "sense", "damage", "fear", "infect", "locate", "tiles_revealed",
           "mutation")


def secret_choices(rules, state) -> list:
    d = state.d
    if d["result"] is not None or not d["stack"]:
        return []
    top = d["stack"][-1]
    t = top["t"]
    legal = rules.legal_actions(state)
    killers = variants.killer_seats(state)
    survivors = [s for s in range(d["seats"]) if s not in killers]
    kinds = lambda *ks: [a for a in legal if a.kind in ks]  # noqa: E731
    out = []
    if t == "s_move":
        out.append((killers, list(legal)))
    elif t == "s_act":
        if top["main"]:
            # Separate Ways: an exchange asks the other Survivor's consent ("if both agree"), in the open
            out.append((killers, kinds("discard") if d.get("sw") else kinds("give", "take", "discard")))
        else:
            out.append((killers, kinds("step")))
    elif t in ("s_keep", "s_overflow", "s_pick", "discover_pick", "e_flee"):
        out.append((killers, list(legal)))
    elif t in ("k_main", "k_fx") and d["killer"]["stealth"]:
        if t == "k_main":
            out.append((survivors, kinds("move", "pass")))
        elif "options" not in top:
            out.append((survivors, kinds("move", "stop")))
    elif t in ("k_pay", "k_unlock"):
        out.append((survivors, list(legal)))
    elif t == "k_draw":
        out.append((survivors, kinds("heighten")))
    return out
