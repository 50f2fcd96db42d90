// The Pyodide kernel's worker as the static site's pages start it (scripts/publish.py, `start_the_kernel_early`):
// created by the page's first script, before JupyterLite's scripts have loaded, and handed to the kernel when
// JupyterLite asks for its worker. Python starts from the stored snapshot at once (kernel_snapshot_loader.js),
// then the kernel's own worker code runs, and its loadPyodide takes that Python.
importScripts("kernel_snapshot_loader.js");
self.kernelSnapshot.startEarly(new URL("./", location).href);
importScripts("KERNEL_WORKER");
