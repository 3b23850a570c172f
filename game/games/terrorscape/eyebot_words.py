"""The words of Eyebot's decisions (describe.py adds them to its prompts; no imports, so no cycle)."""

PROMPTS = {
    "eye_droid": "Place a droid (with none left in the supply, relocate one).",
    "eye_zone": "Choose the zone whose droids OPERATE.",
    "eye_operate": "Operate a droid of the zone, or stop.",
    "eye_path": "Program the next location of the path, or stop.",
    "eye_uphill": "Discard a card to follow the program against the arrow.",
}
