// Start the static site's kernels from the memory snapshot made at build time
// (scripts/kernel_snapshot.mjs). The Pyodide kernel loads this file in place of
// pyodide.js (its pyodideUrl setting) and calls loadPyodide as usual; Python then
// starts with IPython already imported instead of importing it on every visit.
self.loadPyodide = async (options) => {
  importScripts(`${options.indexURL}pyodide.js`);
  const snapshot = fetch(`${options.indexURL}kernel.snapshot.gz`).then((response) => {
    if (!response.ok) {
      throw new Error(`kernel.snapshot.gz: ${response.status} ${response.statusText}`);
    }
    return new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  });
  const pyodide = await self.loadPyodide({ ...options, _loadSnapshot: snapshot });
  // The snapshot froze the random module's state: give every visit its own.
  pyodide.runPython("import random\nrandom.seed()");
  return pyodide;
};
