"""Take the free-licensed icons and typefaces Dreadboard draws with from the npm registry into assets/.

    python tools/vendor_assets.py            # fetch the pinned packages, write what assets/vendor.toml lists
    python tools/vendor_assets.py --offline DIR   # the same from package tarballs already in DIR (npm pack)

Only what assets/vendor.toml lists is written, and what it no longer lists is removed, so the repository
carries exactly the pictures and faces the game uses. Nothing is fetched when the game runs. The licence and
credit of each package are written beside its files (assets/icons/LICENSE.txt, assets/fonts/LICENSE-<Name>.txt)
and read by the credits screen through assets/CREDITS.toml.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
MANIFEST = ASSETS / "vendor.toml"
OFL_URL = "https://openfontlicense.org"
sys.path.insert(0, str(ROOT))

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib


def tarball_name(package: str, version: str) -> str:
    """The file `npm pack` writes for a package: @scope/name 1.2 -> scope-name-1.2.tgz."""
    return f"{package.lstrip('@').replace('/', '-')}-{version}.tgz"


def fetch(package: str, version: str, into: Path, offline: Path | None) -> Path:
    name = tarball_name(package, version)
    if offline is not None:
        return offline / name
    subprocess.run(["npm", "pack", f"{package}@{version}", "--pack-destination", str(into), "--silent"],
                   check=True, stdout=subprocess.DEVNULL)
    return into / name


def member(tgz: Path, inner: str) -> bytes:
    with tarfile.open(tgz) as tar:
        f = tar.extractfile(f"package/{inner}")
        if f is None:
            raise SystemExit(f"{tgz.name}: no file package/{inner}")
        return f.read()


def icon_svg(body: str, width: int, height: int) -> str:
    """One icon as an SVG file of its own, white on nothing (the game tints it when it draws it)."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}">{body.replace("currentColor", "#ffffff")}</svg>\n')


def listed_icons(spec: dict) -> list:
    """Every icon name the manifest lists: the shared ones and each game's set, once each, sorted."""
    names = set(spec.get("names", []))
    for group in spec.get("sets", {}).values():
        names.update(group.get("names", []))
    return sorted(names)


def write_icons(spec: dict, tgz: Path) -> list:
    data = json.loads(member(tgz, "icons.json"))
    icons, aliases = data["icons"], data.get("aliases", {})
    out = ASSETS / "icons"
    out.mkdir(exist_ok=True)
    names = listed_icons(spec)
    for name in names:
        real = name
        while real not in icons and real in aliases:
            real = aliases[real]["parent"]
        if real not in icons:
            raise SystemExit(f"assets/vendor.toml: icons.names: {spec['package']} has no icon {name!r}")
        icon = icons[real]
        svg = icon_svg(icon["body"], icon.get("width", data.get("width", 512)), icon.get("height", data.get("height", 512)))
        (out / f"{name}.svg").write_text(svg, encoding="utf-8")
    for old in out.glob("*.svg"):
        if old.stem not in names:
            old.unlink()
    (out / "LICENSE.txt").write_text(
        f"The icons in this folder are from {spec['title']}: {spec['source']}\n"
        f"by {spec['author']}, under {spec['licence']} ({spec['licence_url']}).\n"
        f"Taken from the npm package {spec['package']} {spec['version']} by tools/vendor_assets.py; each file is one\n"
        "icon as published, with its colour set to white (the game tints it as it draws). assets/vendor.toml\n"
        "lists them.\n", encoding="utf-8")
    return names


def write_fonts(spec: dict, tgz: Path) -> list:
    out = ASSETS / "fonts"
    written = []
    for kind, file in spec["files"].items():
        (out / file).write_bytes(member(tgz, f"files/{file}"))
        written.append(file)
    licence = member(tgz, "LICENSE").decode("utf-8", "replace")
    (out / f"LICENSE-{spec['title'].replace(' ', '')}.txt").write_text(
        f"{spec['title']} by {spec['author']}, under the {spec['licence']}.\n"
        f"Taken from the npm package {spec['package']} {spec['version']} by tools/vendor_assets.py.\n"
        f"Files: {', '.join(written)}\n\n{licence}", encoding="utf-8")
    return written


def credit_entries(spec: dict, fonts: list) -> list:
    """The credits of what was written (game/core/credits.py entries): the icons, then each typeface."""
    from game.core.credits import entry_toml

    icons = spec["icons"]
    files = (["icons/*.svg"] if listed_icons(icons) else []) + ["icons/LICENSE.txt"]
    out = [entry_toml(icons["title"], "icon", icons["use"], icons["author"], icons["source"], icons["licence"],
                      icons["licence_url"], files)]
    for font, files in fonts:
        out.append(entry_toml(font["title"], "font", font["use"], font["author"], font["source"], font["licence"],
                              OFL_URL, [f"fonts/{f}" for f in files]
                              + [f"fonts/LICENSE-{font['title'].replace(' ', '')}.txt"]))
    return out


def write_credits(entries: list) -> None:
    from game.core.credits import CREDITS_FILE, with_vendored

    path = ASSETS / CREDITS_FILE
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    path.write_text(with_vendored(text, entries), encoding="utf-8")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--offline", type=Path, help="a folder of npm pack tarballs to read instead of fetching")
    args = ap.parse_args(argv)
    spec = tomllib.loads(MANIFEST.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as tmp:
        into = Path(tmp)
        icons = spec["icons"]
        names = write_icons(icons, fetch(icons["package"], icons["version"], into, args.offline))
        print(f"icons: {len(names)} from {icons['package']} {icons['version']}")
        fonts = []
        for font in spec.get("fonts", []):
            files = write_fonts(font, fetch(font["package"], font["version"], into, args.offline))
            fonts.append((font, files))
            print(f"fonts: {', '.join(files)} from {font['package']} {font['version']}")
    write_credits(credit_entries(spec, fonts))
    print(f"credits: {ASSETS / 'CREDITS.toml'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
