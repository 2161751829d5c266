// The set-up screen's "Open a match record…": a file chosen by the player, read and
// handed on to be replayed; why a file (or a replay link) was refused, told in the
// page's language next to the button, until the next try.
import { RecordProblem, problemText, readRecordFile } from "./records.js";

/**
 * @param {{dom: {button: HTMLButtonElement, input: HTMLInputElement, error: HTMLElement},
 *          t: import("../i18n/i18n.js").Translate, has: (key: string) => boolean,
 *          open: (record: unknown, from: "file" | "link", opener: Element | null) => Promise<void>}} deps
 *   open: the record accepted and replayed; rejects with a RecordProblem when it is refused
 */
export function createRecordOpener({ dom, t, has, open }) {
  /** @type {RecordProblem | null} the refusal shown */
  let problem = null;

  /** @param {RecordProblem | null} next */
  function show(next) {
    problem = next;
    dom.error.hidden = !next;
    dom.error.textContent = next ? problemText(next, t, has) : "";
    if (next?.detail) dom.error.title = next.detail;
    else dom.error.removeAttribute("title");
  }

  /**
   * Open `record`, or tell why it was refused.
   * @param {() => Promise<unknown>} read the record's JSON
   * @param {"file" | "link"} from
   */
  async function attempt(read, from) {
    show(null);
    try {
      await open(await read(), from, from === "file" ? dom.button : null);
    } catch (error) {
      if (!(error instanceof RecordProblem)) throw error;
      show(error);
    }
  }

  dom.button.addEventListener("click", () => dom.input.click());
  dom.input.addEventListener("change", () => {
    const file = dom.input.files?.[0];
    dom.input.value = ""; // the same file may be chosen again
    if (file) attempt(() => readRecordFile(file), "file").catch(reportError);
  });

  return {
    /**
     * A record from a replay link (its reading may fail with a RecordProblem too).
     * @param {() => Promise<unknown>} read
     */
    openLink: (read) => attempt(read, "link"),
    /** Re-write the refusal in the current language. */
    refresh() {
      show(problem);
    },
  };
}
