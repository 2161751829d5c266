// Statistics kept in localStorage: every path (record, take-back, load, upgrade, reset,
// the rows listed) with names objects know, a row per who played, each counted once a
// match, and rows of older schemes moved to their keys with nothing lost.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CATALOGS } from "../../js/i18n/i18n.js";
import { createStats } from "../../js/storage/stats.js";
import { SCHEME, SUMMED, createKeyUpgrade, mergeRows, upgradeRows } from "../../js/storage/stats-scheme.js";
import { keyFor } from "../../js/storage/stats-keys.js";
import { memoryStorage } from "./support/memory-storage.js";

const KEY = "blockdominoes.stats";
const SCHEME_KEY = "blockdominoes.stats.scheme";
const BEFORE_KEY = "blockdominoes.stats.before";
const upgradeKey = createKeyUpgrade({ catalogs: CATALOGS });

/** A row key per seat: people here by name, bots by level (stats-keys.js does the real work). */
const keyOf = (view, seat) => {
  const entry = view.seats[seat];
  return entry.type === "bot"
    ? keyFor({ kind: "bot", level: entry.level })
    : keyFor({ kind: "here", name: entry.name });
};

/** Statistics over a storage that already has this scheme (or `scheme`). */
function statsOver(storage = memoryStorage(), scheme = SCHEME) {
  if (scheme !== null) storage.setItem(SCHEME_KEY, scheme);
  return { storage, stats: createStats({ storage, keyOf, upgradeKey }) };
}

const human = (name) => ({ type: "human", level: null, name });
const bot = (level) => ({ type: "bot", level, name: null });
const row = (fields = {}) => ({ matches: 0, wins: 0, rounds: 0, points: 0, best: 0, takebacks: 0, ...fields });
const stored = (storage, key = KEY) => JSON.parse(storage.getItem(key));
const byKey = (stats) => Object.fromEntries(stats.all().map(({ key, ...numbers }) => [key, numbers]));

const roundOver = (winner, points) => ({ type: "round_over", result: { winner, points } });
const matchOver = (winner) => ({ type: "match_over", match_result: { winner } });

// Names that are also properties every JavaScript object has.
const SPECIAL = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

test("every path with names objects know: record, list, take back, reset", () => {
  const { storage, stats } = statsOver();
  const view = { seats: [human(SPECIAL[0]), ...SPECIAL.slice(1).map(human)], taken_back: 0 };
  stats.record([roundOver(0, 12), matchOver(0)], view);
  const rows = byKey(stats);
  assert.deepEqual(Object.keys(rows).sort(), SPECIAL.map((name) => `here:${name}`).sort());
  assert.deepEqual(rows["here:__proto__"], row({ matches: 1, wins: 1, rounds: 1, points: 12, best: 12 }));
  assert.deepEqual(rows["here:toString"], row({ matches: 1, rounds: 1 }));
  assert.equal(Object.getPrototypeOf(stored(storage)), Object.prototype);
  assert.equal({}.matches, undefined, "no prototype was touched");

  stats.record([roundOver(1, 5)], view); // a round's end, then taken back
  assert.equal(byKey(stats)["here:constructor"].points, 5);
  stats.record([{ type: "takeback" }], view);
  assert.deepEqual(byKey(stats), rows);
  stats.reset();
  assert.deepEqual(stats.all(), []);
  assert.equal(storage.getItem(KEY), null);
});

test("stored rows under keys objects know stay rows, and none replaces a prototype", () => {
  // hand-written JSON: "__proto__" as an own key, as JSON.parse reads it
  const text = `{"__proto__": {"matches": 3, "wins": 1}, "constructor": {"matches": 2}, "toString": {"rounds": 4},
                 "here:Ada": {"matches": 1, "best": -5, "points": "lots"}}`;
  const storage = memoryStorage();
  storage.setItem(KEY, text);
  const { stats } = statsOver(storage);
  const rows = byKey(stats);
  assert.deepEqual(Object.keys(rows).sort(), ["__proto__", "constructor", "here:Ada", "toString"]);
  assert.deepEqual(rows.__proto__, row({ matches: 3, wins: 1 }));
  assert.deepEqual(rows["here:Ada"], row({ matches: 1 })); // a wrong number is 0
  assert.equal(Object.getPrototypeOf(rows), Object.prototype);

  stats.record([roundOver(0, 7)], { seats: [human("Ada"), bot("easy")], taken_back: 0 });
  const again = stored(storage);
  assert.deepEqual(Object.keys(again).sort(), ["__proto__", "bot#easy", "constructor", "here:Ada", "toString"]);
  assert.equal(again.__proto__.matches, 3); // written back as an own key, not a prototype
  // the rows before the round's end, with such a key among them, are put back
  storage.setItem(BEFORE_KEY, '{"__proto__": null, "here:Ada": {"matches": 1}}');
  stats.record([{ type: "takeback" }], { seats: [human("Ada")], taken_back: 0 });
  assert.deepEqual(Object.keys(byKey(stats)).sort(), ["bot#easy", "constructor", "here:Ada", "toString"]);
});

test("a row counts a match or a round once, however many seats it has", () => {
  const { stats } = statsOver();
  const view = { seats: [human("Ada"), bot("medium"), bot("medium"), bot("medium")], taken_back: 0 };
  stats.record([roundOver(2, 20), roundOver(0, 10), matchOver(3)], view);
  assert.deepEqual(byKey(stats), {
    "here:Ada": row({ matches: 1, rounds: 2, points: 10, best: 10 }),
    "bot#medium": row({ matches: 1, wins: 1, rounds: 2, points: 20, best: 20 }),
  });
});

test("partners count their team's points and wins, each row once", () => {
  const { stats } = statsOver();
  const view = {
    seats: [human("Ada"), bot("easy"), human("Bea"), bot("easy")],
    teams: [
      [0, 2],
      [1, 3],
    ],
    taken_back: 1,
  };
  stats.record([roundOver(1, 30), matchOver(1)], view);
  assert.deepEqual(byKey(stats), {
    "here:Ada": row({ matches: 1, rounds: 1, takebacks: 1 }),
    "here:Bea": row({ matches: 1, rounds: 1, takebacks: 1 }),
    "bot#easy": row({ matches: 1, wins: 1, rounds: 1, points: 30, best: 30 }),
  });
});

test("the first scheme's rows move to their keys: default words in any language, names, computers of any seat", () => {
  const storage = memoryStorage();
  const old = {
    You: row({ matches: 2, wins: 1, rounds: 9, points: 80, best: 30 }),
    Ty: row({ matches: 1, wins: 1, rounds: 4, points: 50, best: 41 }),
    "Computer 2": row({ matches: 3, wins: 1, rounds: 13, points: 70, best: 25 }),
    "Komputer 3": row({ matches: 1, rounds: 4, points: 9, best: 9 }),
    "Pelaaja 2": row({ matches: 1, rounds: 2 }),
    ["__proto__"]: row({ matches: 1, rounds: 5 }), // computed: an own key, not the literal's prototype
    Ada: row({ matches: 4, wins: 4, rounds: 12, points: 300, best: 60, takebacks: 1 }),
  };
  storage.setItem(KEY, JSON.stringify(old));
  const { stats } = statsOver(storage, null);
  const rows = byKey(stats);
  assert.deepEqual(rows, {
    "here#name.you": mergeRows(old.You, old.Ty),
    "bot#earlier": mergeRows(old["Computer 2"], old["Komputer 3"]),
    "here#name.human:2": old["Pelaaja 2"],
    "here:__proto__": old["__proto__"],
    "here:Ada": old.Ada,
  });
  // nothing lost: every number adds up to what it was
  for (const field of SUMMED) {
    const total = (table) => Object.values(table).reduce((sum, r) => sum + r[field], 0);
    assert.equal(total(rows), total(old), field);
  }
  assert.equal(storage.getItem(SCHEME_KEY), SCHEME);
  assert.deepEqual(stored(storage), rows);

  // moved once: rows the new scheme keeps are never moved again
  const data = stored(storage);
  data["here:Ty"] = row({ matches: 1 });
  storage.setItem(KEY, JSON.stringify(data));
  assert.deepEqual(byKey(stats)["here:Ty"], row({ matches: 1 }));
  assert.deepEqual(byKey(stats)["here#name.you"], rows["here#name.you"]);
});

test("the second scheme's rows move to their keys", () => {
  const storage = memoryStorage();
  const old = {
    "\u0000name.you": row({ matches: 2 }),
    "\u0000=\u0000name.you": row({ matches: 3 }), // a name typed to look like a default one
    "\u0000name.human:3": row({ matches: 4 }),
    "\u0000name.bot:2": row({ matches: 5, wins: 2 }),
    "\u0000name.bot:4": row({ matches: 6, wins: 1 }),
    You: row({ matches: 7 }), // in scheme 2 a typed name, not the default
    "\u0000odd": row({ matches: 8 }), // no key scheme 2 made: kept under its own text
  };
  storage.setItem(KEY, JSON.stringify(old));
  const { stats } = statsOver(storage, "2");
  assert.deepEqual(byKey(stats), {
    "here#name.you": old["\u0000name.you"],
    "here:\u0000name.you": old["\u0000=\u0000name.you"],
    "here#name.human:3": old["\u0000name.human:3"],
    "bot#earlier": row({ matches: 11, wins: 3 }),
    "here:You": old.You,
    "here:\u0000odd": old["\u0000odd"],
  });
});

test("a take-back right after the upgrade puts back exactly what the round's end added", () => {
  const storage = memoryStorage();
  // scheme 2: the round's end changed "Computer 2" and "You"; "Computer 3" was as it is
  storage.setItem(
    KEY,
    JSON.stringify({
      "\u0000name.you": row({ rounds: 3, points: 40, best: 40 }),
      "\u0000name.bot:2": row({ rounds: 3 }),
      "\u0000name.bot:3": row({ rounds: 5, points: 9, best: 9 }),
    }),
  );
  storage.setItem(
    BEFORE_KEY,
    JSON.stringify({ "\u0000name.you": row({ rounds: 2, points: 10, best: 10 }), "\u0000name.bot:2": null }),
  );
  const { stats } = statsOver(storage, "2");
  assert.deepEqual(byKey(stats)["bot#earlier"], row({ rounds: 8, points: 9, best: 9 }));
  stats.record([{ type: "takeback" }], { seats: [], taken_back: 0 });
  assert.deepEqual(byKey(stats), {
    "here#name.you": row({ rounds: 2, points: 10, best: 10 }),
    "bot#earlier": row({ rounds: 5, points: 9, best: 9 }),
  });
});

test("an upgrade the storage refuses loses nothing: the old rows stay and move next time", () => {
  const storage = memoryStorage();
  storage.setItem(KEY, JSON.stringify({ You: row({ matches: 2 }) }));
  storage.refuse = true;
  const warnings = [];
  const warn = console.warn;
  console.warn = (...args) => warnings.push(args.join(" "));
  try {
    const { stats } = statsOver(storage, null);
    assert.deepEqual(byKey(stats), { "here#name.you": row({ matches: 2 }) });
  } finally {
    console.warn = warn;
  }
  assert.ok(warnings.length > 0, "the refusal is told");
  assert.deepEqual(stored(storage), { You: row({ matches: 2 }) });
  assert.equal(storage.getItem(SCHEME_KEY), null);
  storage.refuse = false;
  const { stats } = statsOver(storage, null);
  assert.deepEqual(byKey(stats), { "here#name.you": row({ matches: 2 }) });
  assert.equal(storage.getItem(SCHEME_KEY), SCHEME);
});

test("rows written under the new keys but the scheme not noted are not moved again", () => {
  const storage = memoryStorage();
  storage.setItem(KEY, JSON.stringify({ You: row({ matches: 2 }), "Computer 2": row({ matches: 1 }) }));
  const setItem = storage.setItem;
  storage.setItem = (key, value) => {
    if (key === SCHEME_KEY) throw new DOMException("full", "QuotaExceededError");
    setItem(key, value);
  };
  const warn = console.warn;
  console.warn = () => {};
  try {
    const once = byKey(statsOver(storage, null).stats);
    assert.equal(storage.getItem(SCHEME_KEY), null);
    assert.deepEqual(byKey(statsOver(storage, null).stats), once);
    assert.deepEqual(Object.keys(once).sort(), ["bot#earlier", "here#name.you"]);
  } finally {
    console.warn = warn;
  }
});

test("rows that meet under one key are merged: numbers added, the best round the larger", () => {
  const merged = upgradeRows(
    new Map([
      ["a", row({ matches: 1, best: 9, points: 9 })],
      ["b", row({ matches: 2, best: 4, points: 4 })],
      ["c", row({ matches: 5 })],
    ]),
    (key) => (key === "c" ? "C" : "AB"),
  );
  assert.deepEqual(Object.fromEntries(merged), {
    AB: row({ matches: 3, best: 9, points: 13 }),
    C: row({ matches: 5 }),
  });
});
