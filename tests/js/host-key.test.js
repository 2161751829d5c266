// The host's key: made non-extractable, kept for a reload as the browser's own key object,
// moved once from an older page's JSON; and its proof holds only on the connection it names.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHostKey, isHostSignature } from "../../js/network/host-key.js";
import { mirrored } from "../../js/network/binding.js";
import { memoryKeyStore } from "./support/online-room.js";

const ROOM = "r".repeat(22);
const hostSide = { local: "sha-256 HOST", remote: "sha-256 GUEST" };

test("the private key cannot be read out, and a reload signs with the same key", async () => {
  const store = memoryKeyStore();
  const first = await createHostKey({ room: ROOM, keyStore: store });
  const kept = await store.load(ROOM);
  assert.equal(kept.privateKey.extractable, false);
  await assert.rejects(crypto.subtle.exportKey("jwk", kept.privateKey));
  const again = await createHostKey({ room: ROOM, keyStore: store });
  assert.equal(again.publicKey, first.publicKey);
  const signature = await again.sign("n".repeat(22), hostSide);
  const guestSide = mirrored(hostSide);
  assert.equal(
    await isHostSignature({
      publicKey: first.publicKey,
      room: ROOM,
      nonce: "n".repeat(22),
      binding: guestSide,
      signature,
    }),
    true,
  );
});

test("a proof holds only for its own connection, room and challenge", async () => {
  const key = await createHostKey({ room: ROOM, keyStore: memoryKeyStore() });
  const nonce = "n".repeat(22);
  const signature = await key.sign(nonce, hostSide);
  const claim = { publicKey: key.publicKey, room: ROOM, nonce, binding: mirrored(hostSide), signature };
  assert.equal(await isHostSignature(claim), true);
  assert.equal(await isHostSignature({ ...claim, binding: { ...claim.binding, remote: "sha-256 OTHER" } }), false);
  assert.equal(await isHostSignature({ ...claim, binding: { ...claim.binding, local: "sha-256 OTHER" } }), false);
  assert.equal(await isHostSignature({ ...claim, binding: hostSide }), false); // the ends swapped
  assert.equal(await isHostSignature({ ...claim, nonce: "m".repeat(22) }), false);
  assert.equal(await isHostSignature({ ...claim, room: "o".repeat(22) }), false);
  assert.equal(await isHostSignature({ ...claim, signature: "x" }), false);
});

test("a private key an older page kept as JSON moves into the store, non-extractable", async () => {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const store = memoryKeyStore();
  const moved = await createHostKey({ room: ROOM, keyStore: store, jwk });
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  assert.equal(Buffer.from(raw).toString("base64url"), moved.publicKey); // the link's key is unchanged
  assert.equal((await store.load(ROOM)).privateKey.extractable, false);
});
