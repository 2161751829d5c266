// The identity of one WebRTC connection: the fingerprints of the DTLS certificates at its
// two ends, as its local and remote session descriptions name them. WebRTC refuses a
// connection whose far end does not hold the certificate its description names, and each
// connection gets certificates of its own, so a pair of fingerprints names exactly one
// connection. A host signs it with the guest's challenge: a peer that passes a signature on
// from another connection (relaying, sitting in the middle) shows a pair that is not its own.

/**
 * Both ends of one connection, as this device sees them.
 * @typedef {{local: string, remote: string}} Binding
 */

const FINGERPRINT = /^a=fingerprint:(\S+) ([0-9A-Fa-f:]+)\s*$/gm;

/**
 * The certificate fingerprints a session description names, as one text ("sha-256 AB:CD:…",
 * several sorted and joined by commas), or null when it names none.
 * @param {string | undefined | null} sdp
 * @returns {string | null}
 */
export function fingerprintOf(sdp) {
  if (typeof sdp !== "string") return null;
  const found = new Set();
  for (const [, algorithm, hex] of sdp.matchAll(FINGERPRINT)) {
    found.add(`${algorithm.toLowerCase()} ${hex.toUpperCase()}`);
  }
  return found.size ? [...found].sort((a, b) => (a < b ? -1 : 1)).join(",") : null;
}

/**
 * The binding of a connection once both descriptions are set, or null before.
 * @param {{localDescription: {sdp: string} | null, remoteDescription: {sdp: string} | null} | null | undefined} connection
 * @returns {Binding | null}
 */
export function bindingOf(connection) {
  const local = fingerprintOf(connection?.localDescription?.sdp);
  const remote = fingerprintOf(connection?.remoteDescription?.sdp);
  return local && remote && local !== remote ? { local, remote } : null;
}

/**
 * The same connection seen from its other end.
 * @param {Binding} binding
 * @returns {Binding}
 */
export const mirrored = ({ local, remote }) => ({ local: remote, remote: local });
