// One task at a time, in the order they came: a guest's request must not overtake the one
// before it, nor a view the one before it. A task that fails is handed to its own `failed`
// (which reports it) and the queue goes on: one bad task never stops the ones after it.

export function createSerial() {
  /** @type {Promise<void>} */
  let tail = Promise.resolve();
  return {
    /**
     * Queue a task.
     * @param {() => unknown} task
     * @param {(error: unknown) => void} failed
     */
    run(task, failed) {
      tail = tail
        .then(task)
        .then(
          () => {},
          (error) => failed(error),
        )
        .catch((error) => console.error("A failure could not be reported:", error));
    },
    /** Settles once every task queued so far has run (it never rejects). */
    idle: () => tail,
  };
}
