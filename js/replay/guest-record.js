// An online guest's finished match: the record the host sends once the match is over,
// unpacked as a replay link is (record-link.js) and checked by this page's own engine
// (read_record, in the replay session) before anything is offered; then replayed and
// reviewed from there, the guest's seat at the bottom and its moves the ones reviewed.
// The engine is never started here: it comes at the match's end (engine-later.js) unless
// the player asked to spare the connection. A new match at the host's table, or leaving
// it, drops the record and closes a replay opened from it; an answer that comes after
// that is dropped too.
import { RecordLinkError, readRecordPayload } from "./record-link.js";
import { RecordProblem, acceptRecord } from "./records.js";

/** @typedef {import("./replay-screen.js").Replayable} Replayable */
/** @typedef {{round: number, review: "round" | "match" | null, opener: Element | null}} How */

/**
 * @param {{engine: {ready: Promise<unknown>}, session: import("../types.js").Engine, onChange: () => void,
 *          openReplay: (what: Replayable, how: How) => Promise<void>, closeReplay: () => void}} deps
 *   engine: this page's engine (its `ready`); session: the bridge session records are read in;
 *   onChange: a record is offered now; openReplay, closeReplay: the replay screen
 */
export function createGuestRecord({ engine, session, onChange, openReplay, closeReplay }) {
  /** @type {{record: unknown, seat: number, rounds: number[]} | null} the record checked, and the guest's seat */
  let held = null;
  let generation = 0; // bumped by every record received and every drop: a late answer is dropped
  let replaying = false; // the replay screen shows this record

  /**
   * The host's record, as a replay link's payload: unpacked, checked, then offered.
   * Rejects with a RecordProblem (from "host") when it is refused.
   * @param {string} payload
   * @param {number} seat this guest's seat
   */
  async function receive(payload, seat) {
    const mine = ++generation;
    let record;
    try {
      record = await readRecordPayload(payload);
    } catch (error) {
      if (!(error instanceof RecordLinkError)) throw error;
      throw new RecordProblem("host", error.reason);
    }
    await engine.ready;
    if (mine !== generation) return;
    const summary = await acceptRecord(session, record, "host");
    if (mine !== generation) return;
    held = { record, seat, rounds: summary.rounds };
    onChange();
  }

  /** The record held, read again by the session (which may have read another since). */
  async function reread() {
    const mine = held;
    if (!mine) throw new Error("no record from the host is held");
    await acceptRecord(session, mine.record, "host");
    return mine;
  }

  return {
    receive,
    /** Whether a checked record is offered. */
    get available() {
      return held !== null;
    },
    /**
     * The record as the engine writes it: the whole match, or one round alone.
     * @param {number} [round]
     * @returns {Promise<object>}
     */
    async recordOf(round) {
      await reread();
      return (await session.request("record", round === undefined ? { source: "record" } : { source: "record", round }))
        .record;
    },
    /**
     * Open the replay (and a review) of the record held.
     * @param {How} how
     */
    async open(how) {
      const mine = await reread();
      if (held !== mine) return;
      const { seat, rounds } = mine;
      replaying = true;
      await openReplay({ engine: session, source: "record", rounds, viewer: seat, seats: [seat], sheet: null }, how);
    },
    /** A new match, or the table left: the record is done with. */
    drop() {
      generation++;
      held = null;
      if (!replaying) return;
      replaying = false;
      closeReplay();
    },
    /** The replay screen closed. */
    closed() {
      replaying = false;
    },
  };
}
