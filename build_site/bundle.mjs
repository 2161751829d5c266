// Bundles the page for build.py with esbuild: one minified module for the page (from
// js/main.js, npm packages included), one for the network of online play that the page
// loads on demand (js/network/connect.js, with the network library), one for the
// engine's worker, the classic script that checks the browser first, one stylesheet, each with a source map. Each module is whole: the
// page never waits for a second file, and the few small helpers both use are in both.
//   node build_site/bundle.mjs <options.json>
// options: {outdir, build, benchmark, network}: build is the BUILD object the worker reads
// (its files' URLs), benchmark whether the worker keeps the benchmark's hooks, network
// the relays and STUN servers in place of js/network/network.json (null: that file's).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * An esbuild plugin that gives js/network/network.json other contents: the relays and
 * STUN servers of a build for tests (a relay on loopback, no STUN).
 * @param {{relays: string[], stun: string[]}} network
 * @returns {import("esbuild").Plugin}
 */
const networkOverride = (network) => ({
  name: "network-override",
  setup(build) {
    build.onLoad({ filter: /[\\/]js[\\/]network[\\/]network\.json$/ }, () => ({
      contents: JSON.stringify({ about: "build.py --relay/--no-stun", ...network }),
      loader: "json",
    }));
  },
});

/** The page's import of the network, left for the browser to load as the bundle beside it. */
const networkBeside = {
  name: "network-beside",
  /** @param {import("esbuild").PluginBuild} build */
  setup(build) {
    build.onResolve({ filter: /^\.\/network\/connect\.js$/ }, (args) =>
      args.importer.endsWith(join("js", "main.js")) ? { path: "./network.js", external: true } : undefined,
    );
  },
};

/**
 * esbuild's options for the site: the page and its stylesheet, the network of online play
 * (loaded only when a player chooses it), and the engine's worker, each one module.
 * @param {{outdir: string, build: object, benchmark?: boolean, network?: {relays: string[], stun: string[]} | null}} options
 *   network: replaces js/network/network.json (a build for tests)
 * @returns {import("esbuild").BuildOptions[]}
 */
export function bundleOptions({ outdir, build: files, benchmark = false, network = null }) {
  /** @type {import("esbuild").BuildOptions} */
  const common = {
    absWorkingDir: ROOT,
    outdir,
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    sourcemap: "linked",
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    plugins: network ? [networkOverride(network)] : [],
  };
  return [
    {
      ...common,
      entryPoints: { main: "js/main.js", site: "css/site.css" },
      plugins: [...(common.plugins ?? []), networkBeside],
    },
    { ...common, entryPoints: { network: "js/network/connect.js" } },
    // the page's first script, classic and for old browsers: it tells one too old for the game so
    { ...common, entryPoints: { "browser-check": "js/support/browser-check.js" }, format: "iife", target: "es2015" },
    {
      ...common,
      entryPoints: { "engine-worker": "js/engine/engine-worker.js" },
      define: { BUILD: JSON.stringify(files), BENCHMARK: JSON.stringify(benchmark) },
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const options of bundleOptions(JSON.parse(readFileSync(process.argv[2], "utf8")))) {
    const result = await build(options);
    for (const [name, { bytes }] of Object.entries(result.metafile?.outputs ?? {})) console.log(`${name} ${bytes}`);
  }
}
