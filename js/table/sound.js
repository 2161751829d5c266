// Short synthesized sounds (Web Audio, no files) for what happens at the table: a
// tile played, a pass, a round won or lost (a tied round has no result sound). Which
// sound an event makes is a pure mapping (unit-tested); the player is muted by the
// remembered sound setting. Browsers start an AudioContext made outside a user gesture
// suspended (a bot's move is no gesture), so the context is made, or resumed, only in
// the player's own pointer and key presses on the page.
// Every sound asked for while the sound is on is counted on <html>
// (data-sound-count, data-last-sound), so the tests can hear without speakers.
import { sideOf } from "./sides.js";

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
      if (winner == null) return null; // a tie: nobody won, and the player did not lose
      return winner === sideOf(view.teams, view.you) ? "won" : "lost";
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

/** The events that give a page user activation (a touch's is its pointerup). */
export const GESTURES = Object.freeze(["pointerdown", "pointerup", "keydown"]);

/**
 * @param {{isOn: () => boolean, root: HTMLElement,
 *          makeContext: () => AudioContext | null, gestures: EventTarget}} deps
 *   isOn: the sound setting; root: where the counters are written; makeContext: Web Audio
 *   (null where the browser has none: then nothing is heard, but the sound is still counted);
 *   gestures: where the player's presses are heard (the document)
 */
export function createSound({ isOn, root, makeContext, gestures }) {
  /** @type {AudioContext | null | undefined} made in the player's first press (also while muted:
   *  the press that turns the sound on comes before the setting changes) */
  let context;
  let count = 0;

  // In a press, the browser lets the context start: make it, or wake it if it was suspended.
  function allowAudio() {
    if (context === undefined) context = makeContext();
    if (context?.state === "suspended") {
      context.resume().catch((error) => console.error("The sound could not start:", error));
    }
  }
  for (const type of GESTURES) gestures.addEventListener(type, allowAudio, { capture: true });

  /** @param {SoundKind} kind */
  function synthesize(kind) {
    // Before any press there is no context, and a suspended one would only pile the notes
    // up to sound all at once when it wakes: this sound is then counted, not heard.
    if (context?.state !== "running") return;
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
