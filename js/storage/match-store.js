// Keeps the match in progress in localStorage as the bridge's `save` state, so a
// reload, a closed tab or an update never loses it. A save that cannot be opened is
// moved aside under a key of its own, to be downloaded; nothing is deleted silently.

import { writeJson } from "./stored-json.js";

const KEY = "blockdominoes.match";
const ASIDE_PREFIX = "blockdominoes.match.unreadable.";
const RECORD_FORMAT = 1;

export class UnreadableSave extends Error {
  constructor(reason, text) {
    super(reason);
    this.name = "UnreadableSave";
    this.text = text;
  }
}

/** @param {Storage | null} storage */
export function createMatchStore(storage) {
  return {
    /**
     * The saved match, {state, round, savedAt, share?}, or null when there is none.
     * @throws {UnreadableSave} when something is stored but is no save of ours
     */
    read() {
      const text = storage?.getItem(KEY);
      if (text == null) return null;
      let record;
      try {
        record = JSON.parse(text);
      } catch {
        throw new UnreadableSave("not_json", text);
      }
      if (record?.format !== RECORD_FORMAT || typeof record.state !== "object" || record.state === null) {
        throw new UnreadableSave("unknown_format", text);
      }
      return record;
    },
    /** ``share``: the match's share-link fragment, when it has one. */
    write(state, view, share = null) {
      const record = { format: RECORD_FORMAT, savedAt: new Date().toISOString(), round: view.round, state };
      if (share) record.share = share;
      return writeJson(storage, KEY, record, "The match could not be saved:");
    },
    clear() {
      storage?.removeItem(KEY);
    },
    /** Move the stored save aside (exactly as stored); returns its key there. */
    keepAside() {
      const text = storage?.getItem(KEY);
      if (text == null) return null;
      const key = ASIDE_PREFIX + new Date().toISOString();
      try {
        storage.setItem(key, text);
      } catch {
        return null; // no room to move it: it stays where it is
      }
      storage.removeItem(KEY);
      return key;
    },
    /** Every save kept aside, newest first: [{key, text}]. */
    keptAside() {
      if (!storage) return [];
      const keys = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(ASIDE_PREFIX)) keys.push(key);
      }
      return keys
        .sort()
        .reverse()
        .map((key) => ({ key, text: storage.getItem(key) }));
    },
    forgetAside(key) {
      if (key.startsWith(ASIDE_PREFIX)) storage?.removeItem(key);
    },
  };
}
