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

// The learner's own number (1 to 2^31 - 1), drawn once from the browser's
// randomness and kept beside the progress; unkept storage draws one per page.
function learnerNumber(key) {
  try {
    const kept = Number(window.localStorage.getItem(key));
    if (Number.isInteger(kept) && kept >= 1 && kept <= 2147483647) {
      return kept;
    }
  } catch {
    // not stored: see above
  }
  const drawn = (window.crypto.getRandomValues(new Uint32Array(1))[0] % 2147483647) + 1;
  try {
    window.localStorage.setItem(key, String(drawn));
  } catch {
    // not stored: see above
  }
  return drawn;
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
  if (!model.get("learner")) {
    model.set("learner", learnerNumber(`${key}.learner`));
  }
  if (before.length) {
    model.set("done", [...done, ...before]);
  } else {
    keep();
  }
  model.save_changes();
}

export default { render };
