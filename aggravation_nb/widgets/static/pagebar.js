// The page bar: the language switch (each language under its own name), Presenter mode, and the rule book;
// and, for the whole page, the names and states ipywidgets' controls lack (see nameControls).
// It reports the `lang` the page's address asks for and opens a rule's text from
// any rule link on the page (a button with class "agg-rule-link" and
// data-rule="A7", in any widget). On an app page (Voilà, the static site: the
// project's template defines window.aggravationLanguage) a switch also marks the
// page's language on <html>, shows the prose in it and keeps `?lang=` in the
// address; anywhere else (a notebook in JupyterLab) the page is not the app's:
// the widgets change, and JupyterLab's own address and <html lang> stay.
// The same holds for the app's place (`place`, a fragment such as chapter=last-card&step=7): on an app page
// the bar reports the address's fragment (`page_place`: on opening, and whenever a person edits it) and keeps
// the address's fragment equal to the app's place as one steps; in JupyterLab it reads and writes neither,
// and Copy link gives the published app's address (`link_base`) with the place.
function onAppPage() {
  return typeof window.aggravationLanguage === "function";
}
function markPage(lang, presenter) {
  if (onAppPage()) window.aggravationLanguage(lang);
  document.documentElement.classList.toggle("agg-presenter", presenter);
}

function keepInAddress(lang) {
  if (!onAppPage()) return;
  const address = new URL(window.location.href);
  address.searchParams.set("lang", lang);
  window.history.replaceState(window.history.state, "", address);
}

function addressWith(place) {
  const address = new URL(window.location.href);
  address.hash = place;
  return address.href;
}

function keepPlace(place) {
  if (!onAppPage()) return;
  const address = addressWith(place);
  if (address !== window.location.href) window.history.replaceState(window.history.state, "", address);
}

function linkTo(model) {
  const place = model.get("place");
  if (onAppPage()) return addressWith(place);
  const base = model.get("link_base");
  return base && place ? base + "#" + place : base;
}

// Copy link: the link goes on the clipboard; where the browser refuses, a box shows it, selected, to copy by hand.
function copyLink(model) {
  const box = document.createElement("span");
  box.className = "agg-copy-link";
  const button = document.createElement("button");
  button.type = "button";
  const said = document.createElement("span");  // aria-live, not role=status: the app's narration is the status
  said.setAttribute("aria-live", "polite");
  const field = document.createElement("input");
  field.readOnly = true;
  field.hidden = true;
  box.append(button, said, field);
  const words = () => model.get("words") || {};
  const say = (sentence) => { said.textContent = sentence || ""; };
  const failed = (link) => {
    say(words()["link-copy-failed"]);
    field.value = link;
    field.hidden = false;
    field.select();
  };
  button.addEventListener("click", () => {
    const link = linkTo(model);
    field.hidden = true;
    say("");
    if (!navigator.clipboard || !window.isSecureContext) return failed(link);
    navigator.clipboard.writeText(link).then(() => say(words()["link-copied"]), () => failed(link));
  });
  box.show = () => {
    box.hidden = !model.get("linkable");
    button.textContent = words()["copy-link"] || "";
    field.setAttribute("aria-label", words()["link-box"] || "");
    if (said.textContent) say(field.hidden ? words()["link-copied"] : words()["link-copy-failed"]);
  };
  return box;
}

// Presenter mode fits the app to the window. The cards take the largest size
// (in px, up to a fourteenth of the window's height) at which everything in
// `root` (both rows, the narration and every control) fits without scrolling;
// if even the smallest cards do not fit, the words shrink too, to 70 % at most.
// Found by trying sizes (a binary search, each try one layout) whenever the app
// redraws or the window changes size; outside presenter mode nothing is set.
const SMALLEST_CARD = 12;
const WORD_SCALES = [1, 0.9, 0.8, 0.7];

function overflows(root) {
  const box = root.getBoundingClientRect();
  if (box.bottom > window.innerHeight || box.right > window.innerWidth || root.scrollWidth > root.clientWidth + 1) {
    return true;
  }
  if ([...root.querySelectorAll(".agg-piles, .agg-intrigue-row, .agg-intrigue-columns")]
    .some((row) => row.scrollWidth > row.clientWidth + 1)) {
    return true;
  }
  // Nor may the page around the app scroll, be it by a pixel (its own padding under the app).
  for (let box = root.parentElement; box; box = box.parentElement) {
    const scrolling = box === document.scrollingElement || /auto|scroll/.test(getComputedStyle(box).overflowY);
    if (scrolling && box.scrollHeight > box.clientHeight) return true;
  }
  return false;
}

function fitToWindow(root, presenting) {
  const style = document.documentElement.style;
  if (!presenting) {
    style.removeProperty("--agg-card-size");
    style.removeProperty("--agg-text-scale");
    style.removeProperty("--agg-bar-lift");
    style.removeProperty("--agg-beside-bar-width");
    fitWords(root, false);
    return;
  }
  for (let box = root; box; box = box.parentElement) box.scrollTop = 0;
  besideBar(root);
  const tried = (card, scale) => {
    style.setProperty("--agg-card-size", card + "px");
    style.setProperty("--agg-text-scale", String(scale));
    return !overflows(root);
  };
  const scale = WORD_SCALES.find((words) => tried(SMALLEST_CARD, words)) || WORD_SCALES[WORD_SCALES.length - 1];
  let small = SMALLEST_CARD;
  let large = scale === 1 ? Math.max(SMALLEST_CARD, Math.floor(window.innerHeight / 14)) : SMALLEST_CARD;
  while (small < large) {
    const middle = Math.ceil((small + large) / 2);
    if (tried(middle, scale)) small = middle;
    else large = middle - 1;
  }
  tried(small, scale);
  fitWords(root);
}

// An app's first control marked agg-beside-bar (the worked example's chapter list) goes up onto the bar's
// line, left of its buttons, while that line is one line and the bar shows nothing under it (a link
// refused): the cards get the line's room. page.css lifts it by --agg-bar-lift and keeps it as narrow as
// --agg-beside-bar-width, clear of the bar's buttons (by BESIDE_GAP px); where less than MIN_BESIDE px is
// left, it stays on a line of its own.
const BESIDE_GAP = 24;
const MIN_BESIDE = 240;

function besideBar(root) {
  const style = document.documentElement.style;
  style.removeProperty("--agg-bar-lift");
  style.removeProperty("--agg-beside-bar-width");
  const bar = root.querySelector(":scope > .agg-page-bar");
  const line = bar && bar.querySelector(":scope > .agg-bar");
  const beside = root.querySelector(".agg-beside-bar");
  if (!line || !beside || !beside.getClientRects().length) return;
  const shown = [...line.children].filter((part) => part.getClientRects().length)
    .map((part) => part.getBoundingClientRect());
  const own = line.getBoundingClientRect();
  const oneLine = shown.every((part) => Math.abs(part.top - shown[0].top) < 1);
  if (!shown.length || !oneLine || bar.getBoundingClientRect().height > own.height + 1) return;
  const room = Math.min(...shown.map((part) => part.left)) - beside.getBoundingClientRect().left - BESIDE_GAP;
  if (room < MIN_BESIDE) return;
  style.setProperty("--agg-bar-lift", own.height + "px");
  style.setProperty("--agg-beside-bar-width", room + "px");
}

// The table's words and the worked example's note have a fixed room in presenter mode (page.css), so
// that the cards keep their size from step to step: words longer than their room are set smaller, to
// 60 % at most, until they fit it. Outside presenter mode the rooms grow with their words.
const ROOM_SCALES = [1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6];

function fitWords(root, presenting = true) {
  for (const room of root.querySelectorAll(".agg-table .agg-words, .agg-note-area")) {
    room.style.removeProperty("--agg-fit");
    if (!presenting || !room.getClientRects().length) continue;
    const fits = ROOM_SCALES.find((scale) => {
      room.style.setProperty("--agg-fit", String(scale));
      return room.scrollHeight <= room.clientHeight + 1;
    });
    if (fits === 1) room.style.removeProperty("--agg-fit");
  }
}

// What is fitted is the bar's parent, the app page (this bar and the app under
// it), looked up when needed: the bar is put in its place after it is drawn.
// Refitted once per frame at most, after anything there changed (a redraw, a
// control shown or hidden) or the window was resized, while presenter mode is on.
function presenterFit(el, presenting) {
  const root = () => el.parentElement || el;
  let queued = false;
  const refit = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      fitToWindow(root(), presenting());
      watcher.takeRecords(); // what the fit itself set (the words' sizes) asks for no other fit
    });
  };
  const watcher = new MutationObserver(refit);
  return (on) => {
    watcher.disconnect();
    window.removeEventListener("resize", refit);
    if (on) {
      watcher.observe(root(), { childList: true, subtree: true, characterData: true, attributes: true,
                                attributeFilter: ["class", "style", "hidden"] });
      window.addEventListener("resize", refit);
    }
    refit();
  };
}

// ipywidgets names nothing with a control's label (a slider's handle, a row of toggle buttons), shows a
// toggle's state only by its class mod-active, and writes a tooltip of None as title="null". The bar acts
// on the whole page: it ties each label to its control, says each toggle's state as aria-pressed and drops
// those titles, on every control of the page and again whenever ipywidgets redraws one.
let labelCount = 0;

function tieLabel(box, control) {
  const label = box.querySelector(":scope > .widget-label");
  if (!control || !label || !label.textContent.trim()) return;
  if (!label.id) label.id = "agg-label-" + ++labelCount;
  if (control.getAttribute("aria-labelledby") !== label.id) control.setAttribute("aria-labelledby", label.id);
}

function nameControls(root) {
  for (const box of root.querySelectorAll(".widget-slider")) tieLabel(box, box.querySelector('[role="slider"]'));
  for (const box of root.querySelectorAll(".widget-toggle-buttons")) {
    if (box.getAttribute("role") !== "group") box.setAttribute("role", "group");
    tieLabel(box, box);
  }
  for (const button of root.querySelectorAll(".widget-toggle-button")) {
    const pressed = String(button.classList.contains("mod-active"));
    if (button.getAttribute("aria-pressed") !== pressed) button.setAttribute("aria-pressed", pressed);
  }
  for (const titled of root.querySelectorAll('[title="null"]')) titled.removeAttribute("title");
}

function watchControls() {
  if (window.aggControlNames) return;
  let queued = false;
  const rename = () => {  // once a frame at most, however many changes a redraw makes
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      nameControls(document.body);
    });
  };
  window.aggControlNames = new MutationObserver(rename);
  window.aggControlNames.observe(document.body, { childList: true, subtree: true, attributes: true,
                                                  attributeFilter: ["class", "title"] });
  nameControls(document.body);
}

function toggle(label, pressed, onClick) {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = label;
  button.setAttribute("aria-pressed", String(pressed));
  button.addEventListener("click", onClick);
  return button;
}

function ruleDialog(model) {
  const dialog = document.createElement("dialog");
  dialog.className = "agg-rule-dialog";
  const heading = document.createElement("h2");
  heading.id = "agg-rule-" + Math.random().toString(36).slice(2);
  dialog.setAttribute("aria-labelledby", heading.id);
  const body = document.createElement("div");
  body.className = "agg-rule-text";
  const book = document.createElement("a");
  book.className = "agg-rule-book-link";
  book.target = "_blank";
  book.rel = "noopener";
  const close = document.createElement("button");
  close.type = "button";
  close.addEventListener("click", () => dialog.close());
  dialog.append(heading, body, book, close);
  dialog.open_rule = (id) => {
    const rule = (model.get("rules") || {})[id];
    if (!rule) return;
    heading.textContent = rule.name;
    body.innerHTML = rule.html;  // made by Python from the rule book (escaped there); a page's update is refused
    const words = model.get("words") || {};
    // The same rule on the documentation site, in the bar's language, with the rest of the book around it.
    book.hidden = !model.get("rule_book");
    book.href = model.get("rule_book") ? model.get("rule_book") + "#" + encodeURIComponent(id) : "";
    book.textContent = words["rule-book-link"] || "";
    close.textContent = words.close || "×";
    if (!dialog.open) dialog.showModal();
    close.focus();
  };
  return dialog;
}

function render({ model, el }) {
  el.classList.add("agg-page-bar");
  const bar = document.createElement("div");
  bar.className = "agg-bar";
  const languages = document.createElement("div");
  languages.setAttribute("role", "group");
  const buttons = model.get("choices").map(([code, label]) => {
    const button = toggle(label, false, () => {
      model.set("lang", code);
      model.save_changes();
      keepInAddress(code);
    });
    button.lang = code;
    languages.append(button);
    return [code, button];
  });
  const presenter = toggle("", false, () => {
    model.set("presenter", !model.get("presenter"));
    model.save_changes();
  });
  presenter.className = "agg-presenter-toggle";
  const linking = copyLink(model);
  bar.append(linking, presenter, languages);
  const refusal = document.createElement("p");
  refusal.className = "agg-link-refused";
  refusal.setAttribute("role", "alert");
  const dialog = ruleDialog(model);
  el.append(bar, refusal, dialog);
  const fitting = presenterFit(el, () => !!model.get("presenter"));

  function show() {
    const lang = model.get("lang");
    for (const [code, button] of buttons) button.setAttribute("aria-pressed", String(code === lang));
    const words = model.get("words") || {};
    presenter.textContent = words.presenter || "";
    languages.setAttribute("aria-label", words.languages || "");
    presenter.setAttribute("aria-pressed", String(!!model.get("presenter")));
    markPage(lang, !!model.get("presenter"));
    linking.show();
    refusal.textContent = model.get("link_message") || "";
    refusal.hidden = !refusal.textContent;
  }
  model.on("change:lang", show);
  model.on("change:words", show);
  model.on("change:presenter", show);
  model.on("change:linkable", show);
  model.on("change:link_message", show);
  model.on("change:place", () => keepPlace(model.get("place")));
  model.on("change:presenter", () => fitting(!!model.get("presenter")));
  show();
  requestAnimationFrame(() => fitting(!!model.get("presenter")));

  watchControls();

  // One bar answers rule links, even if a notebook shows several apps.
  if (!window.aggRuleBook || !document.contains(window.aggRuleBook.el)) window.aggRuleBook = { el, dialog };
  function onClick(event) {
    const link = event.target.closest ? event.target.closest(".agg-rule-link") : null;
    if (!link || window.aggRuleBook.el !== el) return;
    event.preventDefault();
    dialog.open_rule(link.dataset.rule);
  }
  document.addEventListener("click", onClick);

  const asked = new URLSearchParams(window.location.search).get("lang");
  model.set("page_lang", asked || "en");
  const askPlace = () => {
    model.set("page_place", window.location.hash.slice(1));
    model.save_changes();
  };
  if (onAppPage()) {
    model.set("page_place", window.location.hash.slice(1));
    window.addEventListener("hashchange", askPlace);
  }
  model.save_changes();
  return () => {
    window.removeEventListener("hashchange", askPlace);
    document.removeEventListener("click", onClick);
    fitting(false);
  };
}

export default { render };
