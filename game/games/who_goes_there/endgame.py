"""The Helicopter round: the team leader vote (ties to the leader; a lost vote passes the candidacy along the
turn order; if every candidate loses, the original leader keeps the role), boarding decided by the leader,
the Reveal, over-infection and the boarding error, then the Departure: the Escape Threshold (6 per human
character, living or dead), the Bonus Total (human Bonuses and Bonus rolls aboard minus the infected's) and
the three outcomes. A win is the whole side's, its dead included (camp.toml [designed] dead_share_the_win).
"""
from __future__ import annotations

from game.core.actions import Action

from .state import alive, bonus_total_of, content, designed


def begin(s, ev: list) -> None:
    """The vote, then the boarding; with no living character nobody is asked (camp.toml [designed])."""
    d = s.d
    d["heli"] = {"first": d["leader"], "candidate": d["leader"], "tried": [d["leader"]], "votes": {},
                 "aboard": [], "stepped_off": []}
    if not any(alive(d, x) for x in d["order"]):
        depart(s, ev)
        return
    _ask_votes(s, ev)


def _voters(d: dict) -> list:
    cand = d["heli"]["candidate"]
    return [x for x in d["order"] if x != cand and alive(d, x)]


def _ask_votes(s, ev: list) -> None:
    d = s.d
    h = d["heli"]
    h["votes"] = {}
    pending = [x for x in _voters(d)]
    ev.append({"type": "leader_vote", "candidate": h["candidate"]})
    if not pending:
        _leader_stands(s, ev)
        return
    d["frame"] = {"kind": "vote", "seat": pending[0]}


def vote(s, seat: int, trust: bool, ev: list) -> None:
    """Votes are committed hidden, one seat at a time, and revealed together (camp.toml [designed])."""
    d = s.d
    h = d["heli"]
    h["votes"][str(seat)] = trust
    ev.append({"type": "voted", "seat": seat})
    left = [x for x in _voters(d) if str(x) not in h["votes"]]
    if left:
        d["frame"] = {"kind": "vote", "seat": left[0]}
        return
    yes = sum(1 for v in h["votes"].values() if v)
    no = len(h["votes"]) - yes
    ev.append({"type": "vote_result", "candidate": h["candidate"], "trust": yes, "distrust": no,
               "votes": dict(h["votes"])})
    if yes >= no:
        _leader_stands(s, ev)
        return
    order = d["order"]
    i = order.index(h["candidate"])
    for k in range(1, len(order)):
        nxt = order[(i + k) % len(order)]
        if alive(d, nxt) and nxt not in h["tried"]:
            h["candidate"] = nxt
            h["tried"].append(nxt)
            _ask_votes(s, ev)
            return
    h["candidate"] = h["first"]  # everyone lost: the original leader keeps the role
    _leader_stands(s, ev)


def _leader_stands(s, ev: list) -> None:
    d = s.d
    h = d["heli"]
    d["leader"] = h["candidate"]
    h["aboard"] = [d["leader"]] if alive(d, d["leader"]) else []  # the leader boards first (the dead never do)
    ev.append({"type": "leader", "seat": d["leader"], "why": "vote"})
    d["frame"] = {"kind": "board", "seat": d["leader"]}


def board_legal(s, seat: int) -> list:
    d = s.d
    h = d["heli"]
    out = [Action("board", who=x) for x in d["order"] if alive(d, x) and x not in h["aboard"]
           and x not in h["stepped_off"]]
    out += [Action("step_off", who=x) for x in h["aboard"] if x != seat and x not in h["stepped_off"]]
    lone = h["aboard"] == [seat]
    # the infected never take off without a human; with nobody left to board, the infected leader departs and the
    # Reveal finds the boarding error (camp.toml [designed]: the stepped off stay off, so boarding ends)
    if not lone or not d["players"][seat]["infected"] or not out:
        out.append(Action("depart", alone=lone))
    return out


def board_apply(s, seat: int, a: Action, ev: list) -> None:
    d = s.d
    h = d["heli"]
    if a.kind == "board":
        h["aboard"].append(a["who"])
        ev.append({"type": "boarded", "seat": a["who"]})
    elif a.kind == "step_off":
        h["aboard"].remove(a["who"])
        h["stepped_off"].append(a["who"])
        ev.append({"type": "stepped_off", "seat": a["who"]})
    else:
        depart(s, ev)


def depart(s, ev: list) -> None:
    """The Reveal, then the Departure."""
    d = s.d
    h = d["heli"]
    players = d["players"]
    status = {str(x): players[x]["infected"] for x in range(d["seats"])}
    ev.append({"type": "reveal", "infected": status})
    humans = [x for x in range(d["seats"]) if not players[x]["infected"]]
    if not humans:
        _end(d, [], "over-infection: everyone is infected, no one can leave", ev, {})
        return
    aboard = [x for x in h["aboard"] if alive(d, x)]
    if aboard and not any(not players[x]["infected"] for x in aboard):  # a boarding error: the humans alone go
        aboard = [x for x in humans if alive(d, x)]
        ev.append({"type": "boarding_error", "aboard": aboard})
    faces = content().camp["helicopter"]["faces"]
    rolls = {str(x): faces[s.rng.randbelow(len(faces))] for x in aboard}
    ev.append({"type": "bonus_rolls", "rolls": rolls})
    human = sum(bonus_total_of(players[x]) + rolls[str(x)] for x in aboard if not players[x]["infected"])
    thing = sum(bonus_total_of(players[x]) + rolls[str(x)] for x in aboard if players[x]["infected"])
    total = human - thing
    threshold = content().camp["camp"]["escape_per_human"] * len(humans)
    figures = {"bonus_total": total, "escape_threshold": threshold, "aboard": aboard, "rolls": rolls}
    infected_aboard = [x for x in aboard if players[x]["infected"]]
    if total >= threshold:
        _end(d, _winning(d, humans), "the humans escape", ev, figures)
    elif infected_aboard:
        _end(d, _winning(d, [x for x in range(d["seats"]) if players[x]["infected"]]), "the Thing leaves with them",
             ev, figures)
    else:
        _end(d, [], "the helicopter leaves short of the Escape Threshold: no one wins", ev, figures)


def _winning(d: dict, side: list) -> list:
    """The winning side's seats: the dead among them too, unless camp.toml [designed] dead_share_the_win says no."""
    return list(side) if designed("dead_share_the_win") else [x for x in side if alive(d, x)]


def _end(d: dict, winners: list, reason: str, ev: list, figures: dict) -> None:
    d["result"] = {"winners": sorted(winners), "reason": reason, **figures}
    d["stage"], d["frame"] = "over", None
    ev.append({"type": "game_over", **d["result"]})
