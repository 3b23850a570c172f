"""Everything pygame: the app loop, the scene stack, menus, and (in tables/) one table scene per game.

Entry points: game.ui.app.run(args) opens the window; game.ui.selftest.run(out_dir) visits every
scene headless and saves screenshots.
"""
