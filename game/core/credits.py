"""The credits of every asset, from assets/CREDITS.toml (its header says what an entry holds): read for the
Credits screen, and checked against the files under assets/ (each file credited, each pattern naming a file).

No pygame here. A missing or broken file gives no entries and a readable problem, never an exception.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from . import paths
from .errors import DataFileError
from .toml_text import parse_toml

CREDITS_FILE = "CREDITS.toml"
KINDS = ("font", "image", "icon", "sound", "interface")
FIELDS = ("title", "kind", "use", "author", "source", "licence")  # each a short text, all required
NOT_ASSETS = (CREDITS_FILE, "vendor.toml")  # the files about the assets (this list, the vendoring manifest)
VENDORED = "# -- written by tools/vendor_assets.py from assets/vendor.toml: what follows is replaced on each run --"


@dataclass(frozen=True)
class Credit:
    title: str
    kind: str
    use: str
    author: str
    source: str
    licence: str
    licence_url: str
    files: tuple  # patterns under assets/


def read(assets: Path = paths.ASSETS) -> tuple:
    """(credits, problems): every well-formed entry, and what is wrong with the others, in readable lines."""
    path = Path(assets) / CREDITS_FILE
    try:
        data = parse_toml(path.read_text(encoding="utf-8"), path)
    except DataFileError as exc:
        return [], [str(exc)]
    except (OSError, UnicodeDecodeError) as exc:
        return [], [f"{path}: cannot be read ({exc})"]
    out, problems = [], []
    entries = data.get("asset", [])
    if not isinstance(entries, list):
        return [], [f"{path}: 'asset' must be a list of [[asset]] tables"]
    for n, entry in enumerate(entries, 1):
        where = f"{path}: asset {n}"
        if not isinstance(entry, dict):
            problems.append(f"{where} is not a table")
            continue
        bad = [k for k in FIELDS if not isinstance(entry.get(k), str) or not entry[k].strip()]
        files = entry.get("files")
        if bad:
            problems.append(f"{where} ({entry.get('title', 'no title')}): needs {', '.join(bad)}")
        elif entry["kind"] not in KINDS:
            problems.append(f"{where} ({entry['title']}): kind {entry['kind']!r} is not one of {', '.join(KINDS)}")
        elif not isinstance(files, list) or not files or not all(isinstance(f, str) and f for f in files):
            problems.append(f"{where} ({entry['title']}): 'files' must be a list of paths under assets/")
        else:
            out.append(Credit(*(entry[k].strip() for k in FIELDS), str(entry.get("licence_url", "")).strip(),
                              tuple(files)))
    return out, problems


def files_of(credit: Credit, assets: Path = paths.ASSETS) -> list:
    """The files an entry names (its patterns expanded), as paths relative to assets/."""
    root = Path(assets)
    found = []
    for pattern in credit.files:
        found += [p.relative_to(root).as_posix() for p in sorted(root.glob(pattern)) if p.is_file()]
    return found


def asset_files(assets: Path = paths.ASSETS) -> list:
    """Every file under assets/ that needs a credit (relative paths)."""
    root = Path(assets)
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*")
                  if p.is_file() and p.relative_to(root).as_posix() not in NOT_ASSETS)


def entry_toml(title: str, kind: str, use: str, author: str, source: str, licence: str, licence_url: str,
               files) -> str:
    """One [[asset]] entry as TOML text (for a tool that writes the entries of the files it vendors)."""
    def q(text) -> str:
        return json.dumps(str(text), ensure_ascii=False)  # a JSON string is a TOML basic string

    lines = ["[[asset]]"] + [f"{k} = {q(v)}" for k, v in (("title", title), ("kind", kind), ("use", use),
                                                          ("author", author), ("source", source),
                                                          ("licence", licence), ("licence_url", licence_url))]
    lines.append("files = [" + ", ".join(q(f) for f in files) + "]")
    return "\n".join(lines) + "\n"


def with_vendored(text: str, entries: list) -> str:
    """The credits file's `text` with everything after the VENDORED line (added when missing) replaced by
    `entries` (TOML texts from entry_toml): the hand-kept entries above it stay as they are."""
    head = text.split(VENDORED, 1)[0].rstrip("\n")
    return head + "\n\n" + VENDORED + "\n\n" + "\n".join(entries)
