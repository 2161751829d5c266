// Starts the engine under Node.js from the built site's own files, the way the game's
// worker does on a first visit (js/engine/engine-start.js), plays a whole game of
// every kind (build_site/game_tour.py), and prints JSON: this Python's bytecode magic number and
// every module that was imported from a .py source file.
//   node tests/pyodide/start_from_dist.mjs <dist>
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { MODULE_ORIGINS, startFromFiles } from "../../build_site/node_start.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const [dist] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(join(dist, "build-manifest.json"), "utf8"));
const pyodide = await startFromFiles({
  pyodideDir: join(dist, manifest.pyodide),
  stdlib: join(dist, manifest.stdlib),
  engine: join(dist, manifest.engine),
  lock: manifest.lock,
});
pyodide.runPython(readFileSync(join(here, "..", "..", "build_site", "game_tour.py"), "utf8"));
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
