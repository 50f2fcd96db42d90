"""What a bot sees: `PlayerView`, one player's read-only view of the table now."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aggravation_nb.core.cards import Card
from aggravation_nb.games.aggravation.actions import Action, Flip, Pile
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.i18n import chosen_language, listing, name, text

Bot = Callable[["PlayerView"], "Action | None"]
"""A bot: a plain function from what a player sees to one of `view.legal`, or None to wait."""


class PlayerView:
    """What player `me` sees of `game` now, read-only; a bot is asked with a fresh one each time.

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦"]},
    ...                           stocks={"Marina": ["K♦", "2♣"], "Oleg": ["5♠"]})
    >>> view = PlayerView(game, "Oleg")
    >>> view.me, view.opponent, view.my_stock, view.their_stock
    ('Oleg', 'Marina', 1, 2)
    >>> [str(card) for card in view.rows["Marina"]], view.owed
    (['7♣', 'Q♥'], (('Marina', 0), ('Oleg', 0)))
    >>> view.legal
    (Cover(player='Oleg', pile=('Marina', 0)), Cover(player='Oleg', pile=('Oleg', 0)))
    """

    me: str
    opponent: str
    _game: Game
    _seen: dict[str, Any]

    def __init__(self, game: Game, me: str) -> None:
        """`me` is one of the game's two players."""
        first, second = game.players
        object.__setattr__(self, "_game", game)
        object.__setattr__(self, "me", me)
        object.__setattr__(self, "opponent", second if me == first else first)
        object.__setattr__(self, "_seen", {})

    def _once(self, name: str, work: Callable[[], Any]) -> Any:
        """`work()`, worked out the first time a bot asks and kept for the rest of this view."""
        if name not in self._seen:
            self._seen[name] = work()
        return self._seen[name]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a PlayerView is read-only: a bot answers with an action, it does not change what it sees")

    def __repr__(self) -> str:
        return (
            f"PlayerView(me={self.me!r}, my_stock={self.my_stock}, their_stock={self.their_stock}, "
            f"legal={len(self.legal)})"
        )

    def said(self, lang: str | None = None) -> str:
        """The table as the bot sees it, on one line, in `lang` (by default the notebook's): each row's
        top cards and stock, then the piles owed a cover, each named as the table names it ("Oleg 1")."""
        lang = lang or chosen_language()
        rows = [
            text("arena.table.row", lang, player=owner, tops=" ".join(map(str, tops)) or "—", stock=self._stock(owner))
            for owner, tops in self.rows.items()
        ]
        piles = [f"{name(owner, lang)} {column + 1}" for owner, column in self.owed]
        owed = text("arena.table.owed", lang, piles=listing(piles, lang)) if piles else text("arena.table.none", lang)
        return listing([*rows, owed], lang, "semicolon")

    def __str__(self) -> str:
        return self.said()

    def _stock(self, owner: str) -> int:
        return self._game.stock_size(owner)

    @property
    def variant(self) -> str:
        """ "aggravation", "frustration" or "california-speed"."""
        return self._game.variant

    @property
    def has_call(self) -> bool:
        """Whether an empty-handed player may call on a pair (A8; not in the variants)."""
        return self._game.has_call

    @property
    def rows(self) -> dict[str, tuple[Card, ...]]:
        """The top card of every pile, by row owner, left to right (pile = (owner, index))."""
        game = self._game
        return self._once(
            "rows",
            lambda: {
                name: tuple(game.top((name, column)) for column in range(width))
                for name, width in zip(game.players, game.row_widths(), strict=True)
            },
        )

    @property
    def owed(self) -> tuple[Pile, ...]:
        """Every pile still owed a cover (A5), in table order."""
        return self._once("owed", lambda: tuple(self._game.to_cover))

    @property
    def pairs(self) -> tuple[tuple[Pile, Pile], ...]:
        """Every two visible top cards of one rank: what an empty-handed player may call on (A8)."""
        return self._once("pairs", lambda: tuple(self._game.visible_pairs()))

    @property
    def my_stock(self) -> int:
        return self._game.stock_size(self.me)

    @property
    def their_stock(self) -> int:
        return self._game.stock_size(self.opponent)

    @property
    def my_share(self) -> int:
        """F3: my stock plus every card in my row (the first share of 10 or fewer wins Frustration)."""
        return self._game.share(self.me)

    @property
    def their_share(self) -> int:
        return self._game.share(self.opponent)

    @property
    def legal(self) -> tuple[Action, ...]:
        """What I may do now: my covers of owed piles, or my calls; never a flip (the table's, A3)."""
        return self._once(
            "legal",
            lambda: tuple(action for action in self._game.legal_actions(self.me) if not isinstance(action, Flip)),
        )
