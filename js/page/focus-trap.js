// Keeps keyboard focus inside a modal dialog while it is open: Tab and Shift+Tab
// cycle through the dialog's own controls, focus that lands outside (a click on the
// page under the overlay) comes back, and closing gives focus back to the opener.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** @type {FocusTrap[]} the traps in force, the newest last (only it holds the focus) */
const active = [];

/**
 * @typedef {object} FocusTrap
 * @property {(opener?: Element | null) => void} activate
 *   opener: where focus goes back on release (default: what had the focus)
 * @property {(how?: {restore?: boolean}) => void} release restore: give focus back (default true)
 * @property {boolean} isActive
 */

/**
 * The controls of `root` that take the Tab key, in order, as they are shown now.
 * @param {HTMLElement} root
 * @returns {HTMLElement[]}
 */
export function focusables(root) {
  return [...root.querySelectorAll(FOCUSABLE)].filter(
    /** @returns {element is HTMLElement} */
    (element) => element instanceof HTMLElement && element.getClientRects().length > 0,
  );
}

/**
 * @param {{root: HTMLElement, doc?: Document}} deps root: the modal (its overlay)
 * @returns {FocusTrap}
 */
export function createFocusTrap({ root, doc = document }) {
  /** @type {Element | null} */
  let opener = null;

  /** @param {KeyboardEvent} event */
  function onKey(event) {
    if (event.key !== "Tab" || active.at(-1) !== trap) return;
    const items = focusables(root);
    if (!items.length) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const at = doc.activeElement;
    const inside = at instanceof Node && root.contains(at) && items.includes(/** @type {HTMLElement} */ (at));
    if (!inside) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    } else if (event.shiftKey && at === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && at === last) {
      event.preventDefault();
      first.focus();
    }
  }

  /** @param {FocusEvent} event focus moved outside the dialog: bring it back */
  function onFocusIn(event) {
    if (active.at(-1) !== trap || root.hidden) return;
    if (event.target instanceof Node && root.contains(event.target)) return;
    focusables(root)[0]?.focus();
  }

  /** @type {FocusTrap} */
  const trap = {
    activate(from = doc.activeElement) {
      if (!active.includes(trap)) {
        active.push(trap);
        opener = from;
      }
    },
    release({ restore = true } = {}) {
      const index = active.indexOf(trap);
      if (index < 0) return;
      active.splice(index, 1);
      const back = opener;
      opener = null;
      if (restore && back instanceof HTMLElement && back.isConnected && back.getClientRects().length > 0) back.focus();
    },
    get isActive() {
      return active.includes(trap);
    },
  };
  doc.addEventListener("keydown", onKey, true);
  doc.addEventListener("focusin", onFocusIn);
  return trap;
}
