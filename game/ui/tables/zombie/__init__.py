"""Helper modules of the Zombie table scene (game/ui/tables/zombie_table.py)."""
