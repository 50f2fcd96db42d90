"""The table writes the ranks in the page's letters; the saved game keeps the Latin ones."""

import json

from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.widgets.table import table_view


def test_a_russian_table_shows_russian_letters_and_the_saved_game_keeps_latin_ones():
    game = Game.from_position(
        rows={"Marina": [["Q♥"]], "Oleg": [["K♠"]]}, stocks={"Marina": ["2♣", "3♣"], "Oleg": ["4♣", "5♣"]}
    )
    tops = [cell["text"] for row in table_view(game, "ru")["rows"] for cell in row["piles"]]
    assert tops == ["Д♥", "К♠"]
    saved = json.loads(game.to_json())
    assert "Q♥" in json.dumps(saved, ensure_ascii=False) and "Д" not in json.dumps(saved, ensure_ascii=False)
