"""Every word a person reads, in English and Russian.

Pure data and one lookup function, so the engine's refusals, the story's
narration and the widgets all translate the same way, and a test can check
that both languages say everything with the same placeholders.
"""

from __future__ import annotations

LANGUAGES = ("en", "ru")

NAMES = {"ru": {"Marina": "Марина", "Oleg": "Олег", "Player 1": "Игрок 1", "Player 2": "Игрок 2",
               "Computer": "Компьютер", "You": "Вы"}}
ROW_OWNERS = {"ru": {"Marina": "Марины", "Oleg": "Олега", "Player 1": "игрока 1", "Player 2": "игрока 2"}}

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        # refusals (IllegalAction.key)
        "not-an-action": "That is not an action of this game.",
        "flip-while-match": "Cover every card of the match first; flipping resumes only when nothing is left to cover.",
        "nobody-flips": "Nobody may flip: a player with one card or none stops flipping.",
        "cover-no-card": "{player} has no card left to cover with.",
        "cover-already": "{player} already covered this card: the first card on a pile stays.",
        "cover-no-match": "Nothing to cover: no two visible cards share a rank.",
        "cover-not-match": "{card} is not part of a match.",
        "call-holding": "{player} still holds {held} card(s): only a player with an empty stock may call.",
        "call-same-pile": "Touch two different cards to call.",
        "call-no-pair": "An empty stock alone is not a win: wait until two visible cards share a rank, then call.",
        "call-not-pair": "{cards} are not the same rank.",
        "call-together-shape": "A simultaneous call needs one call from each player.",
        "call-two-piles": "Each call touches exactly two piles.",
        "no-such-player": "There is no player {player} here.",
        "not-a-pile": "That is not a pile: name one as (row owner, column).",
        "no-such-pile": "There is no pile {column} in {player}'s row.",
        "game-over": "The game is over; undo or deal again to go on playing.",
        "nothing-to-undo": "Nothing to undo: the game is at its start.",
        # outcomes (Outcome.key)
        "win-call": "{winner} called “Aggravation!” with an empty stock and wins.",
        "draw-together": "Both players called at the same instant: a draw. This is the editors' convention (the sources are silent); deal again.",
        "draw-empty": "Both stocks are empty and nothing matches: a draw. This is the editors' convention; deal again.",
        "draw-dead": "Nobody can do anything: a draw. Ending every such dead position at once is this project's extension of the editors' convention.",
        # the worked example (aggravation_nb.scenarios)
        "main.look": "The table shows 7♣ and Q♥ in Marina's row, 7♦ and A♠ in Oleg's. The two sevens are a match (A4): both must be covered.",
        "main.cover-first": "Marina spots the sevens first and covers 7♣ with K♦ from her stock (A5).",
        "main.cover-second": "The 7♦ still needs covering although its partner is gone: a match is covered as a whole. Marina covers it with 2♣ (A5).",
        "main.flip": "Nothing is left to cover, so both players turn a new card onto the end of their rows at the same moment (A3).",
        "branch.look": "The same table, played differently: this time Oleg is quicker with the second seven.",
        "branch.cover-first": "Marina covers 7♣ with K♦ (A5).",
        "branch.oleg-first": "Oleg covers 7♦ with 5♠ before Marina gets there. Both players may cover parts of one match (A5).",
        "branch.refused": "Marina reaches for the 7♦ too late: Oleg's card stays, and she cannot claim both halves of the pair (A5).",
        "branch.flip": "The match is fully covered, so both flip again (A3).",
        "last.look": "Later in the game: Marina holds one card, Oleg six. 9♣ and 9♥ match. A player's last card is kept to cover one card of a match (A7).",
        "last.last-card": "Marina plays her last card, 5♣, onto 9♣. Her stock is empty, but the 9♥ is still owed a cover (A5).",
        "last.too-early": "Marina calls “Aggravation!” at once, but no two visible cards share a rank: an empty stock alone is not a win (A8).",
        "last.oleg-covers": "Oleg covers the 9♥ with 8♣. Nothing matches now.",
        "last.oleg-flips": "Marina has no cards, so Oleg flips alone, one card at a time onto his own row (A7).",
        "last.oleg-flips-again": "Still no pair: Oleg flips alone again (A7).",
        "last.pair-shows": "Oleg turns Q♠, and it matches Marina's Q♥ (A4).",
        "last.win": "Marina touches Q♥ and Q♠ and calls “Aggravation!”: her stock is empty and a pair is visible, so she wins (A8).",
        "empty.look": "Each player holds one card, and the sevens match.",
        "empty.marina-last": "Marina covers 7♣ with her last card (A5).",
        "empty.oleg-last": "Oleg covers 7♦ with his last card. Both stocks are empty and nothing matches: by the editors' convention this is a draw, and the deck is dealt again (A10).",
        "dead.look": "Marina holds one card, Oleg two, and nothing matches. Only Oleg may flip (A7).",
        "dead.oleg-flips": "Oleg flips 8♦: no match. Now both hold one card, nobody may flip, nothing is to cover and nobody can call. This project ends such a dead position as a draw at once: our extension of the editors' convention (A10).",
        "together.look": "Both stocks are empty and the sevens are visible: either player may call (A8).",
        "together.call": "Both touch the sevens and call at the same instant. The sources do not say who wins; by the editors' convention it is a draw (A10).",
        # what just happened (aggravation_nb.narration)
        "refused": "Not allowed ({rule}): {reason}",
        "outcome": "{text} ({rule})",
        "event.flip": "{player} turns {card} onto a new pile {column}.",
        "event.cover": "{player} covers {under} with {card}.",
        "event.call": "{player} touches {first} and {second} and calls “Aggravation!”.",
        "event.together": "Both players touch a pair and call at the same instant.",
        "event.undo": "Undone: the last action is taken back.",
        "internal-error": "Something went wrong inside the app; the game is unchanged.",
        # the table (aggravation_nb.views)
        "row": "{player}'s row",
        "card": "{card}, {row}, pile {column}",
        "depth": "{count} card(s) in this pile",
        "owed": "to cover",
        "changed": "new",
        "stock": "{player}'s stock: {count} card(s)",
        "acting": "{player} acts",
        "empty-row": "no piles yet",
        "table": "Card table",
        # controls
        "who-acts": "Who acts",
        "flip": "Flip",
        "cover": "Cover",
        "call": "Aggravation!",
        "undo": "Undo",
        "first": "First",
        "back": "Back",
        "next": "Next",
        "last": "Last",
        "step": "Step",
        "chapter": "Chapter",
        "four-colour": "Four-colour deck",
        "return": "Back to the story",
        "step-of": "Step {step} of {total}",
        "your-line": "You are playing your own line. Press “Back to the story” or a step button to return.",
        "select-two": "Select two cards of one rank, then press “Aggravation!”.",
        "select-one": "Select the card to cover first.",
        "help": "Choose who acts, then click a highlighted card to cover it, “Flip” to turn new cards, or select two cards and press “Aggravation!”. Keys: Tab moves between cards and buttons, Enter or Space presses.",
        # chapter titles
        "chapter.main": "Marina covers both sevens",
        "chapter.branch": "Oleg is quicker with the second seven",
        "chapter.last-card": "Marina's last card and the winning call",
        "chapter.draw-empty": "Both stocks empty: a draw (editors' convention)",
        "chapter.draw-dead": "A dead position: a draw (this project's extension)",
        "chapter.draw-together": "A simultaneous call: a draw (editors' convention)",
    },
    "ru": {
        "not-an-action": "Такого действия в этой игре нет.",
        "flip-while-match": "Сначала накройте все карты совпадения: открывать новые карты можно, только когда накрывать больше нечего.",
        "nobody-flips": "Открывать некому: игрок с одной картой или без карт больше не открывает.",
        "cover-no-card": "У игрока {player} не осталось карт, чтобы накрыть.",
        "cover-already": "Эту карту уже накрыл игрок {player}: первая положенная карта остаётся.",
        "cover-no-match": "Накрывать нечего: на столе нет двух открытых карт одного достоинства.",
        "cover-not-match": "{card} не входит в совпадение.",
        "call-holding": "У игрока {player} ещё есть карты ({held}): объявлять может только игрок с пустой стопкой.",
        "call-same-pile": "Для объявления коснитесь двух разных карт.",
        "call-no-pair": "Пустая стопка сама по себе ещё не победа: дождитесь двух открытых карт одного достоинства и тогда объявляйте.",
        "call-not-pair": "{cards}: это карты разного достоинства.",
        "call-together-shape": "Для одновременного объявления нужно по одному объявлению от каждого игрока.",
        "call-two-piles": "Каждое объявление касается ровно двух стопок.",
        "no-such-player": "Игрока {player} здесь нет.",
        "not-a-pile": "Это не стопка: укажите её как (владелец ряда, номер).",
        "no-such-pile": "В ряду игрока {player} нет стопки {column}.",
        "game-over": "Партия окончена: отмените ход или раздайте заново, чтобы продолжить.",
        "nothing-to-undo": "Отменять нечего: партия в начальной позиции.",
        "win-call": "{winner}: пустая стопка, объявлено «Aggravation!» — победа.",
        "draw-together": "Оба игрока объявили в один и тот же миг: ничья. Это соглашение редакции (источники молчат); раздайте заново.",
        "draw-empty": "Обе стопки пусты, и совпадений нет: ничья. Это соглашение редакции; раздайте заново.",
        "draw-dead": "Никто не может сделать ход: ничья. Сразу заканчивать любую такую мёртвую позицию — расширение соглашения редакции, принятое в этом проекте.",
        "main.look": "На столе 7♣ и Q♥ в ряду Марины, 7♦ и A♠ в ряду Олега. Две семёрки — совпадение (A4): накрыть нужно обе.",
        "main.cover-first": "Марина первой замечает семёрки и накрывает 7♣ картой K♦ из своей стопки (A5).",
        "main.cover-second": "7♦ всё ещё нужно накрыть, хотя её пара уже закрыта: совпадение накрывают целиком. Марина кладёт на неё 2♣ (A5).",
        "main.flip": "Накрывать больше нечего, и оба игрока одновременно открывают по новой карте в конец своих рядов (A3).",
        "branch.look": "Тот же стол, но партия идёт иначе: на этот раз Олег быстрее добирается до второй семёрки.",
        "branch.cover-first": "Марина накрывает 7♣ картой K♦ (A5).",
        "branch.oleg-first": "Олег успевает раньше Марины и накрывает 7♦ картой 5♠. Одно совпадение могут накрывать оба игрока (A5).",
        "branch.refused": "Марина тянется к 7♦ слишком поздно: карта Олега остаётся, требовать обе половины пары нельзя (A5).",
        "branch.flip": "Совпадение накрыто целиком, и оба снова открывают карты (A3).",
        "last.look": "Позже в партии: у Марины одна карта, у Олега шесть. 9♣ и 9♥ совпадают. Последнюю карту оставляют, чтобы накрыть одну карту совпадения (A7).",
        "last.last-card": "Марина кладёт последнюю карту, 5♣, на 9♣. Её стопка пуста, но 9♥ всё ещё нужно накрыть (A5).",
        "last.too-early": "Марина сразу объявляет «Aggravation!», но открытых карт одного достоинства нет: пустая стопка сама по себе ещё не победа (A8).",
        "last.oleg-covers": "Олег накрывает 9♥ картой 8♣. Совпадений больше нет.",
        "last.oleg-flips": "У Марины нет карт, поэтому Олег открывает один, по карте в свой ряд (A7).",
        "last.oleg-flips-again": "Пары всё ещё нет: Олег снова открывает один (A7).",
        "last.pair-shows": "Олег открывает Q♠, и она совпадает с Q♥ Марины (A4).",
        "last.win": "Марина касается Q♥ и Q♠ и объявляет «Aggravation!»: стопка пуста и пара на столе — она побеждает (A8).",
        "empty.look": "У каждого игрока по одной карте, а семёрки совпадают.",
        "empty.marina-last": "Марина накрывает 7♣ последней картой (A5).",
        "empty.oleg-last": "Олег накрывает 7♦ последней картой. Обе стопки пусты, совпадений нет: по соглашению редакции это ничья, колоду раздают заново (A10).",
        "dead.look": "У Марины одна карта, у Олега две, совпадений нет. Открывать может только Олег (A7).",
        "dead.oleg-flips": "Олег открывает 8♦: совпадения нет. Теперь у обоих по одной карте: открывать нельзя, накрывать нечего, объявлять нечего. Такую мёртвую позицию этот проект сразу считает ничьей — это наше расширение соглашения редакции (A10).",
        "together.look": "Обе стопки пусты, семёрки на столе: объявлять может любой (A8).",
        "together.call": "Оба касаются семёрок и объявляют в один и тот же миг. Источники не говорят, кто побеждает; по соглашению редакции это ничья (A10).",
        "refused": "Нельзя ({rule}): {reason}",
        "outcome": "{text} ({rule})",
        "event.flip": "{player}: {card} в новую стопку {column}.",
        "event.cover": "{player} накрывает {under} картой {card}.",
        "event.call": "{player} касается {first} и {second} и объявляет «Aggravation!».",
        "event.together": "Оба игрока касаются пары и объявляют в один и тот же миг.",
        "event.undo": "Отменено: последнее действие взято назад.",
        "internal-error": "В приложении что-то пошло не так; партия не изменилась.",
        "row": "ряд {player}",
        "card": "{card}, {row}, стопка {column}",
        "depth": "карт в стопке: {count}",
        "owed": "накрыть",
        "changed": "новая",
        "stock": "Стопка игрока {player}: карт — {count}",
        "acting": "Ходит: {player}",
        "empty-row": "стопок пока нет",
        "table": "Игровой стол",
        "who-acts": "Кто действует",
        "flip": "Открыть",
        "cover": "Накрыть",
        "call": "Aggravation!",
        "undo": "Отменить",
        "first": "В начало",
        "back": "Назад",
        "next": "Далее",
        "last": "В конец",
        "step": "Шаг",
        "chapter": "Глава",
        "four-colour": "Четырёхцветная колода",
        "return": "Вернуться к разбору",
        "step-of": "Шаг {step} из {total}",
        "your-line": "Вы играете свой вариант. Нажмите «Вернуться к разбору» или кнопку шага, чтобы вернуться.",
        "select-two": "Выберите две карты одного достоинства и нажмите «Aggravation!».",
        "select-one": "Сначала выберите карту, которую нужно накрыть.",
        "help": "Выберите, кто действует, затем щёлкните подсвеченную карту, чтобы накрыть её, «Открыть» — чтобы открыть новые карты, или выберите две карты и нажмите «Aggravation!». Клавиши: Tab переходит между картами и кнопками, Enter или пробел нажимает.",
        "chapter.main": "Марина накрывает обе семёрки",
        "chapter.branch": "Олег быстрее со второй семёркой",
        "chapter.last-card": "Последняя карта Марины и победное объявление",
        "chapter.draw-empty": "Обе стопки пусты: ничья (соглашение редакции)",
        "chapter.draw-dead": "Мёртвая позиция: ничья (расширение этого проекта)",
        "chapter.draw-together": "Одновременное объявление: ничья (соглашение редакции)",
    },
}


def language(lang: object) -> str:
    """A supported language code; anything else falls back to English."""
    return lang if lang in LANGUAGES else "en"


def name(player: str, lang: str) -> str:
    """A player's name as this language writes it (Marina → Марина)."""
    return NAMES.get(language(lang), {}).get(player, player)


def row_owner(player: str, lang: str) -> str:
    """A player's name as the owner of a row ("Marina" → "Марины" in "ряд Марины")."""
    lang = language(lang)
    if lang == "ru":
        return ROW_OWNERS["ru"].get(player, f"игрока {player}")
    return player


def text(key: str, lang: str = "en", **values: object) -> str:
    """The sentence for `key` in `lang`, with player names translated."""
    lang = language(lang)
    shown = {k: name(v, lang) if isinstance(v, str) else v for k, v in values.items()}
    return TEXTS[lang][key].format(**shown)
