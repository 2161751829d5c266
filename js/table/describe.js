// Words for what the engine reports: names, tiles, log lines, the arithmetic of
// a round's points. Everything is read from the view and its events; nothing is
// computed by the rules here (the sum shown is the engine's `terms` and `points`).
// A name a player wrote comes marked for bidirectional text (page/bidi.js), so a
// right-to-left name never turns the words or numbers beside it around.
import { isolate } from "../page/bidi.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("../types.js").RoundResult} RoundResult */
/** @typedef {ReturnType<typeof createDescriber>} Describer */

/**
 * @param {import("../i18n/i18n.js").Translate} t
 * @param {(key: string) => boolean} has whether the catalogue has the key
 */
export function createDescriber(t, has) {
  /** @param {import("../types.js").Tile | number[]} pair */
  const tile = (pair) => t("tile.label", { a: pair[0], b: pair[1] });

  /**
   * The lone, unnamed human at the device is addressed as "you".
   * @param {View} view
   * @param {number} seat
   */
  function isYou(view, seat) {
    const entry = view.seats[seat];
    return entry.type === "human" && !entry.name && view.seats.filter((s) => s.type === "human").length === 1;
  }

  /**
   * An unnamed seat's default name as a catalogue key and its parameters.
   * @param {View} view
   * @param {number} seat
   * @returns {[string, {n?: number}]}
   */
  function defaultName(view, seat) {
    const entry = view.seats[seat];
    if (entry.type === "bot") return ["name.bot", { n: seat + 1 }];
    return isYou(view, seat) ? ["name.you", {}] : ["name.human", { n: seat + 1 }];
  }

  /**
   * A seat's name: the one its player wrote, marked as a run of its own direction, or the usual one.
   * @param {View} view
   * @param {number} seat
   */
  function seatName(view, seat) {
    const entry = view.seats[seat];
    return entry.name ? isolate(entry.name) : t(...defaultName(view, seat));
  }

  /**
   * A sentence about a seat, in the second person when that seat is "you".
   * @param {View} view
   * @param {number} seat
   * @param {string} key
   * @param {import("../i18n/i18n.js").Params} [params]
   */
  function about(view, seat, key, params = {}) {
    const personal = `${key}.you`;
    if (isYou(view, seat) && has(personal)) return t(personal, params);
    return t(key, { name: seatName(view, seat), ...params });
  }

  /**
   * The same for a round or match winner (a seat, or a team in partnership, whose
   * sentence is "<key>.team": two names take a plural verb in every language here).
   * @param {View} view
   * @param {number} winner
   * @param {string} key
   * @param {import("../i18n/i18n.js").Params} [params]
   */
  function aboutWinner(view, winner, key, params = {}) {
    if (view.teams) return t(`${key}.team`, { name: teamName(view, winner), ...params });
    return about(view, winner, key, params);
  }

  /**
   * @param {View} view
   * @param {number} team
   */
  function teamName(view, team) {
    const [a, b] = teamsOf(view)[team];
    return t("team.name", { a: seatName(view, a), b: seatName(view, b) });
  }

  /**
   * "3 or 5", or "4" when both ends show the same value.
   * @param {import("../types.js").Ends} ends
   */
  function endValues(ends) {
    const values = ends.left === ends.right ? [ends.left] : [ends.left, ends.right];
    return values.join(t("or"));
  }

  /**
   * "7 + 8 − 3 = 12"; a single term with nothing subtracted is just the number. In
   * partnership after a block the hands are grouped by team: "(39 + 19) − (26 + 24) = 8".
   * @param {RoundResult} result
   */
  function arithmetic(result) {
    const { add, subtract, subtract_hands: subtractHands } = result.terms;
    if (isLoneSum(result)) return String(result.points);
    const grouped = subtractHands != null;
    const sum = (/** @type {number[]} */ terms) =>
      grouped && terms.length > 1 ? `(${terms.join(" + ")})` : terms.join(" + ");
    let text = sum(add);
    if (subtractHands != null) text += ` − ${sum(subtractHands)}`;
    else if (subtract != null) text += ` − ${subtract}`;
    return `${text} = ${result.points}`;
  }

  /**
   * Whether the points are one hand's pips with nothing taken away: the sum would be
   * a lone number repeating the points, so the summary shows none.
   * @param {RoundResult} result
   */
  function isLoneSum(result) {
    return result.terms.add.length === 1 && result.terms.subtract == null;
  }

  /**
   * A seat's or team's score as the table shows it: "37 / 100", or "37" in a single hand.
   * @param {View} view
   * @param {number} index a seat, or a team in partnership
   */
  function score(view, index) {
    const points = view.scores[index];
    return view.target == null
      ? t("table.score.single", { score: points })
      : t("table.score", { score: points, target: view.target });
  }

  /**
   * How a round ended: who went out, or that it was blocked.
   * @param {View} view
   * @param {RoundResult} result
   */
  function roundReason(view, result) {
    return result.reason === "domino" && result.went_out != null
      ? about(view, result.went_out, "summary.domino")
      : t("summary.blocked");
  }

  /**
   * The log's line for an event, or null for an event the log does not tell.
   * @param {View} view
   * @param {import("../types.js").GameEvent} ev
   * @returns {string | null}
   */
  function event(view, ev) {
    switch (ev.type) {
      case "lot":
        return about(view, ev.winner, "log.lot");
      case "deal":
        return about(view, ev.opener, "log.deal", { round: ev.round });
      case "play":
        if (ev.end == null) return about(view, ev.seat, "log.lead", { tile: tile(ev.tile) });
        return about(view, ev.seat, "log.play", { tile: tile(ev.tile), end: t(`end.${ev.end}`) });
      case "pass":
        return about(view, ev.seat, "log.pass", { values: endValues(ev.ends) });
      case "draw":
        return ev.tile
          ? about(view, ev.seat, "log.draw.own", { tile: tile(ev.tile) })
          : t("log.draw", { name: seatName(view, ev.seat) });
      case "round_over":
        return roundLine(view, ev.result);
      case "takeback":
        return about(view, ev.seat, "log.takeback");
      case "match_over":
        return ev.match_result.winner == null
          ? t("log.match.draw")
          : aboutWinner(
              view,
              ev.match_result.winner,
              ev.match_result.reason === "single" ? "log.single.winner" : "log.match.winner",
            );
      default:
        return null;
    }
  }

  /**
   * @param {View} view
   * @param {RoundResult} result
   */
  function roundLine(view, result) {
    const how =
      result.reason === "domino" && result.went_out != null
        ? about(view, result.went_out, "log.domino")
        : t("log.blocked");
    const outcome =
      result.winner == null
        ? t("log.round.tie")
        : aboutWinner(view, result.winner, "log.round.winner", { count: result.points });
    return `${how} ${outcome}`;
  }

  /**
   * An engine error in the page's language, chosen by its code (the bridge's own
   * message is English, so it is only a detail); other failures keep their message.
   * @param {Error & {code?: string}} problem
   */
  function error(problem) {
    const key = `error.code.${problem.code}`;
    return problem.code && has(key) ? t(key) : t("error.generic", { message: problem.message });
  }

  /** @param {Error & {code?: string}} problem */
  function errorDetail(problem) {
    return problem.code ? t("error.detail", { message: problem.message }) : "";
  }

  /** @param {View} view */
  function teamsOf(view) {
    if (!view.teams) throw new Error("a team is named in a match without partnerships");
    return view.teams;
  }

  return {
    tile,
    seatName,
    defaultName,
    teamName,
    score,
    roundReason,
    about,
    aboutWinner,
    endValues,
    arithmetic,
    isLoneSum,
    event,
    error,
    errorDetail,
  };
}
