// Starts the engine's worker the moment the page's code begins, before the rest of
// the page is set up: Python's start is the longest wait a player has. It is
// main.js's first import, so in the bundle its code runs first; main.js takes the
// worker's events that came before it was listening.
export const workerUrl = new URL("./engine-worker.js", import.meta.url);
export const worker = new Worker(workerUrl, { type: "module" });

/** @type {Event[]} the worker's messages and errors before the page listens, in order */
const early = [];
const keepMessage = (/** @type {MessageEvent} */ event) => {
  early.push(new MessageEvent("message", { data: event.data }));
};
const keepError = (/** @type {ErrorEvent} */ event) => {
  event.preventDefault(); // reported once the page listens, not as an uncaught error
  early.push(new ErrorEvent("error", { message: event.message, cancelable: true }));
};
worker.addEventListener("message", keepMessage);
worker.addEventListener("error", keepError);

/** Stop buffering and hand what came so far to the listeners now attached. */
export function releaseEarlyEvents() {
  worker.removeEventListener("message", keepMessage);
  worker.removeEventListener("error", keepError);
  for (const event of early.splice(0)) worker.dispatchEvent(event);
}
