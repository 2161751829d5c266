// Next to Start: how far the engine's start has come, and, when Start was pressed
// before the engine was ready, that the match starts by itself once it is. Whatever
// starts a match waits here; the engine's failure is told by the status bar and the form.

/**
 * @param {{dom: {line: HTMLElement, text: HTMLElement, bar: HTMLProgressElement},
 *          t: import("../i18n/i18n.js").Translate}} deps
 */
export function createStartWait({ dom, t }) {
  let settled = false;
  let waiting = false;
  /** @type {Promise<string | null> | null} */
  let started = null;

  function render() {
    dom.line.hidden = settled;
    dom.text.textContent = t(waiting ? "setup.start.waiting" : "setup.start.loading");
  }

  render();
  return {
    /**
     * Follow the engine's start.
     * @param {Promise<string | null>} whenStarted null once the engine is up, else its failure in words; never rejects
     */
    watch(whenStarted) {
      started = whenStarted.then((failure) => {
        settled = true;
        render();
        return failure;
      });
    },
    /** @param {number} fraction how far the engine's start has come, 0 to 1 */
    progress(fraction) {
      dom.bar.value = fraction;
    },
    /**
     * Wait for the engine before a match starts, saying so while it loads.
     * @returns {Promise<string | null>} null once the engine is up, else its failure in words
     */
    async untilReady() {
      if (!started) throw new Error("the engine's start is not watched");
      waiting = !settled;
      render();
      try {
        return await started;
      } finally {
        waiting = false;
        render();
      }
    },
    /** Re-word the line in the current language. */
    refresh: render,
  };
}
