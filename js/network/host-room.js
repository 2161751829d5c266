// The host's room as plain state: the seats as planned (here, a friend's, a bot), which
// friend holds which seat (by a seat token that survives reloads), and which connection
// speaks for each seat now. No messages, no timers: host-session.js reads and changes it.

/**
 * @typedef {{kind: "here" | "friend" | "bot", level: string | null, name: string | null}} PlannedSeat
 * @typedef {object} Friend
 * @property {string} token the seat's secret, known to the friend's device and this one
 * @property {string} name
 * @property {string | null} peer the connection that speaks for the seat now
 * @property {string | null} epoch the friend's page load whose request numbers count now
 * @property {number} lastN the last request number taken from it
 * @property {{t: string} & Record<string, unknown> | null} lastReply the answer to it, sent again for a resend
 * @typedef {{token: string, name: string}} KeptFriend what a reload keeps of a friend
 */

/**
 * @param {{plan: PlannedSeat[], friends?: Record<number, KeptFriend>, started?: boolean, newToken: () => string}} deps
 */
export function createHostRoom({ plan, friends: kept = {}, started = false, newToken }) {
  const seats = plan.map((seat) => ({ ...seat }));
  /** @type {Map<number, Friend>} */
  const friends = new Map();
  for (const [seat, friend] of Object.entries(kept)) {
    const index = Number(seat);
    if (seats[index]?.kind === "friend") friends.set(index, fresh(friend));
  }
  /** @type {Map<string, number>} a connection -> the seat it speaks for */
  const seatOf = new Map();

  /** @param {KeptFriend} friend @returns {Friend} */
  function fresh({ token, name }) {
    return { token, name, peer: null, epoch: null, lastN: 0, lastReply: null };
  }

  const freeSeats = () => seats.flatMap((seat, i) => (seat.kind === "friend" && !friends.has(i) ? [i] : []));

  return {
    get started() {
      return started;
    },
    start() {
      started = true;
    },
    /** @param {string} peer */
    seatOf: (peer) => seatOf.get(peer),
    /** @param {number} seat */
    friendAt: (seat) => friends.get(seat),
    /** Every connection that speaks for a seat, with its seat. */
    seated: () => [...seatOf],

    /**
     * The seat a hello asks for: the one its token holds, or a free one before the start.
     * @param {{name: string, token: string | null, seat: number | null}} hello
     * @returns {{seat: number, friend: Friend} | {refused: string}}
     */
    claim({ name, token, seat }) {
      if (token !== null) {
        for (const [index, friend] of friends) if (friend.token === token) return { seat: index, friend };
        return { refused: "unknown_token" };
      }
      if (started) return { refused: "started" };
      const free = freeSeats();
      if (!free.length) return { refused: "room_full" };
      if (seat !== null && !free.includes(seat)) return { refused: "seat_taken" };
      const friend = fresh({ token: newToken(), name });
      friends.set(seat ?? free[0], friend);
      return { seat: seat ?? free[0], friend };
    },

    /**
     * A connection now speaks for a seat (the one before it, if another, no longer does).
     * @param {string} peer
     * @param {number} seat
     * @param {string} epoch the guest's page load; a new one numbers its requests from 1 again
     * @returns {string | null} the connection let go
     */
    bind(peer, seat, epoch) {
      const friend = friends.get(seat);
      if (!friend) throw new Error(`seat ${seat} has no friend`);
      const before = friend.peer !== peer ? friend.peer : null;
      if (before) seatOf.delete(before);
      friend.peer = peer;
      if (friend.epoch !== epoch) Object.assign(friend, { epoch, lastN: 0, lastReply: null });
      seatOf.set(peer, seat);
      return before;
    },

    /**
     * A connection has gone: the seat it spoke for, if any, waits for its friend.
     * @param {string} peer
     * @returns {number | undefined} that seat
     */
    unbind(peer) {
      const seat = seatOf.get(peer);
      if (seat === undefined) return undefined;
      seatOf.delete(peer);
      const friend = friends.get(seat);
      if (friend?.peer === peer) friend.peer = null;
      return seat;
    },

    /**
     * Before the start: a seat becomes a bot (or a friend's seat again); its friend, if any, is let go.
     * @param {number} seat
     * @param {PlannedSeat["kind"]} kind
     * @param {string | null} level
     * @returns {string | null} the connection that held the seat
     */
    setKind(seat, kind, level) {
      if (started) throw new Error("the seats are fixed once the match has started");
      const friend = friends.get(seat);
      /** @type {string | null} */
      let peer = null;
      if (friend && kind !== "friend") {
        peer = friend.peer;
        if (peer) seatOf.delete(peer);
        friends.delete(seat);
      }
      seats[seat] = { ...seats[seat], kind, level };
      return peer;
    },

    /**
     * The seats as a lobby shows them; `here(seat)` says whether a seat's friend is heard from now.
     * @param {(seat: number) => boolean} here
     * @returns {import("./protocol.js").LobbySeat[]}
     */
    lobby: (here) =>
      seats.map((seat, index) => {
        const friend = friends.get(index);
        /** @type {import("./protocol.js").LobbySeat["state"]} */
        let state = seat.kind === "bot" ? "bot" : seat.kind === "here" ? "here" : "free";
        if (seat.kind === "friend" && friend) state = friend.peer && here(index) ? "connected" : "away";
        return { kind: seat.kind, state, name: friend?.name ?? seat.name, level: seat.level };
      }),

    /** Whether every friend's seat is taken by a friend who is connected. */
    canStart: () => seats.every((seat, i) => seat.kind !== "friend" || Boolean(friends.get(i)?.peer)),
    /** The friends' names by seat, for the match's seats. */
    names: () => seats.map((seat, i) => friends.get(i)?.name ?? seat.name),
    /** What a reloaded host needs to take the same room back. */
    record: () => ({
      plan: seats.map((seat) => ({ ...seat })),
      started,
      friends: Object.fromEntries([...friends].map(([seat, { token, name }]) => [seat, { token, name }])),
    }),
  };
}
