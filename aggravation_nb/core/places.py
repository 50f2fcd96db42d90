"""A place in an app as the address fragment writes it: `#chapter=last-card&step=7`.

A fragment is a query string of the app's own keys, each once (a key an app
declares repeatable, such as a position's `players`, may come again). What
comes from an address is anybody's text, so everything here either returns
what the app asked for or raises `BadLink`, whose words are the catalogue's:
the page shows them in its language and opens nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import parse_qsl, quote

from aggravation_nb.i18n import sentence

MAX_LENGTH = 4000
"""Characters a fragment may hold: a position of two decks with long names needs under 700."""
MAX_DIGITS = 20
SHOWN = 24
"""Characters of a key from the address that a refusal repeats, so a hostile key cannot fill the page."""


class BadLink(ValueError):
    """A link the app will not open. `key` names its words in the catalogue (`link.…`, filled
    with `details`), `rule` the rule id a position or a move in it breaks, if one does."""

    def __init__(self, key: str, rule: str | None = None, **details: object) -> None:
        message = sentence(key, "en", **details_in(details, "en"))
        super().__init__(f"{message} ({rule})" if rule else message)
        self.key = key
        self.rule = rule
        self.details = details


def details_in(details: dict[str, object], lang: str) -> dict[str, object]:
    """A refusal's details said in `lang`: one may be words in any language (a study's line, say)."""
    return {name: value(lang) if callable(value) else value for name, value in details.items()}


def shown(value: str) -> str:
    """Text from an address as a refusal repeats it: printable, and short."""
    printable = "".join(c if c.isprintable() else "?" for c in value)
    return printable if len(printable) <= SHOWN else printable[:SHOWN] + "…"


def read_place(fragment: object, keys: Iterable[str], repeated: Iterable[str] = ()) -> dict[str, object]:
    """The fragment's keys and values: a str each, a list of str for a `repeated` key.

    >>> read_place("#chapter=last-card&step=7", {"chapter", "step"})
    {'chapter': 'last-card', 'step': '7'}
    """
    if not isinstance(fragment, str):
        raise BadLink("link.unreadable")
    if len(fragment) > MAX_LENGTH:
        raise BadLink("link.too-long", count=len(fragment), most=MAX_LENGTH)
    keys, repeated = set(keys), set(repeated)
    place: dict[str, object] = {}
    lists: dict[str, list[str]] = {}
    try:  # the standard library's parser, as widgets/language.py reads the page's query string
        pairs = parse_qsl(fragment.removeprefix("#"), keep_blank_values=True, errors="strict")
    except UnicodeDecodeError:
        raise BadLink("link.unreadable") from None
    for key, value in pairs:
        if key not in keys:
            raise BadLink("link.unknown-key", field=shown(key))
        if key in repeated:
            place[key] = lists.setdefault(key, [])
            lists[key].append(value)
        elif key in place:
            raise BadLink("link.twice", field=key)
        else:
            place[key] = value
    return place


def write_place(pairs: Iterable[tuple[str, object]]) -> str:
    """The fragment (without "#") for `pairs` in their order; a list value writes its key once per item.

    >>> write_place([("deal", 12), ("variant", "glencoe"), ("step", 40)])
    'deal=12&variant=glencoe&step=40'
    """
    parts = []
    for key, value in pairs:
        for item in value if isinstance(value, list) else [value]:
            parts.append(f"{quote(key, safe='')}={quote(str(item), safe='')}")
    return "&".join(parts)


def write_fitting_place(pairs: list[tuple[str, object]], optional: str = "moves") -> str:
    """`write_place`, leaving out `optional` where the whole would be longer than a link takes (`MAX_LENGTH`):
    the address of a long game still names its deal.

    >>> write_fitting_place([("deal", 12), ("moves", "f." * 3000)])
    'deal=12'
    """
    place = write_place(pairs)
    return place if len(place) <= MAX_LENGTH else write_place(pair for pair in pairs if pair[0] != optional)


def whole_number(place: dict, key: str, low: int, high: int, default: int) -> int:
    """`place[key]` as a whole number from `low` to `high` (digits only), or `default` if absent."""
    if key not in place:
        return default
    value = place[key]
    if (
        not isinstance(value, str)
        or not value.isascii()
        or not value.isdigit()
        or len(value) > MAX_DIGITS
        or not low <= int(value) <= high
    ):
        raise BadLink("link.number", field=key, low=low, high=high)
    return int(value)


def one_of(place: dict, key: str, choices: Iterable[str], default: str) -> str:
    """`place[key]`, which must be one of `choices`, or `default` if absent."""
    choices = list(choices)
    if key not in place:
        return default
    if place[key] not in choices:
        raise BadLink("link.choice", field=key, choices=", ".join(choices))
    return place[key]
