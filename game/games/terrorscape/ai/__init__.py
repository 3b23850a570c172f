"""Terrorscape's AI: the heuristic policy by side, the Killer's belief, the Hard seats' sampler and search."""
