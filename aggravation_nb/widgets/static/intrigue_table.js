// Built by scripts/build-js from js/ (esbuild); edit js/, not this file.

// js/card_table_common.js
function element(tag, className, words) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (words !== void 0) made.textContent = words;
  return made;
}
function withRuleLinks(target, parts) {
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
function tableFrame(el, boardClass) {
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
function showWords({ banner, status, board }, view) {
  withRuleLinks(status, view.narration_parts);
  status.dataset.kind = view.kind || "story";
  withRuleLinks(banner, view.outcome_parts);
  banner.hidden = !(view.outcome_parts || []).length;
  banner.dataset.outcome = view.outcome_kind || "";
  board.setAttribute("aria-label", view.table_label || "");
}
function keepingFocus(board, keyOf, redraw) {
  const active = document.activeElement;
  const before = [...board.querySelectorAll("button")];
  const index = active && board.contains(active) ? before.indexOf(active) : -1;
  const key = index >= 0 ? keyOf(active) : null;
  redraw();
  if (index < 0) return;
  const after = [...board.querySelectorAll("button")];
  const again = key != null && after.find((button) => keyOf(button) === key) || after[Math.min(index, after.length - 1)];
  if (again) again.focus();
}
function keyName(event) {
  if (event.code === "Space") return "space";
  if (/^Key[A-Z]$/.test(event.code)) return event.code.slice(3).toLowerCase();
  return (event.key || "").toLowerCase();
}
var TYPED_INTO = ["checkbox", "radio", "button", "submit", "reset", "file", "color", "range"];
var CONTROLS = "button, input, select, textarea, a[href], summary, [role=button], [role=tab], [role=slider], [role=checkbox], [role=radio], [role=option], [role=listbox], [role=combobox]";
function keptBy(target, key) {
  if (!target) return false;
  const text = target.tagName === "TEXTAREA" || target.isContentEditable || target.tagName === "INPUT" && !TYPED_INTO.includes(target.type);
  if (text || target.closest("dialog")) return true;
  const card = target.closest(".agg-card");
  if (key.startsWith("arrow")) return !!card;
  if (card) return key === "space";
  return !!target.closest(CONTROLS);
}
function listenForKeys(model, el) {
  function onKey(event) {
    const key = keyName(event);
    if (!(model.get("shortcut_keys") || []).includes(key) || event.ctrlKey || event.metaKey || event.altKey) return;
    const hidden = !el.isConnected || el.getClientRects().length === 0;
    const app = el.closest(".jp-OutputArea") || document.body;
    const target = event.target;
    const focused = target instanceof Element && target !== document.body && target !== document.documentElement ? target : null;
    if (hidden || focused && !app.contains(focused)) return;
    if (keptBy(focused, key)) {
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

// js/intrigue_table.js
function render({ model, el }) {
  el.classList.add("agg-intrigue");
  const parts = tableFrame(el, "agg-intrigue-board");
  const { board } = parts;
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
      cards.style.setProperty("--agg-depth", String(column.cards.length));
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
var intrigue_table_default = { render };
export {
  intrigue_table_default as default
};
