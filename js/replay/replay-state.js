// A replay's position, as plain data: the steps of one round (the engine's
// `replay_round`: the deal, then one per move, the last the round's end) and the one
// shown. Stepping is pure (first, back, forward, last, a step by number, a key), so it is
// unit-tested without a page (tests/js/replay-state.test.js); the screen paints the step.

/** @typedef {import("./replay-types.js").ReplayStep} ReplayStep */

/**
 * @typedef {object} ReplayState
 * @property {number} round
 * @property {ReplayStep[]} steps
 * @property {number} index the step shown, 0 (the deal) to steps.length - 1 (the end)
 */

/** @typedef {"first" | "back" | "forward" | "last"} StepMove */

/**
 * A round's replay, at its deal.
 * @param {number} round
 * @param {ReplayStep[]} steps
 * @returns {ReplayState}
 */
export function createReplayState(round, steps) {
  if (!steps.length) throw new Error(`round ${round} has no steps to replay`);
  return { round, steps, index: 0 };
}

/**
 * The same replay at step `index`, kept within the round.
 * @param {ReplayState} state
 * @param {number} index
 * @returns {ReplayState}
 */
export function goTo(state, index) {
  const last = state.steps.length - 1;
  return { ...state, index: Math.min(Math.max(Math.trunc(index), 0), last) };
}

/**
 * @param {ReplayState} state
 * @param {StepMove} move
 * @returns {ReplayState}
 */
export function step(state, move) {
  switch (move) {
    case "first":
      return goTo(state, 0);
    case "back":
      return goTo(state, state.index - 1);
    case "forward":
      return goTo(state, state.index + 1);
    case "last":
      return goTo(state, state.steps.length - 1);
  }
}

/** @param {ReplayState} state */
export const atStart = (state) => state.index === 0;
/** @param {ReplayState} state */
export const atEnd = (state) => state.index === state.steps.length - 1;
/** @param {ReplayState} state */
export const currentStep = (state) => state.steps[state.index];

/** @type {Record<string, StepMove>} the keys a replay answers */
const KEYS = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" };

/**
 * The step a key asks for, or null for a key the replay leaves alone.
 * @param {string} key a KeyboardEvent's `key`
 * @returns {StepMove | null}
 */
export const moveOfKey = (key) => (Object.hasOwn(KEYS, key) ? KEYS[key] : null);

/**
 * The step where move `moveIndex` (0-based, in the round's moves) has just been made: step 0 is
 * the deal, so move i is step i + 1; the step before it shows the decision.
 * @param {number} moveIndex
 */
export const stepOfMove = (moveIndex) => moveIndex + 1;
