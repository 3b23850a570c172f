"""The registry (game/games/__init__.py MANIFESTS): every game's manifest names modules that import and have what
their role needs, and game/core reaches the games through game/core/registry.py alone. Parametrised over the
manifests, so a game is checked here the day it is registered."""
from __future__ import annotations

import ast
import subprocess
import sys
import types
from pathlib import Path

import pytest

from game.ai.contracts import Policy, Search
from game.core import registry
from game.core.engine import GameInfo, Rules
from game.core.manifest import ROLES, Manifest
from game.games import MANIFESTS, REGISTRY, game_module, get_manifest

ROOT = Path(__file__).resolve().parents[2]
IDS = [m.id for m in MANIFESTS]

# What a module in each role must hold (names the callers look up); the AI's two roles are checked by Protocol.
NEEDS = {
    "sides": ("sides",),
    "twins": ("hidden_twins",),
    "secrets": ("secret_choices",),
    "invariants": ("check",),
    "reveal": ("revealed", "marks"),
    "charts": ("series",),
}


def test_the_registry_is_the_manifests_in_order_with_one_manifest_per_id():
    assert MANIFESTS and all(isinstance(m, Manifest) for m in MANIFESTS)
    assert len(set(IDS)) == len(IDS)
    assert list(REGISTRY) == IDS
    assert all(REGISTRY[m.id] is m.info for m in MANIFESTS)
    assert registry.manifests() is MANIFESTS and registry.game_ids() == tuple(IDS)
    with pytest.raises(KeyError, match="unknown game 'chess'"):
        get_manifest("chess")
    assert game_module("chess", "reveal") is None and registry.game_module("chess", "policy") is None


@pytest.mark.parametrize("manifest", MANIFESTS, ids=IDS)
def test_rules_are_an_engine_with_the_games_facts(manifest):
    assert isinstance(manifest.info, GameInfo) and manifest.rules == manifest.info.module
    rules = game_module(manifest.id, "rules").RULES
    assert isinstance(rules, Rules) and rules.info is manifest.info
    assert registry.get_rules(manifest.id) is rules


@pytest.mark.parametrize("manifest", MANIFESTS, ids=IDS)
def test_every_named_module_imports_and_holds_what_its_role_needs(manifest):
    for role in ROLES:
        module = manifest.load(role)
        if not manifest.path(role):
            assert module is None
            continue
        assert module is not None and module.__name__ == manifest.path(role)
        missing = [name for name in NEEDS.get(role, ()) if not callable(getattr(module, name, None))]
        assert not missing, f"{manifest.id}'s {role} module lacks {missing}"
    assert isinstance(manifest.load("policy"), Policy), f"{manifest.id}'s policy is no game.ai.contracts.Policy"
    if manifest.search:
        assert isinstance(manifest.load("search"), Search), f"{manifest.id}'s search is no game.ai.contracts.Search"


def test_the_protocols_refuse_a_module_short_of_a_hook():
    policy = types.ModuleType("policy")
    policy.new_memory, policy.choose = (lambda seat: {}), (lambda view, legal, rng, level, memory: legal[0])
    assert not isinstance(policy, Policy)
    policy.observe = lambda memory, events: None
    assert isinstance(policy, Policy) and not isinstance(policy, Search)


@pytest.mark.parametrize("manifest", MANIFESTS, ids=IDS)
def test_a_role_module_in_the_package_is_named_by_the_manifest(manifest):
    """A game/games/<id>/<role>.py the manifest forgets would be skipped without a word (no fuzz audit, no
    replay charts): every such file is named."""
    package = ROOT.joinpath(*manifest.rules.split(".")[:-1])
    for role in ROLES:
        if (package / f"{role}.py").exists():
            assert manifest.path(role) == f"{manifest.rules.rsplit('.', 1)[0]}.{role}", (manifest.id, role)


@pytest.mark.parametrize("manifest", MANIFESTS, ids=IDS)
def test_the_table_and_selftest_are_module_colon_name_paths(manifest):
    # imported by tests/ui (pygame); here only their shape, so the check stays headless
    for path in (manifest.table, manifest.selftest):
        module, _, name = path.partition(":")
        assert module.startswith("game.ui.") and name.isidentifier(), (manifest.id, path)
    assert manifest.info.min_seats <= manifest.bench_seats <= manifest.info.max_seats and manifest.dice_word


def _imports_of(path: Path) -> set:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return names


def test_only_the_registry_module_of_game_core_imports_the_games():
    reaching_up = sorted(p.name for p in (ROOT / "game" / "core").rglob("*.py")
                         if p.name != "registry.py"
                         and any(n == "game.games" or n.startswith("game.games.") for n in _imports_of(p)))
    assert reaching_up == []
    assert "game.games" in _imports_of(ROOT / "game" / "core" / "registry.py")


def test_importing_the_core_imports_no_game():
    code = ("import sys, pkgutil, importlib, game.core\n"
            "for m in pkgutil.iter_modules(game.core.__path__):\n"
            "    importlib.import_module('game.core.' + m.name)\n"
            "print(sorted(n for n in sys.modules if n.startswith('game.games')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert out.stdout.strip() == "[]"
