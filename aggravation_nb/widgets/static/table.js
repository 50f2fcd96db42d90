// The card table: renders the `view` the Python side computes, and reports
// clicks on piles back as messages. It decides nothing about the rules.
// A key by its place on the keyboard (KeyboardEvent.code), not the letter it
// types: A, S, L, K and P work the same on a Russian layout (Ф, Ы, Д, Л, З).
function keyName(event) {
  if (event.code === "Space") return "space";
  if (/^Key[A-Z]$/.test(event.code)) return event.code.slice(3).toLowerCase();
  return (event.key || "").toLowerCase();
}

function span(className, words) {
  const element = document.createElement("span");
  element.className = className;
  element.textContent = words;
  return element;
}

function render({ model, el }) {
  el.classList.add("agg-table");

  const status = document.createElement("p");
  status.className = "agg-status";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");

  const board = document.createElement("div");
  board.className = "agg-board";
  board.setAttribute("role", "group");

  const banner = document.createElement("p");
  banner.className = "agg-outcome";
  banner.setAttribute("role", "alert");

  el.append(banner, status, board);

  function pileButton(pile, owner, readonly) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "agg-card agg-" + pile.suit_class;
    if (pile.owed) button.classList.add("agg-owed", "agg-match-" + ((pile.match - 1) % 3 + 1));
    if (pile.named) button.classList.add("agg-named");
    if (pile.selected) button.classList.add("agg-selected");
    if (pile.changed) button.classList.add("agg-changed");
    button.setAttribute("aria-label", pile.name);
    button.setAttribute("aria-pressed", pile.selected ? "true" : "false");
    button.title = pile.description;
    button.append(span("agg-face", pile.text), span("agg-depth", "×" + pile.depth));
    if (pile.changed) button.append(span("agg-fresh", pile.changed_label));
    if (pile.owed) button.append(span("agg-mark", pile.owed_label + (pile.match ? " " + pile.match : "")));
    if (pile.owed_why) button.append(span("agg-why", pile.owed_why));
    if (pile.beneath) button.append(span("agg-beneath", pile.beneath));
    if (readonly) button.setAttribute("aria-disabled", "true");
    else button.addEventListener("click", () => model.send({ pile: [owner, pile.column] }));
    return button;
  }

  function draw() {
    const view = model.get("view") || {};
    withRuleLinks(status, view.narration_parts);
    if (view.echo) {
      // The outcome ends the line for the eye; the banner (an alert) is what says it aloud, once.
      const echo = span("agg-echo", " " + view.echo);
      echo.setAttribute("aria-hidden", "true");
      status.append(echo);
    }
    status.dataset.kind = view.kind || "story";
    withRuleLinks(banner, view.outcome_parts);
    banner.hidden = !view.outcome;
    board.setAttribute("aria-label", view.table_label || "");
    el.classList.toggle("agg-four-colour", !!view.four_colour);
    const focused = document.activeElement && el.contains(document.activeElement)
      ? document.activeElement.getAttribute("aria-label") : null;
    board.replaceChildren();
    (view.rows || []).forEach((row, owner) => {
      const line = document.createElement("div");
      line.className = "agg-row" + (row.acting ? " agg-acting" : "");
      line.setAttribute("role", "group");
      line.setAttribute("aria-label", row.label);
      const head = document.createElement("div");
      head.className = "agg-head";
      const who = document.createElement("strong");
      who.textContent = row.heading + (row.acting ? " — " + row.acting_label : "");
      const stock = document.createElement("span");
      stock.className = "agg-stock";
      stock.textContent = row.stock_label;
      head.append(who, stock);
      const piles = document.createElement("div");
      piles.className = "agg-piles";
      if (!row.piles.length) {
        const empty = document.createElement("span");
        empty.className = "agg-empty";
        empty.textContent = row.empty_label;
        piles.append(empty);
      }
      row.piles.forEach((pile) => piles.append(pileButton(pile, owner, !!view.readonly)));
      line.append(head, piles);
      board.append(line);
    });
    if (focused) {
      const again = [...board.querySelectorAll("button")].find(
        (b) => b.getAttribute("aria-label") === focused);
      if (again) again.focus();
    }
  }

  function onKey(event) {
    const keys = model.get("shortcut_keys") || [];
    const target = event.target;
    const key = keyName(event);
    const arrow = key === "arrowleft" || key === "arrowright";  // stepping: fine from a focused button too
    const typing = target && (["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)
      || (target.tagName === "BUTTON" && !arrow) || target.isContentEditable
      || ["slider", "tab"].includes(target.getAttribute && target.getAttribute("role")));
    const hidden = !el.isConnected || el.getClientRects().length === 0;  // e.g. on a tab not shown
    if (typing || hidden || event.ctrlKey || event.metaKey || event.altKey || !keys.includes(key)) return;
    event.preventDefault();
    model.send({ key });
  }
  document.addEventListener("keydown", onKey);

  model.on("change:view", draw);
  draw();
  return () => document.removeEventListener("keydown", onKey);
}

export default { render };
