// The rules page's examples as deals and moves for the engine: the page plays
// them through the bridge and draws the positions the engine answers with.
// A move is [seat, tile] (the engine finds the only end it fits), [seat, tile, end]
// or [seat, "pass"]. The scoring rounds are those of tests/engine/scenarios.py.

/** @typedef {import("../types.js").Tile} Tile */
/** @typedef {[number, Tile | "pass", (import("../types.js").End | null)?]} ExampleMove */
/** @typedef {{hands: Tile[][], moves: ExampleMove[]}} Example a deal (seat 0 opens) and the moves after it */

/** @type {Tile[][]} */
const A = [
  [
    [1, 4],
    [4, 4],
    [0, 5],
    [2, 5],
    [2, 6],
    [3, 5],
    [5, 6],
  ],
  [
    [1, 1],
    [3, 4],
    [0, 2],
    [0, 3],
    [1, 2],
    [2, 3],
    [5, 5],
  ],
];
/** @type {Tile[][]} */
const B = [
  [
    [3, 6],
    [0, 1],
    [0, 4],
    [1, 5],
    [2, 4],
    [4, 5],
    [1, 3],
  ],
  [
    [6, 6],
    [0, 2],
    [0, 3],
    [1, 2],
    [2, 3],
    [5, 5],
    [2, 5],
  ],
];
/** @type {Tile[][]} */
const C = [
  [
    [0, 0],
    [1, 4],
    [2, 5],
    [3, 6],
    [4, 4],
    [1, 1],
    [2, 3],
  ],
  [
    [0, 3],
    [1, 2],
    [2, 2],
    [3, 5],
    [4, 6],
    [5, 5],
    [6, 6],
  ],
];
/** @type {Tile[][]} */
const D = [
  [
    [2, 2],
    [1, 4],
    [0, 5],
    [3, 6],
    [4, 4],
    [1, 1],
    [3, 5],
  ],
  [
    [0, 3],
    [1, 2],
    [2, 4],
    [3, 3],
    [4, 6],
    [5, 5],
    [6, 6],
  ],
];

/** @type {Record<string, Example>} lines: each figure is the position after its moves; markers at both open ends */
export const LINE_EXAMPLES = {
  "lead-1-4": { hands: A, moves: [[0, [1, 4]]] },
  "double-1-1": {
    hands: A,
    moves: [
      [0, [1, 4]],
      [1, [1, 1]],
    ],
  },
  "double-6-6": {
    hands: B,
    moves: [
      [0, [3, 6]],
      [1, [6, 6]],
    ],
  },
  "lead-0-0": { hands: C, moves: [[0, [0, 0]]] },
  "double-4-4": {
    hands: A,
    moves: [
      [0, [1, 4]],
      [1, [1, 1]],
      [0, [4, 4]],
    ],
  },
  "after-3-4": {
    hands: A,
    moves: [
      [0, [1, 4]],
      [1, [1, 1]],
      [0, [4, 4]],
      [1, [3, 4]],
    ],
  },
  "lead-2-2": { hands: D, moves: [[0, [2, 2]]] },
};

/** @type {Record<string, Example>} whole rounds of three players whose results the page shows */
export const ROUND_EXAMPLES = {
  "blocked-3-7-8": {
    hands: [
      [
        [0, 0],
        [0, 3],
        [2, 4],
        [4, 4],
        [6, 6],
      ],
      [
        [0, 2],
        [1, 3],
        [2, 3],
        [2, 6],
        [5, 6],
      ],
      [
        [1, 1],
        [1, 4],
        [1, 5],
        [3, 5],
        [4, 6],
      ],
    ],
    moves: [
      [0, [2, 4], null],
      [1, [2, 6], "left"],
      [2, [1, 4], "right"],
      [0, [6, 6], "left"],
      [1, [1, 3], "right"],
      [2, [3, 5], "right"],
      [0, "pass"],
      [1, [5, 6], "right"],
      [2, [4, 6], "right"],
      [0, [4, 4], "right"],
    ],
  },
  "blocked-3-3-8": {
    hands: [
      [
        [0, 6],
        [1, 2],
        [3, 4],
        [3, 5],
        [5, 5],
      ],
      [
        [0, 3],
        [2, 5],
        [2, 6],
        [3, 3],
        [4, 5],
      ],
      [
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 1],
        [1, 3],
      ],
    ],
    moves: [
      [0, [3, 4], null],
      [1, [3, 3], "left"],
      [2, [1, 3], "left"],
      [0, [1, 2], "left"],
      [1, [4, 5], "right"],
      [2, [0, 2], "left"],
      [0, [0, 6], "left"],
      [1, [2, 6], "left"],
      [2, "pass"],
      [0, [5, 5], "right"],
      [1, [2, 5], "right"],
    ],
  },
  "domino-0-0-and-8": {
    hands: [
      [
        [0, 6],
        [1, 4],
        [1, 6],
        [2, 6],
        [5, 5],
      ],
      [
        [0, 4],
        [0, 5],
        [1, 2],
        [2, 4],
        [3, 5],
      ],
      [
        [0, 0],
        [0, 2],
        [1, 5],
        [4, 6],
        [6, 6],
      ],
    ],
    moves: [
      [0, [0, 6], null],
      [1, [0, 4], "left"],
      [2, [4, 6], "left"],
      [0, [1, 6], "left"],
      [1, [1, 2], "left"],
      [2, [6, 6], "right"],
      [0, [2, 6], "right"],
      [1, [2, 4], "right"],
      [2, [0, 2], "left"],
      [0, [1, 4], "right"],
      [1, [0, 5], "left"],
      [2, [1, 5], "right"],
      [0, [5, 5], "left"],
    ],
  },
};

/**
 * Play one example through a bridge session; resolves to the last view.
 * @param {import("../types.js").Engine} engine
 * @param {Example} example
 */
export async function playExample(engine, { hands, moves }) {
  const seats = hands.map(() => ({ type: /** @type {const} */ ("human") }));
  let { view } = await engine.request("new_match", { players: hands.length, seats, deal: { hands, opener: 0 } });
  for (const [seat, tile, end] of moves) {
    if (tile === "pass") {
      ({ view } = await engine.request("pass", { seat }));
    } else {
      ({ view } = await engine.request("play", end ? { seat, tile, end } : { seat, tile }));
    }
  }
  return view;
}
