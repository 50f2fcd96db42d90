// Start the static site's kernels from the memory snapshot made at build time
// (scripts/kernel_snapshot.mjs). The Pyodide kernel loads this file in place of
// pyodide.js (its pyodideUrl setting) and calls loadPyodide as usual.
//
// Where the site's service worker can keep the snapshot (a browser with a Cache
// API: the site on HTTPS or on 127.0.0.1), a first visit starts Python as Pyodide
// does and fetches the snapshot (9 MB) only then, through the service worker, for
// the next visits: it downloads a third less before it is interactive, and every
// later visit starts with IPython already imported, from the cache the service
// worker names after the build (so never from an older build's memory). Elsewhere
// every visit starts from the snapshot, fetched like any file.
self.loadPyodide = async (options) => {
  importScripts(`${options.indexURL}pyodide.js`);
  const url = `${options.indexURL}kernel.snapshot.gz`;
  const cached = self.caches ? await caches.match(url) : await fetch(url);
  if (!cached) {
    const pyodide = await self.loadPyodide(options);
    fetch(url).then((response) => response.arrayBuffer()).catch(() => {});
    return pyodide;
  }
  if (!cached.ok) {
    throw new Error(`kernel.snapshot.gz: ${cached.status} ${cached.statusText}`);
  }
  const snapshot = new Response(cached.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  const pyodide = await self.loadPyodide({ ...options, _loadSnapshot: snapshot });
  // The snapshot froze the random module's state: give every visit its own.
  pyodide.runPython("import random\nrandom.seed()");
  return pyodide;
};
