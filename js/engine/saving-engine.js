// Wraps the engine client: after every request that changes the match it saves the
// match (bridge `save`) and passes the answer's events on (statistics). Everything
// else goes through untouched. A save that fails never fails the move itself.
const CHANGES_THE_MATCH = new Set(["new_match", "play", "pass", "draw", "bot_turn", "next_round", "undo"]);

/** @typedef {import("../types.js").Command} Command */
/** @typedef {import("../types.js").Commands} Commands */
/** @typedef {import("../types.js").View} View */

/**
 * @param {import("../types.js").Engine} engine
 * @param {{store: import("../storage/match-store.js").MatchStore,
 *          onEvents?: (events: import("../types.js").GameEvent[], view: View) => void,
 *          shareOf?: () => string | null}} deps  shareOf: the match's share-link fragment
 */
export function createSavingEngine(engine, { store, onEvents = () => {}, shareOf = () => null }) {
  /** @param {View} view */
  async function saveNow(view) {
    if (view.phase === "match_over") {
      store.clear(); // nothing left to continue
      return;
    }
    try {
      const { state } = await engine.request("save");
      store.write(state, view, shareOf());
    } catch (error) {
      console.warn("The match could not be saved:", error);
    }
  }

  /** @type {View | null} */
  let lastView = null;

  /**
   * @template {Command} C
   * @param {C} cmd
   * @param {Commands[C]["params"]} [params]
   * @returns {Promise<Commands[C]["result"]>}
   */
  async function request(cmd, params) {
    const result = await engine.request(cmd, params);
    await follow(cmd, result);
    return result;
  }

  /**
   * What an answer means for the save: a change of the match is saved and told.
   * @param {Command} cmd
   * @param {Commands[Command]["result"]} result
   */
  async function follow(cmd, result) {
    if (CHANGES_THE_MATCH.has(cmd) && "view" in result) {
      lastView = result.view;
      onEvents("events" in result ? result.events : [], result.view);
      await saveNow(result.view);
    } else if (cmd === "load" && "view" in result) {
      lastView = result.view;
    }
  }

  return {
    ...engine,
    request,
    /** Save the match on at once (before an update reloads the page). */
    async flush() {
      if (lastView) await saveNow(lastView);
    },
  };
}
