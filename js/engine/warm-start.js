// Makes the next visit start fast: once the engine has started the usual way and the
// service worker that keeps the site for offline use is active, a second copy of the engine's
// worker (named "snapshot-maker") builds a Python memory snapshot in the background
// and stores it; the next start restores it instead of installing everything again.
// The outcome is shown on <body data-engine-start="..."> for tests and benchmarks.

const MAKER_NAME = "snapshot-maker";
const QUIET_MS = 1500; // let the first page settle before doing more work

/**
 * @param {{worker: Worker, workerUrl: URL, serviceWorker?: ServiceWorkerContainer,
 *          body?: HTMLElement}} deps
 */
export function watchStart({ worker, workerUrl, serviceWorker = navigator.serviceWorker, body = document.body }) {
  function makeSnapshot() {
    body.dataset.snapshot = "making";
    const maker = new Worker(workerUrl, { type: "module", name: MAKER_NAME });
    maker.addEventListener("message", (event) => {
      const { type } = event.data;
      if (type !== "ready" && type !== "failed") return;
      body.dataset.snapshot = type === "ready" ? "saved" : "failed";
      maker.terminate();
    });
    maker.addEventListener("error", () => {
      body.dataset.snapshot = "failed";
      maker.terminate();
    });
  }

  /** @param {() => void} then */
  function whenKeptOffline(then) {
    if (!serviceWorker || !self.caches) return;
    serviceWorker.ready.then(then).catch(reportError); // a defect in `then`, reported as uncaught
  }

  worker.addEventListener("message", (event) => {
    if (event.data?.type !== "ready") return;
    body.dataset.engineStart = event.data.start;
    if (event.data.start !== "snapshot") whenKeptOffline(() => setTimeout(makeSnapshot, QUIET_MS));
  });
}
