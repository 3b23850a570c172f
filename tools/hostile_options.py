"""The options a hostile record or save holds in place of its game's own (tools/make_hostile_corpus.py and
tools/make_hostile_saves.py write them into copies of each game's real save).

Each case is (name, options, key): `options` holds exactly one option, the bad one, and `key` is what the
message must name after "options." (game.core.options_check). The good saves of tests/core/data/records hold
no options, so the bad one is all a file's options are.
"""
from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOOD = ROOT / "tests" / "core" / "data" / "records"


def good_saves() -> dict:
    """game -> the record of its save at today's newest rules version (as tests/hostile/conftest.py finds them)."""
    newest: dict = {}
    for p in GOOD.glob("*_rules_v*.json"):
        game, _, rest = p.stem.partition("_rules_v")
        if rest.isdigit() and int(rest) > newest.get(game, (0, None))[0]:
            newest[game] = (int(rest), p)
    return {game: json.loads(p.read_text()) for game, (_, p) in sorted(newest.items())}


def _wrong_type(info) -> tuple:
    """(options, key): the game's first option with a value of another type (the variant, for a game with none)."""
    if not info.options:
        return {"variant": 5}, "variant"
    o = info.options[0]
    bad = {"bool": "yes", "int": "three"}.get(o.kind, 7)
    return {o.id: bad}, o.id


def _bad_value(info):
    """A word that is none of the first choice option's choices, or None for a game without one."""
    o = next((o for o in info.options if o.kind == "choice"), None)
    return None if o is None else ({o.id: "everyone_at_once"}, o.id)


def cases(info) -> list:
    out = [("variant", {"variant": "xyz"}, "variant"),
           ("fullwidth", {"variant": "ｓｔａｎｄａｒｄ"}, "variant"),
           ("zerowidth", {"variant": "stan\u200bdard"}, "variant"),
           ("unknown_key", {"colour": "red"}, "colour"),
           ("wrong_type", *_wrong_type(info))]
    bad = _bad_value(info)
    if bad:
        out.append(("bad_value", *bad))
    return out


def hostile_records():
    """(game, case, with_hash, record, key) for every game's save and every case, with and without its hash."""
    from game.games import get_info

    for game, rec in good_saves().items():
        for case, options, key in cases(get_info(game)):
            for with_hash in (True, False):
                bad = dict(rec, options=options)
                if not with_hash:
                    bad.pop("state_hash", None)
                yield game, case, with_hash, bad, key
