"""Who acts when: the computer's choices and the race on a simulated clock (the engine never reads the wall clock)."""
