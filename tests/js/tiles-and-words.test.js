// A tile's key and back, and the words the table uses for scores and sums (which
// are the engine's numbers, only put into words here).
import { isolate } from "../../js/page/bidi.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { tileKey, tileOf } from "../../js/table/tiles.js";
import { createI18n } from "../../js/i18n/i18n.js";
import { createDescriber } from "../../js/table/describe.js";

const { t, has } = createI18n({ languages: ["en"] });
const describe = createDescriber(t, has);

test("every tile's key reads back as the tile", () => {
  const keys = new Set();
  for (let a = 0; a <= 6; a++) {
    for (let b = a; b <= 6; b++) {
      const key = tileKey([a, b]);
      keys.add(key);
      assert.deepEqual(tileOf(key), [a, b]);
    }
  }
  assert.equal(keys.size, 28);
  assert.equal(tileKey([5, 2]), "5-2"); // the key keeps the order it is given
});

const seats = [
  { type: "human", level: null, name: null },
  { type: "bot", level: "medium", name: null },
  { type: "bot", level: "easy", name: "Ada" },
  { type: "bot", level: "hard", name: null },
];

test("a score: against the target, or alone in a single hand", () => {
  assert.equal(describe.score({ scores: [37, 5], target: 100 }, 0), "37 / 100");
  assert.equal(describe.score({ scores: [37, 5], target: null }, 1), "5");
});

test("the arithmetic of a round's points is the engine's terms", () => {
  const result = (add, subtract, points, hands = null) => ({ terms: { add, subtract, subtract_hands: hands }, points });
  assert.equal(describe.arithmetic(result([7, 8], 3, 12)), "7 + 8 − 3 = 12");
  assert.equal(describe.arithmetic(result([8, 0], null, 8)), "8 + 0 = 8");
  assert.equal(describe.arithmetic(result([9], null, 9)), "9");
  assert.equal(describe.arithmetic(result([9], 9, 0)), "9 − 9 = 0");
  assert.equal(describe.isLoneSum(result([9], null, 9)), true);
  assert.equal(describe.isLoneSum(result([9], 9, 0)), false);
});

test("partnership: the hands of a block are grouped by team", () => {
  const result = { terms: { add: [39, 19], subtract: 50, subtract_hands: [26, 24] }, points: 8 };
  assert.equal(describe.arithmetic(result), "(39 + 19) − (26 + 24) = 8");
  const domino = { terms: { add: [39, 19], subtract: null, subtract_hands: null }, points: 58 };
  assert.equal(describe.arithmetic(domino), "39 + 19 = 58");
});

test("names: the one unnamed human is 'you', the others by seat", () => {
  const view = {
    seats,
    teams: [
      [0, 2],
      [1, 3],
    ],
  };
  assert.equal(describe.seatName(view, 0), "You");
  assert.equal(describe.seatName(view, 1), "Computer 2");
  assert.equal(describe.seatName(view, 2), isolate("Ada")); // a name a player wrote, isolated for bidirectional text
  assert.equal(describe.teamName(view, 1), t("team.name", { a: "Computer 2", b: "Computer 4" }));
  const hotSeat = { seats: [seats[0], { ...seats[0] }] };
  assert.equal(describe.seatName(hotSeat, 0), "Player 1");
  assert.equal(describe.seatName(hotSeat, 1), "Player 2");
});

test("how a round ended, and an error in the page's words by its code", () => {
  const view = { seats: seats.slice(0, 2), teams: null };
  assert.equal(describe.roundReason(view, { reason: "blocked", went_out: null }), t("summary.blocked"));
  assert.notEqual(describe.roundReason(view, { reason: "domino", went_out: 1 }), t("summary.blocked"));
  const refusal = Object.assign(new Error("tile [6, 6] is not in that hand"), { code: "illegal_move" });
  assert.equal(describe.error(refusal), t("error.code.illegal_move"));
  assert.match(describe.errorDetail(refusal), /tile \[6, 6\]/);
  const defect = new TypeError("x is undefined");
  assert.equal(describe.error(defect), t("error.generic", { message: "x is undefined" }));
  assert.equal(describe.errorDetail(defect), "");
});
