// The card table: renders the `view` the Python side computes, and reports
// clicks on piles back as messages. It decides nothing about the rules.
// A key by its place on the keyboard (KeyboardEvent.code), not the letter it
// types: A, S, L, K and P work the same on a Russian layout (Ф, Ы, Д, Л, З).
function keyName(event) {
  if (event.code === "Space") return "space";
  if (/^Key[A-Z]$/.test(event.code)) return event.code.slice(3).toLowerCase();
  return (event.key || "").toLowerCase();
}

// Words with every rule id the view names turned into a rule link (the page
// bar opens the rule's text when one is pressed).
function withRuleLinks(element, words, names) {
  element.replaceChildren();
  const pattern = /\b(A1[01]|A[1-9]|F[1-3]|C[1-7]|I[1-8])\b/g;
  let last = 0;
  for (const match of words.matchAll(pattern)) {
    if (!names[match[1]]) continue;
    element.append(words.slice(last, match.index));
    const link = document.createElement("button");
    link.type = "button";
    link.className = "agg-rule-link";
    link.dataset.rule = match[1];
    link.setAttribute("aria-label", names[match[1]]);
    link.textContent = match[1];
    element.append(link);
    last = match.index + match[1].length;
  }
  element.append(words.slice(last));
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
    const face = document.createElement("span");
    face.className = "agg-face";
    face.textContent = pile.text;
    const depth = document.createElement("span");
    depth.className = "agg-depth";
    depth.textContent = "×" + pile.depth;
    button.append(face, depth);
    if (pile.changed) {
      const fresh = document.createElement("span");
      fresh.className = "agg-fresh";
      fresh.textContent = pile.changed_label;
      button.append(fresh);
    }
    if (pile.owed) {
      const mark = document.createElement("span");
      mark.className = "agg-mark";
      mark.textContent = pile.owed_label + (pile.match ? " " + pile.match : "");
      button.append(mark);
    }
    if (pile.owed_why) {
      const why = document.createElement("span");
      why.className = "agg-why";
      why.textContent = pile.owed_why;
      button.append(why);
    }
    if (pile.beneath) {
      const under = document.createElement("span");
      under.className = "agg-beneath";
      under.textContent = pile.beneath;
      button.append(under);
    }
    if (readonly) button.setAttribute("aria-disabled", "true");
    else button.addEventListener("click", () => model.send({ pile: [owner, pile.column] }));
    return button;
  }

  function draw() {
    const view = model.get("view") || {};
    withRuleLinks(status, view.narration || "", view.rule_names || {});
    status.dataset.kind = view.kind || "story";
    withRuleLinks(banner, view.outcome || "", view.rule_names || {});
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
