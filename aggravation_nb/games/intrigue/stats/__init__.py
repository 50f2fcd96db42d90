"""Many deals at once: how often each variant comes out, under best play and under a greedy player."""
