// The one way the engine starts, wherever it starts: in the game's worker, in the
// snapshot-maker, in the build (build_site/precompile.mjs) and in the tests under
// Node.js (tests/pyodide/start_from_dist.mjs). Python boots from the build's runtime
// files, then the engine's files, installed by micropip when the site was built,
// are unpacked into site-packages: no installer runs here.
// DOM-free: Pyodide's loader and how to read a file come in as collaborators.

/**
 * Where the runtime's files are (Pyodide's `loadPyodide` options).
 * @typedef {{indexURL: string, stdLibURL: string, lockFileContents?: object}} RuntimeFiles
 */

/**
 * @typedef {object} Python the parts of a Pyodide instance used here
 * @property {(code: string) => unknown} runPython the value of the code's last expression,
 *   converted or proxied by Pyodide
 * @property {(bytes: Uint8Array, format: string, options?: {extractDir?: string}) => void} unpackArchive
 */

/**
 * @template {Python} P the Pyodide instance as the caller uses it
 * @param {{loadPyodide: (options: object) => Promise<P>,
 *          readBytes: (location: string) => Promise<Uint8Array>,
 *          mark?: (step: string) => void}} deps
 *   readBytes: the bytes of a file by its location (a URL in the browser, a path in Node.js);
 *   mark: told when each step of a start has ended (the worker's performance marks)
 */
export function createEngineStart({ loadPyodide, readBytes, mark = () => {} }) {
  /**
   * A Python with the engine's files in site-packages. `options` go to loadPyodide as
   * they are (e.g. `_loadSnapshot` to restore a memory snapshot, `_makeSnapshot`).
   * @param {RuntimeFiles} runtime
   * @param {string} engineArchive the location of the engine's installed files (a zip)
   * @param {object} [options]
   * @returns {Promise<P>}
   */
  async function start(runtime, engineArchive, options = {}) {
    const archive = readBytes(engineArchive); // downloads while Python boots
    archive.catch(() => {}); // a failure is reported where it is awaited
    const pyodide = await loadPyodide({ ...runtime, ...options });
    mark("_loadSnapshot" in options ? "Python restored" : "Python started");
    unpackEngine(pyodide, await archive);
    mark("engine unpacked");
    return pyodide;
  }

  return { start };
}

/**
 * Unpack the engine's installed files (its package and the .dist-info micropip wrote)
 * into site-packages. A memory snapshot holds no files, so a restore does this too.
 * @param {Python} pyodide
 * @param {Uint8Array} archive
 */
function unpackEngine(pyodide, archive) {
  const sitePackages = /** @type {string} */ (pyodide.runPython("import site\nsite.getsitepackages()[0]"));
  pyodide.unpackArchive(archive, "zip", { extractDir: sitePackages });
}
