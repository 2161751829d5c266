// A modal overlay card: opens from a button, closes with its close button or
// Escape, and gives the focus back to the button that opened it.

/**
 * @param {{root: HTMLElement, opener: HTMLElement, closeButton: HTMLElement,
 *          onOpen?: () => void}} deps  onOpen: fill the card before it shows
 */
export function createDialog({ root, opener, closeButton, onOpen = () => {} }) {
  function open() {
    onOpen();
    root.hidden = false;
    closeButton.focus();
  }
  function close() {
    root.hidden = true;
    opener.focus();
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
