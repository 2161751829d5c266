// The page's side of the bridge: a promise per request, matched by id.
// It knows the envelope of docs/bridge.md and nothing of the game. Every request
// settles: with the bridge's answer, with the worker's error for that id, or, once
// the engine has failed, at once with an EngineError "engine_failed".

/** The code of a start that failed because the browser cannot run Pyodide's loader. */
export const BROWSER_UNSUPPORTED = "browser_unsupported";

export class EngineError extends Error {
  /**
   * @param {string} code the bridge's error code (docs/bridge.md), or the client's own
   * @param {string} message the engine's words (English), for a detail or the console
   * @param {string | null} [reason] why, where the bridge says (a `bad_state`'s reason)
   */
  constructor(code, message, reason = null) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.reason = reason;
  }
}

/** @typedef {import("../types.js").Command} Command */
/** @typedef {import("../types.js").Commands} Commands */

/**
 * What the engine's worker posts (engine-worker.js): its start, then one response per
 * request, with the bridge's answer as JSON text or the worker's own error.
 * @typedef {{type: "progress", stage: string, fraction: number}
 *   | {type: "ready", start: string}
 *   | {type: "failed", message: string, unsupported?: boolean}
 *   | {type: "response", id: number, text: string, error?: undefined}
 *   | {type: "response", id: number, error: {code: string, message: string}}} WorkerMessage
 */

/**
 * The bridge's answer to one request (docs/bridge.md).
 * @typedef {{ok: true, result: unknown} | {ok: false, error: import("../types.js").BridgeError}} BridgeAnswer
 */

/** @typedef {{resolve: (text: string) => void, reject: (error: EngineError) => void}} Waiting */

/**
 * @param {Worker} worker a worker speaking the protocol of engine-worker.js
 * @param {{onProgress?: (stage: string, fraction: number) => void}} hooks
 */
export function createEngineClient(worker, { onProgress = () => {} } = {}) {
  /** @type {Map<number, Waiting>} the requests sent and not answered yet, by id */
  const pending = new Map();
  let nextId = 1;
  /** @type {{resolve: () => void, reject: (error: EngineError) => void}} */
  let settleReady;
  /** @type {Promise<void>} */
  const ready = new Promise((resolve, reject) => {
    settleReady = { resolve, reject };
  });
  /** @type {EngineError | null} why the engine cannot answer any more */
  let failure = null;

  /** @param {EngineError} error */
  function failAll(error) {
    failure ??= error;
    settleReady.reject(failure);
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  }

  worker.addEventListener("message", (event) => {
    const message = /** @type {WorkerMessage} */ (event.data);
    switch (message.type) {
      case "progress":
        onProgress(message.stage, message.fraction);
        break;
      case "ready":
        settleReady.resolve();
        break;
      case "failed":
        failAll(new EngineError(message.unsupported ? BROWSER_UNSUPPORTED : "engine_failed", message.message));
        break;
      case "response": {
        const entry = pending.get(message.id);
        if (!entry) return;
        pending.delete(message.id);
        if (message.error) entry.reject(new EngineError(message.error.code, message.error.message));
        else entry.resolve(message.text);
        break;
      }
    }
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault?.();
    failAll(new EngineError("engine_failed", event.message || "the engine's worker stopped"));
  });

  /**
   * @param {number} id
   * @param {string} text one bridge request (JSON text)
   * @param {string | undefined} session
   * @returns {Promise<string>} the bridge's answer (JSON text)
   */
  function post(id, text, session) {
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, text, session });
    });
  }

  /**
   * Send one bridge command; resolves to its `result`, rejects with an EngineError.
   * @template {Command} C
   * @param {C} cmd
   * @param {Commands[C]["params"]} [params]
   * @param {string} [session] a bridge of its own in the worker (default: the match's)
   * @returns {Promise<Commands[C]["result"]>}
   */
  async function request(cmd, params, session) {
    const id = nextId++;
    const text = await post(id, JSON.stringify({ id, cmd, ...params }), session);
    /** @type {BridgeAnswer} */
    let answer;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new EngineError("bad_response", "the engine answered something unreadable");
    }
    if (!answer.ok) throw new EngineError(answer.error.code, answer.error.message, answer.error.reason ?? null);
    return /** @type {Commands[C]["result"]} */ (answer.result); // the bridge's contract (types.js)
  }

  /**
   * A client bound to a separate bridge session (e.g. the rules page's examples).
   * @param {string} name
   * @returns {import("../types.js").Engine}
   */
  const session = (name) => ({ ready, request: (cmd, params) => request(cmd, params, name) });

  return { ready, request, session };
}
