// A rematch asks for the same seats and rules as the match that ended, with new deals.
import { test } from "node:test";
import assert from "node:assert/strict";
import { rematchRequest } from "../../js/table/rematch.js";

const view = (rules, seats) => ({ players: seats.length, seats, rules });

test("the same seats, names and rules, and the seed given", () => {
  const seats = [
    { type: "human", level: null, name: "Ana" },
    { type: "bot", level: "hard", name: null },
    { type: "human", level: null, name: null },
  ];
  const rules = { game: "draw", opener: "lot", match: "target", target: 50, partnership: false };
  assert.deepEqual(rematchRequest(view(rules, seats), 99), {
    players: 3,
    seats: [{ type: "human", name: "Ana" }, { type: "bot", level: "hard" }, { type: "human" }],
    rules: { game: "draw", opener: "lot", match: "target", target: 50, partnership: false },
    seed: 99,
  });
});

test("a single hand asks for no target", () => {
  const rules = { game: "block", opener: "highest_double", match: "single", target: null, partnership: false };
  const request = rematchRequest(
    view(rules, [
      { type: "human", level: null, name: null },
      { type: "bot", level: "easy", name: null },
    ]),
    7,
  );
  assert.deepEqual(request.rules, { game: "block", opener: "highest_double", match: "single", partnership: false });
});
