// Bot decision times in Pyodide under Node.js: the engine's and the lab's sources
// are copied into Pyodide's file system and the tournament runs there in one process.
//
//   node bench/bots_pyodide.mjs [tournament options]
//   e.g. node bench/bots_pyodide.mjs --levels hard,medium --matches 4
//
// Prints the same table as `python -m blockdominoes_lab tournament`, whose
// decision-time columns are the Pyodide figures.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const target = "/home/pyodide";

function copyPackage(pyodide, from, to) {
  pyodide.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    const path = join(from, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") copyPackage(pyodide, path, `${to}/${name}`);
    } else if (name.endsWith(".py")) {
      pyodide.FS.writeFile(`${to}/${name}`, readFileSync(path));
    }
  }
}

const pyodide = await loadPyodide();
for (const name of ["blockdominoes", "blockdominoes_lab"])
  copyPackage(pyodide, join(root, "py", name), `${target}/${name}`);
pyodide.globals.set("bench_args", pyodide.toPy(process.argv.slice(2)));
pyodide.runPython(`
import platform, sys
sys.path.insert(0, "/home/pyodide")
from blockdominoes_lab.cli import main
print(f"Pyodide: {platform.python_implementation()} {platform.python_version()} ({sys.platform})")
main(["tournament", "--workers", "1", *bench_args])
`);
