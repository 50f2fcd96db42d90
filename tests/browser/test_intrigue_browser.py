"""The Intrigue app in a real browser, by role and accessible name: a deal played to its end
by mouse in English, then the same page switched to Queen of the Fairies and built down, and
a deal by keyboard alone in Russian, the arrows stepping the deal whatever control has the focus; and
at a laptop's size, a long column's top card stays beside the foundations.

The tests share the app's page (`app_pages`); each brings it to the first deal of Intrigue in its
language with the app's own controls. The page is loaded in Russian, as a Russian link opens it."""

from __future__ import annotations

import base64
import re

from accessibility import audit
from app_controls import app_area, button, control, controls
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS

from aggravation_nb.i18n import spoken_card, text
from aggravation_nb.intrigue import Move, Patience

APP = "/voila/render/06-intrigue.ipynb"


def open_app(app_pages, voila_url: str, lang: str) -> Page:
    """The module's page of the app, in `lang`, at the start of Intrigue's deal 1."""
    page = app_pages.open(
        f"{voila_url}{APP}?lang=ru", lambda page: page.get_by_role("button", name=text("next", "ru"), exact=True)
    )
    button(page, text("language-name", lang)).click()
    button(page, text("intrigue.variant.intrigue", lang)).click()
    deal = page.get_by_label(text("seed", lang))
    deal.fill("1")
    deal.press("Enter")
    deal.blur()  # as a click elsewhere: the arrows in a number box move its caret
    expect(page.get_by_role("status")).to_contain_text("(I1)")
    return page


def test_a_long_column_keeps_its_top_card_beside_the_foundations(app_pages, voila_url):
    """Deal 23 ends with 27 cards in column 1 (the class trial's, issue 24): at a laptop's size its top
    card, the one to play, stays right under the foundations."""
    page = open_app(app_pages, voila_url, "en")
    page.set_viewport_size({"width": 1366, "height": 768})
    deal = page.get_by_label(text("seed", "en"))
    deal.fill("23")
    deal.press("Enter")
    expect(page.get_by_role("status")).to_contain_text("Q♥ is taken out")
    button(page, "Last").click()
    top = button(page, "2♦, column 1, top")
    expect(top).to_be_visible()
    head = button(page, "Q♥, queen of hearts, column 1, card 1 of 27")
    foundations = page.get_by_role("group", name="Foundations", exact=True).bounding_box()
    card = top.bounding_box()
    assert card["y"] - (foundations["y"] + foundations["height"]) < 100, (card, foundations)
    assert head.bounding_box()["y"] > card["y"], "the column's head lies at its far end, under the cards on it"
    page.screenshot(path=str(ARTIFACTS / "intrigue-long-column.png"))


def test_deal_then_play_to_the_end_by_mouse(app_pages, voila_url):
    page = open_app(app_pages, voila_url, "en")
    narration = page.get_by_role("status")
    expect(narration).to_have_text(re.compile(r"^Q♠ is taken out .* column 1 \(I1\)"))
    button(page, "Next").click()
    expect(narration).to_have_text("A♠ goes onto column 1 (I3).")
    expect(page.get_by_role("button", name=re.compile(r"^Rule I3: "))).to_be_visible()
    button(page, "Last").click()
    expect(narration).to_contain_text("The deal is over")
    button(page, "K♥, king of hearts, column 1, top").click()
    expect(button(page, "K♥, king of hearts, column 1, top")).to_have_attribute("aria-pressed", "true")
    button(page, "Q♦, queen of diamonds, column 2, top").click()
    expect(narration).to_have_text("K♥ moves from column 1 onto column 2, which held only its queen (I4).")
    expect(button(page, "K♥, king of hearts, column 2, top")).to_be_visible()
    button(page, text("language-name", "fr")).click()  # mid-game: the move played stays, told in French
    expect(narration).to_have_text(text("intrigue.step.move-column", "fr", card="R♥", column=1, target=2, rule="I4"))
    expect(button(page, text("intrigue-app.card-top", "fr", card=spoken_card("K♥", "fr"), column=2))).to_be_visible()
    button(page, text("language-name", "en")).click()
    expect(narration).to_have_text("K♥ moves from column 1 onto column 2, which held only its queen (I4).")
    button(page, text("save", "en")).click()  # the game as shown, in a link (Voilà writes no file on the server)
    expect(narration).to_have_text(text("saved", "en"))
    link = page.get_by_role("link", name=text("download", "en")).get_attribute("href")
    saved = Patience.from_json(base64.b64decode(link.split(",", 1)[1]))
    assert (saved.variant, saved.seed, saved.actions[-1]) == ("intrigue", 1, Move(0, ("column", 1)))
    button(page, "Auto-finish").click()
    expect(page.get_by_role("alert")).to_have_text("Every card is on the foundations: the patience is won (I5).")
    audit(page, "06-intrigue, en, light, won")
    page.screenshot(path=str(ARTIFACTS / "intrigue-won-en.png"), full_page=True)
    # the same page, switched to Queen of the Fairies (I9): the same deal number, built down in the tableau
    button(page, "Queen of the Fairies").click()
    expect(narration).to_have_text(re.compile(r"^K♥ is taken out .* column 1 \(I9\)"))
    button(page, "Last").click()
    expect(narration).to_contain_text("The deal is over")
    button(page, "J♠, jack of spades, column 7, top").click()
    button(page, "Q♥, queen of hearts, column 6, top").click()
    expect(narration).to_have_text(
        "J♠ moves from column 7 onto column 6, onto a card one rank higher: after the "
        "deal the tableau builds down, whatever the suits (I9)."
    )
    button(page, "Auto-finish").click()
    expect(page.get_by_role("alert")).to_have_text("Every card is on the foundations: the patience is won (I9).")


def test_play_by_keyboard_in_russian(app_pages, voila_url):
    page = open_app(app_pages, voila_url, "ru")
    narration = page.get_by_role("status")
    expect(page.get_by_role("button", name=re.compile("столбец 1")).first).to_be_visible()  # the table listens now
    page.keyboard.press("ArrowRight")  # the arrows step the deal as Back and Next do (issue 24.11)
    expect(narration).to_have_text("Т♠ ложится на столбец 1 (I3).")  # a Russian page writes the ace Т
    page.keyboard.press("ArrowLeft")
    expect(narration).to_contain_text("(I1)")
    area = app_area(page, narration)
    shown = controls(area)
    assert "slider" in dict(shown) and len(shown) > 12, shown
    for role, name in shown:  # whatever has the focus, the arrows step the deal (issue 23.4)
        focused = control(area, role, name)
        focused.focus()
        expect(focused).to_be_focused()
        page.keyboard.press("ArrowRight")
        expect(narration).to_have_text("Т♠ ложится на столбец 1 (I3).")
        page.keyboard.press("ArrowLeft")
        expect(narration).to_contain_text("(I1)")
    button(page, "В конец").focus()
    page.keyboard.press("Enter")
    expect(narration).to_contain_text("Раздача окончена")
    king = button(page, "К♥, король червей, столбец 1, сверху")
    king.focus()
    page.keyboard.press("Enter")
    expect(king).to_have_attribute("aria-pressed", "true")
    expect(king).to_be_focused()
    page.keyboard.press("Tab")
    expect(button(page, "Д♦, дама бубён, столбец 2, сверху")).to_be_focused()
    page.keyboard.press("Enter")
    expect(narration).to_have_text("К♥ переходит со столбца 1 на столбец 2, где оставалась одна дама (I4).")
    button(page, "Доиграть").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("alert")).to_have_text("Все карты на основаниях: пасьянс сошёлся (I5).")
    audit(page, "06-intrigue, ru, light, won by keyboard")
