"""The shape of the package: no import circles among game.* modules, and the forbidden directions stay
unused. Every import counts, also one inside a function (a lazy import still ties two modules)."""
from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# (importing package, imported prefix): agents are handed in; the editor's document and the agents know no
# screen; the engines, the core, the agents and the editor's document run without pygame.
HEADLESS = ("game.core", "game.games", "game.ai", "game.editor")
FORBIDDEN = [("game.core", "game.ai"), ("game.games", "game.ai"), ("game.editor", "game.ui"),
             ("game.ai", "game.ui")] + [
    (pkg, lib) for pkg in HEADLESS for lib in ("pygame", "pygame_gui", "pymunk")]


def modules() -> dict:
    """Module name -> source path, for every .py file under game/."""
    out = {}
    for path in sorted((ROOT / "game").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imported_names(name: str, path: Path, known: dict) -> set:
    """The modules `name` imports (game modules resolved to the closest known one; others as written)."""
    is_pkg = path.name == "__init__.py"
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                base = base[:len(base) - node.level + (1 if is_pkg else 0)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            for alias in node.names:  # `from pkg import module` imports that module
                sub = f"{target}.{alias.name}"
                out.add(sub if sub in known else target)
    resolved = set()
    for target in out:
        if target.startswith("game"):
            while target not in known and "." in target:
                target = target.rsplit(".", 1)[0]
        if target != name:
            resolved.add(target)
    return resolved


@lru_cache(maxsize=1)
def import_graph() -> dict:
    known = modules()
    return {name: imported_names(name, path, known) for name, path in known.items()}


def cycles(graph: dict) -> list:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in graph:
        if v not in index:
            visit(v)
    return found


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def test_no_import_circles_among_game_modules():
    assert cycles(import_graph()) == []


@pytest.mark.parametrize("importer,imported", FORBIDDEN)
def test_forbidden_import_directions_are_unused(importer, imported):
    bad = sorted(f"{m} -> {t}" for m, targets in import_graph().items() if _within(m, importer)
                 for t in targets if _within(t, imported))
    assert bad == []


def test_the_checks_see_a_circle_and_a_forbidden_edge():
    """The detector itself: a planted circle and a planted core -> ai edge are both found."""
    graph = {"game.a": {"game.b"}, "game.b": {"game.c"}, "game.c": {"game.a"}, "game.d": {"game.a"}}
    assert cycles(graph) == [["game.a", "game.b", "game.c"]]
    known = modules()
    found = imported_names("game.core.engine", ROOT / "game" / "core" / "engine.py", known)
    assert "game.core.actions" in found and "game.core.errors" in found
    real = import_graph()
    assert "game.ai.agents" in real["game.ai.evaluate_crimson_creek"]  # lazy and top-level imports are both seen
    assert "game.ui.tables" in real["game.ui.editor.play_on_map"]


UNDECLARED = ("numpy", "pygame.surfarray", "pygame.sndarray")  # not dependencies: a fresh clone has no numpy


def _undeclared_uses(source: str) -> list:
    """The names in UNDECLARED a source imports or reads as an attribute (pygame.surfarray.array3d)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            names = [f"{node.value.id}.{node.attr}"]
        else:
            continue
        found += [n for n in names if any(n == u or n.startswith(u + ".") for u in UNDECLARED)]
    return found


def test_nothing_uses_numpy_which_is_no_dependency():
    """The developers' environment has numpy (OpenSpiel brings it, for the bench's reference); the README's
    set-up does not. A test or module reaching for it passes here and fails on a fresh clone."""
    uses = {}
    for path in sorted(ROOT.glob("game/**/*.py")) + sorted(ROOT.glob("tests/**/*.py")):
        found = _undeclared_uses(path.read_text(encoding="utf-8"))
        if found:
            uses[str(path.relative_to(ROOT))] = found
    assert not uses, uses


def test_the_numpy_check_sees_each_way_of_reaching_it():
    assert _undeclared_uses("import numpy as np") == ["numpy"]
    assert _undeclared_uses("from numpy import zeros") == ["numpy", "numpy.zeros"]
    assert _undeclared_uses("a = pygame.surfarray.array3d(s)") == ["pygame.surfarray"]
    assert _undeclared_uses("import pygame\npygame.draw.line(s)") == []
