"""Zombie's AI: the heuristic policy and the Hard seats' search (its memory, sampler and playouts)."""
