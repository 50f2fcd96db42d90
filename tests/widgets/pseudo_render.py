"""Build every app in the pseudo-locale and print, as JSON, each app's visible words (run by
test_pseudo_locale.py in a process of its own, with AGGRAVATION_NB_LOCALES naming the pseudo-locale)."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1]))

import yaml  # noqa: E402
from pseudo_locale import pseudo  # noqa: E402
from visible_words import visible_words  # noqa: E402

from aggravation_nb.games.aggravation.teaching.scenarios import STUDIES  # noqa: E402
from aggravation_nb.views import intrigue, page_bar, play, rules, statistics, variants, walkthrough  # noqa: E402

LANG = sys.argv[1]


def in_pseudo(part):
    """The worked example's study with its words in the pseudo-locale too, as a new language adds them."""
    if isinstance(part, dict) and "en" in part and all(isinstance(words, str) for words in part.values()):
        return {**part, LANG: pseudo(part["en"])}
    if isinstance(part, dict):
        return {name: in_pseudo(value) for name, value in part.items()}
    return [in_pseudo(value) for value in part] if isinstance(part, list) else part


WORKED_EXAMPLE = yaml.safe_dump(
    in_pseudo(yaml.safe_load((STUDIES / "worked-example.yaml").read_text(encoding="utf-8"))), allow_unicode=True
)


def driven(page, *buttons: str):
    """The page after pressing each named button of its app once (to show words that appear later)."""
    for name in buttons:
        getattr(page, name).click()
    return page


APPS = {
    "index": lambda: page_bar(LANG),
    "walkthrough": lambda: driven(walkthrough(LANG, study=WORKED_EXAMPLE), "next_button", "next_button", "next_button"),
    "rules": lambda: rules(LANG),
    "play": lambda: driven(play(LANG), "new_button"),
    "variants": lambda: variants(LANG),
    "statistics": lambda: statistics(LANG),
    "intrigue": lambda: driven(intrigue(LANG), "next_button", "hint_button"),
}

print(json.dumps({name: visible_words(build()) for name, build in APPS.items()}, ensure_ascii=False))
