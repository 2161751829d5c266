// Which peer is the host: everyone in a room knows its password, so a guest could pose
// as the host to the others. The host holds an ECDSA P-256 key pair; its public half
// travels in the invitation link, and a guest believes only the peer that signs the
// guest's fresh random challenge with the private half.

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256" };
const SIGNING = { name: "ECDSA", hash: "SHA-256" };
const CONTEXT = "blockdominoes host of room ";

const toBase64Url = (bytes) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const challengeBytes = (room, nonce) => new TextEncoder().encode(CONTEXT + room + ": " + nonce);

/** A public key as the link carries it: 65 raw bytes, 87 characters of base64url. */
export const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;

/**
 * The host's side: a new key pair, or the one kept from before a reload.
 * @param {{subtle?: SubtleCrypto, saved?: JsonWebKey | null}} [options]
 */
export async function createHostKey({ subtle = crypto.subtle, saved = null } = {}) {
  let privateKey;
  let publicJwk;
  if (saved) {
    privateKey = await subtle.importKey("jwk", saved, ALGORITHM, true, ["sign"]);
    const { d: _private, ...rest } = saved;
    publicJwk = { ...rest, key_ops: ["verify"] };
  } else {
    const pair = await subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
    privateKey = pair.privateKey;
    publicJwk = await subtle.exportKey("jwk", pair.publicKey);
  }
  const publicKey = await subtle.importKey("jwk", publicJwk, ALGORITHM, true, ["verify"]);
  const raw = toBase64Url(await subtle.exportKey("raw", publicKey));
  return {
    /** The public key for the invitation link. */
    publicKey: raw,
    /** What to keep so that a reloaded host is still the same host. */
    saved: () => subtle.exportKey("jwk", privateKey),
    /** The answer to a guest's challenge. */
    sign: async (room, nonce) => toBase64Url(await subtle.sign(SIGNING, privateKey, challengeBytes(room, nonce))),
  };
}

/**
 * A guest's check that a peer's answer comes from the host named in the link.
 * @returns {Promise<boolean>}
 */
export async function isHostSignature(publicKey, room, nonce, signature, subtle = crypto.subtle) {
  if (!PUBLIC_KEY.test(publicKey) || typeof signature !== "string" || !SIGNATURE.test(signature)) return false;
  const key = await subtle.importKey("raw", fromBase64Url(publicKey), ALGORITHM, false, ["verify"]);
  return subtle.verify(SIGNING, key, fromBase64Url(signature), challengeBytes(room, nonce));
}
