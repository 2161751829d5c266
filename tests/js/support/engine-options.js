// The engine's own `options` answer, asked of the real bridge (CPython, py/ on the path),
// so the page's modules are tested against the facts the build puts into the page.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const python = process.env.BD_PYTHON ?? "python3";
const script =
  "import json; from blockdominoes.bridge import Bridge; print(json.dumps(Bridge().call('options')['options']))";

/** @type {import("../../../js/types.js").Options} */
export const OPTIONS = JSON.parse(
  execFileSync(python, ["-c", script], { cwd: root, env: { ...process.env, PYTHONPATH: root + "py" } }).toString(),
);
