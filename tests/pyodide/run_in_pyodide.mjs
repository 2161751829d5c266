// Runs a Python file inside Pyodide under Node.js with the engine's and the lab's
// sources copied in, and prints what the file prints. Usage:
//   node tests/pyodide/run_in_pyodide.mjs <script.py> [args...]
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function copyTree(pyodide, from, to) {
  pyodide.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    if (name === "__pycache__") continue;
    const path = join(from, name);
    if (statSync(path).isDirectory()) copyTree(pyodide, path, `${to}/${name}`);
    else if (name.endsWith(".py")) pyodide.FS.writeFile(`${to}/${name}`, readFileSync(path));
  }
}

const [script, ...args] = process.argv.slice(2);
const pyodide = await loadPyodide({ stdout: (line) => console.log(line), stderr: (line) => console.error(line) });
for (const name of ["blockdominoes", "blockdominoes_lab"]) copyTree(pyodide, join(root, "py", name), `/engine/${name}`);
pyodide.globals.set("script_args", pyodide.toPy(args));
await pyodide.runPythonAsync(`
import sys
sys.path.insert(0, "/engine")
sys.argv = ["${script}"] + list(script_args)
`);
await pyodide.runPythonAsync(readFileSync(script, "utf8"));
