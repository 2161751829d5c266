// Whether the far end of a connection is still there. A closed tab or a reload closes the
// data channel at once, but a phone that loses its network or a frozen tab closes nothing
// for half a minute. So each side sends a beat every second to the peers it watches, and a
// peer heard from by nothing for a few seconds counts as silent until it is heard again.

/**
 * @typedef {{now: () => number, every: (ms: number, tick: () => void) => () => void}} Clock
 *   every: calls `tick` each `ms` milliseconds until the function it returns is called
 */

/** @type {Clock} */
export const realClock = {
  now: () => performance.now(),
  every(ms, tick) {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
};

export const BEAT_MS = 1_000;
export const SILENT_MS = 3_000;

/**
 * @param {{beat: (peer: string) => void, onSilent: (peer: string) => void, onHeard: (peer: string) => void,
 *          clock?: Clock}} deps
 *   beat: send a peer a beat; onSilent / onHeard: a watched peer fell silent, or spoke again
 */
export function createHeartbeat({ beat, onSilent, onHeard, clock = realClock }) {
  /** @type {Map<string, {at: number, silent: boolean}>} */
  const watched = new Map();
  /** @type {(() => void) | null} */
  let stop = null;

  function tick() {
    const time = clock.now();
    for (const [peer, entry] of watched) {
      beat(peer);
      if (!entry.silent && time - entry.at > SILENT_MS) {
        entry.silent = true;
        onSilent(peer);
      }
    }
  }

  return {
    /** Start watching a peer (heard from now). @param {string} peer */
    watch(peer) {
      watched.set(peer, { at: clock.now(), silent: false });
      stop ??= clock.every(BEAT_MS, tick);
    },
    /** @param {string} peer */
    forget(peer) {
      watched.delete(peer);
      if (!watched.size && stop) {
        stop();
        stop = null;
      }
    },
    /** Anything from a peer counts. @param {string} peer */
    heard(peer) {
      const entry = watched.get(peer);
      if (!entry) return;
      entry.at = clock.now();
      if (entry.silent) {
        entry.silent = false;
        onHeard(peer);
      }
    },
    /** Whether a watched peer is heard from now. @param {string} peer */
    isHeard: (peer) => watched.get(peer)?.silent === false,
    close() {
      watched.clear();
      stop?.();
      stop = null;
    },
  };
}
