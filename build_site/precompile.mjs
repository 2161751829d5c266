// Compiles Python to bytecode with the pinned Pyodide, for build_site/bytecode.py:
//   node build_site/precompile.mjs <python_stdlib.zip> <micropip.whl> <engine.whl> <out-dir>
// It starts the engine as the game's worker does (build_site/start_engine.mjs) and
// plays a few moves, so the standard-library files it then finds imported are the
// ones a game needs.
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";
import { installEngine, MODULE_ORIGINS } from "./start_engine.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const [stdlibZip, micropipWheel, engineWheel, outDir] = process.argv.slice(2);

const pyodide = await loadPyodide({ stdLibURL: stdlibZip });
const { sitePackages, localWheel } = await installEngine(pyodide, micropipWheel, engineWheel);
pyodide.runPython("from blockdominoes.warm_up import play_a_few_moves\nplay_a_few_moves()");
const origins = pyodide.runPython(`import json\njson.dumps(${MODULE_ORIGINS})`); // before the compiler's own imports

pyodide.FS.mkdir("/out");
pyodide.mountNodeFS("/out", outDir);
pyodide.runPython(readFileSync(join(here, "bytecode_inside.py"), "utf8"));
const stdlibPath = pyodide.runPython("import sys\nnext(p for p in sys.path if p.endswith('.zip'))");
const micropipCopy = "/tmp/" + basename(micropipWheel);
pyodide.FS.writeFile(micropipCopy, new Uint8Array(readFileSync(micropipWheel)));
pyodide.globals.get("precompile")(origins, stdlibPath, micropipCopy, localWheel, sitePackages);
