// Loads the same Pyodide runtime as the game's worker, and nothing more.
// With ?stdlib=npm it loads the standard library as the npm package ships it (all
// source) instead of the build's copy, whose modules a game imports are precompiled.
const indexURL = new URL("__PYODIDE_DIR__", import.meta.url).href;
const npmStdlib = new URL(import.meta.url).searchParams.get("stdlib") === "npm";
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
try {
  await loadPyodide({ indexURL, ...(npmStdlib && { stdLibURL: new URL("npm/python_stdlib.zip", import.meta.url).href }) });
  self.postMessage("ready");
} catch (error) {
  self.postMessage("failed: " + error);
}
