// Loads the same Pyodide runtime as the game's worker, and nothing more.
const indexURL = new URL("__PYODIDE_DIR__", import.meta.url).href;
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
try {
  await loadPyodide({ indexURL });
  self.postMessage("ready");
} catch (error) {
  self.postMessage("failed: " + error);
}
