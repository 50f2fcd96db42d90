// Make the memory snapshot the static site's kernels start from (run by scripts/publish.py).
//
// Usage: node scripts/kernel_snapshot.mjs PYODIDE_FOLDER OUTPUT.gz IMPORTED.json WARM_UP MODULE...
//
// Starting Python and importing IPython costs a page about three seconds in the
// browser. Here that is done once, at build time: Pyodide starts, every wheel in
// the folder's pyodide-lock.json is unpacked into site-packages, MODULE... are
// imported, the Python code WARM_UP is run (filling caches the apps would fill as they first draw), and
// Pyodide's memory is written out, gzipped. A page's kernel then
// starts from that memory (scripts/kernel_snapshot_loader.js). Only modules that
// hold no JavaScript object can be in a snapshot; Pyodide refuses the rest. Open
// files do not survive a snapshot, so the garbage is collected (closing any file an
// import left open) before it is taken, and the memory malloc holds free is zeroed
// (it then compresses to nothing). The files of every module imported (relative to
// site-packages) are written to IMPORTED.json, for the build to know which a page uses.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const [folder, output, imported, warmUp, ...modules] = process.argv.slice(2);
const { loadPyodide } = await import(path.resolve(folder, "pyodide.mjs"));
const lock = JSON.parse(fs.readFileSync(path.join(folder, "pyodide-lock.json"), "utf8"));
const pyodide = await loadPyodide({ indexURL: path.resolve(folder) + "/", _makeSnapshot: true });
pyodide.FS.mkdirTree("/tmp/wheels");
for (const { file_name: name } of Object.values(lock.packages)) {
  pyodide.FS.writeFile(`/tmp/wheels/${name}`, fs.readFileSync(path.join(folder, name)));
}
pyodide.runPython(`
import gc, importlib, json, os, sys, zipfile
site_packages = next(entry for entry in sys.path if entry.endswith("site-packages"))
for name in sorted(os.listdir("/tmp/wheels")):
    with zipfile.ZipFile("/tmp/wheels/" + name) as wheel:
        wheel.extractall(site_packages)
importlib.invalidate_caches()
for module in ${JSON.stringify(modules)}:
    importlib.import_module(module)
exec(${JSON.stringify(warmUp)}, {})
files = json.dumps(sorted({os.path.relpath(m.__file__, site_packages) for m in list(sys.modules.values())
                           if (getattr(m, "__file__", None) or "").startswith(site_packages + "/")}))
`);
fs.writeFileSync(imported, pyodide.globals.get("files"));
pyodide.runPython("del files, json\ngc.collect()");

const M = pyodide._module;
const size = M.HEAPU8.length;
M._malloc_trim(0);
M._malloc_set_footprint_limit(M._malloc_footprint());  // fill what malloc holds free, never grow it
const blocks = [];
for (let bytes = 1 << 24; bytes >= 16; bytes >>= 1) {
  for (let block = M._PyMem_RawMalloc(bytes); block; block = M._PyMem_RawMalloc(bytes)) {
    M.HEAPU8.fill(0, block, block + bytes);
    blocks.push(block);
  }
}
blocks.forEach((block) => M._PyMem_RawFree(block));
M._malloc_set_footprint_limit(-1);  // no limit again: the pages' kernels must be able to grow
if (M.HEAPU8.length !== size) {
  throw new Error("zeroing the free memory grew it");
}
M.HEAPU8.fill(0, M._sbrk(0), size);
const snapshot = pyodide.makeMemorySnapshot();
fs.writeFileSync(output, zlib.gzipSync(snapshot, { level: 9 }));
console.log(`kernel snapshot: ${modules.length} modules imported, ${snapshot.length} bytes of memory`);
