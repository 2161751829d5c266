// The coach's run: for each round asked, `review_round` names the decisions of the seats
// reviewed (moves with more than one choice), then `review_move` evaluates them one at a
// time, so the engine's worker is never busy for long, progress is told after each
// (n of m), and a cancel stops it between two requests. Nothing is judged here: marks,
// costs and the better move are the engine's; the totals only add its costs up.
// Unit-tested with a scripted engine (tests/js/review-run.test.js).

/** @typedef {import("./replay-types.js").MoveReview} MoveReview */
/** @typedef {import("./replay-types.js").Decision} Decision */
/** @typedef {import("./replay-types.js").Source} Source */

/** @typedef {{round: number, decision: Decision, review: MoveReview}} Reviewed */

/**
 * @typedef {object} ReviewProgress
 * @property {number} done decisions evaluated
 * @property {number} total decisions to evaluate (known once every round has named its own)
 * @property {Reviewed | null} latest the one just evaluated (null before the first)
 */

/** Thrown out of `run` by a cancel: not a failure. */
export class ReviewCancelled extends Error {
  constructor() {
    super("the review was cancelled");
    this.name = "ReviewCancelled";
  }
}

/**
 * @param {{request: import("../types.js").Request}} engine the session holding the match or record
 */
export function createReviewRun(engine) {
  let generation = 0;

  /**
   * Review `rounds` for `seats`; resolves with every evaluated decision, in order, or
   * rejects with ReviewCancelled once `cancel` was called (or a newer run began).
   * @param {{rounds: number[], seats: number[], source: Source, onProgress?: (progress: ReviewProgress) => void}} what
   * @returns {Promise<Reviewed[]>}
   */
  async function run({ rounds, seats, source, onProgress = () => {} }) {
    const token = ++generation;
    const check = () => {
      if (token !== generation) throw new ReviewCancelled();
    };
    /** @type {{round: number, decision: Decision}[]} */
    const todo = [];
    for (const round of rounds) {
      const { decisions } = await engine.request("review_round", { round, seats, source });
      check();
      for (const decision of decisions) todo.push({ round, decision });
    }
    onProgress({ done: 0, total: todo.length, latest: null });
    /** @type {Reviewed[]} */
    const results = [];
    for (const { round, decision } of todo) {
      const review = await engine.request("review_move", { round, index: decision.index, source });
      check();
      const reviewed = { round, decision, review };
      results.push(reviewed);
      onProgress({ done: results.length, total: todo.length, latest: reviewed });
    }
    return results;
  }

  return {
    run,
    /** Stop the run in progress (it rejects with ReviewCancelled after its current request). */
    cancel() {
      generation++;
    },
  };
}

/**
 * What the reviewed moves cost, added up per seat reviewed: expected points lost.
 * @param {Reviewed[]} reviewed
 * @param {number[]} seats the seats reviewed (a seat with no decision cost nothing)
 * @returns {Map<number, number>} seat -> cost, in the order of `seats`
 */
export function costBySeat(reviewed, seats) {
  const costs = new Map(seats.map((seat) => [seat, 0]));
  for (const { decision, review } of reviewed) {
    costs.set(decision.seat, (costs.get(decision.seat) ?? 0) + review.cost);
  }
  return costs;
}

/**
 * A round's reviewed moves by move index (for the replay's steps).
 * @param {Reviewed[]} reviewed
 * @param {number} round
 * @returns {Map<number, MoveReview>}
 */
export const reviewsOfRound = (reviewed, round) =>
  new Map(reviewed.filter((item) => item.round === round).map((item) => [item.decision.index, item.review]));
