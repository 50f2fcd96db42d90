"""Widgets the apps share: the card tables, the stepper, the controls, the play panel, the page bar. Their JS and CSS
are in static/."""
