// A learner's progress in the browser's localStorage: what was done before
// (under the widget's `key`) is sent to Python when the app is drawn, and
// what Python says is done is stored again. Nothing is shown. Storage may be
// refused (a private window, a full disk): progress then lasts as long as the page.
function stored(key) {
  try {
    const value = JSON.parse(window.localStorage.getItem(key) || "[]");
    return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function render({ model, el }) {
  el.hidden = true;
  const key = model.get("key");
  const keep = () => {
    try {
      window.localStorage.setItem(key, JSON.stringify(model.get("done") || []));
    } catch {
      // not stored: see above
    }
  };
  const done = model.get("done") || [];
  const before = stored(key).filter((item) => !done.includes(item));
  model.on("change:done", keep);
  if (before.length) {
    model.set("done", [...done, ...before]);
    model.save_changes();
  } else {
    keep();
  }
}

export default { render };
