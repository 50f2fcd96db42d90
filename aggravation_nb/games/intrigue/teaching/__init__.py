"""What the Intrigue notebooks teach from: the checks of the code-along notebook's cells."""
