// What build_site/bundle.mjs puts into the engine's worker (esbuild `define`), and the
// hook that only the benchmark's own build gives the worker.

/** Where the worker's files are, relative to it, and the lock file Pyodide starts with. */
declare const BUILD: {
  pyodide: string;
  stdlib: string;
  engine: string;
  lock: { info: object; packages: object };
};

/** True in bench/bench_site.py's build only. */
declare const BENCHMARK: boolean;

interface WorkerGlobalScope {
  /** The worker's WebAssembly memory in bytes (bench/page_speed.py). */
  wasmMemoryBytes?: () => number | null;
}
