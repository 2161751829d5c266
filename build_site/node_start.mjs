// The engine's start (js/engine/engine-start.js) under Node.js, from files on disk:
// for the build (build_site/precompile.mjs) and the tests (tests/pyodide/start_from_dist.mjs).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createEngineStart } from "../js/engine/engine-start.js";

/**
 * Python from a Pyodide folder and a standard library, with the engine's installed files unpacked.
 * @param {{pyodideDir: string, stdlib: string, engine: string, lock?: object}} files
 *   lock: the lock file's contents to start with (default: the folder's pyodide-lock.json)
 */
export async function startFromFiles({ pyodideDir, stdlib, engine, lock }) {
  const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
  const readBytes = async (path) => new Uint8Array(await readFile(path));
  const runtime = { indexURL: pyodideDir, stdLibURL: stdlib, ...(lock ? { lockFileContents: lock } : {}) };
  return createEngineStart({ loadPyodide, readBytes }).start(runtime, engine);
}

/** Python code giving, as a list, the origin (file) of every module imported so far. */
export const MODULE_ORIGINS = `[o for o in (getattr(getattr(m, "__spec__", None), "origin", None)
     for m in list(__import__("sys").modules.values())) if isinstance(o, str)]`;
