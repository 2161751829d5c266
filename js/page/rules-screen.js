// Going to the rules and back: the rules button opens the rules page over the
// table, the live region falls silent meanwhile (bots may go on playing, the log
// keeps their moves), and Escape or "back" returns the focus where it was.

/**
 * @param {{button: HTMLButtonElement, root: HTMLElement, announcer: HTMLElement,
 *          page: {open: () => Promise<void>, close: () => void}}} deps
 *   root: the rules screen; page: what draws it (rules-page.js)
 */
export function createRulesScreen({ button, root, announcer, page }) {
  /** @type {Element | null} */
  let focusBefore = null;

  function open() {
    focusBefore = document.activeElement;
    document.body.dataset.screen = "rules";
    announcer.hidden = true;
    return page.open();
  }

  function close() {
    delete document.body.dataset.screen;
    announcer.hidden = false;
    page.close();
    const back =
      focusBefore instanceof HTMLElement && focusBefore.isConnected && !focusBefore.closest("[hidden]")
        ? focusBefore
        : button;
    back.focus();
  }

  button.addEventListener("click", () => void open().catch(reportError));
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close();
  });
  return { open, close };
}
