// Start the static site's kernels from the memory snapshot made at build time
// (scripts/kernel_snapshot.mjs). The Pyodide kernel loads this file in place of
// pyodide.js (its pyodideUrl setting) and calls loadPyodide as usual.
//
// Where the site's service worker can keep the snapshot (a browser with a Cache
// API: the site on HTTPS or on 127.0.0.1), a first visit starts Python as Pyodide
// does, and the service worker stores the snapshot (10 MB) with the rest of the
// site once the page's app has answered: the visit downloads half as much before
// it is interactive, and every later visit starts with IPython already imported,
// from the cache the service worker names after the build (so never from an older
// build's memory). Elsewhere every visit starts from the snapshot, fetched like any file.
//
// A kernel started from the snapshot does not unpack the wheels one by one (Python
// inflating 27 zips took 1.5–2 s): it writes the files the snapshot has not imported
// from one gzipped tar (site-packages.tar.gz, made by scripts/publish.py) into the
// file system, and tells Pyodide the packages are loaded.
//
// The page starts the kernel's worker as its first script (kernel_worker.js, written by
// scripts/publish.py), and the worker calls startEarly: Python starts from the snapshot,
// and imports what the kernel imports as it starts, while the page's own scripts load
// (a second before JupyterLite asks for a kernel). The kernel's loadPyodide then takes
// that Python. Without a stored snapshot nothing starts early: a first visit starts
// Python as Pyodide does, once the kernel asks, with the kernel's own options.
// The kernel's worker imports this file twice (kernel_worker.js, then the kernel as it starts): the second time
// it only names the loadPyodide of the first.
(() => {
  if (self.kernelSnapshot) {
    self.loadPyodide = self.kernelSnapshot.load;
    return;
  }
  let early = null;
  let loadPyodide = null;

  async function fromSnapshot(indexURL, warm) {
    if (!loadPyodide) {
      importScripts(`${indexURL}pyodide.js`);
      loadPyodide = self.loadPyodide;
      self.loadPyodide = load;
    }
    const stored = (name) => (self.caches ? caches.match(indexURL + name) : fetch(indexURL + name));
    const [cached, files] = await Promise.all([stored("kernel.snapshot.gz"), stored("site-packages.tar.gz")]);
    if (!cached || !files) {
      return null;
    }
    for (const response of [cached, files]) {
      if (!response.ok) {
        throw new Error(`${response.url}: ${response.status} ${response.statusText}`);
      }
    }
    const gunzip = (response) => new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    const archive = gunzip(files);
    const pyodide = await loadPyodide({ indexURL, packages: [], _loadSnapshot: gunzip(cached) });
    untar(pyodide.FS, new Uint8Array(await archive));
    loadWidgetsWithTheShell(pyodide.FS);
    const lock = await (await stored("pyodide-lock.json")).json();
    for (const { name } of Object.values(lock.packages)) {
      pyodide.loadedPackages[name] = "default channel";  // what loadPackage records, so nothing loads them again
    }
    // The snapshot froze the random module's state: give every visit its own.
    pyodide.runPython(`import importlib, random\nimportlib.invalidate_caches()\nrandom.seed()\n${DRIVE_LAST}`);
    if (warm) {
      pyodide.runPython(KERNEL_IMPORTS);
    }
    return pyodide;
  }

  // What the Pyodide kernel's worker calls (its pyodideUrl names this file, which it imports first).
  async function load(options) {
    const started = early && early.indexURL === options.indexURL ? early.pyodide : null;
    early = null;
    // An early start that failed is made again here, for the kernel to say why.
    let pyodide = started && (await started.catch(() => null));
    pyodide ||= await fromSnapshot(options.indexURL);
    if (!pyodide) {
      await answeredByTheServiceWorker(options.indexURL);
      pyodide = await loadPyodide(options);
      pyodide.runPython(DRIVE_LAST);
      return pyodide;
    }
    pyodide.setStdout({ batched: options.stdout });
    pyodide.setStderr({ batched: options.stderr });
    return pyodide;
  }

  // A first visit's kernel starts while the site's service worker installs, before it answers this worker's
  // requests. Pyodide is fetched once it does (two seconds at most): its WebAssembly, stored and then answered
  // from the cache, is compiled with Chromium keeping the compiled code beside it, and the next visit compiles
  // none of it (without, that visit ran Python about three times slower, compiling function by function).
  async function answeredByTheServiceWorker(indexURL) {
    const heartbeat = new URL("../../api/service-worker-heartbeat", indexURL).href;
    for (let tries = 0; self.caches && tries < 20; tries += 1) {
      try {
        if ((await (await fetch(heartbeat, { cache: "no-store" })).text()) === "ok") {
          return;
        }
      } catch {
        // not answered: asked again
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  self.kernelSnapshot = {
    load,
    startEarly(indexURL) {
      early = { indexURL, pyodide: fromSnapshot(indexURL, true) };
    },
  };
  self.loadPyodide = load;

  // What the kernel imports as it starts (its package manager, then the kernel, which makes IPython's shell), done
  // while the page loads: the kernel's own imports then find them done. A failure here is left for the kernel's
  // own import to report.
  const KERNEL_IMPORTS = `
try:
    import piplite.piplite
    import pyodide_kernel
except Exception:
    pass
  `;

  // The kernel works in /drive, the site's files, which it reaches through the page (a round trip through the
  // service worker and the page's busy main thread for every look). Python looks for every module it imports
  // in the working folder first, so the kernel's and the apps' imports made 30-40 such round trips. Here the
  // folder is looked in last (the project's reading: a notebook's neighbour no longer hides an installed
  // module of the same name, and nothing on the site has one).
  const DRIVE_LAST = `
def _look_in_the_drive_last():
    import os, sys
    from importlib._bootstrap_external import _get_supported_file_loaders
    from importlib.machinery import FileFinder

    class LookLast:
        """Finds nothing in the drive's place on the path: DriveFinder, last in sys.meta_path, looks there."""

        def find_spec(self, name, target=None):
            return None

        def invalidate_caches(self):
            pass

    class DriveFinder:
        """Finds a top-level module in the working folder on the drive, once nothing else has."""

        @staticmethod
        def find_spec(name, path=None, target=None):
            here = os.getcwd()
            if path is not None or not (here == "/drive" or here.startswith("/drive/")):
                return None
            return FileFinder(here, *_get_supported_file_loaders()).find_spec(name, target)

    def hook(entry):
        if entry == "/drive" or entry.startswith("/drive/"):
            return LookLast()
        raise ImportError("not on the drive")

    sys.path_hooks.insert(0, hook)
    sys.meta_path.append(DriveFinder)


_look_in_the_drive_last()
del _look_in_the_drive_last
  `;

  // ipywidgets registers its comm targets (jupyter.widget, jupyter.widget.control) only when it is imported
  // inside a running kernel, and the snapshot imported it before any kernel existed. Without them, the kernel
  // refuses the page's widget manager, which asks the control target for the kernel's widgets as it connects.
  // IPython's configuration, in Pyodide's home, has the kernel's shell load it as an extension as soon as the
  // shell exists, which registers them. It also leaves out the magics that run a script in another program
  // (%%bash, %%python3, …): the browser has no other program, and building their eight parsers was a tenth of
  // the kernel's start.
  function loadWidgetsWithTheShell(FS) {
    const profile = "/home/pyodide/.ipython/profile_default";
    FS.mkdirTree(profile);
    FS.writeFile(
      `${profile}/ipython_config.py`,
      'c.InteractiveShellApp.extensions = ["ipywidgets"]\nc.ScriptMagics.script_magics = []\n',
    );
  }

  // Write a ustar archive's regular files at their paths (relative to /).
  function untar(FS, bytes) {
    const text = (start, length) => new TextDecoder().decode(bytes.subarray(start, start + length)).replace(/\0.*$/s, "");
    for (let at = 0; at + 512 <= bytes.length && bytes[at] !== 0; ) {
      const size = parseInt(text(at + 124, 12), 8);
      const prefix = text(at + 345, 155);
      const path = `/${prefix ? `${prefix}/` : ""}${text(at, 100)}`;
      if (text(at + 156, 1) === "0" || text(at + 156, 1) === "") {
        FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
        FS.writeFile(path, bytes.subarray(at + 512, at + 512 + size));
      }
      at += 512 + Math.ceil(size / 512) * 512;
    }
  }
})();
