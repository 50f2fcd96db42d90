"""What a game and its variants are, and how one is found by its name.

After python-chess's `chess.variant` (`VARIANTS` and `find_variant`): a
variant is a class whose hooks and class attributes are its rules, and
names itself once, in its `name` attribute, with the ids of the rules it
adds in its own `rule_ids`. Each game lists its variants, in the order the
apps show them, in its `about` module (`Family`); `aggravation_nb.games`
lists the games. Nothing registers itself: defining or importing a class
changes nothing outside it, and a new variant is one class and one entry
in its game's list.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar, Generic, TypeVar

from aggravation_nb.core.errors import refused


class Variant:
    """What every variant class has: its name, and the ids of the rules it adds to its parent's."""

    name: ClassVar[str]
    rule_ids: ClassVar[tuple[str, ...]] = ()
    """The ids of the rules this variant adds (its own, not its parent's): read from the class's own
    namespace, so a subclass that declares none adds none."""

    @classmethod
    def own_rule_ids(cls) -> tuple[str, ...]:
        return cls.__dict__.get("rule_ids", ())


V = TypeVar("V", bound=Variant)


def by_name(*variants: type[V]) -> dict[str, type[V]]:
    """The variants by their names, in the order given; a name given twice is refused."""
    listed = {variant.name: variant for variant in variants}
    if len(listed) != len(variants):
        raise ValueError(f"two variants share a name: {[variant.name for variant in variants]}")
    return listed


class Family(Generic[V]):
    """A game and its relatives: its name, and its variants by name in the order the apps list them.

    `variants` is the game's list itself (its `about.VARIANTS`), read at each look-up."""

    def __init__(self, name: str, variants: dict[str, type[V]]) -> None:
        self.name = name
        self.variants = variants
        _check_once(self.rule_ids, f"the rules of {name!r}")

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """The ids of the game's rules: each variant's own, in the variants' order."""
        return tuple(rule_id for variant in self.variants.values() for rule_id in variant.own_rule_ids())

    def find_variant(self, name: object) -> type[V]:
        """The variant class called `name`; any other name is refused (`IllegalAction`, a ValueError)
        naming the choices, in the same words for every game."""
        if not isinstance(name, str) or name not in self.variants:
            raise refused("no-such-variant", None, variant=repr(name), names=", ".join(self.variants))
        return self.variants[name]

    def __repr__(self) -> str:
        return f"<Family {self.name}: {', '.join(self.variants)}>"


def families(*games: Family) -> dict[str, Family]:
    """The games by name, in the order given; a game or a rule id given twice is refused."""
    listed = {family.name: family for family in games}
    if len(listed) != len(games):
        raise ValueError(f"two games share a name: {[family.name for family in games]}")
    _check_once([rule_id for family in games for rule_id in family.rule_ids], "the games' rules")
    return listed


def _check_once(rule_ids: Iterable[str], whose: str) -> None:
    rule_ids = list(rule_ids)
    twice = sorted({rule_id for rule_id in rule_ids if rule_ids.count(rule_id) > 1})
    if twice:
        raise ValueError(f"{whose} declare a rule id twice: {', '.join(twice)}")


def numbered(letter: str, last: int) -> tuple[str, ...]:
    """Rule ids `letter`1 to `letter``last`, as the rule book numbers them: numbered("F", 3) is F1, F2, F3."""
    return tuple(f"{letter}{number}" for number in range(1, last + 1))
