// Compiles Python to bytecode with the pinned Pyodide, for build_site/bytecode.py:
//   node build_site/precompile.mjs <micropip.whl> <engine.whl> <out-dir>
// It starts the engine as the game's worker does (micropip unpacked, the engine
// installed with micropip) and plays a few moves, so the standard-library files
// it then finds imported are the ones a game needs.
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const here = dirname(fileURLToPath(import.meta.url));
const [micropipWheel, engineWheel, outDir] = process.argv.slice(2);

const pyodide = await loadPyodide();
const sitePackages = pyodide.runPython("import site\nsite.getsitepackages()[0]");
const micropipPath = "/tmp/" + basename(micropipWheel);
const enginePath = "/tmp/" + basename(engineWheel);
pyodide.FS.writeFile(micropipPath, new Uint8Array(readFileSync(micropipWheel)));
pyodide.FS.writeFile(enginePath, new Uint8Array(readFileSync(engineWheel)));
pyodide.unpackArchive(pyodide.FS.readFile(micropipPath), "wheel", { extractDir: sitePackages });
await pyodide.pyimport("micropip").install.callKwargs("emfs:" + enginePath, { deps: false });
pyodide.runPython("from blockdominoes.warm_up import play_a_few_moves\nplay_a_few_moves()");

pyodide.FS.mkdir("/out");
pyodide.mountNodeFS("/out", outDir);
pyodide.runPython(readFileSync(join(here, "bytecode_inside.py"), "utf8"));
const stdlib = pyodide.runPython("import sys\nnext(p for p in sys.path if p.endswith('.zip'))");
pyodide.globals.get("precompile")(stdlib, micropipPath, enginePath, sitePackages);
