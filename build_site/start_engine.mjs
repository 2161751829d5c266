// The engine's first start as js/engine-worker.js's coldStart does it, for Node.js:
// micropip unpacked into site-packages, then the engine wheel installed by micropip.
// Used by build_site/precompile.mjs and tests/pyodide/start_from_dist.mjs; keep the
// three in step.
import { readFileSync } from "node:fs";
import { basename } from "node:path";

/** Install micropip and the engine from wheel files into a fresh Pyodide. */
export async function installEngine(pyodide, micropipWheel, engineWheel) {
  const sitePackages = pyodide.runPython("import site\nsite.getsitepackages()[0]");
  pyodide.unpackArchive(new Uint8Array(readFileSync(micropipWheel)), "wheel", { extractDir: sitePackages });
  const localWheel = "/tmp/" + basename(engineWheel);
  pyodide.FS.writeFile(localWheel, new Uint8Array(readFileSync(engineWheel)));
  await pyodide.pyimport("micropip").install.callKwargs("emfs:" + localWheel, { deps: false });
  return { sitePackages, localWheel };
}

/** Python code giving, as a list, the origin (file) of every module imported so far. */
export const MODULE_ORIGINS = `[o for o in (getattr(getattr(m, "__spec__", None), "origin", None)
     for m in list(__import__("sys").modules.values())) if isinstance(o, str)]`;
