// What both card tables (Aggravation's and Intrigue's) show alike: the outcome
// banner, the narration line with its rule links, and the focus kept across a
// redraw. Both import it as a module from the `common_js` trait Python sends
// (widgets/table_widget.py says why not from a file).

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
// (a polite live region) and the board, in that order.
export function tableFrame(el, boardClass) {
  const banner = element("p", "agg-outcome");
  banner.setAttribute("role", "alert");
  const status = element("p", "agg-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  const board = element("div", boardClass);
  board.setAttribute("role", "group");
  el.append(banner, status, board);
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

// A redraw replaces every button, so the focus would fall to the page: give it
// to the new button that `keyOf` (its name, or its place) finds the same.
export function keepingFocus(board, keyOf, redraw) {
  const active = document.activeElement;
  const key = active && board.contains(active) ? keyOf(active) : null;
  redraw();
  if (key == null) return;
  const again = [...board.querySelectorAll("button")].find((button) => keyOf(button) === key);
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

// Whether the focused element keeps this key for itself. Typing in a text field keeps every key, and so
// does a dialog. A list (select) keeps the keys it chooses by, but ← and → step the story from anywhere
// else, the chapter list and the slider included (↑ and ↓ still choose there). A checkbox or a radio
// button keeps Space, which ticks it. Everywhere else in the app, a focused button or card included, the
// game's keys act (issue 23.4): Enter still presses the focused button.
function keptBy(target, key) {
  if (!target) return false;
  const text = target.tagName === "TEXTAREA" || target.isContentEditable
    || (target.tagName === "INPUT" && !TYPED_INTO.includes(target.type));
  if (text || target.closest("dialog")) return true;
  if (key === "arrowleft" || key === "arrowright") return false;
  if (target.tagName === "SELECT") return true;
  return key === "space" && target.tagName === "INPUT" && ["checkbox", "radio"].includes(target.type);
}

// Report the keys Python listens for (`shortcut_keys`) as {key} messages, while the table is shown and
// the focus is in the same app (its output area: the table, the app's buttons and controls, the page bar)
// or nowhere. Listened for on the document in the capture phase, before anything else on the page: a
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
    if (hidden || (focused && !app.contains(focused)) || keptBy(focused, key)) return;
    event.preventDefault();
    event.stopPropagation();
    model.send({ key });
  }
  document.addEventListener("keydown", onKey, true);
  return () => document.removeEventListener("keydown", onKey, true);
}
