// The share link: what a fragment may carry, how each wrong one is named, and that
// the page's own links read back as the same match.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  BadLink,
  applyLink,
  parseShareLink,
  randomSeed,
  readShareLink,
  shareFragment,
  shareLink,
  sharedMatchOf,
} from "../../js/setup/share-link.js";
import { defaultSetup } from "../../js/setup/setup-storage.js";
import { OPTIONS } from "./support/engine-options.js";

/** The BadLink a fragment is refused with, as [code, param, value]. */
function refusal(fragment) {
  try {
    parseShareLink(fragment, OPTIONS);
  } catch (error) {
    assert.ok(error instanceof BadLink);
    return [error.code, error.param, error.value];
  }
  assert.fail(`"${fragment}" was accepted`);
}

test("no fragment, no settings", () => {
  assert.deepEqual(parseShareLink("", OPTIONS), {});
  assert.deepEqual(parseShareLink("#", OPTIONS), {});
});

test("a whole link gives numbers and the preset's name", () => {
  assert.deepEqual(parseShareLink("#players=3&preset=draw&seed=4242&target=50", OPTIONS), {
    players: 3,
    preset: "draw",
    seed: 4242,
    target: 50,
  });
  assert.deepEqual(parseShareLink("preset=%63lassic", OPTIONS), { preset: "classic" }); // percent-encoded
  assert.deepEqual(parseShareLink("seed=0&target=1000", OPTIONS), { seed: 0, target: 1000 });
  assert.deepEqual(parseShareLink(`seed=${Number.MAX_SAFE_INTEGER}`, OPTIONS), { seed: Number.MAX_SAFE_INTEGER });
});

test("a partnership is always four players", () => {
  assert.deepEqual(parseShareLink("preset=partnership", OPTIONS), { preset: "partnership", players: 4 });
  assert.deepEqual(parseShareLink("players=4&preset=partnership", OPTIONS), { players: 4, preset: "partnership" });
});

test("a value out of range or of the wrong form is invalid, named with its value", () => {
  const invalid = [
    "players=5",
    "players=1",
    "players=02",
    "players=three",
    "preset=poker",
    "preset=toString",
    "seed=-3",
    "seed=1.5",
    "seed=99999999999999999999",
    `seed=${Number.MAX_SAFE_INTEGER + 1}`,
    "target=0",
    "target=1001",
    "target=",
  ];
  for (const fragment of invalid) assert.deepEqual(refusal(fragment), ["invalid", ...fragment.split("=")]);
});

test("an unknown or repeated parameter, bad encoding, or settings that do not go together", () => {
  assert.deepEqual(refusal("colour=red"), ["unknown", "colour", "red"]);
  assert.deepEqual(refusal("__proto__=1"), ["unknown", "__proto__", "1"]);
  assert.deepEqual(refusal("seed=1&seed=2"), ["twice", "seed", "2"]);
  assert.deepEqual(refusal("preset=poker&seed=1"), ["invalid", "preset", "poker"]); // the first wrong one
  assert.deepEqual(refusal("seed=%E0%A4%A"), ["invalid", "seed", "%E0%A4%A"]);
  assert.deepEqual(refusal("preset=partnership&players=2"), ["players", "players", "2"]);
  assert.deepEqual(refusal("preset=quick&target=20"), ["target", "target", "20"]);
});

/** Every problem of a fragment, as [code, param, value, against]. */
const problems = (fragment) =>
  readShareLink(fragment, OPTIONS).problems.map((p) => [p.code, p.param, p.value, p.against]);

test("a partnership of two is told as such, with the engine's player counts, not blamed on its names", () => {
  const partnership = OPTIONS.presets.find((preset) => preset.id === "partnership");
  assert.deepEqual(partnership?.players, [4]); // the engine's word, as the page is given it
  assert.deepEqual(problems("preset=partnership&players=2&names=Ana,Bob"), [
    ["players", "players", "2", { preset: "partnership", players: [4] }],
  ]);
  // the player count may come from the lists alone
  assert.deepEqual(problems("seats=human,easy&preset=partnership"), [
    ["combination", "seats", "human,easy", { count: 4 }],
  ]);
  assert.deepEqual(problems("players=2&seats=human,easy&preset=partnership"), [
    ["players", "players", "2", { preset: "partnership", players: [4] }],
  ]);
  assert.deepEqual(problems("preset=quick&target=20"), [["target", "target", "20", { preset: "quick" }]]);
});

test("every problem of a link is told, not only the first", () => {
  assert.deepEqual(problems("colour=red&preset=partnership&players=2&names=A,B,C&seed=1&seed=2&target=x"), [
    ["unknown", "colour", "red", {}],
    ["twice", "seed", "2", {}],
    ["invalid", "target", "x", {}],
    ["players", "players", "2", { preset: "partnership", players: [4] }],
    ["combination", "names", "A,B,C", { count: 2 }],
  ]);
  // each name the engine would refuse, with its reason
  const refused = readShareLink("names=A%01B,Bob,%01", OPTIONS).problems;
  assert.deepEqual(
    refused.map((p) => [p.code, p.value, p.reason]),
    [
      ["name", "A\u0001B", "control"],
      ["name", "\u0001", "control"],
    ],
  );
  // parseShareLink throws the first, carrying them all; a bad link gives no settings
  assert.throws(
    () => parseShareLink("players=9&preset=poker", OPTIONS),
    (error) => error instanceof BadLink && error.param === "players" && error.problems.length === 2,
  );
  assert.deepEqual(readShareLink("players=9&seed=4", OPTIONS).settings, {});
});

test("the limits are the engine's: a table of six would take six players", () => {
  const six = { ...OPTIONS, players: { min: 2, max: 6, default: 2 } };
  assert.deepEqual(parseShareLink("players=6", six), { players: 6 });
  assert.deepEqual(refusal("players=6"), ["invalid", "players", "6"]);
  const upTo50 = { ...OPTIONS, target: { min: 1, max: 50 } };
  assert.throws(() => parseShareLink("target=51", upTo50), BadLink);
});

test("readShareLink gives the problems instead of throwing", () => {
  const good = readShareLink("#seed=7", OPTIONS);
  assert.deepEqual(good, { settings: { seed: 7 }, problems: [] });
  const bad = readShareLink("#seed=x", OPTIONS);
  assert.deepEqual(bad.settings, {});
  assert.equal(bad.problems.length, 1);
  assert.ok(bad.problems[0] instanceof BadLink);
  assert.equal(bad.problems[0].param, "seed");
});

test("a match's link reads back as the same match", () => {
  const matches = [
    { players: 3, preset: "draw", seed: 4242, target: "50" },
    { players: 2, preset: "classic", seed: 0, target: "" },
    { players: 4, preset: "partnership", seed: Number.MAX_SAFE_INTEGER, target: "" },
  ];
  for (const match of matches) {
    assert.deepEqual(sharedMatchOf(shareFragment(match, OPTIONS), OPTIONS), match);
    const url = new URL(shareLink("https://example.org/block-dominoes/index.html?x=1#old", match, OPTIONS));
    assert.equal(url.pathname, "/block-dominoes/index.html");
    assert.equal(url.search, "?x=1");
    assert.deepEqual(sharedMatchOf(url.hash.slice(1), OPTIONS), match);
  }
});

test("a quick game's link has no target, an empty target is left out", () => {
  assert.equal(
    shareFragment({ players: 2, preset: "quick", seed: 9, target: "30" }, OPTIONS),
    "players=2&preset=quick&seed=9",
  );
  assert.equal(
    shareFragment({ players: 2, preset: "classic", seed: 9, target: "" }, OPTIONS),
    "players=2&preset=classic&seed=9",
  );
});

test("a kept fragment that is missing, partial or wrong gives no match", () => {
  for (const fragment of [
    undefined,
    null,
    42,
    "",
    "players=2&preset=classic",
    "seed=3",
    "players=9&preset=classic&seed=1",
  ])
    assert.equal(sharedMatchOf(fragment, OPTIONS), null, String(fragment));
});

test("a seed is 53 random bits from the generator it is given", () => {
  const fill = (words) => (values) => {
    values.set(words);
    return values;
  };
  assert.equal(randomSeed(fill([0, 0])), 0);
  assert.equal(randomSeed(fill([0xffffffff, 0xffffffff])), Number.MAX_SAFE_INTEGER);
  assert.equal(randomSeed(fill([0x00200001, 5])), 2 ** 32 + 5); // the high word's top 11 bits are dropped
  const seed = randomSeed(); // the platform's crypto by default
  assert.ok(Number.isSafeInteger(seed) && seed >= 0);
});

test("a link's settings go on top of the remembered set-up, which is left as it was", () => {
  const remembered = { ...defaultSetup(OPTIONS), players: 3, preset: "draw", target: "80" };
  const before = structuredClone(remembered);
  assert.deepEqual(applyLink(remembered, {}, OPTIONS), remembered);
  const linked = applyLink(remembered, { players: 2, target: 40 }, OPTIONS);
  assert.deepEqual([linked.players, linked.preset, linked.target], [2, "draw", "40"]);
  const partnership = applyLink(remembered, { preset: "partnership" }, OPTIONS);
  assert.deepEqual([partnership.players, partnership.preset, partnership.target], [4, "partnership", ""]);
  assert.deepEqual(remembered, before);
  assert.deepEqual(linked.seats, remembered.seats);
});

// Issue 14, defect 15: the seats' types, bot levels and names travel in the link.
test("seats and names: one checked entry per seat, each name percent-encoded on its own", () => {
  assert.deepEqual(parseShareLink("players=3&seats=human,easy,hard&names=Ana,,Bob", OPTIONS), {
    players: 3,
    seats: ["human", "easy", "hard"],
    names: ["Ana", "", "Bob"],
  });
  // a name with a comma or a space is encoded inside its entry; the seat count comes from the list
  assert.deepEqual(parseShareLink("names=A%2CB,J%C3%B3%20K", OPTIONS), { players: 2, names: ["A,B", "Jó K"] });
  assert.deepEqual(refusal("seats=human,wizard"), ["invalid", "seats", "human,wizard"]);
  assert.deepEqual(refusal("seats=human"), ["invalid", "seats", "human"]); // one seat is no match
  const long = "x".repeat(OPTIONS.name_length.max + 1);
  assert.deepEqual(refusal(`names=Ana,${long}`), ["name", "names", long]);
  // blank, as in the form, is the usual name; what the engine strips is stripped
  assert.deepEqual(parseShareLink("names=Ana,%20%20", OPTIONS).names, ["Ana", ""]);
  assert.deepEqual(parseShareLink("names=%C2%85,%1CAna%E2%80%A8", OPTIONS).names, ["", "Ana"]);
  assert.deepEqual(refusal("players=3&seats=human,easy"), ["combination", "seats", "human,easy"]);
  assert.deepEqual(refusal("players=2&names=a,b,c"), ["combination", "names", "a,b,c"]);
  // the limit is the engine's, not the page's
  const short = { ...OPTIONS, name_length: { min: 1, max: 3 } };
  assert.throws(() => parseShareLink("names=Anna,Bo", short), BadLink);
  assert.deepEqual(parseShareLink("names=Ann,Bo", short).names, ["Ann", "Bo"]);
});

test("a name the engine would refuse makes the link bad, with the reason", () => {
  /** @param {string} fragment */
  const why = (fragment) => {
    const [problem] = readShareLink(fragment, OPTIONS).problems;
    return problem ? [problem.code, problem.value, problem.reason] : null;
  };
  assert.deepEqual(why("names=Ana,A%01B"), ["name", "A\u0001B", "control"]);
  assert.deepEqual(why("names=Ana,A%C2%85B"), ["name", "A\u0085B", "control"]);
  assert.deepEqual(why("names=Ana,%ED%A0%80"), ["invalid", "Ana,%ED%A0%80", null]); // no UTF-8: not even text
  const emoji = "%F0%9F%98%80";
  const max = OPTIONS.name_length.max;
  assert.deepEqual(parseShareLink(`names=Ana,${emoji.repeat(max)}`, OPTIONS).names, ["Ana", "\u{1F600}".repeat(max)]);
  assert.deepEqual(why(`names=Ana,${emoji.repeat(max + 1)}`), ["name", "\u{1F600}".repeat(max + 1), "long"]);
  assert.deepEqual(readShareLink("names=Ana,Bob", OPTIONS).problems, []);
});

test("a match with seats reads back with its seats, names trimmed and left out when none", () => {
  const seats = [
    { type: "human", name: "Ana, the first" },
    { type: "easy", name: "" },
    { type: "hard", name: "Bob" },
  ];
  const match = { players: 3, preset: "classic", seed: 5, target: "", seats };
  const fragment = shareFragment(match, OPTIONS);
  assert.equal(fragment, "players=3&preset=classic&seed=5&seats=human,easy,hard&names=Ana%2C%20the%20first,,Bob");
  assert.deepEqual(sharedMatchOf(fragment, OPTIONS), match);
  const unnamed = {
    players: 2,
    preset: "classic",
    seed: 5,
    target: "",
    seats: [seats[0], seats[1]].map((s) => ({ ...s, name: "" })),
  };
  assert.equal(shareFragment(unnamed, OPTIONS), "players=2&preset=classic&seed=5&seats=human,easy");
  assert.deepEqual(sharedMatchOf(shareFragment(unnamed, OPTIONS), OPTIONS), unnamed);
});

test("a link's seats and names go into the set-up's seats", () => {
  const linked = applyLink(
    defaultSetup(OPTIONS),
    { players: 3, seats: ["human", "easy", "hard"], names: ["Ana", "", "Bob"] },
    OPTIONS,
  );
  assert.deepEqual(linked.seats.slice(0, 3), [
    { type: "human", name: "Ana" },
    { type: "easy", name: "" },
    { type: "hard", name: "Bob" },
  ]);
});
