// The language switch: English | Русский. It reports the `lang` the page's
// address asks for, marks the page's language on <html> (the template hides
// prose in the other language) and keeps the address in step when switched,
// so a reload or a shared link opens the same language.
function markPage(lang) {
  document.documentElement.dataset.lang = lang;
  document.documentElement.lang = lang;
}

function render({ model, el }) {
  el.classList.add("agg-language");
  const group = document.createElement("div");
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", "Language / Язык");
  const buttons = model.get("choices").map(([code, label]) => {
    const button = document.createElement("button");
    button.type = "button";
    button.lang = code;
    button.textContent = label;
    button.addEventListener("click", () => {
      model.set("lang", code);
      model.save_changes();
      const address = new URL(window.location.href);
      address.searchParams.set("lang", code);
      window.history.replaceState(window.history.state, "", address);
    });
    group.append(button);
    return [code, button];
  });
  el.append(group);

  function show() {
    const lang = model.get("lang");
    for (const [code, button] of buttons) button.setAttribute("aria-pressed", String(code === lang));
    markPage(lang);
  }
  model.on("change:lang", show);
  show();

  const asked = new URLSearchParams(window.location.search).get("lang");
  model.set("page_lang", asked || "en");
  model.save_changes();
}

export default { render };
