"""The rules engines, the AI, the core and the editor's document never import pygame."""
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
