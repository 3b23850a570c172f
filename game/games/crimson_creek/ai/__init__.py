"""Crimson Creek's AI: the heuristic policy, and the Hard seats' belief, memory, sampler, tactics, claims (lying)
and search."""
