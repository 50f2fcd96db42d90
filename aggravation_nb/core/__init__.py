"""What every game shares: cards, refusals, the saved-file envelope, the registry of games and variants, the rule
book."""
