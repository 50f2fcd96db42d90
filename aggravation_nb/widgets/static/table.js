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
function arrowsBetweenCards(board) {
  board.addEventListener("keydown", (event) => {
    const card = event.target instanceof Element ? event.target.closest(".agg-card") : null;
    if (!card || event.ctrlKey || event.metaKey || event.altKey) return;
    const rows = [...board.querySelectorAll(".agg-piles")].map((row2) => [...row2.querySelectorAll(".agg-card")]);
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
    if (target && (step[0] || c >= 0 && c < rows[r].length)) target.focus();
  });
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

// js/table.js
var PROBE_SIZES = [16, 48];
var PROBE_SLACK = 1;
function render({ model, el }) {
  const span = (className, words) => element("span", className, words);
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
      list.replaceChildren(...(marks || []).flatMap(({ mark: mark2, meaning_parts }) => {
        const meaning = element("dd");
        withRuleLinks(meaning, meaning_parts);
        return [element("dt", "", mark2), meaning];
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
    head.append(
      element("strong", "", row.heading + (row.acting ? " — " + row.acting_label : "")),
      span("agg-stock", row.stock_label)
    );
    const piles = element("div", "agg-piles");
    if (!row.piles.length) piles.append(span("agg-empty", row.empty_label));
    row.piles.forEach((pile) => piles.append(pileButton(pile, owner, readonly)));
    line.append(head, piles);
    return line;
  }
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
  const unmeasured = new ResizeObserver(() => {
    if (keepOneHeight(model.get("view") || {})) unmeasured.disconnect();
  });
  function draw() {
    const view = model.get("view") || {};
    showWords(parts, view);
    legend(view.legend_label, view.legend);
    el.classList.toggle("agg-four-colour", !!view.four_colour);
    keepingFocus(board, (button) => button.dataset.place, () => board.replaceChildren(
      ...(view.rows || []).map((row, owner) => rowGroup(row, owner, !!view.readonly))
    ));
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
var table_default = { render };
export {
  table_default as default
};
