// The Intrigue table: foundations in a row, the columns below them, each card
// a button with the accessible name Python gave it. A click only names the
// place ({column: j}, {foundation: i} or {new_foundation: true}); Python and
// the engine decide what it means. Each column is drawn top card first, right
// under the foundations, with the cards beneath it peeking out below: however
// long a column grows, the cards one plays from stay beside the foundations.

import { element, keepingFocus, listenForKeys, showWords, tableFrame } from "./card_table_common.js";

function render({ model, el }) {
  el.classList.add("agg-intrigue");
  const parts = tableFrame(el, "agg-intrigue-board");
  const { board } = parts;

  // A card's marks are drawn by CSS from data-mark, not as text, so the button's visible text is its
  // face alone, which its accessible name begins with (label in name); the marks' meaning is in its title.
  function mark(className, words) {
    const shown = element("span", className);
    shown.dataset.mark = words;
    return shown;
  }

  function cardButton(card, message) {
    const button = element("button", "agg-icard agg-" + card.suit_class);
    button.type = "button";
    button.dataset.place = card.place;
    button.setAttribute("aria-label", card.name);
    if (card.pressed != null) button.setAttribute("aria-pressed", card.pressed ? "true" : "false");
    if (card.title) button.title = card.title;
    if (card.selected) button.classList.add("agg-selected");
    if (card.hinted) button.classList.add(card.target ? "agg-hint-target" : "agg-hinted");
    if (!card.reachable) button.tabIndex = -1;
    button.append(element("span", "agg-face", card.text));
    if (card.count) button.append(mark("agg-depth", card.count));
    if (card.target_label) button.append(mark("agg-target-mark", card.target_label));
    button.addEventListener("click", () => model.send(message));
    return button;
  }

  function foundationsAndColumns(view) {
    const top = element("div", "agg-intrigue-foundations");
    top.setAttribute("role", "group");
    top.setAttribute("aria-label", view.foundations_label || "");
    top.append(element("h2", "agg-intrigue-heading", view.foundations_label || ""));
    const row = element("div", "agg-intrigue-row");
    (view.foundations || []).forEach((card, index) => row.append(cardButton(card, { foundation: index })));
    if (!(view.foundations || []).length) row.append(element("span", "agg-empty", view.no_foundation || ""));
    const starter = element("button", "agg-icard agg-new-foundation", view.new_foundation_label || "");
    starter.type = "button";
    starter.dataset.place = "new-foundation";
    const aimed = view.new_foundation || {};
    if (aimed.target) {
      starter.classList.add("agg-hint-target");
      starter.setAttribute("aria-label", aimed.name);
      starter.append(mark("agg-target-mark", aimed.target_label));
    }
    starter.addEventListener("click", () => model.send({ new_foundation: true }));
    row.append(starter);
    top.append(row);

    const under = element("div", "agg-intrigue-tableau");
    under.setAttribute("role", "group");
    under.setAttribute("aria-label", view.columns_label || "");
    const heading = element("h2", "agg-intrigue-heading", view.columns_label || "");
    heading.append(element("span", "agg-stock", view.stock_label || ""));
    under.append(heading);
    const columns = element("div", "agg-intrigue-columns");
    (view.columns || []).forEach((column, index) => {
      const stack = element("div", "agg-intrigue-column" + (column.current ? " agg-current" : ""));
      stack.setAttribute("role", "group");
      stack.setAttribute("aria-label", column.label);
      stack.append(element("span", "agg-intrigue-label", column.label));
      const cards = element("div", "agg-intrigue-cards");
      cards.style.setProperty("--agg-depth", String(column.cards.length));  // presenter mode packs long columns
      column.cards.forEach((card) => cards.append(cardButton(card, { column: index })));
      stack.append(cards);
      if (column.note) stack.append(element("span", "agg-intrigue-note", column.note));
      columns.append(stack);
    });
    under.append(columns);
    if (view.set_aside_label) under.append(element("p", "agg-stock", view.set_aside_label));
    return [top, under];
  }

  function draw() {
    const view = model.get("view") || {};
    showWords(parts, view);
    keepingFocus(board, (button) => button.dataset.place, () => board.replaceChildren(...foundationsAndColumns(view)));
  }

  model.on("change:view", draw);
  draw();
  return listenForKeys(model, el);
}

export default { render };
