// Bytes as URL-safe base64 without padding (RFC 4648 §5): tokens, keys, signatures and the
// codes friends paste all travel in this form, in links and in JSON.

/** @param {ArrayBuffer | Uint8Array} bytes */
export function toBase64Url(bytes) {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = "";
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * @param {string} text base64url, already checked against the expected alphabet and length
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
