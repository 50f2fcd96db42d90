"""The rules lessons and the play app in a real browser, by role and accessible name.

The two lessons tests share the rules app's page (`app_pages`), each opening its own lesson's tab."""

from __future__ import annotations

import base64
import re

from accessibility import audit
from app_controls import app_area, control, controls, select_card
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS

from aggravation_nb import Game
from aggravation_nb.apps.lessons import PROGRESS_KEY
from aggravation_nb.apps.play import COMPUTER, YOU
from aggravation_nb.games.aggravation.narration import card_name, describe_event
from aggravation_nb.games.aggravation.play.bots import DIFFICULTIES, computer_step
from aggravation_nb.games.aggravation.play.race import Move, Race
from aggravation_nb.games.aggravation.teaching.lessons import LESSONS
from aggravation_nb.games.aggravation.teaching.study import read_study
from aggravation_nb.i18n import text
from aggravation_nb.views import play

OUTCOME = re.compile(r"\bwins?\b|draw")


def open_page(page: Page, voila_url: str, notebook: str, ready: str) -> None:
    page.goto(f"{voila_url}/voila/render/{notebook}")
    expect(page.get_by_role("button", name=ready, exact=True).first).to_be_visible(timeout=60_000)


def rules(app_pages, voila_url: str) -> Page:
    """The rules app's page for this module's lessons tests, loaded by the first that asks for it."""
    return app_pages.open(
        f"{voila_url}/voila/render/02-rules.ipynb",
        lambda page: page.get_by_role("button", name="Check", exact=True).first,
    )


def test_every_self_check_stands_in_the_learners_order_and_answers_in_words(app_pages, voila_url):
    """Every question's answers, found by name, stand in the order of the learner's own number, which the
    browser drew and keeps (Progress.learner); the first and the last are answered wrong, then right
    (tests/widgets answer every question each way)."""
    page = rules(app_pages, voila_url)
    learner = page.evaluate(f"Number(localStorage.getItem('{PROGRESS_KEY}.learner'))")
    assert learner >= 1
    for lesson in LESSONS:
        page.get_by_role("tab", name=f"{lesson.rule} {text(lesson.key('title'), 'en')}").click()
        radios = page.get_by_role("radio").filter(visible=True)
        for place, answer in enumerate(lesson.order(learner)):
            expect(radios.nth(place)).to_have_accessible_name(text(lesson.key(f"a{answer}"), "en"))
        if lesson not in (LESSONS[0], LESSONS[-1]):
            continue
        wrong = (lesson.correct + 1) % lesson.answers
        page.get_by_role("radio", name=text(lesson.key(f"a{wrong}"), "en"), exact=True).check()
        page.get_by_role("button", name="Check", exact=True).click()
        expect(page.get_by_text(f"Not quite. {text(lesson.feedback_key(wrong), 'en')}")).to_be_visible()
        page.get_by_role("radio", name=text(lesson.key(f"a{lesson.correct}"), "en"), exact=True).check()
        page.get_by_role("button", name="Check", exact=True).click()
        expect(page.get_by_text(f"Right. {text(lesson.key('why'), 'en')}")).to_be_visible()


def test_a_lesson_refuses_a_false_call_with_its_rule(app_pages, voila_url):
    page = rules(app_pages, voila_url)
    page.get_by_role("tab", name="A9 False call").click()
    select_card(page, "Q♥", "Marina", 2)
    select_card(page, "A♠", "Oleg", 2)
    page.get_by_role("button", name="Aggravation!", exact=True).click()
    expect(page.get_by_role("status").first).to_contain_text("Not allowed (A9)")


def status(page: Page):
    return page.get_by_role("status")


def test_a_relaxed_game_to_its_end_and_the_switch_keeps_it(page: Page, voila_url, console_errors):
    open_page(page, voila_url, "03-play.ipynb", "New game")
    page.get_by_role("button", name="Relaxed (no clock)", exact=True).click()
    expect(status(page)).to_contain_text("each player holds 26 cards")
    page.get_by_role("button", name="Opponent's move", exact=True).click()
    game = Game.deal(seed=1, players=(YOU, COMPUTER))  # the page's first deal, and the computer's first move
    game.apply(computer_step(game, [COMPUTER]))
    expect(status(page)).to_have_text(describe_event(game, game.events[-1], "en"))
    page.get_by_role("button", name="Русский", exact=True).click()  # mid-game: one action played
    expect(status(page)).to_have_text(describe_event(game, game.events[-1], "ru"))
    expect(page.get_by_role("button", name=card_name(game, (COMPUTER, 0), "ru"), exact=True)).to_be_visible()
    expect(page.get_by_role("button", name=text("opponent", "ru"), exact=True)).to_be_visible()
    expect(page.get_by_role("button", name=text("mode.relaxed", "ru"), exact=True)).to_have_attribute(
        "aria-pressed", "true"
    )  # still the relaxed game
    page.get_by_role("button", name="English", exact=True).click()
    expect(page.get_by_role("button", name=card_name(game, (COMPUTER, 0), "en"), exact=True)).to_be_visible()
    expect(status(page)).to_have_text(describe_event(game, game.events[-1], "en"))
    banner = page.get_by_role("alert")  # the outcome stays there; a later click may reword the status line
    for _ in range(300):
        if banner.count() and OUTCOME.search(banner.first.text_content() or ""):
            break
        words = status(page).text_content()
        page.evaluate("document.activeElement.blur()")  # off "Opponent's move", pressed last time: the keys act
        page.keyboard.press("a")
        page.get_by_role("button", name="Opponent's move", exact=True).click()
        expect(status(page)).not_to_have_text(words)  # the kernel has answered: every move is told anew
    expect(banner.first).to_contain_text(OUTCOME, timeout=10_000)
    page.get_by_role("button", name="Replay this game", exact=True).click()
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_visible()
    audit(page, "03-play, en, light, a relaxed game replayed")
    page.screenshot(path=str(ARTIFACTS / "play-relaxed-end.png"), full_page=True)


def stocks(page: Page) -> str:
    return " | ".join(page.get_by_text(re.compile(r"^(Your|Computer's) stock")).all_text_contents())


def computer_alone(seed: int) -> list[Move]:
    """The play app's real-time game at `seed` as the fastest computer plays it when nobody else acts."""
    return Race(Game.deal(seed=seed, players=(YOU, COMPUTER)), {COMPUTER: DIFFICULTIES["expert"]}, seed=seed).advance()


def saved_game(page: Page) -> Game:
    """Press Save and read the game the kernel holds from the download link it makes."""
    page.get_by_role("button", name=text("save", "en"), exact=True).click()
    expect(status(page)).to_have_text(text("saved", "en"))
    link = page.get_by_role("link", name=text("download", "en")).get_attribute("href")
    return Game.from_json(base64.b64decode(link.split(",", 1)[1]))


def test_a_real_time_game_against_the_fastest_computer_pauses_at_once_and_plays_to_its_end(
    page: Page, voila_url, console_errors
):
    open_page(page, voila_url, "03-play.ipynb", "New game")
    page.get_by_label("Difficulty").select_option(label="Expert")  # deal 1 again; the clock waits for the person
    page.get_by_role("button", name="Resume", exact=True).click()  # starts the clock without a move of the person's
    expect(status(page)).to_contain_text("Computer turns", timeout=20_000)
    page.get_by_role("button", name="Pause", exact=True).click()
    expect(status(page)).to_have_text(text("paused", "en"))
    paused = stocks(page)
    played, schedule = saved_game(page).log, computer_alone(1)
    moves = len(played)
    assert played == [move.action for move in schedule[:moves]], "the page plays the seeded game"
    page.evaluate("document.dispatchEvent(new KeyboardEvent('keydown', {key: 's', code: 'KeyS', bubbles: true}))")
    expect(status(page)).to_have_text(text("paused", "en"))  # a call while paused is held back: later than the pause
    due = schedule[moves].at - schedule[moves - 1].at  # the next move came at most this long after the pause
    page.wait_for_timeout(due * 1000)
    expect(status(page)).to_have_text(text("paused", "en"))
    assert stocks(page) == paused
    assert len(saved_game(page).log) == moves, "the kernel's game moved while paused"
    page.get_by_role("button", name="Resume", exact=True).click()
    expect(page.get_by_text(re.compile(r"^(Your|Computer's) stock")).first).not_to_have_text(
        paused.split(" | ")[0], timeout=15_000
    )
    expect(page.get_by_role("alert")).to_contain_text(OUTCOME, timeout=90_000)  # the banner shows the outcome
    audit(page, "03-play, en, light, a real-time game at its end")
    page.screenshot(path=str(ARTIFACTS / "play-realtime-end.png"), full_page=True)


def said(app) -> str:
    """The words an app's status line shows (its narration without the outcome, as the page shows it)."""
    return "".join(words for words, *_ in app.table.view["narration_parts"])


def test_the_keys_act_by_their_place_on_the_table_and_never_on_a_control(page: Page, voila_url, console_errors):
    """KeyboardEvent.code: the P key types "з" on a Russian layout and still pauses. Then every control of
    the app in turn has the focus, and keeps the game's keys (WCAG 2.1.4): a letter pressed there does
    nothing, Space presses the focused button itself; the same key with the focus on no control, or on a
    card, acts. What each key does is what the same keys do to an app in Python: a two-player game from
    the same deal, which sees only the keys that act."""
    open_page(page, voila_url, "03-play.ipynb?lang=ru", text("new-game", "ru"))
    press_p = "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'з', code: 'KeyP', bubbles: true}))"
    page.evaluate(press_p)
    expect(status(page)).to_have_text(text("resumed", "ru"))
    page.evaluate(press_p)
    expect(status(page)).to_have_text(text("paused", "ru"))

    mirror = play("ru")
    mirror.mode.value = "hotseat"
    page.get_by_role("button", name=text("mode.hotseat", "ru"), exact=True).click()
    expect(status(page)).to_have_text(said(mirror))
    area = app_area(page, page.get_by_role("status"))
    shown = [(role, name) for role, name in controls(area) if name != text("shortcuts", "ru")]
    assert len(shown) > 15 and ("checkbox", text("four-colour", "ru")) in shown, shown

    pressed = ["s"]

    def key_for(turn: int) -> str:
        if mirror.game.to_cover:
            pressed.append("al"[turn % 2])  # the one player or the other covers the next card owed a cover
        else:  # nothing to cover: a cover or a call, refused in words of its own, never the same twice running
            pressed.append("s" if pressed[-1] == "a" else "a")
        return pressed[-1]

    def kept_then_acting(focused, card: bool, turn: int) -> None:
        focused.focus()
        expect(focused).to_be_focused()
        key = key_for(turn)
        if not card:
            page.keyboard.press(key)  # kept by the control: the mirror, which saw nothing, stays in step
            page.evaluate("document.activeElement.blur()")
        before = said(mirror)
        mirror.table.press(key)
        assert said(mirror) != before, f"the seeded game repeats its words at {key!r}"
        page.keyboard.press(key)
        expect(status(page)).to_have_text(said(mirror))

    page.evaluate("document.activeElement.blur()")
    mirror.table.press("space")
    page.keyboard.press("Space")  # the focus on no control: Space flips
    expect(status(page)).to_have_text(said(mirror))
    for turn, (role, name) in enumerate(shown):
        kept_then_acting(control(area, role, name), False, turn)
    cards = [name for role, name in controls(area.get_by_role("group", name=text("table", "ru")))]
    assert len(cards) >= 2, cards
    for turn, name in enumerate(cards):
        card = area.get_by_role("button", name=name, exact=True)
        if card.count():  # an earlier key may have covered it: it has another name now
            kept_then_acting(card, True, turn)

    four_colour = area.get_by_role("checkbox", name=text("four-colour", "ru"), exact=True)
    four_colour.focus()
    page.keyboard.press("Space")
    expect(four_colour).to_be_checked()
    if not mirror.game.to_cover:
        area.get_by_role("button", name=text("flip", "ru"), exact=True).focus()
        page.keyboard.press("Space")  # presses Flip, the button: one flip, as the mirror's Space
        mirror.table.press("space")
        expect(status(page)).to_have_text(said(mirror))


def test_a_game_saved_as_a_walkthrough_offers_its_file_and_link_and_keeps_the_stocks_out_of_the_address(
    page: Page, voila_url, console_errors
):
    open_page(page, voila_url, "03-play.ipynb", "New game")
    page.get_by_role("button", name="Relaxed (no clock)", exact=True).click()
    page.get_by_role("button", name="Opponent's move", exact=True).click()
    page.get_by_role("button", name=text("study.from-game", "en"), exact=True).click()
    expect(page.get_by_role("status").filter(has_text="(A1)")).to_contain_text("holds both stocks")
    opening = page.get_by_role("link", name=text("study.from-game.open", "en"), exact=True)
    expect(opening).to_have_attribute("href", re.compile(r"01-worked-example\.html(\?lang=en)?#study=[\w-]+$"))
    href = page.get_by_role("link", name=text("study.from-game.download", "en")).get_attribute("href")
    study = read_study(base64.b64decode(href.split(",", 1)[1]))
    assert [str(step.action) for step in study.chapters[0].steps[1:]] == ["flip"]
    assert "study" not in page.url and "stocks" not in page.url


def test_a_deal_number_typed_wrong_is_refused_beside_the_box_and_a_reload_keeps_the_mode(
    page: Page, voila_url, console_errors
):
    """The class trial: 1e5 reached the app as 15 and -3 then New game dealt a random deal without a word;
    a reload mid-game against the computer came back relaxed."""
    open_page(page, voila_url, "03-play.ipynb", "New game")
    started = text("started-realtime", "en", seed=1, level=text("level.beginner", "en"), flip="Flip")
    narration = page.get_by_role("status").filter(has_text="A new game (deal number")
    box = page.get_by_label(text("seed", "en"))
    kept = text("deal-number-refused", "en", low=0, high="18,446,744,073,709,551,615", kept=1)
    for typed in ("1e5", "-3"):
        box.fill(typed)
        page.get_by_role("button", name="New game", exact=True).click()
        expect(page.get_by_text(kept)).to_be_visible()
        expect(box).to_have_value("1")
        expect(narration).to_have_text(started)
    box.fill("4294967296")
    page.get_by_role("button", name="New game", exact=True).click()
    expect(narration).to_contain_text("deal number 4294967296")
    expect(page.get_by_text(kept)).to_be_hidden()
    page.get_by_role("button", name="Relaxed (no clock)", exact=True).click()
    page.get_by_role("button", name="Opponent's move", exact=True).click()
    expect(page).to_have_url(re.compile(r"#deal=4294967296&mode=relaxed&moves=f$"))
    page.reload()
    expect(page.get_by_role("button", name="Relaxed (no clock)", exact=True)).to_have_attribute(
        "aria-pressed", "true", timeout=60_000
    )
    expect(box).to_have_value("4294967296")
