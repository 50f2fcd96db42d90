"""The apps: one module per app, each a page of widgets over one game. Apps decide no rule.

Every app is built inside an `AppPage` (`page.py`), which hosts the page bar
(language, rule book, presenter mode). Teachers' notebooks import the apps
through `aggravation_nb.views`.
"""
