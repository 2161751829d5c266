// Wraps the engine client: after every request that changes the match it saves the
// match (bridge `save`) and passes the answer's events on (statistics). Everything
// else goes through untouched. A save that fails never fails the move itself.
const CHANGES_THE_MATCH = new Set(["new_match", "play", "pass", "draw", "bot_turn", "next_round", "undo"]);

/**
 * @param {{ready: Promise, request: Function}} engine
 * @param {{store: ReturnType<typeof import("../storage/match-store.js").createMatchStore>,
 *          onEvents?: (events: object[], view: object) => void,
 *          shareOf?: () => string | null}} deps  shareOf: the match's share-link fragment
 */
export function createSavingEngine(engine, { store, onEvents = () => {}, shareOf = () => null }) {
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

  let lastView = null;

  async function request(cmd, params = {}) {
    const result = await engine.request(cmd, params);
    if (CHANGES_THE_MATCH.has(cmd)) {
      lastView = result.view;
      onEvents(result.events ?? [], result.view);
      await saveNow(result.view);
    } else if (cmd === "load") {
      lastView = result.view;
    }
    return result;
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
