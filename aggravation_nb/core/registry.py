"""The one registry of the package's games, their variants and their rule ids.

A game declares itself once, in its own package (`games/<game>/about.py`):
a `Family` with its name and the rule ids its rules cite. A variant is a
class whose hooks and class attributes are its rules, as python-chess's
`chess.variant` does it; it writes its name once, in its `name` attribute,
and registers itself with its family by being defined (a subclass of
`Variant`), bringing the ids of its own rules (`rule_ids`) with it. The
rule book, the apps and the simulator read games, variants and rule ids
from here. `aggravation_nb.games` imports every game, so the
registry is complete as soon as the package is imported.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

from aggravation_nb.core.errors import refused

FAMILIES: dict[str, Family] = {}
"""Every game by its name, in the order they were declared."""


class Family:
    """A game and its relatives: the rule ids they cite and every variant, in the order defined."""

    def __init__(self, name: str, rule_ids: tuple[str, ...]) -> None:
        if name in FAMILIES:
            raise ValueError(f"the game {name!r} is declared twice")
        taken = {rule_id for family in FAMILIES.values() for rule_id in family.rule_ids}
        if taken & set(rule_ids) or len(set(rule_ids)) != len(rule_ids):
            raise ValueError(f"{name!r} declares a rule id twice or one another game has: {rule_ids}")
        self.name = name
        self._rule_ids = tuple(rule_ids)
        self._variants: dict[str, type[Variant]] = {}
        FAMILIES[name] = self

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """The ids of the family's rules: those it declared, then each variant's own, in order."""
        return self._rule_ids + tuple(
            rule_id for variant in self._variants.values() for rule_id in variant.__dict__.get("rule_ids", ())
        )

    @property
    def variants(self) -> Mapping[str, type[Variant]]:
        """Every variant class by its name, in the order the apps list them (read-only)."""
        return MappingProxyType(self._variants)

    def variant(self, name) -> type[Variant]:
        """The variant class called `name`; any other name is refused (`IllegalAction`, a ValueError)
        naming the choices, in the same words for every game."""
        if not isinstance(name, str) or name not in self._variants:
            raise refused("no-such-variant", None, variant=repr(name), names=", ".join(self._variants))
        return self._variants[name]

    def add(self, variant: type[Variant]) -> None:
        if variant.name in self._variants:
            raise ValueError(f"{self.name} has a variant called {variant.name!r} already")
        own = variant.__dict__.get("rule_ids", ())
        if set(own) & set(rule_ids()) or len(set(own)) != len(own):
            raise ValueError(f"{variant.name!r} declares a rule id twice or one another rule has: {own}")
        self._variants[variant.name] = variant

    def forget(self, name: str) -> None:
        """Take the variant `name` out again: for a test or a notebook that defines one of its own."""
        self.variant(name)
        del self._variants[name]

    def __repr__(self) -> str:
        return f"<Family {self.name}: {', '.join(self._variants)}>"


class Variant:
    """What every variant class is: a subclass that names itself (its own `name`) registers
    itself with its `family` as it is defined; a subclass without a name of its own is not a variant."""

    family: ClassVar[Family]
    name: ClassVar[str]
    rule_ids: ClassVar[tuple[str, ...]] = ()
    """The ids of the rules this variant adds to its family's (its own, not its parent's)."""

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if "name" in cls.__dict__:
            cls.family.add(cls)


def numbered(letter: str, last: int) -> tuple[str, ...]:
    """Rule ids `letter`1 to `letter``last`, as RULES.md numbers them: numbered("F", 3) is F1, F2, F3."""
    return tuple(f"{letter}{number}" for number in range(1, last + 1))


def rule_ids() -> tuple[str, ...]:
    """Every rule id any game declares, game by game in the order they were declared."""
    return tuple(rule_id for family in FAMILIES.values() for rule_id in family.rule_ids)
