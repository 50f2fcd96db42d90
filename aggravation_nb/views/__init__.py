"""Widgets: the card table and the apps built from it. Views decide no rule."""

from .language import page_language
from .table import CardTable, table_view
from .walkthrough import Walkthrough, walkthrough

__all__ = ["CardTable", "Walkthrough", "page_language", "table_view", "walkthrough"]
