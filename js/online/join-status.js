// What a guest's page says about its connection, worked out from what it knows: it never
// blames the link for what is a wait (the host's page is closed, the network is slow), and
// names what it can tell apart: no relay reachable, a host that does not answer yet, a
// link that does not open this room, a match already started, a closed table.

/** How long a search may take before the page says more than "looking". */
export const PATIENCE_MS = 8_000;

/**
 * @typedef {object} GuestSituation
 * @property {import("../network/guest-session.js").Connection} connection
 * @property {number} waitedMs how long the page has been without the host
 * @property {"relay" | "code"} path how this page reaches the room
 * @property {number | null} relaysOpen relays reached now (the relay path)
 * @property {boolean} wrongLink a peer of the room refused this link's password
 * @property {boolean} impostor a peer claimed to be the host and could not prove it
 * @property {number | null} seat this page's seat, once the host gave it one
 * @property {boolean} started the host's lobby says the match has started
 * @property {boolean} hadTable this page has shown the match
 */

/**
 * The status line's catalogue key.
 * @param {GuestSituation} situation
 * @returns {string}
 */
export function joinStatus(situation) {
  const { connection, waitedMs, path, relaysOpen, wrongLink, impostor, seat, started, hadTable } = situation;
  if (connection === "closed") return "online.guest.closed";
  if (connection === "connected") {
    if (seat === null) return started ? "online.join.started" : "online.guest.connected";
    return hadTable || started ? "online.guest.back" : "online.guest.seated";
  }
  const lost = connection === "host_away";
  if (path === "code") return lost ? "online.codes.lost" : "online.codes.waiting";
  if (wrongLink) return "online.join.wrong_link";
  if (waitedMs < PATIENCE_MS) return lost ? "online.guest.host_away" : "online.guest.searching";
  if (relaysOpen === 0) return "online.join.no_relays";
  if (impostor && !lost) return "online.join.no_proof";
  return lost ? "online.join.host_gone" : "online.join.no_host";
}
