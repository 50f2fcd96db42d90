// Start the static site's kernels from the memory snapshot made at build time
// (scripts/kernel_snapshot.mjs) once the browser has it. The Pyodide kernel loads
// this file in place of pyodide.js (its pyodideUrl setting) and calls loadPyodide
// as usual. A first visit starts Python as Pyodide does and only then fetches the
// snapshot (9 MB), for the next visits: the first one downloads a third less
// before it is interactive, and every later one (from the service worker's cache
// or the browser's) starts with IPython already imported. The build puts the
// snapshot's checksum in its address, so a browser never starts a new build's
// Pyodide from an old build's memory.
self.loadPyodide = async (options) => {
  importScripts(`${options.indexURL}pyodide.js`);
  const url = `${options.indexURL}kernel.snapshot.gz?v=SNAPSHOT_CHECKSUM`;
  // Where there is a Cache API, the site's service worker keeps the snapshot there; elsewhere (a site
  // served over plain HTTP on a school's network) only the browser's HTTP cache can hold it.
  const cached = self.caches
    ? await caches.match(url)
    : await fetch(url, { cache: "only-if-cached", mode: "same-origin" }).catch(() => null);
  if (!cached || !cached.ok) {
    const pyodide = await self.loadPyodide(options);
    fetch(url).then((response) => response.arrayBuffer()).catch(() => {});
    return pyodide;
  }
  const snapshot = new Response(cached.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  const pyodide = await self.loadPyodide({ ...options, _loadSnapshot: snapshot });
  // The snapshot froze the random module's state: give every visit its own.
  pyodide.runPython("import random\nrandom.seed()");
  return pyodide;
};
