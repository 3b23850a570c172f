"""Write the hostile corpus of saves and settings files: tests/hostile/saves/ and tests/hostile/settings/.

    .venv/bin/python tools/make_hostile_saves.py        # rewrites both folders (deterministic)

Each file is named <family>--<case>.<ext>; MANIFEST.json in each folder says, per file, what loading
it must give: "opens" (the game opens), "notes" (it opens and a message names the field in `names`),
or "refused" (a message names the file; nothing opens). tests/hostile/test_saves_settings.py runs
every file through the load paths and the app, and generates more with hypothesis.
"""
from __future__ import annotations

import copy
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SAVES = ROOT / "tests" / "hostile" / "saves"
SETTINGS = ROOT / "tests" / "hostile" / "settings"


def _play(game_id: str, seats: list, seed: int, steps: int) -> dict:
    """A real save: a few AI-played steps of a game (the first seat human, deciding like an AI)."""
    from game.ai import seat_agent
    from game.core.session import Session

    s = Session(game_id, seats, {}, seed, seat_agent=seat_agent)
    for _ in range(steps):
        if s.over:
            break
        seat = s.deciding_seat()
        if s.seats[seat].kind == "ai":
            s.ai_step()
        else:
            s.apply(s.legal()[0], seat)
    return s.record()


def base_saves() -> dict:
    one = [{"kind": "human", "name": "Mara"}, {"kind": "ai", "name": "Ash"}, {"kind": "ai", "name": "Silas"}]
    two = [{"kind": "human", "name": "Mara"}, {"kind": "human", "name": "Greta"}, {"kind": "ai", "name": "Ash"},
           {"kind": "ai", "name": "Wren"}]
    return {"zombie": _play("zombie", one, 7, 40), "zombie4": _play("zombie", two, 8, 30),
            "cc": _play("crimson_creek", one + [{"kind": "ai", "name": "Bram"}], 9, 30)}


def deep(n: int, leaf="0") -> str:
    return "[" * n + leaf + "]" * n


def save_cases(bases: dict) -> list:
    """(name, bytes, expectation, names) for every save file."""
    out = []
    z, z4, cc = bases["zombie"], bases["zombie4"], bases["cc"]

    def js(rec) -> bytes:
        return (json.dumps(rec, indent=1) + "\n").encode("utf-8")

    def add(name, data, expect, names=""):
        out.append((name, data if isinstance(data, bytes) else data.encode("utf-8"), expect, names))

    def with_meta(rec, **changes):
        rec = copy.deepcopy(rec)
        rec["meta"].update(changes)
        return rec

    def with_seat(rec, i, **changes):
        rec = copy.deepcopy(rec)
        rec["meta"]["seats"][i].update(changes)
        return rec

    # the good ones: they must open (a control for the rest)
    for key, rec in bases.items():
        add(f"good--{key}.json", js(rec), "opens")
    add("bom--zombie.json", b"\xef\xbb\xbf" + js(z), "opens")
    add("bom--cc.json", b"\xef\xbb\xbf" + js(cc), "opens")
    add("bom--zombie4.json", b"\xef\xbb\xbf" + js(z4), "opens")
    add("bom--twice.json", b"\xef\xbb\xbf\xef\xbb\xbf" + js(z), "refused")
    add("bom--truncated.json", b"\xef\xbb\xbf" + js(z)[:500], "refused")
    add("bom--utf16-le.json", b"\xff\xfe" + json.dumps(z).encode("utf-16-le"), "refused")
    # a key given twice (json keeps the last silently): refused with the key and its line, not blamed on the
    # version or the state hash
    text = js(z).decode("utf-8")
    add("duplicate-key--game-twice.json", text.replace('"game": "zombie",', '"game": "zombie",\n "game": "chess",',
                                                       1), "refused", "the key 'game' appears twice")
    add("duplicate-key--version-twice.json", text.replace('"version": 1,', '"version": 1,\n "version": 99,', 1),
        "refused", "the key 'version' appears twice")
    add("duplicate-key--seat-name-twice.json", text.replace('"meta": {', '"meta": {\n  "name": "a",\n  "name": "b",',
                                                            1), "refused", "the key 'name' appears twice")
    add("bom--bad-meta.json", b"\xef\xbb\xbf" + js(with_meta(z, screen_seat="x")), "notes", "meta.screen_seat")
    # truncated at many points
    whole = js(z)
    for frac in (0.02, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99):
        add(f"truncated--zombie-{int(frac * 100):02d}.json", whole[: int(len(whole) * frac)], "refused")
    whole = js(cc)
    for frac in (0.05, 0.5, 0.95):
        add(f"truncated--cc-{int(frac * 100):02d}.json", whole[: int(len(whole) * frac)], "refused")
    add("truncated--one-byte.json", b"{", "refused")
    # empty
    add("empty--zero-bytes.json", b"", "refused")
    add("empty--spaces.json", b"   \n\t\n", "refused")
    add("empty--bom-only.json", b"\xef\xbb\xbf", "refused")
    add("empty--object.json", "{}", "refused")
    # nested deep
    add("deep--top-100000.json", deep(100_000), "refused")
    add("deep--top-objects-50000.json", '{"a":' * 50_000 + "0" + "}" * 50_000, "refused")
    for where, n in (("meta", 1000), ("options", 1000), ("action", 100_000), ("meta-seats", 70)):
        rec = copy.deepcopy(z)
        text = json.dumps(rec)
        if where == "meta":
            text = text.replace('"meta": {', f'"meta": {{"deep": {deep(n)}, ', 1)
        elif where == "options":
            text = text.replace('"options": {', f'"options": {{"deep": {deep(n)}, ', 1)
        elif where == "action":
            text = text.replace('"actions": [{', f'"actions": [{{"deep": {deep(n)}, ', 1)
        else:
            text = text.replace('"seats": [{', f'"seats": [{{"deep": {deep(n)}, ', 1)
        add(f"deep--{where}-{n}.json", text, "refused")
    # huge numbers
    for key in ("seed", "seats", "version"):
        text = json.dumps(z).replace(f'"{key}": {z[key]}', f'"{key}": {"9" * 5000}', 1)
        add(f"huge-int--{key}-5000-digits.json", text, "refused")
    text = json.dumps(z).replace('"screen_seat": 0', '"screen_seat": ' + "7" * 5000, 1)
    add("huge-int--screen-seat-5000-digits.json", text, "refused")
    add("huge-int--seed-1e999.json", json.dumps(z).replace(f'"seed": {z["seed"]}', '"seed": 1e999', 1), "refused")
    add("huge-int--seats-1e9.json", js(dict(z, seats=10**9)), "refused")
    add("huge-int--seed-50-digits.json", js(dict(z, seed=10**50)), "opens-or-refused")
    add("huge-int--turn-in-meta.json", js(with_meta(z, turn=10**40)), "opens")
    add("nan--seed.json", json.dumps(z).replace(f'"seed": {z["seed"]}', '"seed": NaN', 1), "refused")
    add("nan--seats.json", json.dumps(z).replace(f'"seats": {z["seats"]}', '"seats": -Infinity', 1), "refused")
    add("nan--in-meta-turn.json", json.dumps(z).replace('"turn": ', '"turn": NaN, "was": ', 1), "refused")
    add("nan--in-options.json", json.dumps(z).replace('"options": {', '"options": {"x": NaN, ', 1), "refused")
    add("nan--screen-seat.json", json.dumps(z).replace('"screen_seat": 0', '"screen_seat": Infinity', 1), "refused")
    # wrong types at the top level
    for key, value in (("game", 5), ("game", None), ("options", []), ("options", "standard"), ("seed", "7"),
                       ("seed", 7.5), ("seed", True), ("seats", "3"), ("seats", 0), ("seats", -3), ("seats", 2.0),
                       ("actions", {}), ("actions", "none"), ("format", "dreadboard-settings"), ("version", "1"),
                       ("version", 0), ("state_hash", 5)):
        label = "".join(ch for ch in str(value)[:8] if ch.isalnum() or ch in "-_.")
        add(f"wrong-type--{key}-{type(value).__name__}-{label}.json", js(dict(z, **{key: value})), "refused")
    for missing in ("game", "seed", "seats", "actions", "format", "version"):
        rec = {k: v for k, v in z.items() if k != missing}
        add(f"wrong-type--missing-{missing}.json", js(rec), "refused")
    add("wrong-type--top-list.json", "[1, 2, 3]", "refused")
    add("wrong-type--top-string.json", '"a save"', "refused")
    add("wrong-type--top-null.json", "null", "refused")
    add("wrong-type--unknown-game.json", js(dict(z, game="monopoly")), "refused")
    add("wrong-type--coming-game.json", js(dict(z, game="the_thing")), "refused")
    add("wrong-type--options-bad-variant.json", js(dict(z, options={"variant": ["x"]})), "refused")
    add("wrong-type--fewer-seats-than-actions-need.json", js(dict(z, seats=2)), "opens-or-refused")
    # actions that cannot be replayed
    rec = copy.deepcopy(z)
    rec["actions"][3] = {"kind": "teleport"}
    add("bad-action--unknown-kind.json", js(rec), "refused")
    rec = copy.deepcopy(z)
    rec["actions"][2] = {"kind": rec["actions"][2]["kind"], "card": {"deep": [[[[1]]]]}}
    add("bad-action--nested-parameter.json", js(rec), "refused")
    rec = copy.deepcopy(z)
    rec["actions"][1] = "roll"
    add("bad-action--string.json", js(rec), "refused")
    rec = copy.deepcopy(z)
    rec["actions"][1] = {"kind": 5}
    add("bad-action--kind-number.json", js(rec), "refused")
    add("bad-action--hash-mismatch.json", js(dict(z, state_hash="0" * 16)), "refused")
    add("bad-action--swapped.json", js(dict(z, actions=list(reversed(z["actions"])))), "refused")
    # a newer version
    add("newer--version-2.json", js(dict(z, version=2)), "refused")
    add("newer--version-999.json", js(dict(z, version=999, hologram={"x": 1})), "refused")
    add("newer--extra-keys-same-version.json", js(dict(z, hologram={"x": 1}, future=[1, 2])), "opens")
    add("newer--rules-version-99.json", js(dict(z, rules_version=99)), "refused")
    add("newer--rules-version-string.json", js(dict(z, rules_version="2")), "refused")
    add("newer--format-renamed.json", js(dict(z, format="dreadboard-record-v2")), "refused")
    # the meta, field by field
    for value in (99, "x", 0.5, -1, True, None, [0], {"seat": 0}, 2):
        expect = "opens" if value is None else "notes"
        label = {list: "list", dict: "object"}.get(type(value), "") + "".join(
            ch for ch in json.dumps(value)[:10] if ch.isalnum() or ch in "-_.")
        add(f"meta--screen-seat-{label}.json", js(with_meta(z, screen_seat=value)),
            expect, "meta.screen_seat")
    add("meta--screen-seat-on-an-ai.json", js(with_meta(z, screen_seat=1)), "notes", "meta.screen_seat")
    add("meta--screen-seat-99-two-humans.json", js(with_meta(z4, screen_seat=99)), "notes", "meta.screen_seat")
    add("meta--fewer-seat-entries.json", js(with_meta(z, seats=z["meta"]["seats"][:1])), "notes", "meta.seats")
    add("meta--no-seat-entries.json", js(with_meta(z, seats=[])), "opens")
    add("meta--more-seat-entries.json", js(with_meta(z, seats=z["meta"]["seats"] * 3)), "notes", "meta.seats")
    add("meta--meta-list.json", js(dict(z, meta=[])), "notes", "meta is")
    add("meta--meta-string.json", js(dict(z, meta="x")), "notes", "meta is")
    add("meta--meta-null.json", js(dict(z, meta=None)), "opens")
    add("meta--seats-object.json", js(with_meta(z, seats={"0": "Mara"})), "notes", "meta.seats")
    add("meta--seats-string.json", js(with_meta(z, seats="Mara, Ash")), "notes", "meta.seats")
    add("meta--seat-entry-number.json", js(with_meta(z, seats=[5, 6, 7])), "notes", "meta.seats[0]")
    for label, name in (("nul", "Ma\u0000ra"), ("number", 42), ("10000-chars", "M" * 10_000), ("list", ["Mara"]),
                        ("zero-width", "\u200b\u200b"), ("rtl-override", "\u202eAram"), ("bom", "\ufeffMara"),
                        ("newlines", "Ma\nra\r\n"), ("tabs", "\tMara\t\t"), ("null", None),
                        ("bidi-10000", "\u202e" * 10_000), ("emoji-1000", "🧟" * 1000)):
        expect = "opens" if name is None or label == "tabs" else "notes"
        add(f"meta--seat-name-{label}.json", js(with_seat(z, 1, name=name)), expect, "meta.seats[1].name")
    add("meta--seat-name-ai-tag.json", js(with_seat(z, 1, name="Mara (AI) (AI)")), "opens")
    for kind in ("robot", "AI", "", None, 1):
        add(f"meta--seat-kind-{''.join(ch for ch in json.dumps(kind) if ch.isalnum()) or 'empty'}.json", js(with_seat(z, 2, kind=kind)), "notes", "meta.seats[2].kind")
    add("meta--seat-level-godlike.json", js(with_seat(z, 1, level="godlike")), "notes", "meta.seats[1].level")
    add("meta--seat-extra-key.json", js(with_seat(z, 1, colour="red")), "opens")
    add("meta--all-seats-robots.json", js(with_meta(z, seats=[{"kind": "robot"}] * 3)), "notes", "meta.seats[0].kind")
    add("meta--all-seats-ai.json", js(with_meta(z, seats=[{"kind": "ai", "name": n} for n in "ABC"])), "opens")
    add("meta--name-nul-and-long.json", js(with_meta(z, name="x\u0000" * 5000)), "opens")
    add("meta--saved-at-number.json", js(with_meta(z, saved_at=12, turn="twelve", finished="yes")), "opens")
    add("meta--cc-screen-seat-x.json", js(with_meta(cc, screen_seat="x")), "notes", "meta.screen_seat")
    # NUL bytes and binary
    add("nul--start.json", b"\x00" + js(z), "refused")
    add("nul--inside-string.json", json.dumps(z).replace('"Mara"', '"Ma\x00ra"', 1), "refused")
    add("nul--utf16.json", json.dumps(z).encode("utf-16"), "refused")
    add("binary--png-header.json", b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4, "refused")
    add("binary--zip.json", b"PK\x03\x04" + bytes(range(255, -1, -1)) * 8, "refused")
    add("binary--all-bytes.json", bytes(range(256)) * 16, "refused")
    add("binary--latin1.json", json.dumps(with_seat(z, 1, name="Jos\u00e9"), ensure_ascii=False).encode("latin-1"), "refused")
    add("binary--gzip.json", b"\x1f\x8b\x08\x00" + b"\xff" * 300, "refused")
    # options the game does not have, in each game's real save (with and without its state hash)
    from hostile_options import hostile_records

    for game, case, with_hash, rec, key in hostile_records():
        add(f"options--{game}-{case.replace('_', '-')}-{'hash' if with_hash else 'no-hash'}.json",
            js(rec), "refused", f"options.{key}")
    return out


def settings_cases() -> list:
    out = []

    def add(name, data, expect, names=""):
        out.append((name, data if isinstance(data, bytes) else data.encode("utf-8"), expect, names))

    good = {"format": "dreadboard-settings", "version": 1, "window_width": 1600, "window_height": 900,
            "fullscreen": False, "animation_speed": 1.5, "dice_animation": True, "volume": 0.4, "mute": False,
            "ui_scale": 1.5, "palette": "colour_blind", "reduced_motion": True,
            "last_seats": {"zombie": [{"kind": "human", "level": "normal", "name": "Mara"}]}}
    js = lambda d: json.dumps(d, indent=2)  # noqa: E731
    add("good--full.json", js(good), "opens")
    add("good--minimal.json", "{}", "opens")
    add("bom--full.json", b"\xef\xbb\xbf" + js(good).encode(), "opens")
    add("bom--minimal.json", b"\xef\xbb\xbf{}", "opens")
    add("bom--twice.json", b"\xef\xbb\xbf\xef\xbb\xbf{}", "defaults")
    add("bom--wrong-value.json", b"\xef\xbb\xbf" + js(dict(good, volume="loud")).encode(), "notes", "'volume'")
    for frac in (0.1, 0.5, 0.9):
        text = js(good)
        add(f"truncated--{int(frac * 100)}.json", text[: int(len(text) * frac)], "defaults")
    add("empty--zero-bytes.json", b"", "defaults")
    add("empty--spaces.json", "  \n ", "defaults")
    add("deep--100000.json", deep(100_000), "defaults")
    add("deep--objects-100000.json", '{"a":' * 100_000 + "1" + "}" * 100_000, "defaults")
    add("deep--in-last-seats.json", js(dict(good, last_seats={"zombie": [{"name": "x"}]})).replace(
        '"name": "x"', '"name": ' + deep(5000), 1), "defaults")
    add("deep--unknown-key-70.json", js(dict(good, hologram=json.loads(deep(70)))), "defaults")
    add("huge-int--volume-5000-digits.json", '{"volume": ' + "9" * 5000 + "}", "defaults")
    add("huge-int--width-5000-digits.json", '{"window_width": -' + "1" * 5000 + "}", "defaults")
    add("huge-int--width-1e308.json", '{"window_width": 1e308}', "notes", "'window_width' is 1e+308, above")
    add("huge-int--width-1e999.json", '{"window_width": 1e999}', "defaults")
    add("huge-int--width-50-digits.json", '{"window_width": ' + "9" * 50 + "}", "notes", "'window_width'")
    add("huge-int--width-30-digits.json", js(dict(good, window_width=int("1" + "2" * 29))), "notes",
        "'window_width' is 122222222222222222222222222222, above the largest 7680; using 7680")
    add("huge-int--height-negative-30-digits.json", js(dict(good, window_height=-int("9" * 30))), "notes",
        "'window_height' is -999999999999999999999999999999, below the smallest 720; using 720")
    add("out-of-range--volume-7.json", js(dict(good, volume=7)), "notes", "'volume' is 7, above the largest 1")
    add("nan--volume.json", '{"volume": NaN}', "defaults")
    # the effects and ambience volumes came after the first settings files: `good` has neither (an older file
    # gets their defaults); these give them, and out of their range
    add("good--sound-volumes.json", js(dict(good, effects_volume=0.7, ambience_volume=0.25)), "opens")
    add("out-of-range--ambience-volume-3.json", js(dict(good, ambience_volume=3)), "notes",
        "'ambience_volume' is 3, above the largest 1")
    add("out-of-range--effects-volume-negative.json", js(dict(good, effects_volume=-0.5)), "notes",
        "'effects_volume' is -0.5, below the smallest 0")
    add("nan--ambience-volume.json", '{"ambience_volume": NaN}', "defaults")
    add("nan--speed-infinity.json", '{"animation_speed": -Infinity}', "defaults")
    for n, (key, value) in enumerate((("volume", "loud"), ("volume", [1]), ("volume", True), ("mute", "yes"), ("mute", 1),
                       ("window_width", "1280"), ("window_width", 1280.5), ("window_height", None),
                       ("fullscreen", {"on": True}), ("animation_speed", "fast"), ("dice_animation", 0),
                       ("last_seats", []), ("last_seats", {"zombie": "Mara"}), ("last_seats", {"zombie": [5, None]}),
                       ("last_seats", {"zombie": [{"kind": "robot", "level": "godlike", "name": "M\u0000" * 5000}]}),
                       ("last_seats", {"zombie": [{}] * 40}),
                       ("ui_scale", "200%"), ("ui_scale", None), ("palette", "sepia"), ("palette", ["colour_blind"]),
                       ("reduced_motion", "on"), ("effects_volume", "loud"), ("ambience_volume", None),
                       ("ambience_volume", [0.5]), ("effects_volume", True))):
        label = f"{n:02d}-" + "".join(ch for ch in json.dumps(value)[:12] if ch.isalnum() or ch in "-_.")
        expect = "notes" if not (key == "last_seats" and isinstance(value, dict) and
                                 all(isinstance(v, list) and len(v) <= 16 for v in value.values())) else "opens"
        add(f"wrong-type--{key}-{label}.json", js(dict(good, **{key: value})), expect, f"'{key}'")
    add("wrong-type--top-list.json", "[1, 2]", "defaults")
    add("wrong-type--top-string.json", '"settings"', "defaults")
    add("wrong-type--top-null.json", "null", "defaults")
    add("wrong-type--top-number.json", "7", "defaults")
    add("wrong-type--format.json", js(dict(good, format="dreadboard-record")), "defaults")
    add("wrong-type--version-string.json", js(dict(good, version="2")), "defaults")
    add("wrong-type--version-zero.json", js(dict(good, version=0)), "defaults")
    add("newer--version-2-unknown-keys.json", js(dict(good, version=2, warp_drive="engaged", hologram={"a": 1})),
        "notes", "'version' is 2: the file was written by a newer Dreadboard")
    add("newer--version-3-wrong-known.json", js(dict(good, version=3, volume="50%", hologram=1)), "notes", "'volume'")
    add("newer--version-99-only-unknown.json", js({"format": "dreadboard-settings", "version": 99,
                                                   "teleport": True}), "notes", "'version' is 99")
    add("newer--version-99-known-keys.json", js(dict(good, version=99)), "notes", "'version' is 99")
    # a key given twice: json would keep the last one silently; the file is refused with the key and its line
    add("duplicate-key--volume-twice.json", js(good).replace('"volume": 0.4', '"volume": 0.4,\n  "volume": 0.9'),
        "defaults", "the key 'volume' appears twice")
    add("duplicate-key--format-twice.json", '{"format": "dreadboard-settings", "format": "x", "volume": 0.5}',
        "defaults", "the key 'format' appears twice")
    add("unknown-keys--many.json", js(dict(good, **{f"future_{i}": i for i in range(200)})), "opens")
    add("unknown-keys--nested.json", js(dict(good, theme={"colours": {"blood": [200, 10, 10]}, "fonts": []})), "opens")
    add("unknown-keys--unicode.json", js(dict(good, **{"音量": 3, "🧟": {"x": None}})), "opens")
    add("unknown-keys--deep-60.json", js(dict(good, plan=json.loads(deep(58)))), "opens")
    add("unknown-keys--with-wrong-value.json", js(dict(good, hologram=True, mute="no")), "notes", "'mute'")
    add("nul--inside.json", '{"volume": 0.5, "x": "a\u0000b"}', "defaults")
    add("nul--only.json", b"\x00" * 64, "defaults")
    add("nul--utf16.json", js(good).encode("utf-16"), "defaults")
    add("binary--png.json", b"\x89PNG\r\n\x1a\n" + bytes(range(256)), "defaults")
    add("binary--all-bytes.json", bytes(range(256)) * 4, "defaults")
    add("binary--latin1.json", json.dumps(dict(good, last_seats={"z": [{"name": "Jos\u00e9"}]}), ensure_ascii=False).encode("latin-1"), "defaults")
    add("huge--unknown-text-200kb.json", js(dict(good, notes="x" * 200_000)), "opens")
    add("huge--unknown-list-50000.json", js(dict(good, history=list(range(50_000)))), "opens")
    add("huge--last-seats-1000-games.json", js(dict(good, last_seats={f"g{i}": [] for i in range(1000)})), "opens")
    add("huge--text-setting-10000.json", js(dict(good, ai_pace="s" * 10_000)), "notes", "'ai_pace'")
    return out


def write(folder: Path, cases: list) -> None:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    manifest = {}
    for name, data, expect, names in cases:
        assert name not in manifest, name
        (folder / name).write_bytes(data)
        manifest[name] = {"family": name.split("--")[0], "expect": expect, "names": names}
    (folder / "MANIFEST.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")


def main() -> int:
    os.environ["DREADBOARD_HOME"] = tempfile.mkdtemp(prefix="dreadboard-corpus-")
    write(SAVES, save_cases(base_saves()))
    write(SETTINGS, settings_cases())
    for folder in (SAVES, SETTINGS):
        manifest = json.loads((folder / "MANIFEST.json").read_text())
        families = {}
        for entry in manifest.values():
            families[entry["family"]] = families.get(entry["family"], 0) + 1
        print(f"{folder.relative_to(ROOT)}: {len(manifest)} files", dict(sorted(families.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
