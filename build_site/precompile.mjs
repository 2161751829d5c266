// Installs the engine and compiles Python to bytecode with the pinned Pyodide, for
// build_site/bytecode.py:
//   node build_site/precompile.mjs <pyodide dir> <micropip.whl> <engine.whl> <out-dir>
// 1. micropip installs the engine's wheel into a Pyodide under Node.js; the files it
//    wrote (the package and its .dist-info) go to <out-dir>/installed.zip. This is the
//    engine's one install: the site ships these files and a player's device only
//    unpacks them.
// 2. A fresh Pyodide starts the way the game's worker does (js/engine/engine-start.js),
//    warms up as the snapshot-maker does and plays a game of every kind, errors included
//    (game_tour.py), so the standard-library files it then finds imported are the ones a
//    game needs: only those are shipped, compiled, with all of the engine, to <out-dir>.
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";
import { MODULE_ORIGINS, startFromFiles } from "./node_start.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const [pyodideDir, micropipWheel, engineWheel, outDir] = process.argv.slice(2);
const INSTALLED = "/out/installed.zip";

/** Python code that zips the folders micropip wrote for the engine (package and .dist-info), as they are. */
const ZIP_INSTALLED = `
import importlib.metadata, os, zipfile
distribution = importlib.metadata.distribution("blockdominoes")
site_packages = distribution.locate_file("")
folders = sorted({file.parts[0] for file in distribution.files})
with zipfile.ZipFile("${INSTALLED}", "w", zipfile.ZIP_DEFLATED) as archive:
    for folder in folders:
        for parent, _, names in sorted(os.walk(site_packages / folder)):
            for name in sorted(names):
                path = os.path.join(parent, name)
                archive.write(path, os.path.relpath(path, site_packages))
`;

function mountOut(pyodide) {
  pyodide.FS.mkdir("/out");
  pyodide.mountNodeFS("/out", outDir);
}

// 1. the install, in a Pyodide of its own so that micropip's imports count for nothing below
const installer = await loadPyodide({ indexURL: pyodideDir });
const sitePackages = installer.runPython("import site\nsite.getsitepackages()[0]");
installer.unpackArchive(new Uint8Array(readFileSync(micropipWheel)), "wheel", { extractDir: sitePackages });
const localWheel = "/tmp/" + basename(engineWheel);
installer.FS.writeFile(localWheel, new Uint8Array(readFileSync(engineWheel)));
await installer.pyimport("micropip").install.callKwargs("emfs:" + localWheel, { deps: false });
mountOut(installer);
installer.runPython(ZIP_INSTALLED);

// 2. the start and a few moves as in the browser, then the compiling
const pyodide = await startFromFiles({
  pyodideDir,
  stdlib: join(pyodideDir, "python_stdlib.zip"),
  engine: join(outDir, "installed.zip"),
});
pyodide.runPython("from blockdominoes import warm_up\nwarm_up.import_everything()\nwarm_up.play_a_few_moves()");
pyodide.runPython(readFileSync(join(here, "game_tour.py"), "utf8"));
const origins = pyodide.runPython(`import json\njson.dumps(${MODULE_ORIGINS})`); // before the compiler's own imports
mountOut(pyodide);
pyodide.runPython(readFileSync(join(here, "bytecode_inside.py"), "utf8"));
const stdlibPath = pyodide.runPython("import sys\nnext(p for p in sys.path if p.endswith('.zip'))");
pyodide.globals.get("precompile")(origins, stdlibPath, INSTALLED, sitePackages);
