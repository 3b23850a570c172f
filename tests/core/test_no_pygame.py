"""The rules engines, the AI, the core and the editor's document never import pygame (nor the AI game.ui)."""
import subprocess
import sys


def test_engines_run_a_game_without_importing_pygame():
    code = (
        "import sys\n"
        "import game.core.session, game.core.layouts, game.core.records, game.ai.base\n"
        "import game.editor.model, game.editor.validate\n"
        "from game.core.simulate import simulate\n"
        "from game.ai import make_agent\n"
        "simulate('zombie', 3, 1, 5, ['heuristic'], make_agent=make_agent)\n"
        "simulate('crimson_creek', 3, 1, 5, ['heuristic'], make_agent=make_agent)\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False", out.stderr


def test_every_agents_module_imports_without_a_screen():
    """Every module of game.ai imported (the tournament's command line too): no game.ui, no pygame."""
    code = (
        "import importlib, pkgutil, sys\n"
        "import game.ai\n"
        "names = [m.name for m in pkgutil.walk_packages(game.ai.__path__, 'game.ai.')]\n"
        "for name in names:\n"
        "    importlib.import_module(name)\n"
        "screen = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui', 'pymunk')\n"
        "                or m == 'game.ui' or m.startswith('game.ui.'))\n"
        "print(len(names), 'game.ai.tournament_cli' in names, screen)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    count, cli, screen = out.stdout.strip().split(" ", 2)
    assert int(count) > 10 and cli == "True", out.stdout
    assert screen == "[]", out.stdout
