// Starts the engine under Node.js from the built site's own files, the way the game's
// worker does on a first visit (build_site/start_engine.mjs), plays a whole game of
// every kind (game_tour.py), and prints JSON: this Python's bytecode magic number and
// every module that was imported from a .py source file.
//   node tests/pyodide/start_from_dist.mjs <dist> <pyodide dir> <stdlib zip> <micropip wheel> <engine wheel>
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { installEngine, MODULE_ORIGINS } from "../../build_site/start_engine.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const [dist, pyodideDir, stdlib, micropipWheel, engineWheel] = process.argv.slice(2);
const indexURL = join(dist, pyodideDir);
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL, stdLibURL: join(dist, stdlib) });
await installEngine(pyodide, join(dist, micropipWheel), join(dist, engineWheel));
pyodide.runPython(readFileSync(join(here, "game_tour.py"), "utf8"));
console.log(
  pyodide.runPython(`
import importlib.util, json
origins = ${MODULE_ORIGINS}
json.dumps({
    "magic": importlib.util.MAGIC_NUMBER.hex(),
    "from_source": sorted(o for o in origins if o.endswith(".py")),
    "from_bytecode": sum(o.endswith(".pyc") for o in origins),
})
`),
);
