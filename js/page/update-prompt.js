// Tells the player that a new version is ready and, only when asked, saves the
// game, lets the new service worker take over and reloads. It never reloads alone.

/**
 * @param {{banner: HTMLElement, button: HTMLButtonElement,
 *          container?: ServiceWorkerContainer, saveGame: () => Promise<void>,
 *          reload?: () => void}} deps
 */
export function createUpdatePrompt({
  banner,
  button,
  container = navigator.serviceWorker,
  saveGame,
  reload = () => location.reload(),
}) {
  /** @type {ServiceWorker | null} */
  let waiting = null;

  /** Save the game, then let the waiting worker take over; the page reloads once it has. */
  async function takeOver() {
    if (!waiting) return;
    button.disabled = true;
    try {
      await saveGame();
    } catch (error) {
      console.warn("Saving before the update failed:", error);
    }
    container.addEventListener("controllerchange", () => reload(), { once: true });
    waiting.postMessage({ type: "take-over" });
  }
  button.addEventListener("click", () => void takeOver().catch(reportError));

  return {
    /** A new version is installed and waiting for the player's consent. */
    /** @param {ServiceWorker} worker */
    offer(worker) {
      waiting = worker;
      button.disabled = false;
      banner.hidden = false;
    },
  };
}
