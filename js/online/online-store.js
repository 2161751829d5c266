// What online play keeps in localStorage. A host keeps its room (id, password, signing
// key, seats and the friends' seat tokens) so that a reload takes the same room back; a
// guest keeps its seat token per room, so that it gets its seat back. Nothing here is
// another player's secret: the match itself is saved by the usual autosave.
import { writeJson } from "../storage/stored-json.js";

const HOST_KEY = "blockdominoes.online.host";
const SEATS_KEY = "blockdominoes.online.seats";
const KEPT_ROOMS = 8; // a guest's oldest rooms are forgotten

/**
 * @typedef {object} HostRecord
 * @property {string} room
 * @property {string} key the room's password
 * @property {JsonWebKey} signing the host's private key
 * @property {import("../network/host-session.js").PlannedSeat[]} plan
 * @property {Record<number, {token: string, name: string}>} friends
 * @property {boolean} started
 */

/** @param {unknown} text */
function parse(text) {
  if (typeof text !== "string") return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return null; // damaged: as if nothing were kept
    throw error;
  }
}

/** @param {Storage | null} storage */
export function createOnlineStore(storage) {
  /** @returns {Record<string, {token: string, name: string, at: number}>} */
  const rooms = () => {
    const value = parse(storage?.getItem(SEATS_KEY));
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  };
  return {
    /** @returns {HostRecord | null} */
    host() {
      const record = parse(storage?.getItem(HOST_KEY));
      const valid =
        record &&
        typeof record.room === "string" &&
        typeof record.key === "string" &&
        record.signing &&
        Array.isArray(record.plan) &&
        record.friends &&
        typeof record.friends === "object";
      return valid ? record : null;
    },
    /** @param {HostRecord} record */
    keepHost(record) {
      writeJson(storage, HOST_KEY, record, "The online room could not be kept for a reload:");
    },
    forgetHost() {
      storage?.removeItem(HOST_KEY);
    },
    /** The guest's side: seat tokens by room. */
    seats: {
      /** @param {string} room */
      load(room) {
        const entry = rooms()[room];
        return entry && typeof entry.token === "string" && typeof entry.name === "string"
          ? { token: entry.token, name: entry.name }
          : null;
      },
      /** @param {string} room @param {{token: string, name: string}} seat */
      save(room, seat) {
        const all = { ...rooms(), [room]: { ...seat, at: Date.now() } };
        const newest = Object.entries(all)
          .sort(([, a], [, b]) => b.at - a.at)
          .slice(0, KEPT_ROOMS);
        writeJson(storage, SEATS_KEY, Object.fromEntries(newest), "The seat could not be kept for a reload:");
      },
      /** @param {string} room */
      forget(room) {
        const { [room]: _gone, ...rest } = rooms();
        writeJson(storage, SEATS_KEY, rest);
      },
    },
  };
}
