// The bundler's options (build_site/bundle.mjs): the worker gets the build's file URLs
// built in and the benchmark's hook only in the benchmark's build, the network library
// is a module of its own that the page loads only for online play, a build for tests
// gets its own relays, and a bare import of an npm package from js/ is bundled from
// node_modules.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { build } from "esbuild";
import { bundleOptions, ROOT } from "../../build_site/bundle.mjs";

const FILES = {
  pyodide: "../../pyodide/9.9.9/",
  stdlib: "../../pyodide/9.9.9/abc/python_stdlib.zip",
  engine: "../../engine/def/blockdominoes-0.1.0-cp314.zip",
  lock: { info: { abi_version: "x" }, packages: {} },
};

/** The bundles' texts by output path (under out/), built in memory. */
async function bundles(benchmark, network = null) {
  const texts = {};
  for (const options of bundleOptions({ outdir: "out", build: FILES, benchmark, network })) {
    const result = await build({ ...options, write: false });
    for (const file of result.outputFiles) texts[file.path.split("/out/").pop()] = file.text;
  }
  return texts;
}

test("the worker has the build's URLs built in, and the benchmark's hook only when asked", async () => {
  const shipped = await bundles(false);
  assert.deepEqual(Object.keys(shipped).sort(), [
    "browser-check.js",
    "browser-check.js.map",
    "engine-worker.js",
    "engine-worker.js.map",
    "main.js",
    "main.js.map",
    "network.js",
    "network.js.map",
    "site.css",
    "site.css.map",
  ]);
  for (const path of [FILES.pyodide, FILES.stdlib, FILES.engine]) assert.ok(shipped["engine-worker.js"].includes(path));
  assert.ok(!/\bBUILD\b|\bBENCHMARK\b|wasmMemoryBytes/.test(shipped["engine-worker.js"]));
  assert.ok((await bundles(true))["engine-worker.js"].includes("wasmMemoryBytes"));
});

test("the page starts the worker beside it, and its styles come in order", async () => {
  const { "main.js": page, "site.css": styles } = await bundles(false);
  assert.match(page, /new URL\("\.\/engine-worker\.js",import\.meta\.url\)/);
  assert.ok(!/^import\s/m.test(page)); // one module: nothing left to fetch
  const [main, looks] = [styles.indexOf(".topbar"), styles.indexOf("[data-look=contrast]")];
  assert.ok(main >= 0 && looks > main); // the looks (css/looks.css) come after the classic table
});

test("the network library is a module of its own, loaded only for online play", async () => {
  const shipped = await bundles(false);
  assert.match(shipped["network.js"], /wss:\/\/nos\.lol/); // trystero and the relays are in it...
  assert.ok(!/\bimport\s*[{*("]|\bimport\s+[\w$]+\s+from/.test(shipped["network.js"])); // whole: it fetches nothing more
  assert.ok(!shipped["main.js"].includes("wss://")); // ...and not in the page itself
  assert.ok(shipped["main.js"].includes('import("./network.js")')); // which loads it on demand
});

test("the browser check is a classic script an old browser can parse", async () => {
  const { "browser-check.js": check } = await bundles(false);
  assert.ok(!/\bimport\b|\bexport\b/.test(check)); // classic: no module syntax
  // ES2015 at most: no ?. ?? **, async functions, object spread or optional catch binding
  assert.ok(!/\?\.|\?\?|\*\*|\basync\b|\{\.\.\.|catch\s*\{/.test(check), check);
  assert.match(check, /\(\?<=a\)b/); // the checks are in it
});

test("a build for tests has its own relays and no STUN", async () => {
  const shipped = await bundles(false, { relays: ["ws://127.0.0.1:7777"], stun: [] });
  assert.ok(shipped["network.js"].includes("ws://127.0.0.1:7777"));
  assert.match(shipped["network.js"], /stun:\[\]/); // our list is empty (trystero's own defaults are unused)
  const ours = await bundles(false);
  assert.ok(!ours["network.js"].includes("ws://127.0.0.1:7777"));
});

test("a bare import of an npm package resolves from node_modules", async () => {
  const [options] = bundleOptions({ outdir: "out", build: FILES });
  const result = await build({
    ...options,
    entryPoints: undefined,
    stdin: { contents: 'export { format } from "prettier/standalone";', resolveDir: join(ROOT, "js"), loader: "js" },
    outdir: undefined,
    outfile: "out/page.js",
    splitting: false,
    sourcemap: false,
    write: false,
  });
  assert.ok(Object.keys(result.metafile.inputs).includes("node_modules/prettier/standalone.mjs"));
});
