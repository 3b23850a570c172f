"""Each game package is split by role: the rules engine at the top, its computer seats in ai/, the fuzz's audits in
audit/, the replay's reveal and charts in replay/. The engine must stand alone (the AI, the audits and the replay
read it, never the other way round), so no top-level module of a game imports from those three subpackages.
Parametrised over the manifests, so a game is checked here the day it is registered."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.games import MANIFESTS

ROOT = Path(__file__).resolve().parents[2]
IDS = [m.id for m in MANIFESTS]
LAYERS = ("ai", "audit", "replay")
# where each role's module lives once a game is split (the other roles are rules modules, at the top)
ROLE_LAYER = {"policy": "ai", "search": "ai", "sampler": "ai", "twins": "audit", "secrets": "audit",
              "invariants": "audit", "reveal": "replay", "charts": "replay"}


def _imported(path: Path, package: str) -> set:
    """Every module a file imports (function-local imports too), relative ones resolved against `package`."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module
            names.add(module)
            names.update(f"{module}.{a.name}" for a in node.names)  # "from . import ai" names a subpackage
    return names


def layer_imports(package_dir: Path, package: str) -> list:
    """(module, imported name) for each import of a top-level module of `package` from its ai/, audit/ or
    replay/ subpackage."""
    layers = tuple(f"{package}.{layer}" for layer in LAYERS)
    out = []
    for path in sorted(package_dir.glob("*.py")):
        for name in sorted(_imported(path, package)):
            if name in layers or name.startswith(tuple(f"{layer}." for layer in layers)):
                out.append((path.stem, name))
    return out


@pytest.mark.parametrize("manifest", MANIFESTS, ids=IDS)
def test_the_rules_modules_import_nothing_from_the_ai_audit_or_replay(manifest):
    package = manifest.rules.rsplit(".", 1)[0]
    package_dir = ROOT.joinpath(*package.split("."))
    assert package_dir.is_dir() and any(package_dir.glob("*.py"))
    assert layer_imports(package_dir, package) == []


@pytest.mark.parametrize("manifest", MANIFESTS, ids=IDS)
def test_each_role_module_lives_in_its_layer(manifest):
    package = manifest.rules.rsplit(".", 1)[0]
    for role, layer in ROLE_LAYER.items():
        path = manifest.path(role)
        if path:
            assert path.startswith(f"{package}.{layer}."), (manifest.id, role, path)
    for layer in LAYERS:
        init = ROOT.joinpath(*package.split("."), layer, "__init__.py")
        assert init.exists() and ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))), init


def test_the_check_finds_an_engine_reaching_into_its_ai(tmp_path):
    (tmp_path / "ai").mkdir()
    (tmp_path / "rules.py").write_text("from .state import S\n")
    (tmp_path / "flow.py").write_text("def f():\n    from .ai import policy\n")
    (tmp_path / "view.py").write_text("from . import replay\nimport game.games.toy.audit.twins\n")
    (tmp_path / "state.py").write_text("from game.games.toy.aim import x\nfrom ..other.ai import y\n")
    assert layer_imports(tmp_path, "game.games.toy") == [
        ("flow", "game.games.toy.ai"), ("flow", "game.games.toy.ai.policy"),
        ("view", "game.games.toy.audit.twins"), ("view", "game.games.toy.replay")]
