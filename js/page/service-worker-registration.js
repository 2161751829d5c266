// Registers the service worker that keeps the site for offline play (sw.js beside
// index.html, written by build.py) and reports a new version once it is installed
// and waiting. Waiting is where it stays until the player agrees to reload.

/**
 * @param {{container?: ServiceWorkerContainer, onWaiting: (worker: ServiceWorker) => void}} deps
 * @returns {Promise<ServiceWorkerRegistration | null>}
 */
export async function registerServiceWorker({ container = navigator.serviceWorker, onWaiting }) {
  if (!container) return null;
  let registration;
  try {
    registration = await container.register(new URL("sw.js", document.baseURI));
  } catch (error) {
    console.warn("The site cannot be kept for offline play:", error);
    return null;
  }
  // A first install has no controller to replace: only an update waits.
  /** @param {ServiceWorker | null} worker */
  const report = (worker) => {
    if (worker && container.controller) onWaiting(worker);
  };
  report(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const incoming = registration.installing;
    incoming?.addEventListener("statechange", () => {
      if (incoming.state === "installed") report(incoming);
    });
  });
  // Look for a new version whenever the player comes back to the tab. Offline, the
  // check fails: that is expected and changes nothing, so it is not reported.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
  });
  return registration;
}
