// Random names for an online room, and the invitation link that carries them. The room
// id and the room password are 128 random bits each, and the host's public key lets a
// guest tell the host from the other guests; all three travel only in the link's
// #fragment (or in an invitation code), which browsers never send to any server, so the
// relays see none of them.
import { toBase64Url } from "./base64url.js";
import { PUBLIC_KEY } from "./host-key.js";

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** 128 random bits as 22 characters of base64url. */
export function randomToken(random = crypto) {
  return toBase64Url(random.getRandomValues(new Uint8Array(16)));
}

/**
 * A new room's id and password.
 * @returns {{room: string, key: string}}
 */
export const newRoom = (random = crypto) => ({ room: randomToken(random), key: randomToken(random) });

/**
 * @typedef {{room: string, key: string, host: string}} Invitation
 *   host: the host's public key (87 characters of base64url)
 */

/**
 * Whether the three parts have an invitation's form.
 * @param {{room?: unknown, key?: unknown, host?: unknown}} parts
 * @returns {parts is Invitation}
 */
export function isInvitation(parts) {
  const { room, key, host } = parts;
  return (
    typeof room === "string" &&
    TOKEN.test(room) &&
    typeof key === "string" &&
    TOKEN.test(key) &&
    typeof host === "string" &&
    PUBLIC_KEY.test(host)
  );
}

/**
 * The fragment of an invitation link, "join=<room>.<key>.<host>".
 * @param {Invitation} invitation
 */
export const invitationFragment = ({ room, key, host }) => `join=${room}.${key}.${host}`;

export class BadInvitation extends Error {
  constructor() {
    super("the invitation link is damaged");
    this.name = "BadInvitation";
  }
}

/**
 * The room an invitation link names, or null when the fragment is no invitation.
 * @param {string} hash location.hash, with or without its "#"
 * @returns {Invitation | null}
 * @throws {BadInvitation} when it starts like one but is damaged (cut short, edited)
 */
export function readInvitation(hash) {
  const text = hash.replace(/^#/, "");
  if (!text.startsWith("join=")) return null;
  const [room = "", key = "", host = "", ...rest] = text.slice("join=".length).split(".");
  const invitation = { room, key, host };
  if (rest.length || !isInvitation(invitation)) throw new BadInvitation();
  return invitation;
}
