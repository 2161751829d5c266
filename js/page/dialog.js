// A modal overlay card: opens from a button, closes with its close button or
// Escape, keeps the keyboard inside while open (focus-trap.js) and gives the focus
// back to the button that opened it.
import { createFocusTrap } from "./focus-trap.js";

/**
 * @param {{root: HTMLElement, opener: HTMLElement, closeButton: HTMLElement,
 *          onOpen?: () => void}} deps  onOpen: fill the card before it shows
 */
export function createDialog({ root, opener, closeButton, onOpen = () => {} }) {
  const trap = createFocusTrap({ root });
  function open() {
    onOpen();
    root.hidden = false;
    trap.activate(opener);
    closeButton.focus();
  }
  function close() {
    root.hidden = true;
    trap.release();
  }
  opener.addEventListener("click", open);
  closeButton.addEventListener("click", close);
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
    }
  });
  return {
    open,
    close,
    get isOpen() {
      return !root.hidden;
    },
  };
}
