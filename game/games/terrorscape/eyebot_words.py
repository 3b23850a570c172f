"""The words of Eyebot's decisions (describe.py adds them to its prompts; no imports, so no cycle)."""

PROMPTS = {
    "eye_droid": "Place a droid (with none left in the supply, relocate one).",
    "eye_zone": "Choose the zone whose droids OPERATE.",
    "eye_operate": "Operate a droid of the zone, or stop.",
    "eye_path": "Program the next location of the path, or stop.",
    "eye_uphill": "Discard a card to follow the program against the arrow.",
}

KINDS = ("droid", "operate", "zone", "program")


def label(state, action) -> str:
    """Eyebot's actions in words: "Droid to B2 Passageway (taking back the one at G4 Medical Bay)"."""
    kind = action.kind
    if kind == "droid":
        frm = action["frm"]
        back = f" (taking back the one at {state.loc_name(frm)})" if frm else ""
        return f"Droid to {state.loc_name(action['to'])}{back}"
    if kind == "operate":
        return f"Operate the droid at {state.loc_name(action['droid'])}"
    if kind == "zone":
        return f"Operate in the {action['zone']} zone"
    return f"Program {state.loc_name(action['to'])}"
