"""A minimal Terrorscape content folder that passes every check (the rulebook's counts with few
distinct cards), for the loader's tests: each test breaks one thing and reads the error."""
from __future__ import annotations

from pathlib import Path

ITEMS = '''
[[item]]
id = "key"
name = "Key"
deck = "discover"
count = 2
noise = true
text = "A key."
uses = [{ on = "gain", effects = [{ kw = "KEY" }] }]

[[item]]
id = "junk"
name = "Junk"
deck = "discover"
count = 12
text = "Nothing."

[[item]]
id = "more_junk"
name = "More junk"
deck = "discover"
count = 12
text = "Nothing."

[[item]]
id = "whiskey"
name = "Whiskey Bottle"
deck = "discover"
count = 6
icons = ["fire"]
text = "Throw it."
uses = [{ on = "extra_action", effects = [{ kw = "NOISE", target = "adjacent" }] }]

[[item]]
id = "key_card"
name = "Key"
deck = "key"
count = 10
text = "A key."
uses = [{ on = "gain", effects = [{ kw = "KEY" }] }]

[[item]]
id = "marked_key"
name = "Key"
deck = "key"
count = 1
marked = true
text = "The key with the key on its back."
uses = [{ on = "gain", effects = [{ kw = "KEY" }] }]

[[item]]
id = "bandage"
name = "Bandage"
deck = "medical"
count = 10
text = "Heal."
uses = [{ on = "special_action", effects = [{ kw = "HEAL" }] }]

[[item]]
id = "bat"
name = "Bat"
deck = "weapon"
count = 10
icons = ["noise", "shock", "toxin"]
text = "Hit."
uses = [{ on = "weapon", effects = [{ kw = "COMBAT", plus = 2 }] }]

[[item]]
id = "wrench"
name = "Wrench"
deck = "character"
count = 1
infinite = true
text = "Repair."
uses = [{ on = "extra_action", once = "turn", effects = [{ kw = "REPAIR", n = 1, checkmark = false }] }]

[[item]]
id = "gadget"
name = "Gadget"
deck = "character"
count = 1
charges = 4
text = "Zap."
uses = [{ on = "weapon", effects = [{ kw = "COMBAT", plus = 2 }] }]
'''

ANALYSIS_CARD = '''
[[analysis]]
id = "a{n}"
weakness = "fire"
location = "tool"
text = "Show a bat: +2."
tactic = [{{ needs = ["bat"], effects = [{{ kw = "COMBAT", plus = 2 }}] }}]
'''

SURVIVOR = '''
[[survivor]]
id = "{id}"
name = "{id}"
text = "A survivor."
abilities = [{{ on = "always", effects = [{{ kw = "MOD", stat = "move", n = 0 }}] }}]
'''

KILLER = '''
[[killer]]
id = "{id}"
name = "{id}"
strength = 5
max_level = 3
text = "A killer."
tokens = {{ delay = 1 }}

[[level]]
killer = "{id}"
level = 2
text = "+1 strength."
effects = [{{ kw = "STRENGTH", n = 1 }}]

[[level]]
killer = "{id}"
level = 3
text = "Unlock."
effects = []

[[card]]
killer = "{id}"
id = "{id}_pursue"
name = "Pursue"
count = 12
speed = "fast"
text = "Move."
effects = [{{ kw = "MOVE", n = 1 }}]

[[card]]
killer = "{id}"
id = "{id}_ultimate"
name = "Ultimate"
count = 1
speed = "special"
cost = 1
unlock = 3
text = "Sense a zone, then delay a move."
effects = [{{ kw = "SENSE", target = "zone" }}, {{ kw = "DELAY", effects = [{{ kw = "MOVE", n = 1 }}] }}]
'''

TRAIT = '''
[[trait]]
id = "{side}_{n}"
name = "Trait"
side = "{side}"
text = "A trait."
abilities = [{{ on = "always", effects = [{{ kw = "MOD", stat = "{stat}", n = 1 }}] }}]
'''

DIFFICULTY = '''
[[difficulty]]
id = "{id}"
name = "{id}"
survivor_draw = 2
survivor_keep = 1
killer_draw = {k2}
killer_keep = {k1}
'''


def write_minimal(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "items.toml").write_text(ITEMS, encoding="utf-8")
    (folder / "analysis.toml").write_text("".join(ANALYSIS_CARD.format(n=n) for n in range(24)), encoding="utf-8")
    (folder / "survivors.toml").write_text("[combat]\ndice = 4\nfaces = [0, 0, 1, 1, 2, 2]\n" + "".join(
        SURVIVOR.format(id=s) for s in ("evelyn", "roy", "zach", "quinto", "victoria")), encoding="utf-8")
    (folder / "killers.toml").write_text("".join(KILLER.format(id=k) for k in ("orion", "eyebot", "parasitoid")),
                                         encoding="utf-8")
    (folder / "traits.toml").write_text(
        "".join(TRAIT.format(side=side, n=n, stat=stat) for side, stat in (("survivor", "move"), ("killer", "draw"))
                for n in range(20))
        + "".join(DIFFICULTY.format(id=d, k2=2 * i, k1=i) for i, d in enumerate(("easy", "normal", "hard",
                                                                               "nightmare"))), encoding="utf-8")
    return folder
