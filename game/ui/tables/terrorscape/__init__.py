"""The Terrorscape table's drawing and choosing modules (the scene is game/ui/tables/terrorscape_table.py)."""
