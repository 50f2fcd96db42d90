// The card table: renders the `view` the Python side computes, and reports
// clicks on piles back as messages. It decides nothing about the rules.

import {
  arrowsBetweenCards,
  element,
  keepingFocus,
  listenForKeys,
  showWords,
  tableFrame,
  withRuleLinks,
} from "./card_table_common.js";

// The two font sizes (px) the tallest card is measured at, about the smallest and the largest presenter
// mode gives the cards: a card's height is linear in its font size but for rounding.
const PROBE_SIZES = [16, 48];
const PROBE_SLACK = 1; // px added for that rounding, so that no real card stands taller than the height kept

function render({ model, el }) {
  const span = (className, words) => element("span", className, words);
  // A card's marks (its depth, "to cover", a match number, what lies beneath) are drawn by CSS from
  // data-mark, not as text: the button's visible text is then its face alone, which its accessible
  // name begins with (WCAG 2.5.3, label in name); the marks' meaning is in its description (title).
  const mark = (className, words) => {
    const shown = span(className);
    shown.dataset.mark = words;
    return shown;
  };
  el.classList.add("agg-table");
  const parts = tableFrame(el, "agg-board");
  const { board } = parts;
  arrowsBetweenCards(board);
  const legend = legendUnder(el);

  // "What the marks mean": a button that shows or hides the list of marks, kept open across redraws.
  function legendUnder(parent) {
    const toggle = element("button", "agg-legend-toggle");
    toggle.type = "button";
    toggle.setAttribute("aria-expanded", "false");
    const arrow = span("", "▸ ");
    arrow.setAttribute("aria-hidden", "true");
    const words = span("");
    toggle.append(arrow, words);
    const list = element("dl", "agg-legend");
    list.id = "agg-legend-" + Math.random().toString(36).slice(2);
    list.setAttribute("role", "region");
    list.hidden = true;
    toggle.setAttribute("aria-controls", list.id);
    toggle.addEventListener("click", () => {
      list.hidden = !list.hidden;
      toggle.setAttribute("aria-expanded", String(!list.hidden));
      arrow.textContent = list.hidden ? "▸ " : "▾ ";
    });
    parent.append(toggle, list);
    return (label, marks) => {
      words.textContent = label || "";
      toggle.hidden = !label;
      list.setAttribute("aria-label", label || "");
      list.replaceChildren(...(marks || []).flatMap(({ mark, meaning_parts }) => {
        const meaning = element("dd");
        withRuleLinks(meaning, meaning_parts);
        return [element("dt", "", mark), meaning];
      }));
    };
  }

  function pileButton(pile, owner, readonly) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "agg-card agg-" + pile.suit_class;
    if (pile.owed) button.classList.add("agg-owed", "agg-match-" + ((pile.match - 1) % 3 + 1));
    if (pile.named) button.classList.add("agg-named");
    if (pile.selected) button.classList.add("agg-selected");
    if (pile.changed) button.classList.add("agg-changed");
    button.dataset.place = owner + "-" + pile.column;
    button.setAttribute("aria-label", pile.name);
    button.setAttribute("aria-pressed", pile.selected ? "true" : "false");
    button.title = pile.description;
    button.append(span("agg-face", pile.text), mark("agg-depth", "×" + pile.depth));
    if (pile.changed) button.append(mark("agg-fresh", pile.changed_label));
    if (pile.owed) button.append(mark("agg-mark", pile.owed_label));
    if (pile.match_label) button.append(mark("agg-match", pile.match_label));
    if (pile.owed_why) button.append(mark("agg-why", pile.owed_why));
    if (pile.beneath) button.append(mark("agg-beneath", pile.beneath));
    if (readonly) button.setAttribute("aria-disabled", "true");
    else button.addEventListener("click", () => model.send({ pile: [owner, pile.column] }));
    return button;
  }

  function rowGroup(row, owner, readonly) {
    const line = element("div", "agg-row" + (row.acting ? " agg-acting" : ""));
    line.setAttribute("role", "group");
    line.setAttribute("aria-label", row.label);
    const head = element("div", "agg-head");
    head.append(element("strong", "", row.heading + (row.acting ? " — " + row.acting_label : "")),
      span("agg-stock", row.stock_label));
    const piles = element("div", "agg-piles");
    if (!row.piles.length) piles.append(span("agg-empty", row.empty_label));
    row.piles.forEach((pile) => piles.append(pileButton(pile, owner, readonly)));
    line.append(head, piles);
    return line;
  }

  // Every card as tall as the tallest a card can be in this language (Python's `tallest` card, every mark at
  // once, measured unseen beside the row), whatever the cards' size: a card owed a cover, whose marks take
  // more lines in Russian, does not stand taller than the rest, and the cards keep one height from step to
  // step. The probe is measured at two sizes, as wide as a pile, and the height kept as so many em plus so
  // many px (its edges and padding do not grow with it), so that presenter mode, which sizes the cards
  // after this, finds the same height on every step. An opened pile's cards, which list what lies beneath,
  // may grow past it.
  function keepOneHeight(view) {
    const row = board.querySelector(".agg-piles");
    if (!view.tallest || !row) return true;
    if (!row.getClientRects().length) return false;
    const probe = pileButton(view.tallest, -1, true);
    probe.style.visibility = "hidden";
    probe.style.position = "absolute";
    probe.style.width = "var(--agg-pile-width)";
    probe.setAttribute("aria-hidden", "true");
    probe.tabIndex = -1;
    row.append(probe);
    el.style.removeProperty("--agg-card-height");
    const heightAt = (size) => {
      probe.style.fontSize = size + "px";
      return probe.getBoundingClientRect().height;
    };
    const small = heightAt(PROBE_SIZES[0]);
    const large = heightAt(PROBE_SIZES[1]);
    probe.remove();
    if (!small || !large) return false;
    const perEm = (large - small) / (PROBE_SIZES[1] - PROBE_SIZES[0]);
    const fixed = small - perEm * PROBE_SIZES[0];
    el.style.setProperty("--agg-card-height", `calc(${perEm.toFixed(4)}em + ${Math.ceil(fixed) + PROBE_SLACK}px)`);
    return true;
  }

  // A table drawn before it is on the page (a notebook's output still hidden) measures once it is shown.
  const unmeasured = new ResizeObserver(() => {
    if (keepOneHeight(model.get("view") || {})) unmeasured.disconnect();
  });

  function draw() {
    const view = model.get("view") || {};
    showWords(parts, view);
    legend(view.legend_label, view.legend);
    el.classList.toggle("agg-four-colour", !!view.four_colour);
    keepingFocus(board, (button) => button.dataset.place, () => board.replaceChildren(
      ...(view.rows || []).map((row, owner) => rowGroup(row, owner, !!view.readonly))));
    if (keepOneHeight(view)) unmeasured.disconnect();
    else unmeasured.observe(el);
  }

  const stopListening = listenForKeys(model, el);

  model.on("change:view", draw);
  draw();
  return () => {
    unmeasured.disconnect();
    stopListening();
  };
}

export default { render };
