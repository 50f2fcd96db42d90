"""Serving the apps: Voilà's kernel manager (caps, freeing), the guard against refused page messages, the published
addresses."""
