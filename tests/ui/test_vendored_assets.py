"""The icons and typefaces tools/vendor_assets.py takes (assets/vendor.toml): exactly what is listed is in
assets/, everything listed is drawn somewhere, each renders, and the tool writes what the manifest says."""
import io
import json
import os
import tarfile
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.core import paths  # noqa: E402
from game.ui import fonts, icons  # noqa: E402

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = tomllib.loads((ROOT / "assets" / "vendor.toml").read_text(encoding="utf-8"))
NAMES = sorted(set(MANIFEST["icons"].get("names", [])).union(
    *(group.get("names", []) for group in MANIFEST["icons"].get("sets", {}).values())))


def test_the_icons_folder_holds_exactly_the_listed_icons():
    on_disk = sorted(p.stem for p in paths.ICONS.glob("*.svg"))
    assert on_disk == NAMES, "run python tools/vendor_assets.py after changing assets/vendor.toml"
    licence = (paths.ICONS / "LICENSE.txt").read_text(encoding="utf-8")
    assert "CC BY 3.0" in licence and "assets/vendor.toml" in licence


def test_every_listed_icon_is_drawn_somewhere():
    """Vendor only what is used: each name is given as an icon in the game's code or data (a line naming
    an icon: `icon = "axe"` in a data file, `icon="axe"` or an ICONS table in code)."""
    lines = [line for p in (ROOT / "game").rglob("*") if p.suffix in (".py", ".toml") and p.name != "icons.py"
             for line in p.read_text(encoding="utf-8", errors="replace").splitlines() if "icon" in line.lower()]
    text = "\n".join(lines)
    unused = [n for n in NAMES if f'"{n}"' not in text and f"'{n}'" not in text]
    assert not unused, f"listed in assets/vendor.toml but drawn nowhere: {unused}"


@pytest.mark.parametrize("name", NAMES)
def test_each_icon_renders_sharp_and_tinted(name):
    img = icons.icon(name, 64, (255, 0, 0))
    assert img.get_size() == (64, 64)
    lit = [img.get_at((x, y)) for x in range(0, 64, 2) for y in range(0, 64, 2) if img.get_at((x, y)).a > 200]
    assert lit, f"{name}: nothing drawn"
    assert all(p.g == 0 and p.b == 0 for p in lit)


@pytest.mark.parametrize("kind", sorted(fonts.FILES))
def test_every_font_kind_loads_and_draws(kind):
    font = fonts.get(kind, 20)
    assert font.size("Who Goes There?")[0] > 0
    assert fonts.path(kind).exists()


def _tarball(folder: Path, name: str, files: dict) -> None:
    with tarfile.open(folder / name, "w:gz") as tar:
        for inner, data in files.items():
            info = tarfile.TarInfo(f"package/{inner}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


def test_the_tool_writes_what_the_manifest_lists_and_removes_the_rest(tmp_path, monkeypatch):
    import tools.vendor_assets as va

    assets = tmp_path / "assets"
    (assets / "icons").mkdir(parents=True)
    (assets / "fonts").mkdir()
    (assets / "icons" / "old-one.svg").write_text("<svg/>")
    (assets / "vendor.toml").write_text(
        '[icons]\npackage = "@x/icons"\nversion = "1.0"\ntitle = "T"\nauthor = "A"\nsource = "S"\n'
        'licence = "CC BY 3.0"\nlicence_url = "U"\nuse = "Pictures"\nnames = ["axe"]\n[icons.sets.one]\nnames = ["hatchet"]\n'
        '[[fonts]]\npackage = "@x/face"\nversion = "2.0"\ntitle = "Face One"\nauthor = "B"\n'
        'licence = "OFL"\nuse = "Names"\nsource = "S2"\nfiles = { plate = "face.woff" }\n')
    body = '<path fill="currentColor" d="M0 0h512v512z"/>'
    _tarball(tmp_path, "x-icons-1.0.tgz", {"icons.json": json.dumps(
        {"icons": {"axe": {"body": body}}, "aliases": {"hatchet": {"parent": "axe"}}, "width": 512,
         "height": 512}).encode()})
    _tarball(tmp_path, "x-face-2.0.tgz", {"files/face.woff": b"FONT", "LICENSE": b"the licence"})
    monkeypatch.setattr(va, "ASSETS", assets)
    monkeypatch.setattr(va, "MANIFEST", assets / "vendor.toml")
    assert va.main(["--offline", str(tmp_path)]) == 0
    assert sorted(p.name for p in (assets / "icons").glob("*.svg")) == ["axe.svg", "hatchet.svg"]
    svg = (assets / "icons" / "axe.svg").read_text()
    assert "currentColor" not in svg and "#ffffff" in svg and 'viewBox="0 0 512 512"' in svg
    assert (assets / "fonts" / "face.woff").read_bytes() == b"FONT"
    assert "the licence" in (assets / "fonts" / "LICENSE-FaceOne.txt").read_text()
    credits = (assets / "CREDITS.toml").read_text()
    assert '"fonts/face.woff"' in credits and '"icons/*.svg"' in credits
    assert va.main(["--offline", str(tmp_path)]) == 0 and (assets / "CREDITS.toml").read_text() == credits


def test_the_tool_names_an_icon_the_package_does_not_have(tmp_path, monkeypatch):
    import tools.vendor_assets as va

    assets = tmp_path / "assets"
    (assets / "icons").mkdir(parents=True)
    (assets / "vendor.toml").write_text(
        '[icons]\npackage = "@x/icons"\nversion = "1.0"\ntitle = "T"\nauthor = "A"\nsource = "S"\n'
        'licence = "L"\nlicence_url = "U"\nnames = ["no-such"]\n')
    _tarball(tmp_path, "x-icons-1.0.tgz", {"icons.json": json.dumps({"icons": {}}).encode()})
    monkeypatch.setattr(va, "ASSETS", assets)
    monkeypatch.setattr(va, "MANIFEST", assets / "vendor.toml")
    with pytest.raises(SystemExit, match="no icon 'no-such'"):
        va.main(["--offline", str(tmp_path)])
