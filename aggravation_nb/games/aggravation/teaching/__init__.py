"""What the apps teach from: the worked example as data, the story that steps it, the lessons, a game as plain text."""
