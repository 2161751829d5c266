// Starts the engine's worker the moment the page's code begins, before the rest of
// the page is set up: Python's start is the longest wait a player has. It is
// main.js's first import, so in the bundle its code runs first; main.js takes the
// worker's events that came before it was listening.
//
// A page opened from an invitation link (#join=…) plays from the host's views and
// needs no engine: there the worker is not started here, only later, when the page
// asks for it (startEngineWorker), so a guest downloads none of Python.

export const workerUrl = new URL("./engine-worker.js", import.meta.url);

/** @type {Worker | null} */
let worker = null;
/** @type {Event[]} the worker's messages and errors before the page listens, in order */
const early = [];
const keepMessage = (/** @type {MessageEvent} */ event) => {
  early.push(new MessageEvent("message", { data: event.data }));
};
const keepError = (/** @type {ErrorEvent} */ event) => {
  event.preventDefault(); // reported once the page listens, not as an uncaught error
  early.push(new ErrorEvent("error", { message: event.message, cancelable: true }));
};

/** Does this address invite the page to another device's table? @param {string} hash */
export const isInvitationLink = (hash) => hash.startsWith("#join=");

/**
 * The engine's worker, started on the first call; the page's listeners come after,
 * and get what came before them from releaseEarlyEvents.
 * @returns {Worker}
 */
export function startEngineWorker() {
  if (worker) return worker;
  worker = new Worker(workerUrl, { type: "module" });
  worker.addEventListener("message", keepMessage);
  worker.addEventListener("error", keepError);
  return worker;
}

/** Stop buffering and hand what came so far to the listeners now attached. */
export function releaseEarlyEvents() {
  if (!worker) return;
  worker.removeEventListener("message", keepMessage);
  worker.removeEventListener("error", keepError);
  for (const event of early.splice(0)) worker.dispatchEvent(event);
}

// A page for a game of its own starts Python now; an invited guest does not, nor does
// a browser too old for the game (js/support/browser-check.js, which ran before).
const unsupported = document.documentElement.dataset.browser === "unsupported";
if (!isInvitationLink(location.hash) && !unsupported) startEngineWorker();
