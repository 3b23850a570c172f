"""The Thing's AI: the heuristic policy (the cards it plays, the Thing's own play, the suspicion it keeps), the Hard
seats' sampler and search."""
