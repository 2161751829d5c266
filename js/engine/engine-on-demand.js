// The engine as the page holds it before it may exist: a page for a game of its own
// starts it at once, an invited guest only when it needs it (a game of its own, or
// after the match: engine-later.js). Until then `ready` waits and every request waits
// with it; nothing here starts the engine but start().
import { createEngineClient } from "./engine-client.js";

/**
 * @param {{startWorker: () => Worker, onStart?: (worker: Worker) => void,
 *          hooks?: Parameters<typeof createEngineClient>[1]}} deps
 *   startWorker: the engine's worker (engine-boot.js), started on the first call;
 *   onStart: told once, with the worker, when the engine starts (the snapshot's watch)
 */
export function createEngineOnDemand({ startWorker, onStart = () => {}, hooks = {} }) {
  /** @type {ReturnType<typeof createEngineClient> | null} */
  let client = null;
  /** @type {(client: ReturnType<typeof createEngineClient>) => void} */
  let started = () => {};
  /** @type {Promise<ReturnType<typeof createEngineClient>>} */
  const whenStarted = new Promise((resolve) => {
    started = resolve;
  });
  const ready = whenStarted.then((started) => started.ready);

  /** Start the engine (once; later calls change nothing). */
  function start() {
    if (client) return;
    const worker = startWorker();
    client = createEngineClient(worker, hooks);
    onStart(worker);
    started(client);
  }

  /** @type {ReturnType<typeof createEngineClient>["request"]} */
  const request = async (cmd, params, session) => (await whenStarted).request(cmd, params, session);

  return {
    start,
    /** Has the engine been started (it may still be on its way up)? */
    get started() {
      return client !== null;
    },
    ready,
    request,
    /**
     * A client bound to a bridge session of its own (the rules page's examples).
     * @param {string} name
     * @returns {import("../types.js").Engine}
     */
    session: (name) => ({ ready, request: (cmd, params) => request(cmd, params, name) }),
  };
}
