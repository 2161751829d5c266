// The move log (a list inside a role="log" region) and the polite live region that reads moves aloud.
// Players' names in the lines are isolated for bidirectional text (page/bidi.js).
import { setText } from "../page/bidi.js";

export const MAX_ENTRIES = 200;

/** @typedef {ReturnType<typeof createMoveLog>} MoveLog */

/**
 * @param {{list: HTMLElement, announcer: HTMLElement}} deps
 */
export function createMoveLog({ list, announcer }) {
  /**
   * @param {string} text
   * @param {{announce?: boolean}} [how] announce: also read it aloud
   */
  function add(text, { announce = true } = {}) {
    const item = document.createElement("li");
    setText(item, text);
    list.appendChild(item);
    while (list.children.length > MAX_ENTRIES) list.firstElementChild?.remove();
    list.scrollTop = list.scrollHeight;
    if (announce) say(text);
  }

  /** @param {string} text */
  function say(text) {
    setText(announcer, text);
  }

  function clear() {
    list.replaceChildren();
    announcer.textContent = "";
  }

  return { add, say, clear };
}
