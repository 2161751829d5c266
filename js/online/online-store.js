// What online play keeps in localStorage. A host keeps its room (id, password, seats and the
// friends' seat tokens; its signing key lives in IndexedDB, key-store.js) so that a reload
// takes the same room back; a guest keeps its seat token per room, so that it gets its
// seat back, and the room it reached with a code, so that after a reload it can ask for a
// new code instead of landing on the set-up. Nothing here is another player's secret:
// the match itself is saved by the usual autosave.
import { writeJson } from "../storage/stored-json.js";

const HOST_KEY = "blockdominoes.online.host";
const SEATS_KEY = "blockdominoes.online.seats";
const CODES_KEY = "blockdominoes.online.codes";
const KEPT_ROOMS = 8; // a guest's oldest rooms are forgotten
const CODES_FOR_MS = 12 * 60 * 60 * 1000; // a room reached by code is offered again for half a day

/**
 * @typedef {object} HostRecord
 * @property {string} room
 * @property {string} key the room's password
 * @property {JsonWebKey} [signing] the private key as an older version of the page kept it (moved to IndexedDB)
 * @property {import("../network/host-room.js").PlannedSeat[]} plan
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

/**
 * @param {Storage | null} storage
 * @param {() => number} [now]
 */
export function createOnlineStore(storage, now = Date.now) {
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
        Array.isArray(record.plan) &&
        record.friends &&
        typeof record.friends === "object";
      return valid ? record : null;
    },
    /** @param {HostRecord} record */
    keepHost(record) {
      const { signing: _moved, ...kept } = record; // the private key never goes to localStorage again
      writeJson(storage, HOST_KEY, kept, "The online room could not be kept for a reload:");
    },
    forgetHost() {
      storage?.removeItem(HOST_KEY);
    },
    /** The guest's side: seat tokens by room. */
    seats: {
      /** @param {string} room */
      load(room) {
        const entry = Object.hasOwn(rooms(), room) ? rooms()[room] : null;
        return entry && typeof entry.token === "string" && typeof entry.name === "string"
          ? { token: entry.token, name: entry.name }
          : null;
      },
      /** @param {string} room @param {{token: string, name: string}} seat */
      save(room, seat) {
        const all = { ...rooms(), [room]: { ...seat, at: now() } };
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
    /** The guest's side: the room last reached with a code (a reload asks for a new code). */
    codes: {
      /** @returns {import("../network/room-codes.js").Invitation | null} */
      load() {
        const value = parse(storage?.getItem(CODES_KEY));
        if (!value || typeof value !== "object" || typeof value.at !== "number" || now() - value.at > CODES_FOR_MS) {
          return null;
        }
        const { room, key, host } = value;
        return typeof room === "string" && typeof key === "string" && typeof host === "string"
          ? { room, key, host }
          : null;
      },
      /** @param {import("../network/room-codes.js").Invitation} invitation */
      keep(invitation) {
        writeJson(storage, CODES_KEY, { ...invitation, at: now() }, "The table could not be kept for a reload:");
      },
      forget() {
        storage?.removeItem(CODES_KEY);
      },
    },
  };
}
