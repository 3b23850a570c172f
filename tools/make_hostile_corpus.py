"""Write the hostile corpus under tests/hostile/: broken copies of every game's content files and
broken records. Deterministic: running it again writes the same files.

    .venv/bin/python tools/make_hostile_corpus.py

tests/hostile/content/<game>/<file stem>/<family>_<n>.toml replaces data/<file stem>.toml of that
game (the other files stay as shipped); tests/hostile/records/<family>_<n>.json[l] is a record or a
step log. The 10 MB content file and the 100,000-deep files are made by the tests themselves (they
would only bloat the repository).
"""
from __future__ import annotations

import copy
import json
import random
import shutil
import sys
from pathlib import Path

import tomlkit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core.content import tomllib  # noqa: E402
from game.core.paths import game_data  # noqa: E402
from game.games import MANIFESTS  # noqa: E402

OUT = ROOT / "tests" / "hostile"
GAMES = tuple(m.id for m in MANIFESTS)  # every registered game's content files
PER_FILE = 6  # mutations of each kind per file
BIG_FILE = 20_000
UI_FILES = {"guide", "easy_slips"}  # read by the table, not the rules loaders (tests/hostile/test_guide.py)  # ...and fewer for the big card files, to keep the corpus about 1 MB


def leaves(data, path=()):
    """(path, value) of every scalar or list-of-scalars in a TOML document."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from leaves(v, path + (k,))
    elif isinstance(data, list) and data and all(isinstance(v, dict) for v in data):
        for i, v in enumerate(data):
            yield from leaves(v, path + (i,))
    else:
        yield path, data


def keys(data, path=()):
    """Every key path (tables included)."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield path + (k,)
            yield from keys(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            if isinstance(v, dict):
                yield from keys(v, path + (i,))


def setp(data, path, value):
    data = copy.deepcopy(data)
    node = data
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value
    return data


def delp(data, path):
    data = copy.deepcopy(data)
    node = data
    for p in path[:-1]:
        node = node[p]
    del node[path[-1]]
    return data


def other_type(value):
    if isinstance(value, bool):
        return "yes"
    if isinstance(value, int):
        return "three"
    if isinstance(value, str):
        return 7
    if isinstance(value, list):
        return {"not": "a list"}
    if isinstance(value, dict):
        return "a string"
    return [1, 2]


def spread(items, n, rng):
    items = list(items)
    return items if len(items) <= n else rng.sample(items, n)


def effect_tags(data, path=()):
    """Paths of every `kw` key of an effect table (Terrorscape's vocabulary nests them in uses/abilities)."""
    if isinstance(data, dict):
        if "kw" in data:
            yield path + ("kw",)
        for k, v in data.items():
            yield from effect_tags(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from effect_tags(v, path + (i,))


def content_cases(data: dict, raw: bytes, rng: random.Random, game: str = ""):
    """(family, bytes) for one content file."""
    per = 2 if game in ("terrorscape", "who_goes_there", "the_thing") else PER_FILE if len(raw) < BIG_FILE else 3  # five mid-sized files: ~1 MB
    out = []
    all_leaves = list(leaves(data))
    for path, value in spread(all_leaves, per, rng):
        out.append(("wrong_type", tomlkit.dumps(setp(data, path, other_type(value)))))
    for path in spread(list(keys(data)), per, rng):
        out.append(("missing_key", tomlkit.dumps(delp(data, path))))
    ints = [(p, v) for p, v in all_leaves if isinstance(v, int) and not isinstance(v, bool)]
    for (path, _), number in zip(spread(ints, per, rng), (-1, -1000, 10**12, 2**64, 0, 999_999)):
        out.append(("bad_number", tomlkit.dumps(setp(data, path, number))))
    if ints:
        path = rng.choice(ints)[0]
        text = tomlkit.dumps(setp(data, path, 424242))
        out.append(("huge_int", text.replace("424242", "9" * 5000, 1)))
        extra = random.Random(raw)  # its own draws: the files made before these stay as they were
        for word in ("nan", "-inf"):  # TOML allows them; no content value means them (named by key and line)
            path = extra.choice(ints)[0]
            out.append(("not_finite", tomlkit.dumps(setp(data, path, 424242)).replace("424242", word, 1)))
    out.append(("deep", tomlkit.dumps(data) + "\nx = " + "[" * 3000 + "]" * 3000 + "\n"))  # past the parser's stack
    for name, rows in data.items():  # arrays of tables: a duplicate id and unknown kinds
        if isinstance(rows, list) and rows and isinstance(rows[0], dict) and "id" in rows[0]:
            out.append(("duplicate_id", tomlkit.dumps(dict(data, **{name: rows + [copy.deepcopy(rows[-1])]}))))
            for kind_key in ("type", "target", "players", "set", "ability"):
                for i, row in enumerate(rows[:40]):
                    if kind_key in row:
                        out.append(("unknown_kind", tomlkit.dumps(setp(data, (name, i, kind_key), "spell"))))
                        break
            for i, row in enumerate(rows):
                for list_key, tag in (("effects", "do"), ("powers", "kind")):
                    if row.get(list_key):
                        out.append(("unknown_kind", tomlkit.dumps(setp(data, (name, i, list_key, 0, tag), "explode"))))
                if row.get("react"):
                    out.append(("unknown_kind", tomlkit.dumps(setp(data, (name, i, "react", "do"), "dance"))))
            out.append(("unknown_key", tomlkit.dumps(setp(data, (name, 0, "colour"), "red"))))
    if game == "terrorscape":  # unknown keywords anywhere in the nesting, and unknown kinds of its fields
        for path in spread(list(effect_tags(data)), per, rng):
            out.append(("unknown_kind", tomlkit.dumps(setp(data, path, "EXPLODE"))))
        for name, rows in data.items():
            if isinstance(rows, list) and rows and isinstance(rows[0], dict):
                for kind_key in ("deck", "speed", "side", "weakness", "location", "killer"):
                    if kind_key in rows[0]:
                        out.append(("unknown_kind", tomlkit.dumps(setp(data, (name, 0, kind_key), "spell"))))
    kinds = [c for c in out if c[0] == "unknown_kind"]
    out = [c for c in out if c[0] != "unknown_kind"] + spread(kinds, per + 2, rng)
    out = [(f, t.encode("utf-8")) for f, t in out]
    mid = len(raw) // 2
    out.append(("non_utf8", raw[:mid] + b"\xff\xfe\x80" + raw[mid:]))
    out.append(("non_utf8", b"\xef\xbb\xbf" + raw.decode("utf-8").encode("utf-16")))
    out.append(("empty", b""))
    out.append(("truncated", raw[: len(raw) // 3]))
    out.append(("binary", bytes(rng.randrange(256) for _ in range(512))))
    out.append(("not_toml", b'{"this": "is json"}\n'))
    return out


def write_content():
    base = OUT / "content"
    shutil.rmtree(base, ignore_errors=True)
    counts = {}
    for game in GAMES:
        for src in sorted(p for p in game_data(game).glob("*.toml") if p.stem not in UI_FILES):
            raw = src.read_bytes()
            data = tomllib.loads(raw.decode("utf-8"))
            rng = random.Random(f"{game}/{src.name}")
            folder = base / game / src.stem
            folder.mkdir(parents=True)
            seen = {}
            for family, blob in content_cases(data, raw, rng, game):
                seen[family] = seen.get(family, 0) + 1
                (folder / f"{family}_{seen[family]:02d}.toml").write_bytes(blob)
                counts[family] = counts.get(family, 0) + 1
    return counts


BASE_RECORD = {"format": "dreadboard-record", "version": 1, "game": "zombie", "options": {}, "seed": 7, "seats": 3,
               "actions": []}
STEP = {"format": "dreadboard-steps", "version": 1, "game": "zombie", "seed": 7, "seats": 3, "options": {},
        "step": 1, "seat": 0, "action": {"kind": "pass"}, "events": [], "state": {}}


def record_cases(rng: random.Random):
    out = []
    for key in BASE_RECORD:
        for bad in (None, "x", -1, 2**70, [], {}, True, 0.5):
            if (key, json.dumps(bad)) in (("actions", "[]"), ("options", "{}"), ("seed", "-1")):
                continue  # a valid value
            out.append(("wrong_type", "json", json.dumps(dict(BASE_RECORD, **{key: bad}))))
        out.append(("missing_key", "json", json.dumps({k: v for k, v in BASE_RECORD.items() if k != key})))
    for bad_action in ({"kind": 5}, {"no": "kind"}, "pass", [1], {"kind": "x", "params": [[[[1]]]]},
                       {"kind": "x", "n": 10**30}, {"kind": "x", "n": float("nan")}, {"kind": "take", "who": {"a": 1}}):
        out.append(("bad_action", "json", json.dumps(dict(BASE_RECORD, actions=[bad_action]))))
    for seats in (0, 1, 99, -3):
        out.append(("bad_number", "json", json.dumps(dict(BASE_RECORD, seats=seats))))
    out.append(("bad_number", "json", json.dumps(dict(BASE_RECORD, version=99))))
    out.append(("bad_number", "json", json.dumps(dict(BASE_RECORD, seed=-(2**80)))))
    out.append(("bad_option", "json", json.dumps(dict(BASE_RECORD, options={"variant": "hardcore"}))))
    out.append(("bad_option", "json", json.dumps(dict(BASE_RECORD, options={"variant": ["standard"]}))))
    out.append(("bad_option", "json", json.dumps(dict(BASE_RECORD, options={"strain": {"x": 1}}))))
    out.append(("bad_option", "json", json.dumps(dict(BASE_RECORD, game="chess"))))
    out.append(("huge_int", "json", json.dumps(BASE_RECORD).replace('"seed": 7', '"seed": ' + "9" * 5000)))
    out.append(("huge_int", "json", json.dumps(BASE_RECORD).replace('"seed": 7', '"seed": ' + "9" * 4000)))
    out.append(("deep", "json", json.dumps(dict(BASE_RECORD, actions=[{"kind": "x", "p": "@"}])).replace(
        '"@"', "[" * 2000 + "]" * 2000)))
    out.append(("deep", "json", json.dumps(dict(BASE_RECORD, options={"o": "@"})).replace('"@"', "[" * 50 + "]" * 50)))
    out.append(("not_finite", "json", json.dumps(BASE_RECORD).replace('"seed": 7', '"seed": NaN')))
    out.append(("not_finite", "json", json.dumps(BASE_RECORD).replace('"seed": 7', '"seed": Infinity')))
    # a key given twice: json keeps the last silently, so a second "game" would pass for another game
    good = json.dumps(BASE_RECORD)
    out.append(("duplicate_key", "json", good.replace('"game": "zombie"', '"game": "zombie", "game": "the_thing"')))
    out.append(("duplicate_key", "json", json.dumps(BASE_RECORD, indent=1).replace('"seed": 7',
                                                                                     '"seed": 7,\n "seed": 8')))
    out.append(("duplicate_key", "json", json.dumps(dict(BASE_RECORD, actions=[{"kind": "pass"}])).replace(
        '{"kind": "pass"}', '{"kind": "pass", "kind": "move"}')))
    out.append(("step_duplicate_key", "jsonl", json.dumps(STEP).replace('"step": 1', '"step": 1, "step": 2')))
    good = json.dumps(BASE_RECORD)
    for cut in (1, 10, len(good) // 2, len(good) - 1):
        out.append(("truncated", "json", good[:cut]))
    out.append(("empty", "json", ""))
    out.append(("empty", "json", "   \n\n"))
    out.append(("not_object", "json", "[1, 2, 3]"))
    out.append(("not_object", "json", '"a string"'))
    out.append(("binary", "json", bytes(rng.randrange(256) for _ in range(300))))
    out.append(("binary", "json", good.encode("utf-16")))  # (a UTF-8 byte-order mark alone is read fine)
    # step logs (simulate --record): broken lines; the good ones are written by the tests from simulate
    for key in STEP:
        out.append(("step_wrong_type", "jsonl", json.dumps(dict(STEP, **{key: [["x"]]}))))
    out.append(("step_old_format", "jsonl", json.dumps({k: v for k, v in STEP.items()
                                                         if k not in ("format", "version", "game", "seed", "seats",
                                                                      "options")})))
    out.append(("step_order", "jsonl", json.dumps(dict(STEP, step=5))))
    out.append(("step_order", "jsonl", json.dumps(dict(STEP, step=0))))
    out.append(("step_illegal", "jsonl", json.dumps(STEP) + "\n" + json.dumps(dict(STEP, step=2))))
    out.append(("step_mixed", "jsonl", json.dumps(STEP) + "\nnot json at all\n"))
    out.append(("step_deep", "jsonl", json.dumps(dict(STEP, state={"x": "@"})).replace('"@"', "[" * 3000 + "]" * 3000)))
    out.extend(option_cases())
    return out


def option_cases():
    """Each game's real save with options it does not have (tools/hostile_options.py), with and without its
    state hash, and a step line of each game with the same options: the message names options.KEY."""
    from hostile_options import hostile_records

    out = []
    for game, case, with_hash, rec, _key in hostile_records():
        out.append((f"option_{case}", "json", json.dumps(rec, ensure_ascii=not with_hash)))
        if with_hash:
            line = dict(STEP, game=game, seed=rec["seed"], seats=rec["seats"], options=rec["options"])
            out.append((f"step_option_{case}", "jsonl", json.dumps(line)))
    return out


def write_records():
    base = OUT / "records"
    shutil.rmtree(base, ignore_errors=True)
    base.mkdir(parents=True)
    counts = {}
    seen = {}
    for family, ext, blob in record_cases(random.Random("records")):
        seen[family] = seen.get(family, 0) + 1
        data = blob if isinstance(blob, bytes) else blob.encode("utf-8")
        (base / f"{family}_{seen[family]:02d}.{ext}").write_bytes(data)
        counts[family] = counts.get(family, 0) + 1
    return counts


if __name__ == "__main__":
    print("content:", write_content())
    print("records:", write_records())
