"""Last Token: the smallest complete Dreadboard game, used only by tests/core/test_adding_a_game.py to prove
that a game is registered by its manifest alone (docs/ADDING_A_GAME.md walks through it)."""
