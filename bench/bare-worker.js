// Loads the same Pyodide runtime as the game's worker, with the same options, and
// nothing more: the build's standard library (its modules a game imports precompiled),
// or with ?stdlib=npm the standard library as the npm package ships it (all source).
// bench/bench_site.py fills in the build's paths.
const indexURL = new URL("__PYODIDE_DIR__", import.meta.url).href;
const npmStdlib = new URL(import.meta.url).searchParams.get("stdlib") === "npm";
const stdLibURL = new URL(npmStdlib ? "npm/python_stdlib.zip" : "__STDLIB__", import.meta.url).href;
const lockFileContents = __LOCK__; // the game's worker has the lock file built in too
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
performance.mark("engine: pyodide.mjs loaded"); // the game's worker marks the same steps
try {
  await loadPyodide({ indexURL, stdLibURL, lockFileContents });
  performance.mark("engine: Python started");
  self.postMessage("ready");
} catch (error) {
  self.postMessage("failed: " + error);
}
