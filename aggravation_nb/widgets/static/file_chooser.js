// Load's file chooser: a button that opens the browser's chooser for one file and sends the kernel its
// bytes, or only its size when it is larger than any saved game can be (`max_bytes`): a file that large
// could exceed the server's limit on one message and cut the page's connection, with nothing said.
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button agg-file-chooser";
  const input = document.createElement("input");
  input.type = "file";
  input.hidden = true;
  const show = () => {
    button.textContent = model.get("description");
    input.accept = model.get("accept");
  };
  button.addEventListener("click", () => {
    input.value = "";  // the same file chosen again is a new choice
    input.click();
  });
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (!file) return;
    if (file.size > model.get("max_bytes")) model.send({ kind: "too-big", size: file.size });
    else model.send({ kind: "file" }, undefined, [await file.arrayBuffer()]);
  });
  model.on("change:description", show);
  model.on("change:accept", show);
  show();
  el.append(button, input);
  return () => {
    model.off("change:description", show);
    model.off("change:accept", show);
  };
}

export default { render };
