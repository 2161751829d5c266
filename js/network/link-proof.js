// A guest shows that it holds the invitation (link or code) before the host does anything
// costly for it: its challenge carries an HMAC, keyed with the room's password from the
// invitation, over the challenge and both ends of the connection. The host checks it with
// one cheap hash before it signs, answers with the lobby or takes a seat. Bound to the
// connection like the host's signature, a proof cannot be passed on from another one.
import { fromBase64Url, toBase64Url } from "./base64url.js";

const HMAC = { name: "HMAC", hash: "SHA-256" };
const CONTEXT = "blockdominoes guest proof v2";

/** An HMAC-SHA-256 (32 bytes) in base64url. */
export const PROOF = /^[A-Za-z0-9_-]{43}$/;

/**
 * @param {string} room
 * @param {string} nonce
 * @param {{guest: string, host: string}} ends
 */
const proofText = (room, nonce, { guest, host }) =>
  new TextEncoder().encode([CONTEXT, room, nonce, guest, host].join("\n"));

/**
 * The room password as an HMAC key (made once per room).
 * @param {string} password the invitation's room password
 * @param {SubtleCrypto} [subtle]
 */
export const linkKey = (password, subtle = crypto.subtle) =>
  subtle.importKey("raw", new TextEncoder().encode(password), HMAC, false, ["sign", "verify"]);

/**
 * A guest's proof for its challenge on the connection `binding` (as the guest sees it).
 * @param {{key: CryptoKey, room: string, nonce: string, binding: import("./binding.js").Binding, subtle?: SubtleCrypto}} what
 */
export async function linkProof({ key, room, nonce, binding, subtle = crypto.subtle }) {
  const text = proofText(room, nonce, { guest: binding.local, host: binding.remote });
  return toBase64Url(await subtle.sign(HMAC, key, text));
}

/**
 * The host's check of a guest's proof on the connection `binding` (as the host sees it).
 * @param {{key: CryptoKey, room: string, nonce: string, binding: import("./binding.js").Binding, proof: unknown,
 *          subtle?: SubtleCrypto}} claim
 * @returns {Promise<boolean>}
 */
export async function isLinkProof({ key, room, nonce, binding, proof, subtle = crypto.subtle }) {
  if (typeof proof !== "string" || !PROOF.test(proof)) return false;
  const text = proofText(room, nonce, { guest: binding.remote, host: binding.local });
  return subtle.verify(HMAC, key, fromBase64Url(proof), text);
}
