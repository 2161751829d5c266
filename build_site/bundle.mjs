// Bundles the page for build.py with esbuild: one minified module for the page (from
// js/main.js, npm packages included), one for the engine's worker, one stylesheet,
// each with a source map.
//   node build_site/bundle.mjs <options.json>
// options: {outdir, build, benchmark}: build is the BUILD object the worker reads
// (its files' URLs), benchmark whether the worker keeps the benchmark's hooks.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const options = JSON.parse(readFileSync(process.argv[2], "utf8"));

const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: "js/main.js",
    "engine-worker": "js/engine/engine-worker.js",
    site: "css/site.css",
  },
  outdir: options.outdir,
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  sourcemap: "linked",
  legalComments: "none",
  define: { BUILD: JSON.stringify(options.build), BENCHMARK: JSON.stringify(Boolean(options.benchmark)) },
  logLevel: "warning",
  metafile: true,
});
for (const [name, { bytes }] of Object.entries(result.metafile.outputs)) console.log(`${name} ${bytes}`);
