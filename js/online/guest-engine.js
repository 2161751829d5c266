// A guest's table asks this instead of an engine: its requests go to the host, for the
// guest's own seat, and come back as the host's answers. The views themselves arrive
// pushed by the host (the table's `receive`); a move's answer only says it was taken.
import { EngineError } from "../engine/engine-client.js";

/**
 * @param {{session: ReturnType<typeof import("../network/guest-session.js").createGuestSession>,
 *          Refusal: typeof import("../network/guest-session.js").RoomRefusal,
 *          latest: () => import("../types.js").View}} deps
 *   Refusal: the network module's class of the host's refusals; latest: the last view the host sent
 * @returns {import("../types.js").Engine}
 */
export function createGuestEngine({ session, Refusal, latest }) {
  /**
   * The host's refusal as the table shows an engine's: by its code.
   * @template T
   * @param {Promise<T>} promise
   */
  async function relay(promise) {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof Refusal) throw new EngineError(error.code, error.message);
      throw error;
    }
  }

  /** @type {import("../types.js").Request} */
  async function request(cmd, params = {}) {
    const { seat: _seat, ...rest } = /** @type {Record<string, unknown>} */ (params); // the host knows whose seat it is
    switch (cmd) {
      case "play":
      case "pass":
      case "draw":
      case "hint":
        return /** @type {any} */ (await relay(session.act(cmd, rest)));
      case "next_round":
        session.ready();
        return /** @type {any} */ ({});
      case "view":
        return /** @type {any} */ ({ view: latest() });
      default:
        throw new EngineError("unknown_cmd", `a guest does not ask ${cmd}`);
    }
  }

  return { ready: Promise.resolve(), request };
}
