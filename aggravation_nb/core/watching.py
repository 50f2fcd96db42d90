"""Watchers: a game tells whoever asked after every action and undo, and knows nothing of who they are.

A view (`aggravation_nb.views.show`) follows a game that a notebook changes in
another cell this way; both engines share it. A game nobody watches pays one
test per action.
"""

from __future__ import annotations


class Watched:
    """Adds `watch` and `unwatch`; the engine calls `_tell()` after each action and undo.

    >>> class Counter(Watched):
    ...     def step(self):
    ...         self._tell()
    >>> seen, counter = [], Counter()
    >>> counter.watch(seen.append); counter.step(); counter.unwatch(seen.append); counter.step()
    >>> seen == [counter]
    True
    """

    _watchers: tuple = ()
    """Who is told of every action and undo: none unless someone asks; a copy starts with none."""

    def watch(self, callback) -> None:
        """Call `callback(game)` after every action and every undo."""
        self._watchers = (*self._watchers, callback)

    def unwatch(self, callback) -> None:
        """Stop calling `callback` (a closed view lets go of its game this way)."""
        self._watchers = tuple(watcher for watcher in self._watchers if watcher != callback)

    def _tell(self) -> None:
        for watcher in self._watchers:
            watcher(self)
