"""Which rule set a game follows, and the registry that finds it by name.

The engine has one mechanism (flip or deal, match, cover, cascade) in
`game.Game`, which plays Aggravation. Each variant is a small subclass that
overrides the few hooks where its rules differ, as python-chess does for
its variants: `frustration.Frustration` (F1-F3),
`california_speed.CaliforniaSpeed` (C1-C6) and `california_speed.Tournament`
(C7). `Rules` is the plain value a game carries and a file saves: the
variant's name and whether Rutter's re-cover (C6) is on.
"""

from __future__ import annotations

from dataclasses import dataclass

VARIANTS = ("aggravation", "frustration", "california-speed", "tournament")
"""Every variant's name, in the order the apps list them."""

_RULE_SETS: dict[str, type] = {}


def register(name: str):
    """Class decorator: the game class that plays variant `name`."""
    if name not in VARIANTS:
        raise ValueError(f"{name!r} is not listed in VARIANTS")

    def registered(cls):
        cls.variant_name = name
        _RULE_SETS[name] = cls
        return cls

    return registered


def rule_set(name: str) -> type:
    """The game class of variant `name` (the package registers all four on import)."""
    if name not in _RULE_SETS:
        import aggravation_nb.games.aggravation.variants  # noqa: F401  (registers every variant)
    return _RULE_SETS[name]


@dataclass(frozen=True, slots=True)
class Rules:
    """One variant's name and options. `rutter` allows C6's re-cover (California Speed only)."""

    variant: str = "aggravation"
    rutter: bool = False

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"unknown variant {self.variant!r}: choose one of {', '.join(VARIANTS)}")
        if not isinstance(self.rutter, bool):
            raise ValueError(f"rutter is True or False, not {self.rutter!r}")
        if self.rutter and not self.game_class.re_covers:
            raise ValueError("Rutter's re-cover (C6) belongs to California Speed")

    @property
    def game_class(self) -> type:
        return rule_set(self.variant)

    @property
    def gathers(self) -> bool:
        """C2/C4: fixed rows, dealt together and gathered under the hand when no match remains."""
        return self.game_class.gathers

    @property
    def picks_up(self) -> bool:
        """F2: when a stock runs out, each player picks up their row and play starts again."""
        return self.game_class.picks_up

    @property
    def calls(self) -> bool:
        """A8: only Aggravation is won by calling on a pair."""
        return self.game_class.has_call

    @property
    def player_counts(self) -> tuple[int, ...]:
        return self.game_class.player_counts

    def row_size(self, players: int) -> int | None:
        """How many piles each player deals (C2, C7); None where rows grow (A3)."""
        return self.game_class.row_size(players)

    def deck(self, players: int) -> list:
        """The cards in play, in deck order: 52 cards, or C7's 104, 100 or 96."""
        return self.game_class.deck(players)

    def copies(self) -> int:
        """How often one card may appear: twice on the tournament's double deck."""
        return self.game_class.copies

    def check_cards(self, cards: list, players: int) -> None:
        """Refuse a position whose cards are not the variant's deck for this many players."""
        self.game_class.check_cards(cards, players)


def read_rules(variant="aggravation", rutter=False) -> Rules:
    """Rules from plain values (as `Game.deal` and saved games give them)."""
    if isinstance(variant, Rules):
        return variant
    if not isinstance(variant, str):
        raise ValueError(f"a variant is one of {', '.join(VARIANTS)}, not {variant!r}")
    return Rules(variant, rutter)


_MOVED = {"SHARE_TO_WIN": "frustration", "TOURNAMENT_SETUP": "california_speed",
          "SET_ASIDE_RANK": "california_speed"}


def __getattr__(name: str):
    """The variants' numbers now live with their rules; older imports from here still work."""
    if name in _MOVED:
        from importlib import import_module

        return getattr(import_module(f"aggravation_nb.{_MOVED[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def two_player_variants() -> tuple[str, ...]:
    """The variants two people play head to head (the simulator's and the comparison's)."""
    return tuple(name for name in VARIANTS if rule_set(name).player_counts == (2,))
