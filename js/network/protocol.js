// The messages of online play, as they travel between the host's page and each guest's
// page, and the checks every received message passes before anything looks at it.
// Another device is untrusted input: a message that is not text, too long, not JSON or
// not exactly one of the shapes below is refused here, with a code, and goes no further.

/** The protocol's version; a message of another version is refused. */
export const VERSION = 1;
/** The longest message text accepted (a full view of a seat is about 3 KB). */
export const MAX_MESSAGE_CHARS = 16_384;
export const MAX_NAME_CHARS = 24;
/** The preset phrases a player may send (their words live in the i18n catalogues). */
export const PHRASES = ["nice", "your_turn", "good_game", "thanks", "oops"];
/** The requests a guest may make for its own seat; the host adds the seat itself. */
export const GUEST_COMMANDS = ["play", "pass", "draw", "hint"];
export const SEAT_KINDS = ["here", "friend", "bot"];
export const SEAT_STATES = ["free", "connected", "away", "bot", "here"];

/**
 * Guest to host:
 * @typedef {{v: 1, t: "who", nonce: string}} Who  a challenge: is this peer the host?
 * @typedef {{v: 1, t: "hello", name: string, token: string | null, seat: number | null, epoch: string}} Hello
 * @typedef {{v: 1, t: "act", n: number, cmd: "play" | "pass" | "draw" | "hint", tile?: [number, number], end?: "left" | "right"}} Act
 * @typedef {{v: 1, t: "ready"}} Ready
 * @typedef {{v: 1, t: "say", phrase: string}} Say
 * @typedef {Who | Hello | Act | Ready | Say} GuestMessage
 *
 * Host to guest:
 * @typedef {{v: 1, t: "iam", sig: string}} Iam  the challenge signed with the host's key
 * @typedef {{kind: "here" | "friend" | "bot", state: string, name: string | null, level: string | null}} LobbySeat
 * @typedef {{v: 1, t: "lobby", seats: LobbySeat[], started: boolean, you: number | null}} Lobby
 * @typedef {{v: 1, t: "welcome", seat: number, token: string}} Welcome
 * @typedef {{v: 1, t: "refused", code: string}} Refused
 * @typedef {{v: 1, t: "state", e: string, s: number, view: import("../types.js").View, ready: number[]}} State
 * @typedef {{v: 1, t: "ack", n: number, move?: object}} Ack
 * @typedef {{v: 1, t: "error", n: number | null, code: string}} ErrorMessage
 * @typedef {{v: 1, t: "said", seat: number, phrase: string}} Said
 * @typedef {{v: 1, t: "closed"}} Closed  the host has left the room for good
 * @typedef {Iam | Lobby | Welcome | Refused | State | Ack | ErrorMessage | Said | Closed} HostMessage
 */

/** A message refused by the checks; `code` says why (sent back to the peer as is). */
export class BadMessage extends Error {
  /** @param {string} code @param {string} detail */
  constructor(code, detail) {
    super(`${code}: ${detail}`);
    this.name = "BadMessage";
    this.code = code;
  }
}

/** The text of a message to send. */
export function encode(message) {
  return JSON.stringify({ v: VERSION, ...message });
}

const isInt = (value) => Number.isSafeInteger(value);
const isSeat = (value) => isInt(value) && value >= 0 && value <= 3;
const isText = (value, max) => typeof value === "string" && value.length <= max;
const isToken = (value) => typeof value === "string" && /^[A-Za-z0-9_-]{22,64}$/.test(value);
const isTile = (value) =>
  Array.isArray(value) && value.length === 2 && value.every((pips) => isInt(pips) && pips >= 0 && pips <= 6);

/** Each shape: the keys it must have, the keys it may have, and a check of their values. */
const GUEST_SHAPES = {
  who: { keys: ["nonce"], check: (m) => isToken(m.nonce) },
  hello: {
    keys: ["name", "token", "seat", "epoch"],
    check: (m) =>
      isText(m.name, MAX_NAME_CHARS) &&
      m.name.trim().length > 0 &&
      (m.token === null || isToken(m.token)) &&
      (m.seat === null || isSeat(m.seat)) &&
      isToken(m.epoch),
  },
  act: {
    keys: ["n", "cmd"],
    optional: ["tile", "end"],
    check: (m) =>
      isInt(m.n) &&
      m.n > 0 &&
      GUEST_COMMANDS.includes(m.cmd) &&
      (m.cmd === "play" ? isTile(m.tile) : !("tile" in m)) &&
      (!("end" in m) || (m.cmd === "play" && (m.end === "left" || m.end === "right"))),
  },
  ready: { keys: [], check: () => true },
  say: { keys: ["phrase"], check: (m) => PHRASES.includes(m.phrase) },
};

const HOST_SHAPES = {
  iam: { keys: ["sig"], check: (m) => typeof m.sig === "string" && /^[A-Za-z0-9_-]{86}$/.test(m.sig) },
  lobby: {
    keys: ["seats", "started", "you"],
    check: (m) =>
      Array.isArray(m.seats) &&
      m.seats.length >= 2 &&
      m.seats.length <= 4 &&
      m.seats.every(
        (s) =>
          s !== null &&
          typeof s === "object" &&
          SEAT_KINDS.includes(s.kind) &&
          SEAT_STATES.includes(s.state) &&
          (s.name === null || isText(s.name, MAX_NAME_CHARS)) &&
          (s.level === null || isText(s.level, 16)),
      ) &&
      typeof m.started === "boolean" &&
      (m.you === null || isSeat(m.you)),
  },
  welcome: { keys: ["seat", "token"], check: (m) => isSeat(m.seat) && isToken(m.token) },
  refused: { keys: ["code"], check: (m) => isText(m.code, 40) },
  state: {
    keys: ["e", "s", "view", "ready"],
    check: (m) =>
      isToken(m.e) &&
      isInt(m.s) &&
      m.s >= 0 &&
      m.view !== null &&
      typeof m.view === "object" &&
      !Array.isArray(m.view) &&
      Array.isArray(m.ready) &&
      m.ready.every(isSeat),
  },
  ack: {
    keys: ["n"],
    optional: ["move"],
    check: (m) => isInt(m.n) && (!("move" in m) || (m.move !== null && typeof m.move === "object")),
  },
  error: { keys: ["n", "code"], check: (m) => (m.n === null || isInt(m.n)) && isText(m.code, 40) },
  said: { keys: ["seat", "phrase"], check: (m) => isSeat(m.seat) && PHRASES.includes(m.phrase) },
  closed: { keys: [], check: () => true },
};

function decode(text, shapes) {
  if (typeof text !== "string") throw new BadMessage("bad_message", "a message is text");
  if (text.length > MAX_MESSAGE_CHARS) throw new BadMessage("too_long", `${text.length} characters`);
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    throw new BadMessage("bad_message", "not JSON");
  }
  if (message === null || typeof message !== "object" || Array.isArray(message)) {
    throw new BadMessage("bad_message", "not an object");
  }
  if (message.v !== VERSION) throw new BadMessage("bad_version", `version ${String(message.v)}`);
  const shape = Object.hasOwn(shapes, message.t) ? shapes[message.t] : null;
  if (!shape) throw new BadMessage("bad_message", `no message type ${String(message.t)}`);
  const allowed = new Set(["v", "t", ...shape.keys, ...(shape.optional ?? [])]);
  const keys = Object.keys(message);
  if (keys.some((key) => !allowed.has(key)) || shape.keys.some((key) => !(key in message))) {
    throw new BadMessage("bad_message", `the keys of ${message.t} are ${[...allowed].join(", ")}`);
  }
  if (!shape.check(message)) throw new BadMessage("bad_message", `a value of ${message.t} is wrong`);
  return message;
}

/**
 * A guest's message as the host receives it.
 * @param {unknown} text
 * @returns {GuestMessage}
 * @throws {BadMessage}
 */
export const decodeGuestMessage = (text) => decode(text, GUEST_SHAPES);

/**
 * The host's message as a guest receives it.
 * @param {unknown} text
 * @returns {HostMessage}
 * @throws {BadMessage}
 */
export const decodeHostMessage = (text) => decode(text, HOST_SHAPES);
