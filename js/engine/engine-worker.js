// The only Pyodide code of the site: boots Python in this module worker, installs
// the engine wheel with micropip, then answers bridge requests.
//
// A repeat visit starts from a memory snapshot of Python with the engine already
// imported (made by a second copy of this worker named "snapshot-maker", kept in
// Cache Storage); whenever that fails it starts the usual way.
//
// Messages out: {type: "progress", stage, fraction} while booting,
//               {type: "ready", start: "snapshot" | "cold"} once, or {type: "failed", message},
//               {type: "response", id, text} for each request.
// Messages in:  {id, text} where text is one bridge request (JSON text).
//
// build.py replaces this file's one import with the BUILD object itself (URLs relative
// to this file), so the built worker fetches nothing before Pyodide's own files.
import { BUILD } from "./build-info.js";

const url = (path) => new URL(path, import.meta.url).href;
const SNAPSHOT_MAKER = "snapshot-maker"; // the name js/warm-start.js gives the maker
const runtime = import(url(BUILD.pyodide + "pyodide.mjs"));
const snapshots = import("./snapshot-cache.js").then(({ createSnapshotCache }) =>
  createSnapshotCache(
    url("snapshot.bin?" + new URLSearchParams({ pyodide: BUILD.pyodide, stdlib: BUILD.stdlib, engine: BUILD.engine })),
  ),
);
snapshots.catch(() => {}); // a failure is handled where it is awaited
let startKind = "cold";
// The build's standard library: npm's, with the modules a game imports precompiled.
const runtimeFiles = (extra) => ({ indexURL: url(BUILD.pyodide), stdLibURL: url(BUILD.stdlib), ...extra });

function progress(stage, fraction) {
  self.postMessage({ type: "progress", stage, fraction });
}

// Each step of the start is marked on this worker's performance timeline, for
// bench/page_speed.py. Marks are made once per start, so they never pile up.
const done = (step) => performance.mark("engine: " + step);

async function boot() {
  progress("runtime", 0.05);
  // Any snapshot is read while Pyodide's module loads; a cache that fails counts as none.
  const [{ loadPyodide }, snapshot] = await Promise.all([
    runtime,
    snapshots.then(
      (cache) => cache.read(),
      () => null,
    ),
  ]);
  done("pyodide.mjs loaded");
  progress("runtime", 0.15);
  const pyodide = (snapshot && (await restoreSnapshot(loadPyodide, snapshot))) ?? (await coldStart(loadPyodide));
  progress("starting", 0.95);
  const Bridge = pyodide.runPython("from blockdominoes.bridge import Bridge\nBridge");
  done("bridge imported");
  sessions.set("game", Bridge().handle);
  // Read by bench/page_speed.py through the worker: the WebAssembly memory in bytes.
  self.wasmMemoryBytes = () => pyodide._module?.HEAP8?.buffer?.byteLength ?? null;
  progress("ready", 1);
  return Bridge;
}

// build_site/start_engine.mjs does the same under Node.js for the build and the tests.
async function coldStart(loadPyodide) {
  // Both wheels download while Pyodide starts, rather than one after the other.
  const micropipWheel = download(BUILD.micropip);
  const engineWheel = download(BUILD.engine);
  const pyodide = await loadPyodide(runtimeFiles());
  done("Python started");
  progress("installer", 0.7);
  const sitePackages = pyodide.runPython("import site\nsite.getsitepackages()[0]");
  pyodide.unpackArchive(await micropipWheel, "wheel", { extractDir: sitePackages });
  done("micropip unpacked");
  progress("engine", 0.85);
  const localWheel = "/tmp/" + fileName(BUILD.engine);
  pyodide.FS.writeFile(localWheel, await engineWheel);
  const micropip = pyodide.pyimport("micropip");
  done("micropip imported");
  await micropip.install.callKwargs("emfs:" + localWheel, { deps: false });
  done("engine installed");
  return pyodide;
}

const fileName = (path) => path.split("/").pop();

/** Starts a download now; a failure is reported where the bytes are awaited. */
function download(path) {
  const bytes = fetch(url(path)).then(async (response) => {
    if (!response.ok) throw new Error(`${fileName(path)}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  });
  bytes.catch(() => {}); // awaited later: not an unhandled rejection meanwhile
  return bytes;
}

// A snapshot restores the random generators' state too: draw fresh entropy.
const RESEED = "import random\nrandom.seed()";

async function restoreSnapshot(loadPyodide, snapshot) {
  const engineWheel = download(BUILD.engine);
  try {
    const pyodide = await loadPyodide(runtimeFiles({ _loadSnapshot: snapshot }));
    done("Python restored");
    // The snapshot holds memory, not files: put the engine's files back for anything read later.
    pyodide.unpackArchive(await engineWheel, "wheel");
    pyodide.runPython(RESEED);
    startKind = "snapshot";
    return pyodide;
  } catch (error) {
    console.warn("The start from a snapshot failed; starting the usual way.", error);
    await snapshots.then(
      (cache) => cache.discard(),
      () => {},
    );
    progress("runtime", 0.15);
    return null;
  }
}

// Every engine module imported and a few moves played, so that the snapshot needs
// nothing from files. micropip cannot be used here: it leaves JavaScript handles
// behind that a snapshot cannot hold, so the wheel is unpacked directly.
const WARM_UP = "from blockdominoes import warm_up\nwarm_up.import_everything()\nwarm_up.play_a_few_moves()";

/** The snapshot-maker's whole job: a fresh Python, the engine, one snapshot stored. */
async function makeSnapshot() {
  const engineWheel = download(BUILD.engine);
  const { loadPyodide } = await runtime;
  const pyodide = await loadPyodide(runtimeFiles({ _makeSnapshot: true }));
  pyodide.unpackArchive(await engineWheel, "wheel");
  pyodide.runPython(WARM_UP);
  const bytes = pyodide.makeMemorySnapshot();
  await (await snapshots).write(bytes);
  startKind = `snapshot saved (${bytes.length} bytes)`;
}

// One Bridge per named session: "game" holds the match; the rules page's
// examples run in a session of their own so they never touch the match.
const sessions = new Map();

const ready = self.name === SNAPSHOT_MAKER ? makeSnapshot() : boot();

ready.then(
  () => self.postMessage({ type: "ready", start: startKind }),
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
