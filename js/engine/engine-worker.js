// The only Pyodide code of the site: boots Python in this module worker with the
// engine's files (installed by micropip when the site was built; see
// engine-start.js), then answers bridge requests.
//
// A repeat visit starts from a memory snapshot of Python with the engine already
// imported (made by a second copy of this worker named "snapshot-maker", kept in
// Cache Storage); whenever that fails it starts the usual way.
//
// Messages out: {type: "progress", stage, fraction} while booting,
//               {type: "ready", start: "snapshot" | "cold"} once, or {type: "failed", message, unsupported},
//                 unsupported: true when this browser cannot parse Pyodide's loader (too old)
//               {type: "response", id, text} for each request, or
//               {type: "response", id, error: {code, message}} for one that got no answer:
//                 "engine_failed" (Python never started), "internal_error" (the bridge
//                 raised), "bad_request" (the message was not {id, text, session?}, or
//                 came to the snapshot-maker, which has no bridge).
// Messages in:  {id, text, session?}: text is one bridge request (JSON text), id a number
//               given back with the answer, session names a bridge of its own.
//
// BUILD (where the runtime's and the engine's files are, relative to this file) and
// BENCHMARK are put in by the bundler (build_site/bundle.mjs), so the built worker
// fetches nothing before Pyodide's own files.
import { createEngineStart } from "./engine-start.js";
import { createSnapshotCache } from "./snapshot-cache.js";

/**
 * Pyodide as this worker uses it: the engine's start, and the snapshot's parts.
 * @typedef {import("./engine-start.js").Python & {makeMemorySnapshot: () => Uint8Array<ArrayBuffer>,
 *           _module?: {HEAP8?: Int8Array}}} Pyodide
 */
/** @typedef {(options: object) => Promise<Pyodide>} LoadPyodide pyodide.mjs's loadPyodide */
/** @typedef {() => {handle: (text: string) => string}} BridgeClass the engine's Bridge, as Pyodide hands it over */

const FILES = BUILD;

// Pyodide only warns, and then waits forever, when its WebAssembly file cannot be
// fetched. So this worker watches its own downloads: the first one that fails (an
// HTTP error, or no network and no offline copy) fails the start at once, with the
// file's name as the reason.
/** @type {(error: Error) => void} */
let failDownload;
/** @type {Promise<never>} */
const downloadFailed = new Promise((_, reject) => (failDownload = reject));
downloadFailed.catch(() => {}); // raced where the start is awaited
const fetchFromNetwork = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const name = fileName(String(input instanceof Request ? input.url : input));
  try {
    const response = await fetchFromNetwork(input, init);
    if (!response.ok) failDownload(new Error(`${name}: HTTP ${response.status}`));
    return response;
  } catch (error) {
    failDownload(new Error(`${name}: ${reason(error)}`));
    throw error;
  }
};
/**
 * The start, or the first failed download, whichever comes first.
 * @template T
 * @param {Promise<T>} promise
 */
const unlessADownloadFails = (promise) => Promise.race([promise, downloadFailed]);

const url = (/** @type {string} */ path) => new URL(path, import.meta.url).href;
const fileName = (/** @type {string} */ path) => path.split("?")[0].split("/").pop();
const SNAPSHOT_MAKER = "snapshot-maker"; // the name warm-start.js gives the maker
const runtime = /** @type {Promise<{loadPyodide: LoadPyodide}>} */ (import(url(FILES.pyodide + "pyodide.mjs")));
runtime.catch(() => {}); // a failure is reported where it is awaited
const snapshots = createSnapshotCache(
  url("snapshot.bin?" + new URLSearchParams({ pyodide: FILES.pyodide, stdlib: FILES.stdlib, engine: FILES.engine })),
);
// The build's standard library (the modules a game imports precompiled) and a lock
// file without packages: the site loads none of Pyodide's own.
const runtimeFiles = { indexURL: url(FILES.pyodide), stdLibURL: url(FILES.stdlib), lockFileContents: FILES.lock };
let startKind = "cold";

/** @param {unknown} error */
function reason(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * @param {string} stage
 * @param {number} fraction
 */
function progress(stage, fraction) {
  self.postMessage({ type: "progress", stage, fraction });
}

// Each step of the start is marked on this worker's performance timeline, for
// bench/page_speed.py. Marks are made once per start, so they never pile up.
const done = (/** @type {string} */ step) => performance.mark("engine: " + step);

/**
 * The bytes of one of the build's files.
 * @param {string} path relative to this worker
 */
async function download(path) {
  const response = await fetch(url(path));
  if (!response.ok) throw new Error(`${fileName(path)}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * An engine start whose steps are marked, and shown once Python is up.
 * @param {LoadPyodide} loadPyodide
 */
function engineStart(loadPyodide) {
  const mark = (/** @type {string} */ step) => {
    done(step);
    if (step.startsWith("Python")) progress("engine", 0.85);
  };
  return createEngineStart({ loadPyodide, readBytes: download, mark });
}

async function boot() {
  progress("runtime", 0.05);
  // Any snapshot is read while Pyodide's module loads; a cache that fails counts as none.
  const lookup = snapshots.read().finally(() => done("snapshot looked up"));
  const { loadPyodide } = await runtime;
  done("pyodide.mjs loaded");
  const snapshot = await lookup;
  progress("runtime", 0.15);
  const start = engineStart(loadPyodide);
  const pyodide =
    (snapshot && (await restoreSnapshot(start, snapshot))) ??
    (await unlessADownloadFails(start.start(runtimeFiles, FILES.engine)));
  progress("starting", 0.95);
  const Bridge = /** @type {BridgeClass} */ (pyodide.runPython("from blockdominoes.bridge import Bridge\nBridge"));
  done("bridge imported");
  sessions.set("game", Bridge().handle);
  // Read by bench/page_speed.py through the worker; only its own build has it.
  if (BENCHMARK) self.wasmMemoryBytes = () => pyodide._module?.HEAP8?.buffer?.byteLength ?? null;
  progress("ready", 1);
  return Bridge;
}

// A snapshot restores the random generators' state too: draw fresh entropy.
const RESEED = "import random\nrandom.seed()";

/**
 * @param {ReturnType<typeof engineStart>} start
 * @param {Uint8Array} snapshot
 * @returns {Promise<Pyodide | null>} null when the restore failed (the snapshot is then discarded)
 */
async function restoreSnapshot(start, snapshot) {
  try {
    const pyodide = await unlessADownloadFails(start.start(runtimeFiles, FILES.engine, { _loadSnapshot: snapshot }));
    pyodide.runPython(RESEED);
    startKind = "snapshot";
    return pyodide;
  } catch (error) {
    console.warn("The start from a snapshot failed; starting the usual way.", error);
    await snapshots.discard();
    progress("runtime", 0.15);
    return null;
  }
}

// Every engine module imported and a few moves played, so that the snapshot needs
// nothing from files.
const WARM_UP = "from blockdominoes import warm_up\nwarm_up.import_everything()\nwarm_up.play_a_few_moves()";

/** The snapshot-maker's whole job: a fresh Python, the engine, one snapshot stored. */
async function makeSnapshot() {
  const { loadPyodide } = await runtime;
  const pyodide = await unlessADownloadFails(
    engineStart(loadPyodide).start(runtimeFiles, FILES.engine, { _makeSnapshot: true }),
  );
  pyodide.runPython(WARM_UP);
  const bytes = pyodide.makeMemorySnapshot();
  await snapshots.write(bytes);
  startKind = `snapshot saved (${bytes.length} bytes)`;
}

// One Bridge per named session: "game" holds the match; the rules page's
// examples run in a session of their own so they never touch the match.
/** @type {Map<string, (text: string) => string>} each session's Bridge().handle */
const sessions = new Map();

const ready = self.name === SNAPSHOT_MAKER ? makeSnapshot() : boot();

ready.then(
  () => self.postMessage({ type: "ready", start: startKind }),
  // A loader this browser cannot parse means a browser older than the supported ones,
  // which the page's first check should have caught (js/support/): said as such all the same.
  (error) => self.postMessage({ type: "failed", message: reason(error), unsupported: error instanceof SyntaxError }),
);

/**
 * @param {unknown} id the request's id as it came
 * @param {string} code
 * @param {string} message
 */
function answerError(id, code, message) {
  self.postMessage({ type: "response", id, error: { code, message } });
}

self.onmessage = async (event) => {
  const request = /** @type {{id?: unknown, text?: unknown, session?: unknown} | null} */ (event.data);
  const { id = null, text, session = "game" } = request ?? {};
  if (typeof id !== "number" || typeof text !== "string" || typeof session !== "string") {
    answerError(id, "bad_request", "a request is {id: number, text: string, session?: string}");
    return;
  }
  let Bridge;
  try {
    Bridge = await ready;
  } catch (error) {
    answerError(id, "engine_failed", reason(error));
    return;
  }
  if (!Bridge) {
    answerError(id, "bad_request", "the snapshot-maker has no bridge");
    return;
  }
  try {
    let handle = sessions.get(session);
    if (!handle) sessions.set(session, (handle = Bridge().handle));
    self.postMessage({ type: "response", id, text: handle(text) });
  } catch (error) {
    console.error("The engine's bridge raised instead of answering:", error); // a defect: seen, and answered
    answerError(id, "internal_error", reason(error));
  }
};
