// The set-up's options as the engine serves them (the bridge's `options` command): the
// presets, which player counts each allows, whether it has a target, the limits of
// names and targets, the bot levels, what each table deals. The build asks the engine
// and writes the answer into the page, so the set-up screen (and a guest's page, which
// starts no engine) has them at once. Nothing here is a rule of its own: it reads.

/** @typedef {import("../types.js").Options} Options */
/** @typedef {import("../types.js").Preset} Preset */

/**
 * The options the build put into the page (a JSON data block, never run as a script).
 * @param {ParentNode} [root]
 * @returns {Options}
 */
export function readOptions(root = document) {
  const block = root.querySelector("#engine-options");
  if (!block?.textContent) throw new Error("The page has no #engine-options: build it with build.py");
  return JSON.parse(block.textContent);
}

/**
 * @param {Options} options
 * @param {string} id
 * @returns {Preset | undefined}
 */
export const presetOf = (options, id) => options.presets.find((preset) => preset.id === id);

/**
 * The preset a set-up falls back to when its own does not allow its player count.
 * @param {Options} options
 * @param {number} players
 */
export const presetFor = (options, players) =>
  options.presets.find((preset) => preset.players.includes(players)) ?? options.presets[0];

/**
 * A seat's choices on the form: a person, each bot level.
 * @param {Options} options
 */
export const seatChoices = (options) => ["human", ...options.bot_levels];

/**
 * The greatest seed a page may pick and a link may carry: the engine's, or the largest
 * whole number a JavaScript number holds exactly when that is smaller.
 * @param {Options} options
 */
export const maxSeed = (options) => Math.min(Number(options.seed.max), Number.MAX_SAFE_INTEGER);
