// The messages of online play, as they travel between the host's page and each guest's
// page, and the checks every received message passes before anything looks at it.
// Another device is untrusted input, guest or host: a message that is not text, too long,
// not JSON or not exactly one of the shapes below is refused here, with a code, and goes
// no further. The ranges (seats, pips, names, players) are the engine's options'.
import { PROOF } from "./link-proof.js";
import { SIGNATURE } from "./host-key.js";
import { int, list, nullable, oneOf, record, text, where } from "./shapes.js";
import { viewChecks } from "./view-shape.js";
import { PHRASES } from "../online/phrases.js";

/** The protocol's version; a message of another version is refused. */
export const VERSION = 2;
/**
 * The longest message accepted, in UTF-8 bytes: one frame of the relay transport (trystero
 * sends 16 KiB chunks with a 36-byte header), so that no message is ever reassembled.
 * A seat's view is about 3 KB; the score sheet travels in pieces of its own (`sheet`).
 */
export const MAX_MESSAGE_BYTES = 16_348;
/** The most score sheet lines one `sheet` message carries. */
export const SHEET_PIECE = 64;
/**
 * A finished match's record travels as a replay link carries it (compressed, base64url:
 * record-link.js), cut in `record` pieces of at most RECORD_PIECE characters, at most
 * RECORD_PARTS of them: all arrive well within a guest's frame budget (frame-guard.js), and
 * a record of a match to 1,000 points needs a few (a match to 61 is one piece).
 */
export const RECORD_PIECE = 12_000;
export const RECORD_PARTS = 16;
const PAYLOAD = /^[A-Za-z0-9_-]+$/;
/** The requests a guest may make for its own seat; the host adds the seat itself. */
export const GUEST_COMMANDS = ["play", "pass", "draw", "hint"];
export const SEAT_KINDS = ["here", "friend", "bot"];
export const SEAT_STATES = ["free", "connected", "away", "bot", "here"];

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
const CODE = /^[a-z_]{1,40}$/;

/**
 * Guest to host:
 * @typedef {{v: 2, t: "who", nonce: string, proof: string}} Who  a challenge: are you the host? (with the guest's proof that it holds the invitation)
 * @typedef {{v: 2, t: "hello", name: string, token: string | null, seat: number | null, epoch: string}} Hello
 * @typedef {{v: 2, t: "act", n: number, cmd: "play" | "pass" | "draw" | "hint", tile?: [number, number], end?: "left" | "right"}} Act
 * @typedef {{v: 2, t: "ready"}} Ready
 * @typedef {{v: 2, t: "say", phrase: string}} Say
 * @typedef {{v: 2, t: "beat"}} Beat  "still here", both ways, every second
 * @typedef {{v: 2, t: "bye"}} Bye  the guest leaves the table for good
 * @typedef {Who | Hello | Act | Ready | Say | Beat | Bye} GuestMessage
 *
 * Host to guest:
 * @typedef {{v: 2, t: "host"}} HostHere  "challenge me": sent by the host to each new peer
 * @typedef {{v: 2, t: "iam", sig: string}} Iam  the challenge and the connection signed with the host's key
 * @typedef {{kind: "here" | "friend" | "bot", state: string, name: string | null, level: string | null}} LobbySeat
 * @typedef {{v: 2, t: "lobby", seats: LobbySeat[], started: boolean, you: number | null}} Lobby
 * @typedef {{v: 2, t: "welcome", seat: number, token: string}} Welcome
 * @typedef {{v: 2, t: "refused", code: string}} Refused
 * @typedef {{v: 2, t: "sheet", from: number, rows: import("../types.js").SheetLine[]}} Sheet  score sheet lines from line `from` on
 * @typedef {{v: 2, t: "state", e: string, s: number, view: import("../types.js").View, ready: number[]}} State
 *   the view without its `sheet` (the lines come in `sheet` messages before it)
 * @typedef {{v: 2, t: "record", part: number, of: number, text: string}} RecordPiece
 *   piece `part` of `of` of the finished match's record (a replay link's payload), sent only once the match is over
 * @typedef {{v: 2, t: "ack", n: number, move?: import("../types.js").Move}} Ack
 * @typedef {{v: 2, t: "error", n: number | null, code: string}} ErrorMessage
 * @typedef {{v: 2, t: "said", seat: number, phrase: string}} Said
 * @typedef {{v: 2, t: "closed"}} Closed  the host has left the room for good
 * @typedef {HostHere | Iam | Lobby | Welcome | Refused | Sheet | State | RecordPiece | Ack | ErrorMessage | Said | Closed | Beat} HostMessage
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

/**
 * The text of a message to send.
 * @param {{t: string} & Record<string, unknown>} message
 */
export function encode(message) {
  return JSON.stringify({ v: VERSION, ...message });
}

const utf8 = new TextEncoder();

/**
 * The decoders for one set of limits (view-shape.js `limitsOf`: the engine's options).
 * @param {import("./view-shape.js").Limits} limits
 */
export function createProtocol(limits) {
  const { seat, tile, end, name, view, sheetLine, move } = viewChecks(limits);
  const token = text(64, TOKEN);
  const code = text(40, CODE);
  const phrase = oneOf(PHRASES);
  const n = int(1, Number.MAX_SAFE_INTEGER);
  /** @param {Record<string, import("./shapes.js").Check>} [fields] @param {Record<string, import("./shapes.js").Check>} [optional] */
  const message = (fields = {}, optional = {}) => record({ v: oneOf([VERSION]), t: text(8), ...fields }, optional);

  const guest = {
    who: message({ nonce: token, proof: text(43, PROOF) }),
    hello: message({ name: text(limits.nameUnits * 4), token: nullable(token), seat: nullable(seat), epoch: token }),
    act: where(message({ n, cmd: oneOf(GUEST_COMMANDS) }, { tile, end }), (m) =>
      m.cmd === "play" ? "tile" in m : !("tile" in m || "end" in m),
    ),
    ready: message(),
    say: message({ phrase }),
    beat: message(),
    bye: message(),
  };
  const lobbySeat = record({
    kind: oneOf(SEAT_KINDS),
    state: oneOf(SEAT_STATES),
    name: nullable(name),
    level: nullable(oneOf(limits.levels)),
  });
  const host = {
    host: message(),
    iam: message({ sig: text(86, SIGNATURE) }),
    lobby: message({
      seats: list(lobbySeat, limits.minPlayers, limits.maxPlayers),
      started: oneOf([true, false]),
      you: nullable(seat),
    }),
    welcome: message({ seat, token }),
    refused: message({ code }),
    sheet: message({ from: int(0, 1e9), rows: list(sheetLine, 1, SHEET_PIECE) }),
    state: message({ e: token, s: int(0, Number.MAX_SAFE_INTEGER), view, ready: list(seat, 0, limits.maxPlayers) }),
    record: where(
      message({ part: int(0, RECORD_PARTS - 1), of: int(1, RECORD_PARTS), text: text(RECORD_PIECE, PAYLOAD) }),
      (m) => m.part < m.of,
    ),
    ack: message({ n }, { move }),
    error: message({ n: nullable(n), code }),
    said: message({ seat, phrase }),
    closed: message(),
    beat: message(),
  };

  /**
   * @param {unknown} data
   * @param {Record<string, import("./shapes.js").Check>} shapes
   */
  function decode(data, shapes) {
    if (typeof data !== "string") throw new BadMessage("bad_message", "a message is text");
    if (data.length > MAX_MESSAGE_BYTES || utf8.encode(data).length > MAX_MESSAGE_BYTES) {
      throw new BadMessage("too_long", `more than ${MAX_MESSAGE_BYTES} bytes`);
    }
    let value;
    try {
      value = JSON.parse(data);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      throw new BadMessage("bad_message", "not JSON");
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      throw new BadMessage("bad_message", "not an object");
    }
    if (value.v !== VERSION) throw new BadMessage("bad_version", `not version ${VERSION}`);
    const type = value.t;
    if (typeof type !== "string" || !Object.hasOwn(shapes, type)) throw new BadMessage("bad_message", "no such type");
    const wrong = shapes[type](value, type);
    if (wrong !== null) throw new BadMessage("bad_message", `${wrong} is wrong`);
    return value;
  }

  return {
    /**
     * A guest's message as the host receives it.
     * @param {unknown} data
     * @returns {GuestMessage}
     * @throws {BadMessage}
     */
    decodeGuest: (data) => decode(data, guest),
    /**
     * The host's message as a guest receives it.
     * @param {unknown} data
     * @returns {HostMessage}
     * @throws {BadMessage}
     */
    decodeHost: (data) => decode(data, host),
  };
}

/** @typedef {ReturnType<typeof createProtocol>} Protocol */
