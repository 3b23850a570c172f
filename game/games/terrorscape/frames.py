"""Terrorscape's dispatch tables for FrameDispatch: per frame kind, its legal list (LEGAL[kind](state, top)) and
its effect (APPLY[kind](state, top, action, events)). Each family of frames keeps its code in its own module;
this one only says which function answers which kind."""
from __future__ import annotations

from . import combat, encounter, eyebot, flow, killer, parasitoid_actions, showdown, survivors, traits
from . import variants_separate_frames

SURVIVOR_FRAMES = ("s_act", "s_move", "s_keep", "s_overflow", "s_fx", "s_pick")
KILLER_FRAMES = ("k_fast", "k_main", "k_slow", "k_draw", "k_pay", "k_unlock", "k_fx", "e_card")
DISCOVER_FRAMES = ("discover_who", "discover_pick")
FIGHT_FRAMES = ("defend", "weapon", "e_flee")


def fight_apply(state, top: dict, action, events: list) -> None:
    """A defence, a weapon or a flee belongs to the Final Showdown when the frame says so, else to the
    encounter on the board."""
    if top.get("for") == "fs":
        showdown.apply(state, top, action, events)
    else:
        encounter.apply(state, top, action, events)


LEGAL: dict = {"defend": combat.legal, "weapon": combat.legal, "e_flee": encounter.legal_flee}
APPLY: dict = {t: fight_apply for t in FIGHT_FRAMES}
for _kinds, _legal, _apply in ((SURVIVOR_FRAMES, survivors.LEGAL, survivors.APPLY),
                               (KILLER_FRAMES, killer.LEGAL, killer.APPLY)):
    LEGAL.update({t: _legal[t] for t in _kinds})
    APPLY.update({t: _apply[t] for t in _kinds})
for _kinds, _legal, _apply in ((eyebot.FRAMES, eyebot.legal, eyebot.apply),
                               (DISCOVER_FRAMES, flow.legal_discover, flow.apply_discover),
                               (parasitoid_actions.FRAMES, parasitoid_actions.legal, parasitoid_actions.apply),
                               (traits.FRAMES, traits.legal, traits.apply),
                               (variants_separate_frames.FRAMES, variants_separate_frames.legal,
                                variants_separate_frames.apply_frame)):
    LEGAL.update(dict.fromkeys(_kinds, _legal))
    APPLY.update(dict.fromkeys(_kinds, _apply))
