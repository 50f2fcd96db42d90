"""Aggravation's relatives, each a subclass that overrides the engine's hooks: Frustration (F1-F3),
California Speed (C1-C6) and its tournament (C7). `about.VARIANTS` lists them, in the apps' order.
"""
