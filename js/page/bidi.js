// Player-written text (names) set apart for bidirectional text. A name in Hebrew or
// Arabic beside a number ("דנה: 12") would otherwise pull the number and the punctuation
// into its right-to-left run and read "12 :הנד". A name is marked where the words are
// made (describe.js wraps it in FSI ... PDI, Unicode's first-strong isolate), so the
// marks travel inside any sentence the catalogues build; where the text is put on the
// page each marked run becomes a <bdi> (and the marks are dropped), so the page's text,
// a title or an accessible name reads as before.

const FSI = "\u2068"; // first strong isolate
const PDI = "\u2069"; // pop directional isolate
const MARKS = /[\u2068\u2069]/g;

/**
 * A name marked as a run of its own direction.
 * @param {string} text
 */
export const isolate = (text) => `${FSI}${text}${PDI}`;

/**
 * The text without the marks (for an attribute, a title, a comparison).
 * @param {string} text
 */
export const plainText = (text) => text.replace(MARKS, "");

/**
 * Put `text` into `element` (its children replaced): each marked run a <bdi>, nested
 * as marked; an unmatched mark is dropped.
 * @param {HTMLElement} element
 * @param {string} text
 */
export function setText(element, text) {
  if (!text.includes(FSI)) {
    element.textContent = plainText(text);
    return;
  }
  element.replaceChildren();
  /** @type {HTMLElement[]} */
  const open = [element];
  for (const part of text.split(/([\u2068\u2069])/)) {
    const here = /** @type {HTMLElement} */ (open.at(-1));
    if (part === FSI) {
      const bdi = document.createElement("bdi");
      here.append(bdi);
      open.push(bdi);
    } else if (part === PDI) {
      if (open.length > 1) open.pop();
    } else if (part) here.append(part);
  }
}
