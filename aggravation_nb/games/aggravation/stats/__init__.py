"""Many games at once: the numpy simulator, its statistics, and one deal under each variant."""
