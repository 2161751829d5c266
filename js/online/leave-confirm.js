// Leaving an online table is asked first: New match (at the table or in the summary) would
// otherwise drop a friend's seat, or close the room for everyone if this page hosts it.
// A modal question; Escape and "No" keep the table.
import { createFocusTrap } from "../page/focus-trap.js";

/**
 * @param {{dom: {root: HTMLElement, ask: HTMLElement, yes: HTMLButtonElement, no: HTMLButtonElement},
 *          t: import("../i18n/i18n.js").Translate}} deps
 */
export function createLeaveConfirm({ dom, t }) {
  const trap = createFocusTrap({ root: dom.root });
  /** @type {((leave: boolean) => void) | null} */
  let answer = null;
  /** @type {string} */
  let key = "online.leave.guest";

  /** @param {boolean} leave */
  function close(leave) {
    dom.root.hidden = true;
    trap.release();
    const told = answer;
    answer = null;
    told?.(leave);
  }
  dom.yes.addEventListener("click", () => close(true));
  dom.no.addEventListener("click", () => close(false));
  dom.root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    close(false);
  });

  return {
    /**
     * Ask; resolves true when the player chose to leave.
     * @param {boolean} hosting this page hosts the room (leaving ends the match for everyone)
     * @returns {Promise<boolean>}
     */
    ask(hosting) {
      if (answer) close(false);
      key = hosting ? "online.leave.host" : "online.leave.guest";
      dom.ask.textContent = t(key);
      dom.root.hidden = false;
      trap.activate();
      dom.no.focus();
      return new Promise((resolve) => (answer = resolve));
    },
    refresh() {
      if (!dom.root.hidden) dom.ask.textContent = t(key);
    },
  };
}
