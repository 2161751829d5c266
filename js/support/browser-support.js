// What a browser must have to run the game, checked without downloading anything and
// without eval (the page's Content-Security-Policy forbids it). Pyodide's runtime and
// the page need, by the oldest browsers that have each (README, "Supported browsers"):
//   WebAssembly with exception handling (Pyodide's CPython throws through it),
//   BigInt64Array (64-bit integers between JavaScript and WebAssembly),
//   module workers (the engine's worker), structuredClone (the page),
//   class static blocks (Pyodide's loader): syntax no API reveals without eval, so the
//   check is RegExp look-behind, which Safari's JavaScriptCore got in the same release
//   (16.4); Chrome and Firefox had both long before the WebAssembly they need here.
// It runs in the page's first, classic script, which esbuild writes for old browsers (ES2015).

/** A module of one function whose body is `try … catch_all … end` (WebAssembly exception handling). */
const EXCEPTIONS = [0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 8, 1, 6, 0, 6, 64, 25, 11, 11];

/**
 * The features this browser lacks, by name (none: it runs the game).
 * @param {any} scope the global object (globalThis; a stand-in in the tests)
 * @returns {string[]}
 */
export function missingFeatures(scope) {
  /** @type {string[]} */
  const missing = [];
  const wasm = scope.WebAssembly;
  if (typeof wasm !== "object" || typeof wasm.validate !== "function") missing.push("webassembly");
  else if (!validates(wasm, EXCEPTIONS)) missing.push("webassembly-exceptions");
  if (typeof scope.BigInt64Array !== "function") missing.push("bigint");
  if (!moduleWorkers(scope.Worker)) missing.push("module-workers");
  if (typeof scope.structuredClone !== "function") missing.push("structured-clone");
  if (!lookBehind(scope.RegExp)) missing.push("class-static-blocks");
  return missing;
}

/**
 * @param {{validate: (bytes: Uint8Array) => boolean}} wasm
 * @param {number[]} bytes
 */
function validates(wasm, bytes) {
  try {
    return wasm.validate(new Uint8Array(bytes));
  } catch {
    return false;
  }
}

/**
 * Does Worker take `type: "module"`? Its options are read before the address, so an
 * address that cannot be parsed tells without starting any worker or fetching anything.
 * @param {unknown} Worker
 */
function moduleWorkers(Worker) {
  if (typeof Worker !== "function") return false;
  let asked = false;
  const options = {
    get type() {
      asked = true;
      return "module";
    },
  };
  try {
    new /** @type {new (url: string, options: object) => unknown} */ (Worker)("http://[", options);
  } catch {
    // the address was refused, as meant
  }
  return asked;
}

/** @param {unknown} RegExp */
function lookBehind(RegExp) {
  try {
    new /** @type {new (source: string) => unknown} */ (RegExp)("(?<=a)b");
    return true;
  } catch {
    return false;
  }
}
