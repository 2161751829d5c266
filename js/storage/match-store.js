// Keeps the match in progress in localStorage as the bridge's `save` state, so a
// reload, a closed tab or an update never loses it. A save that cannot be opened is
// moved aside under a key of its own, to be downloaded; nothing is deleted silently.

import { createKeptAside } from "./kept-aside.js";
import { writeJson } from "./stored-json.js";

const KEY = "blockdominoes.match";
const ASIDE_PREFIX = "blockdominoes.match.unreadable.";
const RECORD_FORMAT = 1;

/**
 * A save as kept: the bridge's `save` state, its round, when, and the share link's fragment.
 * @typedef {{format: number, savedAt: string, round: number, state: object, share?: string}} SavedMatch
 */
/** @typedef {ReturnType<typeof createMatchStore>} MatchStore */

export class UnreadableSave extends Error {
  /**
   * @param {"damaged" | "not_a_save" | "other_version"} reason the same words as the engine's
   *   refusals (bridge `bad_state`): not JSON at all, no save of ours (`null` too), a later format
   * @param {string} text what is stored
   */
  constructor(reason, text) {
    super(reason);
    this.name = "UnreadableSave";
    this.text = text;
  }
}

/** @param {Storage | null} storage */
export function createMatchStore(storage) {
  const aside = createKeptAside(storage, ASIDE_PREFIX);
  return {
    /**
     * The saved match, or null when there is none.
     * @returns {SavedMatch | null}
     * @throws {UnreadableSave} when something is stored but is no save of ours
     */
    read() {
      const text = storage?.getItem(KEY);
      if (text == null) return null;
      let record;
      try {
        record = JSON.parse(text);
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        throw new UnreadableSave("damaged", text);
      }
      if (!record || typeof record !== "object" || !Number.isSafeInteger(record.format))
        throw new UnreadableSave("not_a_save", text);
      if (record.format !== RECORD_FORMAT) throw new UnreadableSave("other_version", text);
      if (typeof record.state !== "object" || record.state === null) throw new UnreadableSave("not_a_save", text);
      return record;
    },
    /**
     * @param {object} state the bridge's `save`
     * @param {{round: number}} view the match's view as it stands
     * @param {string | null} [share] the match's share-link fragment, when it has one
     */
    write(state, view, share = null) {
      /** @type {SavedMatch} */
      const record = { format: RECORD_FORMAT, savedAt: new Date().toISOString(), round: view.round, state };
      if (share) record.share = share;
      return writeJson(storage, KEY, record, "The match could not be saved:");
    },
    clear() {
      storage?.removeItem(KEY);
    },
    /**
     * Move the stored save aside (exactly as stored); returns its key there.
     * @returns {string | null}
     */
    keepAside() {
      const text = storage?.getItem(KEY);
      if (!storage || text == null) return null;
      const key = aside.keep(text);
      if (key) storage.removeItem(KEY); // with no room to move it, it stays where it is
      return key;
    },
    /** Every save kept aside, newest first, with the time it was set aside (ISO 8601). */
    keptAside: aside.all,
    /** @param {string} key a key of keptAside() */
    forgetAside: aside.forget,
  };
}
