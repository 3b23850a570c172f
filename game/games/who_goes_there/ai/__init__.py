"""Who Goes There?'s AI: the heuristic policy (its turn, the Infection Attack, the suspicion it keeps), the Hard
seats' sampler and search."""
