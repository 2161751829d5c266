// The remembered set-up: what is read back is checked field by field, and a set-up
// becomes the bridge's new_match parameters.
import { test } from "node:test";
import assert from "node:assert/strict";
import { FRIEND, cleanSetup, createSetupStorage, defaultSetup, matchRequest } from "../../js/setup/setup-storage.js";
import { OPTIONS } from "./support/engine-options.js";
import { memoryStorage } from "./support/memory-storage.js";

test("the default: two players, the first preset, a human against medium bots", () => {
  const setup = defaultSetup(OPTIONS);
  assert.deepEqual([setup.players, setup.preset, setup.target], [2, "classic", ""]);
  assert.deepEqual(
    setup.seats.map((seat) => seat.type),
    ["human", "medium", "medium", "medium"],
  );
  assert.ok(setup.seats.every((seat) => seat.name === ""));
});

test("what is read back keeps what is valid and defaults the rest", () => {
  const raw = {
    players: 3,
    preset: "draw",
    target: "75",
    seats: [{ type: "hard", name: "Ada" }, { type: "robot", name: 7 }, null, { type: "easy", name: "x".repeat(40) }],
  };
  const setup = cleanSetup(raw, OPTIONS);
  assert.equal(setup.players, 3);
  assert.equal(setup.preset, "draw");
  assert.equal(setup.target, "75");
  assert.deepEqual(setup.seats[0], { type: "hard", name: "Ada" });
  assert.deepEqual(setup.seats[1], { type: "medium", name: "" });
  assert.deepEqual(setup.seats[2], { type: "medium", name: "" });
  // the field's text as typed, too long or not: the form says what is wrong with it
  assert.deepEqual(setup.seats[3], { type: "easy", name: "x".repeat(40) });
});

test("out of range or of the wrong kind: the default", () => {
  for (const raw of [
    null,
    3,
    "text",
    [],
    { players: 5 },
    { players: "3" },
    { preset: "toString" },
    { target: "12345" },
  ]) {
    const setup = cleanSetup(raw, OPTIONS);
    assert.deepEqual([setup.players, setup.preset, setup.target], [2, "classic", ""], JSON.stringify(raw));
  }
});

test("the storage: saved and loaded back; unreadable text or a refusal changes nothing", () => {
  const storage = memoryStorage();
  const store = createSetupStorage(storage, OPTIONS);
  const setup = { ...defaultSetup(OPTIONS), players: 4, preset: "partnership" };
  store.save(setup);
  assert.deepEqual(store.load(), setup);
  storage.items.set("blockdominoes.setup", "{not json");
  assert.deepEqual(store.load(), defaultSetup(OPTIONS));
  const full = createSetupStorage(memoryStorage({ refuse: true }), OPTIONS);
  full.save(setup); // refused: not remembered, and no error
  assert.deepEqual(full.load(), defaultSetup(OPTIONS));
  assert.deepEqual(createSetupStorage(null, OPTIONS).load(), defaultSetup(OPTIONS));
});

test("a set-up as new_match parameters", () => {
  const setup = {
    ...defaultSetup(OPTIONS),
    players: 3,
    preset: "draw",
    target: "80",
    seats: [
      { type: "human", name: "  Ada  " },
      { type: "hard", name: "" },
      { type: "easy", name: "Bot" },
      { type: "medium", name: "not playing" },
    ],
  };
  assert.deepEqual(matchRequest(setup, OPTIONS, { seed: 17 }), {
    players: 3,
    seats: [
      { type: "human", name: "Ada" },
      { type: "bot", level: "hard" },
      { type: "bot", level: "easy", name: "Bot" },
    ],
    rules: { game: "draw", target: 80 },
    seed: 17,
  });
  assert.equal("seed" in matchRequest(setup, OPTIONS), false);
  assert.deepEqual(matchRequest({ ...setup, target: "" }, OPTIONS).rules, { game: "draw" });
  // a quick game is a single hand: no target even when the field has one
  assert.deepEqual(matchRequest({ ...setup, preset: "quick" }, OPTIONS).rules, {
    opener: "highest_double",
    match: "single",
  });
});

test("a friend's seat is a person's seat to the engine, named by the friend", () => {
  const setup = {
    ...defaultSetup(OPTIONS),
    seats: [
      { type: "human", name: "Host" },
      { type: FRIEND, name: "" },
      { type: "medium", name: "" },
      { type: "medium", name: "" },
    ],
  };
  assert.deepEqual(matchRequest(setup, OPTIONS, { names: [null, "Ana"] }).seats, [
    { type: "human", name: "Host" },
    { type: "human", name: "Ana" },
  ]);
  assert.equal(cleanSetup({ seats: [{ type: FRIEND, name: "" }] }, OPTIONS).seats[0].type, FRIEND);
});

test("names go to the engine stripped by its rule; one it would refuse goes as it is, for it to refuse", () => {
  const named = (...names) =>
    matchRequest(
      { ...defaultSetup(OPTIONS), seats: names.map((name) => ({ type: "human", name })), players: names.length },
      OPTIONS,
    ).seats.map((seat) => seat.name);
  assert.deepEqual(named("\u0085Ana\u001c", "\u00a0 "), ["Ana", undefined]);
  assert.deepEqual(named("\ufeffBo", "A\u0001B"), ["\ufeffBo", "A\u0001B"]);
  const emoji = "\u{1F600}".repeat(OPTIONS.name_length.max);
  assert.deepEqual(named(emoji, ` ${emoji} `), [emoji, emoji]); // not cut at a UTF-16 length
});

test("a preset that does not allow the remembered player count is not taken back", () => {
  const setup = cleanSetup({ players: 3, preset: "partnership" }, OPTIONS);
  assert.deepEqual([setup.players, setup.preset], [3, OPTIONS.presets[0].id]);
});
