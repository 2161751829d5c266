// The host's match as the room sees it. Friends' requests reach the engine here, for
// their own seat and only on their turn; the next round starts once every person at the
// table has said they are ready; a friend's device that has gone away can be replaced by
// a bot (and the friend given the seat back on return). The table on the host's own
// screen goes on as usual: it is told of every move made elsewhere.
import { EngineError } from "../engine/engine-client.js";
import { recordPayload } from "../replay/record-link.js";

/** @typedef {import("../types.js").View} View */

const STAND_IN = "medium"; // the bot that plays for a friend who has gone

/**
 * @param {{engine: import("../types.js").Engine,
 *          table: {view: View | null, reload: () => Promise<void>, nextRound: () => Promise<void>},
 *          friends: Set<number>, onChange?: () => void}} deps
 *   engine: the host's (saving) engine; table: the host's table controller;
 *   friends: the seats played on friends' devices; onChange: who is ready or present changed
 */
export function createHostTable({ engine, table, friends, onChange = () => {} }) {
  /** @type {Set<number>} friends ready for the next round */
  const ready = new Set();
  let readyHere = false;
  /** @type {Set<number>} friends whose device is connected */
  const present = new Set();
  /** Whether a bot plays a friend's seat now (the engine's seats say so, also after a reload). */
  const botPlays = (/** @type {number} */ seat) => table.view?.seats[seat].type === "bot";

  const current = () => {
    if (!table.view) throw new EngineError("no_game", "the match is not on the table");
    return table.view;
  };
  /** The friends the next round waits for (those a bot stands in for need not say so). */
  const notReady = () => [...friends].filter((seat) => !botPlays(seat) && !ready.has(seat));

  /** @type {import("../types.js").Request} */
  async function request(cmd, params) {
    if (cmd !== "next_round") return engine.request(cmd, params);
    readyHere = true;
    if (notReady().length) {
      onChange();
      return /** @type {any} */ ({}); // the table waits; `readyFrom` goes on once all are
    }
    ready.clear();
    readyHere = false;
    const answer = await engine.request(cmd, params);
    onChange();
    return answer;
  }

  return {
    /** What the host's table asks instead of the engine itself. */
    engine: { ready: engine.ready, request },

    /** @type {import("../network/host-session.js").HostGame["act"]} */
    async act(seat, cmd, params) {
      const view = current();
      if (view.phase !== "play" || view.turn !== seat || botPlays(seat)) {
        throw new EngineError("not_your_turn", `it is not seat ${seat}'s turn`);
      }
      if (cmd === "hint") return engine.request("hint", { seat });
      await engine.request(/** @type {"play" | "pass" | "draw"} */ (cmd), /** @type {any} */ ({ ...params, seat }));
      await table.reload();
      return {};
    },

    /** @param {number} seat */
    view: async (seat) => (await engine.request("view", { seat })).view,

    /** The finished match's record, packed as a replay link's: the room sends it to each friend once the match is over. */
    record: async () => recordPayload((await engine.request("record", {})).record),

    /** The seats whose players are ready for the next round (this device's people count as one). */
    readySeats() {
      const view = table.view;
      if (!view) return [];
      const here = view.seats.map((_, seat) => seat).filter((seat) => !friends.has(seat));
      return [...ready, ...(readyHere ? here : [])];
    },

    /** @param {number} seat a friend said ready */
    ready(seat) {
      if (table.view?.phase !== "round_over") return;
      ready.add(seat);
      onChange();
      if (readyHere && notReady().length === 0) table.nextRound().catch(reportError);
    },

    /**
     * A friend's device came or went. One who comes back gets the seat back from the bot.
     * @param {number} seat
     * @param {boolean} connected
     */
    presence(seat, connected) {
      if (connected) present.add(seat);
      else present.delete(seat);
      if (connected && botPlays(seat)) handBack(seat).catch(reportError);
      onChange();
    },

    /** The friends' seats whose device is away now (and no bot plays for them). */
    away: () => [...friends].filter((seat) => !present.has(seat) && !botPlays(seat)),

    /** Let a bot play for a friend who has gone. @param {number} seat */
    async standIn(seat) {
      await engine.request("set_seat", { seat, type: "bot", level: STAND_IN });
      ready.delete(seat);
      await table.reload();
      onChange();
      if (readyHere && notReady().length === 0 && table.view?.phase === "round_over") await table.nextRound();
    },

    /** Who plays each seat, for the table: friends elsewhere, the rest here. */
    seating: (/** @type {View} */ view, /** @type {number} */ seat) =>
      view.seats[seat].type === "bot" ? "bot" : friends.has(seat) ? "remote" : "here",

    /** The names the next round waits for, by seat. */
    waitingFor: () => (readyHere ? notReady() : []),
  };

  /** @param {number} seat */
  async function handBack(seat) {
    await engine.request("set_seat", { seat, type: "human" });
    await table.reload();
    onChange();
  }
}
