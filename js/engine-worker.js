// The only Pyodide code of the site: boots Python in this module worker, installs
// the engine wheel with micropip, then answers bridge requests.
//
// Messages out: {type: "progress", stage, fraction} while booting,
//               {type: "ready"} once, or {type: "failed", message},
//               {type: "response", id, text} for each request.
// Messages in:  {id, text} where text is one bridge request (JSON text).
import { BUILD } from "./build-info.js";

const url = (path) => new URL(path, import.meta.url).href;

function progress(stage, fraction) {
  self.postMessage({ type: "progress", stage, fraction });
}

async function boot() {
  progress("runtime", 0.05);
  const { loadPyodide } = await import(url(BUILD.pyodide + "pyodide.mjs"));
  progress("runtime", 0.15);
  const pyodide = await loadPyodide({ indexURL: url(BUILD.pyodide) });
  progress("installer", 0.7);
  await pyodide.loadPackage(url(BUILD.micropip), { messageCallback: () => {} });
  progress("engine", 0.85);
  const micropip = pyodide.pyimport("micropip");
  await micropip.install.callKwargs(url(BUILD.engine), { deps: false });
  progress("starting", 0.95);
  const Bridge = pyodide.runPython(
    "from blockdominoes.bridge import Bridge\nBridge"
  );
  sessions.set("game", Bridge().handle);
  // Read by bench/page_speed.py through the worker: the WebAssembly memory in bytes.
  self.wasmMemoryBytes = () => pyodide._module?.HEAP8?.buffer?.byteLength ?? null;
  progress("ready", 1);
  return Bridge;
}

// One Bridge per named session: "game" holds the match; the rules page's
// examples run in a session of their own so they never touch the match.
const sessions = new Map();

const ready = boot();

ready.then(
  () => self.postMessage({ type: "ready" }),
  (error) => self.postMessage({ type: "failed", message: String(error?.message ?? error) }),
);

self.onmessage = async (event) => {
  const { id, text, session = "game" } = event.data;
  let Bridge;
  try {
    Bridge = await ready;
  } catch {
    return; // the failure was reported once already
  }
  if (!sessions.has(session)) sessions.set(session, Bridge().handle);
  self.postMessage({ type: "response", id, text: sessions.get(session)(text) });
};
