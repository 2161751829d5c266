// Bundles the page for build.py with esbuild: one minified module for the page (from
// js/main.js, npm packages included), one for the engine's worker, one stylesheet,
// each with a source map.
//   node build_site/bundle.mjs <options.json>
// options: {outdir, build, benchmark}: build is the BUILD object the worker reads
// (its files' URLs), benchmark whether the worker keeps the benchmark's hooks.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * esbuild's options for the site.
 * @param {{outdir: string, build: object, benchmark?: boolean}} options
 * @returns {import("esbuild").BuildOptions}
 */
export function bundleOptions({ outdir, build: files, benchmark = false }) {
  return {
    absWorkingDir: ROOT,
    entryPoints: {
      main: "js/main.js",
      "engine-worker": "js/engine/engine-worker.js",
      site: "css/site.css",
    },
    outdir,
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    sourcemap: "linked",
    legalComments: "none",
    define: { BUILD: JSON.stringify(files), BENCHMARK: JSON.stringify(benchmark) },
    logLevel: "warning",
    metafile: true,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await build(bundleOptions(JSON.parse(readFileSync(process.argv[2], "utf8"))));
  for (const [name, { bytes }] of Object.entries(result.metafile.outputs)) console.log(`${name} ${bytes}`);
}
