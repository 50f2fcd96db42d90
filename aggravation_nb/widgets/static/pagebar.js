// The page bar: English | Русский, Presenter mode, and the rule book.
// It reports the `lang` the page's address asks for, marks the page's language
// on <html> (the template hides prose in the other language), keeps the address
// in step when switched, and opens a rule's text from any rule link on the page
// (a button with class "agg-rule-link" and data-rule="A7", in any widget).
function markPage(lang, presenter) {
  document.documentElement.dataset.lang = lang;
  document.documentElement.lang = lang;
  document.documentElement.classList.toggle("agg-presenter", presenter);
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
  const close = document.createElement("button");
  close.type = "button";
  close.addEventListener("click", () => dialog.close());
  dialog.append(heading, body, close);
  dialog.open_rule = (id) => {
    const rule = (model.get("rules") || {})[id];
    if (!rule) return;
    heading.textContent = rule.name;
    body.innerHTML = rule.html;  // made by Python from the rule book (escaped there); a page's update is refused
    close.textContent = (model.get("words") || {}).close || "×";
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
  languages.setAttribute("aria-label", "Language / Язык");
  const buttons = model.get("choices").map(([code, label]) => {
    const button = toggle(label, false, () => {
      model.set("lang", code);
      model.save_changes();
      const address = new URL(window.location.href);
      address.searchParams.set("lang", code);
      window.history.replaceState(window.history.state, "", address);
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
  bar.append(presenter, languages);
  const dialog = ruleDialog(model);
  el.append(bar, dialog);

  function show() {
    const lang = model.get("lang");
    for (const [code, button] of buttons) button.setAttribute("aria-pressed", String(code === lang));
    presenter.textContent = (model.get("words") || {}).presenter || "Presenter";
    presenter.setAttribute("aria-pressed", String(!!model.get("presenter")));
    markPage(lang, !!model.get("presenter"));
  }
  model.on("change:lang", show);
  model.on("change:words", show);
  model.on("change:presenter", show);
  show();

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
  model.save_changes();
  return () => document.removeEventListener("click", onClick);
}

export default { render };
