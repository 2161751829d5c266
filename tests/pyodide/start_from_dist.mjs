// Starts the engine under Node.js from the built site's own files, the way the game's
// worker does on a first visit (Pyodide, micropip unpacked, the engine installed with
// micropip), plays a few moves, and prints JSON: this Python's bytecode magic number
// and every module that was imported from a .py source file.
//   node tests/pyodide/start_from_dist.mjs <dist> <pyodide dir> <micropip wheel> <engine wheel>
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";

const [dist, pyodideDir, micropipWheel, engineWheel] = process.argv.slice(2);
const indexURL = join(dist, pyodideDir);
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL });
const sitePackages = pyodide.runPython("import site\nsite.getsitepackages()[0]");
pyodide.unpackArchive(new Uint8Array(readFileSync(join(dist, micropipWheel))), "wheel", { extractDir: sitePackages });
const localWheel = "/tmp/" + basename(engineWheel);
pyodide.FS.writeFile(localWheel, new Uint8Array(readFileSync(join(dist, engineWheel))));
await pyodide.pyimport("micropip").install.callKwargs("emfs:" + localWheel, { deps: false });
console.log(pyodide.runPython(`
import importlib.util, json, sys
from blockdominoes.warm_up import play_a_few_moves
play_a_few_moves()
origins = [getattr(getattr(m, "__spec__", None), "origin", None) for m in list(sys.modules.values())]
json.dumps({
    "magic": importlib.util.MAGIC_NUMBER.hex(),
    "from_source": sorted(o for o in origins if isinstance(o, str) and o.endswith(".py")),
    "from_bytecode": sum(isinstance(o, str) and o.endswith(".pyc") for o in origins),
})
`));
