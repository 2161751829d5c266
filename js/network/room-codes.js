// Random names for an online room, and the invitation link that carries them. The room
// id and the room password are 128 random bits each; they travel only in the link's
// #fragment, which browsers never send to any server, so the relays see neither.

const ROOM = "room";
const KEY = "key";

/** 128 random bits as 22 characters of base64url. */
export function randomToken(random = crypto) {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** A new room: {room, key}. */
export const newRoom = (random = crypto) => ({ room: randomToken(random), key: randomToken(random) });

/** The fragment of an invitation link, "room=…&key=…". */
export const invitationFragment = ({ room, key }) => `${ROOM}=${room}&${KEY}=${key}`;

/**
 * The room an invitation fragment names, or null when the fragment is no invitation.
 * @param {string} hash location.hash, with or without its "#"
 * @returns {{room: string, key: string} | null}
 */
export function readInvitation(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (!params.has(ROOM) && !params.has(KEY)) return null;
  const room = params.get(ROOM);
  const key = params.get(KEY);
  if ([...params.keys()].length !== 2 || !TOKEN.test(room ?? "") || !TOKEN.test(key ?? "")) {
    throw new BadInvitation();
  }
  return { room, key };
}

export class BadInvitation extends Error {
  constructor() {
    super("the invitation link is damaged");
    this.name = "BadInvitation";
  }
}
