// Keeps keyboard focus inside a modal dialog while it is open: Tab and Shift+Tab
// cycle through the dialog's own controls, focus that lands outside (a click on the
// page under the overlay) comes back, and closing gives focus back to the opener.
// A card may leave other parts of the page in reach (the round summary, the header's
// tools): Tab then goes round them and the card, in the page's order. While the card is
// not drawn at all (the rules screen hides the table's), it holds nothing.

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
 * @param {{root: HTMLElement, doc?: Document, also?: HTMLElement[]}} deps root: the modal (its
 *   overlay); also: other parts of the page left in reach while it is open
 * @returns {FocusTrap}
 */
export function createFocusTrap({ root, doc = document, also = [] }) {
  /** @type {Element | null} */
  let opener = null;
  // the parts that keep the keyboard, in the page's order
  const parts = [root, ...also].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  /** @param {unknown} node */
  const within = (node) => node instanceof Node && parts.some((part) => part.contains(node));
  /** This trap holds the keyboard now: the newest, and its card is drawn. */
  const holding = () => active.at(-1) === trap && !root.hidden && root.getClientRects().length > 0;

  /** @param {KeyboardEvent} event */
  function onKey(event) {
    if (event.key !== "Tab" || !holding()) return;
    const groups = parts.map(focusables).filter((group) => group.length);
    const items = groups.flat();
    if (!items.length) {
      event.preventDefault();
      return;
    }
    const at = /** @type {HTMLElement} */ (doc.activeElement);
    const index = items.indexOf(at);
    /** @param {HTMLElement} next */
    const go = (next) => {
      event.preventDefault();
      next.focus();
    };
    if (index < 0) go(event.shiftKey ? items[items.length - 1] : items[0]);
    // at the edge of a part the next one takes over (the page's own order may lead elsewhere between them)
    else if (event.shiftKey && groups.some((group) => group[0] === at)) go(items.at(index - 1) ?? items[0]);
    else if (!event.shiftKey && groups.some((group) => group.at(-1) === at)) go(items[(index + 1) % items.length]);
  }

  /** @param {FocusEvent} event focus moved outside the dialog: bring it back */
  function onFocusIn(event) {
    if (!holding() || within(event.target)) return;
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
