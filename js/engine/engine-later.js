// When a guest's page, opened from an invitation link, gets the engine it did not need
// to play: for a game of its own (main.js starts it with the set-up screen), or once the
// match is over, so that the next game (and the offline copy) is ready, but only on a
// connection the player has not asked to spare (Save-Data). Never during a match.

/**
 * @param {{engine: {start: () => void, started: boolean},
 *          connection?: {saveData?: boolean} | undefined}} deps
 *   connection: navigator.connection where the browser has it (Chromium), else undefined
 */
export function createEngineLater({ engine, connection }) {
  return {
    /** The match this page watched is over. */
    matchOver() {
      if (!engine.started && !connection?.saveData) engine.start();
    },
  };
}
