// Match records in and out: the record read from a file the player opens, or from a
// replay link, handed to the engine (`read_record`, which checks it as strictly as a
// save), and why one is refused in the page's words; the file name of a download.
// A refusal is a RecordProblem naming where it came from and its reason.
import { EngineError } from "../engine/engine-client.js";
import { RecordLinkError } from "./record-link.js";

/** The largest file opened as a record (a whole match's record is a few kilobytes). */
export const FILE_LIMIT = 1 << 20;

/** Why a record could not be opened: `from` a file or a link, its `reason` as a word of the catalogues. */
export class RecordProblem extends Error {
  /**
   * @param {"file" | "link" | "host"} from (host: an online match's record, sent by its host)
   * @param {string} reason "too_big", "json", "encoding", "compression", "unsupported",
   *   "not_a_record" or the engine's own reason for a `bad_record`
   * @param {string} [detail] the engine's words (English), if it refused
   */
  constructor(from, reason, detail = "") {
    super(`the record ${from === "host" ? "from the host" : from} cannot be opened (${reason})`);
    this.name = "RecordProblem";
    this.from = from;
    this.reason = reason;
    this.detail = detail;
  }
}

/**
 * A file's JSON, refused when it is too big or not JSON.
 * @param {Blob} file
 * @returns {Promise<unknown>}
 */
export async function readRecordFile(file) {
  if (file.size > FILE_LIMIT) throw new RecordProblem("file", "too_big");
  const text = await file.text();
  try {
    return JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw new RecordProblem("file", "json");
  }
}

/**
 * A link's reading failure as a RecordProblem (any other failure is thrown on).
 * @param {unknown} error
 */
export function linkProblem(error) {
  if (error instanceof RecordLinkError) return new RecordProblem("link", error.reason);
  throw error;
}

/**
 * Hand a record to the engine's session: its summary, or a RecordProblem with the
 * engine's reason (`not_a_record`, or `bad_record` with what did not replay).
 * @param {import("../types.js").Engine} session
 * @param {unknown} record
 * @param {"file" | "link" | "host"} from
 */
export async function acceptRecord(session, record, from) {
  try {
    // any JSON value goes to the engine, which refuses what is not a record (not_a_record)
    return (await session.request("read_record", { record: /** @type {object} */ (record) })).summary;
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    if (error.code === "not_a_record") throw new RecordProblem(from, "not_a_record", error.message);
    if (error.code === "bad_record") throw new RecordProblem(from, error.reason ?? "other", error.message);
    throw error;
  }
}

/**
 * A refusal in words: "This file is not a match record the game can open: <reason>."
 * @param {RecordProblem} problem
 * @param {import("../i18n/i18n.js").Translate} t
 * @param {(key: string) => boolean} has
 */
export function problemText(problem, t, has) {
  const key = `record.reason.${problem.reason}`;
  const reason = has(key) ? t(key) : t("record.reason.other", { reason: problem.reason });
  return t(`record.problem.${problem.from}`, { reason });
}

/**
 * The download's file name, e.g. "block-dominoes-record-2026-12-02T11-30-00-000Z.json".
 * @param {string} time ISO 8601
 */
export const recordFileName = (time) => `block-dominoes-record-${time.replace(/[:.]/g, "-")}.json`;
