// Starts the engine's worker the moment the page begins, before the rest of the
// page's modules have loaded: Python's start is the longest wait a player has.
// index.html loads this module on its own, ahead of main.js; main.js imports the
// same module instance and takes the events that came before it was listening.
export const workerUrl = new URL("./engine-worker.js", import.meta.url);
export const worker = new Worker(workerUrl, { type: "module" });

const early = [];
const keepMessage = (event) => early.push(new MessageEvent("message", { data: event.data }));
const keepError = (event) => {
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
