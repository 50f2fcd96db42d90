// What both card tables (Aggravation's and Intrigue's) show alike: the outcome
// banner, the narration line with its rule links, and the focus kept across a
// redraw. Both import it; scripts/build-js bundles each table with it into one
// file under aggravation_nb/widgets/static/, which the widget's `_esm` names.

export function element(tag, className, words) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (words !== undefined) made.textContent = words;
  return made;
}

// Words as Python split them: plain text, and rule ids as rule links (the
// page bar opens the rule's text when one is pressed).
export function withRuleLinks(target, parts) {
  target.replaceChildren();
  for (const [words, rule, name] of parts || []) {
    if (!rule) {
      target.append(words);
      continue;
    }
    const link = element("button", "agg-rule-link", words);
    link.type = "button";
    link.dataset.rule = rule;
    link.setAttribute("aria-label", name);
    target.append(link);
  }
}

// The banner (an alert, so the outcome is said aloud once), the narration line
// (a polite live region) and the board, in that order. The banner and the
// narration share one box, the table's words, which presenter mode gives a
// fixed height (page.css), so that the cards under it keep their size whatever
// the words say.
export function tableFrame(el, boardClass) {
  const banner = element("p", "agg-outcome");
  banner.setAttribute("role", "alert");
  const status = element("p", "agg-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  const words = element("div", "agg-words");
  words.append(banner, status);
  const board = element("div", boardClass);
  board.setAttribute("role", "group");
  el.append(words, board);
  return { banner, status, board };
}

// The words of a view: the narration and its kind (story, refused, ...), the
// outcome (the banner shows only once there is one; a win, a loss and a draw
// each look their own) and the board's name.
export function showWords({ banner, status, board }, view) {
  withRuleLinks(status, view.narration_parts);
  status.dataset.kind = view.kind || "story";
  withRuleLinks(banner, view.outcome_parts);
  banner.hidden = !(view.outcome_parts || []).length;
  banner.dataset.outcome = view.outcome_kind || "";
  board.setAttribute("aria-label", view.table_label || "");
}

// A redraw replaces every button, so the focus would fall to the page: give it to the new button that
// `keyOf` (its place on the table) finds the same, even under a new face (a card just covered), or, where
// that button is gone (a pile picked up), to the one now standing where it stood.
export function keepingFocus(board, keyOf, redraw) {
  const active = document.activeElement;
  const before = [...board.querySelectorAll("button")];
  const index = active && board.contains(active) ? before.indexOf(active) : -1;
  const key = index >= 0 ? keyOf(active) : null;
  redraw();
  if (index < 0) return;
  const after = [...board.querySelectorAll("button")];
  const again = (key != null && after.find((button) => keyOf(button) === key)) || after[Math.min(index, after.length - 1)];
  if (again) again.focus();
}

// A key by its place on the keyboard (KeyboardEvent.code), not the letter it
// types: A, S, L, K and P work the same on a Russian layout (Ф, Ы, Д, Л, З).
function keyName(event) {
  if (event.code === "Space") return "space";
  if (/^Key[A-Z]$/.test(event.code)) return event.code.slice(3).toLowerCase();
  return (event.key || "").toLowerCase();
}

const TYPED_INTO = ["checkbox", "radio", "button", "submit", "reset", "file", "color", "range"];
const CONTROLS = "button, input, select, textarea, a[href], summary, [role=button], [role=tab], [role=slider], "
  + "[role=checkbox], [role=radio], [role=option], [role=listbox], [role=combobox]";

// Whether the focused element keeps this key for itself. Typing in a text field keeps every key, and so
// does a dialog. A card of the Aggravation table keeps the arrows, which move between the cards, and Space,
// which presses it. The arrows step the story from anywhere else, the chapter list and the slider included
// (↑ and ↓ still choose there). A single-key shortcut (a letter, Space) acts only where no control has the
// focus, or on a card (WCAG 2.1.4): Space on a focused button presses that button, never the game's Flip.
function keptBy(target, key) {
  if (!target) return false;
  const text = target.tagName === "TEXTAREA" || target.isContentEditable
    || (target.tagName === "INPUT" && !TYPED_INTO.includes(target.type));
  if (text || target.closest("dialog")) return true;
  const card = target.closest(".agg-card");
  if (key.startsWith("arrow")) return !!card;
  if (card) return key === "space";
  return !!target.closest(CONTROLS);
}

// ←, →, ↑ and ↓ on a focused card move the focus to the card beside it in its row, or to the nearest card
// of the row above or below (the rows stand one under the other, column by column).
export function arrowsBetweenCards(board) {
  board.addEventListener("keydown", (event) => {
    const card = event.target instanceof Element ? event.target.closest(".agg-card") : null;
    if (!card || event.ctrlKey || event.metaKey || event.altKey) return;
    const rows = [...board.querySelectorAll(".agg-piles")].map((row) => [...row.querySelectorAll(".agg-card")]);
    const row = rows.findIndex((cards) => cards.includes(card));
    if (row < 0) return;
    const column = rows[row].indexOf(card);
    const step = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[event.key];
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    let [r, c] = [row + step[0], column + step[1]];
    while (step[0] && rows[r] && !rows[r].length) r += step[0];
    const target = rows[r] && rows[r][Math.min(Math.max(c, 0), rows[r].length - 1)];
    if (target && (step[0] || (c >= 0 && c < rows[r].length))) target.focus();
  });
}

// Report the keys Python listens for (`shortcut_keys`) as {key} messages, while the table is shown and
// the focus is nowhere, or in the same app (its output area) where `keptBy` leaves the key to the app. Listened for on the document in the capture phase, before anything else on the page: a
// focused chapter list or slider never takes an arrow that steps the story, and a key the app takes
// goes no further, so in JupyterLab it never reaches the command shortcuts (A and B insert a cell, K and J
// move the selection; issue 26.5). A key the app does not take, and any key while the focus is outside
// the app, is left to the page. Returns the way to stop.
export function listenForKeys(model, el) {
  function onKey(event) {
    const key = keyName(event);
    if (!(model.get("shortcut_keys") || []).includes(key) || event.ctrlKey || event.metaKey || event.altKey) return;
    const hidden = !el.isConnected || el.getClientRects().length === 0;  // e.g. on a tab not shown
    const app = el.closest(".jp-OutputArea") || document.body;
    const target = event.target;
    const focused = target instanceof Element && target !== document.body && target !== document.documentElement
      ? target : null;
    if (hidden || (focused && !app.contains(focused))) return;
    if (keptBy(focused, key)) {
      // The focused control keeps the key (Space presses a button, a field types it): the game does not act
      // on it, nor do JupyterLab's command shortcuts (A would insert a cell). A card's arrows go on to the
      // table's own handler (`arrowsBetweenCards`), which keeps them from JupyterLab itself.
      if (focused && !(key.startsWith("arrow") && focused.closest(".agg-card"))) event.stopPropagation();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    model.send({ key });
  }
  document.addEventListener("keydown", onKey, true);
  return () => document.removeEventListener("keydown", onKey, true);
}
