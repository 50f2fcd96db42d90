"""The rules, one package per game. Nothing here imports a widget: every rule runs without a kernel."""
