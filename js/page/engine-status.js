// The engine's start as the player sees it: the status bar's words and progress
// while Python loads, then "ready", or the failure in plain words. Whatever asks
// for a match first waits here, and hears the same failure.
import { BROWSER_UNSUPPORTED, EngineError } from "../engine/engine-client.js";

/**
 * @param {{dom: {box: HTMLElement, label: HTMLElement, progress: HTMLProgressElement},
 *          page: HTMLElement, t: import("../i18n/i18n.js").Translate}} deps
 *   page: gets `data-engine="ready"` or `"failed"` (for styles and tests)
 */
export function createEngineStatus({ dom, page, t }) {
  let stage = "runtime";
  let ready = false;
  /** @type {Error | null} */
  let failure = null;

  const text = () =>
    failure instanceof EngineError && failure.code === BROWSER_UNSUPPORTED
      ? t("engine.unsupported")
      : failure
        ? t("engine.failed", { reason: failure.message })
        : t(ready ? "engine.ready" : `engine.${stage}`);

  /** @param {Error} error */
  function fail(error) {
    failure = error;
    dom.box.classList.add("is-failed");
    dom.label.textContent = text();
    dom.progress.hidden = true;
    page.dataset.engine = "failed";
  }

  /** @type {Promise<void> | null} */
  let started = null;

  return {
    /**
     * The worker's progress: the stage it is in and how far the start has come.
     * @param {string} name a stage with words of its own ("engine.<name>")
     * @param {number} fraction 0 to 1
     */
    progress(name, fraction) {
      stage = name;
      dom.progress.value = fraction;
      dom.label.textContent = text();
    },

    /**
     * Follow the engine's start. Its failure is an EngineError; anything else is a defect.
     * @param {Promise<void>} engineReady
     */
    watch(engineReady) {
      started = engineReady.then(
        () => {
          ready = true;
          dom.label.textContent = text();
          dom.progress.value = 1;
          dom.box.classList.add("is-ready");
          page.dataset.engine = "ready";
        },
        (error) => {
          if (!(error instanceof EngineError)) throw error;
          fail(error);
        },
      );
    },

    /**
     * Wait for the engine: null once it is up, or the failure in words.
     * @returns {Promise<string | null>}
     */
    async whenStarted() {
      if (!started) throw new Error("the engine's start is not watched");
      await started;
      return failure ? text() : null;
    },

    /** Re-word the bar in the current language. */
    refresh() {
      dom.label.textContent = text();
    },
  };
}
