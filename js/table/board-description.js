// Words for a line of tiles, in the form the rules' sources use: the tiles in the
// order they were placed, which side of which tile touches which, and the two
// places where a tile may go with their values. It reads a view's `line` (left to
// right, `seq` = order of placing) and `ends`, and nothing else: no rule here.
//
// A double's two sides are A (the side that faces the lead; the left side of a
// leading double) and B; any other tile has a low end and a high end.

/** @typedef {import("../types.js").LineEntry} LineEntry */

/** @param {LineEntry} entry */
const isDouble = (entry) => entry.tile[0] === entry.tile[1];

/**
 * @param {import("../i18n/i18n.js").Translate} t the translator
 * @param {(tile: import("../types.js").Tile) => string} tileLabel "[a|b]"
 */
export function createBoardDescriber(t, tileLabel) {
  /**
   * The name of one side ("left" or "right" as the tile lies) of line[index].
   * @param {LineEntry[]} line
   * @param {number} index
   * @param {import("../types.js").End} side
   */
  function sideName(line, index, side) {
    const entry = line[index];
    if (!isDouble(entry)) {
      return t(entry[side] === Math.min(...entry.tile) ? "board.side.low" : "board.side.high");
    }
    const leadIndex = line.findIndex((item) => item.seq === 0);
    const towardLead = index >= leadIndex ? "left" : "right";
    return t(side === towardLead ? "board.side.a" : "board.side.b");
  }

  /**
   * Each placed tile after the lead, with the tile it was put against.
   * @param {LineEntry[]} line
   */
  function connections(line) {
    const leadIndex = line.findIndex((item) => item.seq === 0);
    const placed = line
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => entry.seq !== 0)
      .sort((a, b) => a.entry.seq - b.entry.seq);
    return placed.map(({ entry, index }) => {
      const onRight = index > leadIndex;
      const older = onRight ? index - 1 : index + 1;
      return t("board.connection", {
        from: tileLabel(line[older].tile),
        fromSide: sideName(line, older, onRight ? "right" : "left"),
        to: tileLabel(entry.tile),
        toSide: sideName(line, index, onRight ? "left" : "right"),
      });
    });
  }

  /**
   * @param {LineEntry[]} line
   * @param {import("../types.js").Ends} ends
   */
  function places(line, ends) {
    const last = line.length - 1;
    /** @type {[import("../types.js").End, number][]} */
    const sides = [
      ["left", 0],
      ["right", last],
    ];
    return sides.map(([end, index]) =>
      t("board.place", {
        tile: tileLabel(line[index].tile),
        side: sideName(line, index, end),
        pips: ends[end],
      }),
    );
  }

  /**
   * The whole description of a view's line, as sentences.
   * Before the lead it says which tile may open: any, or (O1) the one the rules set.
   * @param {{line: LineEntry[], ends: import("../types.js").Ends | null, lead?: import("../types.js").Lead | null}} view
   */
  function describe({ line, ends, lead }) {
    if (!line.length || !ends) {
      return !lead || lead.reason === "any" ? t("board.empty") : t(`board.empty.${lead.reason}`);
    }
    const tiles = [...line].sort((a, b) => a.seq - b.seq).map((entry) => tileLabel(entry.tile));
    const links = connections(line);
    return [
      t("board.tiles", { tiles: tiles.join(", ") }),
      links.length ? t("board.connections", { list: links.join("; ") }) : t("board.connections.none"),
      t("board.places", { list: places(line, ends).join("; ") }),
    ].join(" ");
  }

  return { describe };
}
