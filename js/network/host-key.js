// Which peer is the host. Everyone in a room knows its password, so a guest could pose as
// the host to the others. The host holds an ECDSA P-256 key pair whose public half travels
// in the invitation link; a guest believes a peer only when it signs the guest's fresh
// challenge together with the connection's binding (binding.js) as that guest sees it, so a
// signature made on one connection proves nothing on another.
// The private half is created non-extractable and kept as a CryptoKey (key-store.js keeps it
// in IndexedDB for a reload): no script can read it out, not even this page's.
import { fromBase64Url, toBase64Url } from "./base64url.js";

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256" };
const SIGNING = { name: "ECDSA", hash: "SHA-256" };
const CONTEXT = "blockdominoes host proof v2";

/** A public key as the link carries it: 65 raw bytes, 87 characters of base64url. */
export const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;
/** An ECDSA P-256 signature (r and s, 64 bytes) in base64url. */
export const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;

/**
 * @typedef {import("./binding.js").Binding} Binding
 * @typedef {{load: (room: string) => Promise<CryptoKeyPair | null>,
 *            save: (room: string, pair: CryptoKeyPair) => Promise<void>}} KeyStore
 */

/**
 * What is signed: the room, the guest's challenge and both ends of the connection, named
 * from the guest's side and the host's, so that either can write the same text.
 * @param {string} room
 * @param {string} nonce
 * @param {{guest: string, host: string}} ends the certificate fingerprints
 */
export const challengeText = (room, nonce, { guest, host }) =>
  new TextEncoder().encode([CONTEXT, room, nonce, guest, host].join("\n"));

/**
 * The host's side: the room's key pair, made now or taken back after a reload.
 * @param {{room: string, keyStore: KeyStore, subtle?: SubtleCrypto, jwk?: JsonWebKey | null}} deps
 *   jwk: a private key kept by an older version of the page (as JSON), moved into the store once
 */
export async function createHostKey({ room, keyStore, subtle = crypto.subtle, jwk = null }) {
  let pair = await keyStore.load(room);
  if (!pair && jwk) pair = await fromJwk(subtle, jwk);
  if (!pair) pair = /** @type {CryptoKeyPair} */ (await subtle.generateKey(ALGORITHM, false, ["sign", "verify"]));
  await keyStore.save(room, pair);
  const { privateKey } = pair;
  return {
    /** The public key for the invitation link. */
    publicKey: toBase64Url(await subtle.exportKey("raw", pair.publicKey)),
    /**
     * The answer to a guest's challenge on the connection `binding` (as the host sees it).
     * @param {string} nonce
     * @param {Binding} binding
     */
    sign: async (nonce, binding) =>
      toBase64Url(
        await subtle.sign(
          SIGNING,
          privateKey,
          challengeText(room, nonce, { guest: binding.remote, host: binding.local }),
        ),
      ),
  };
}

/**
 * A key pair from an old JSON private key; the private half is imported non-extractable.
 * @param {SubtleCrypto} subtle
 * @param {JsonWebKey} jwk
 * @returns {Promise<CryptoKeyPair>}
 */
async function fromJwk(subtle, jwk) {
  const { d: _private, ...publicJwk } = jwk;
  return {
    privateKey: await subtle.importKey("jwk", jwk, ALGORITHM, false, ["sign"]),
    publicKey: await subtle.importKey("jwk", { ...publicJwk, key_ops: ["verify"] }, ALGORITHM, true, ["verify"]),
  };
}

/**
 * A guest's check that a peer's answer comes from the host named in the link, made on the
 * connection `binding` (as the guest sees it).
 * @param {{publicKey: string, room: string, nonce: string, binding: Binding, signature: unknown,
 *          subtle?: SubtleCrypto}} claim
 * @returns {Promise<boolean>}
 */
export async function isHostSignature({ publicKey, room, nonce, binding, signature, subtle = crypto.subtle }) {
  if (!PUBLIC_KEY.test(publicKey) || typeof signature !== "string" || !SIGNATURE.test(signature)) return false;
  const key = await subtle.importKey("raw", fromBase64Url(publicKey), ALGORITHM, false, ["verify"]);
  const text = challengeText(room, nonce, { guest: binding.local, host: binding.remote });
  return subtle.verify(SIGNING, key, fromBase64Url(signature), text);
}
