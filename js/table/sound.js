// Short synthesized sounds (Web Audio, no files) for what happens at the table: a
// tile played, a pass, a round won or lost. Which sound an event makes is a pure
// mapping (unit-tested); the player is muted by the remembered sound setting.
// Every sound asked for while the sound is on is counted on <html>
// (data-sound-count, data-last-sound), so the tests can hear without speakers.

/** @typedef {"tile" | "pass" | "won" | "lost"} SoundKind */

/** @type {Readonly<Record<SoundKind, [number, number][]>>} each sound's notes: [frequency Hz, seconds] */
export const TONES = Object.freeze({
  tile: [[520, 0.07]],
  pass: [
    [330, 0.09],
    [262, 0.12],
  ],
  won: [
    [523, 0.1],
    [659, 0.1],
    [784, 0.18],
  ],
  lost: [
    [392, 0.12],
    [330, 0.12],
    [262, 0.22],
  ],
});

/**
 * The sound an event makes for the seat at the device, or null.
 * @param {import("../types.js").GameEvent} event
 * @param {{you: number, teams: number[][] | null}} view
 * @returns {SoundKind | null}
 */
export function soundFor(event, view) {
  switch (event.type) {
    case "play":
      return "tile";
    case "pass":
      return "pass";
    case "round_over": {
      const { winner } = event.result;
      const mySide = view.teams ? view.teams.findIndex((team) => team.includes(view.you)) : view.you;
      return winner != null && winner === mySide ? "won" : "lost";
    }
    default:
      return null;
  }
}

/**
 * The sound of a batch of events (one answer): the last that makes one, so a round's
 * end is heard rather than the tile that ended it.
 * @param {import("../types.js").GameEvent[]} events
 * @param {{you: number, teams: number[][] | null}} view
 * @returns {SoundKind | null}
 */
export function soundOfBatch(events, view) {
  /** @type {SoundKind | null} */
  let kind = null;
  for (const event of events) kind = soundFor(event, view) ?? kind;
  return kind;
}

/**
 * @param {{isOn: () => boolean, root: HTMLElement,
 *          makeContext: () => AudioContext | null}} deps
 *   isOn: the sound setting; root: where the counters are written; makeContext: Web Audio
 *   (null where the browser has none: then nothing is heard, but the sound is still counted)
 */
export function createSound({ isOn, root, makeContext }) {
  /** @type {AudioContext | null | undefined} made at the first sound, after a click has allowed it */
  let context;
  let count = 0;

  /** @param {SoundKind} kind */
  function synthesize(kind) {
    if (context === undefined) context = makeContext();
    if (!context) return;
    if (context.state === "suspended") void context.resume();
    let at = context.currentTime;
    for (const [frequency, seconds] of TONES[kind]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "triangle";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + seconds + 0.02);
      at += seconds;
    }
  }

  /** @param {SoundKind} kind */
  function play(kind) {
    if (!isOn()) return;
    count += 1;
    root.dataset.lastSound = kind;
    root.dataset.soundCount = String(count);
    synthesize(kind);
  }

  return {
    play,
    /**
     * Sound what an answer's events tell, for the seat at the device.
     * @param {import("../types.js").GameEvent[]} events
     * @param {{you: number, teams: number[][] | null}} view
     */
    tell(events, view) {
      const kind = soundOfBatch(events, view);
      if (kind) play(kind);
    },
  };
}
