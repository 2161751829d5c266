// Which statistics row a seat counts for: people at this device by name (unnamed: a key
// the same in every language), friends on their own devices in a namespace of their own,
// computers by level; each row's words, and the order the screen shows them in.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CATALOGS, createI18n } from "../../js/i18n/i18n.js";
import { isolate, plainText } from "../../js/page/bidi.js";
import { createDescriber } from "../../js/table/describe.js";
import { EARLIER_BOTS, createStatsKeys, keyFor, whoOf } from "../../js/storage/stats-keys.js";
import { LOCAL_SEATING } from "../../js/table/table-controller.js";
import { OPTIONS } from "./support/engine-options.js";

/** Seats played elsewhere, as the host's table tells them (js/online/host-table.js `seating`). */
const friendsAt =
  (...friends) =>
  (view, seat) =>
    view.seats[seat].type === "bot" ? "bot" : friends.includes(seat) ? "remote" : "here";

function keysIn(lang, seatKind = LOCAL_SEATING) {
  const i18n = createI18n({ languages: [lang] });
  const describe = createDescriber(i18n.t, i18n.has);
  return createStatsKeys({ defaultName: describe.defaultName, seatKind, levels: OPTIONS.bot_levels, t: i18n.t });
}

const human = (name = null) => ({ type: "human", level: null, name });
const bot = (level, name = null) => ({ type: "bot", level, name });
const viewOf = (...seats) => ({ seats });
const keysOfAll = (keys, view) => view.seats.map((_, seat) => keys.keyOf(view, seat));

// Names that are also properties every JavaScript object has.
const SPECIAL = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

test("a person at this device counts under the name, whatever it is", () => {
  const keys = keysIn("en");
  const view = viewOf(human("Ada"), ...SPECIAL.map((name) => human(name)));
  assert.deepEqual(keysOfAll(keys, view), ["here:Ada", ...SPECIAL.map((name) => `here:${name}`)]);
  // a name a player wrote comes marked as a run of its own direction (bidi.js)
  for (const name of ["Ada", ...SPECIAL]) assert.equal(keys.labelOf(`here:${name}`), isolate(name));
});

test("no key is a name objects know, so none can stand for a prototype", () => {
  const keys = keysIn("en", friendsAt(1));
  const view = viewOf(human("__proto__"), human("constructor"), bot("easy", "toString"));
  for (const key of keysOfAll(keys, view)) {
    assert.equal(key in Object.prototype, false, key);
    assert.equal(key in Function.prototype, false, key);
  }
});

test("unnamed people count under their default name's key, the same in every language", () => {
  const alone = viewOf(human(), bot("easy"), bot("easy"));
  const hotSeat = viewOf(human(), human());
  const found = ["en", "pl", "fi"].map((lang) => {
    const keys = keysIn(lang);
    return [keys.keyOf(alone, 0), keys.keyOf(hotSeat, 0), keys.keyOf(hotSeat, 1)];
  });
  assert.deepEqual(found[0], ["here#name.you", "here#name.human:1", "here#name.human:2"]);
  assert.deepEqual(found[1], found[0]);
  assert.deepEqual(found[2], found[0]);
});

test("a typed name that looks like a default one keeps a row of its own", () => {
  const keys = keysIn("en");
  for (const sly of ["name.you", "#name.you", "\u0000name.you", "You"]) {
    const key = keys.keyOf(viewOf(human(sly), bot("easy")), 0);
    assert.notEqual(key, keys.keyOf(viewOf(human(), bot("easy")), 0));
    assert.equal(keys.labelOf(key), isolate(sly));
  }
});

test("a friend on their own device never shares a row with a person here of the same name", () => {
  const keys = keysIn("en", friendsAt(1, 2));
  const view = viewOf(human("Ana"), human("Ana"), human(), bot("hard"));
  assert.deepEqual(keysOfAll(keys, view), ["here:Ana", "friend:Ana", "friend#name.human:3", "bot#hard"]);
  assert.equal(keys.labelOf("friend:Ana"), `${isolate("Ana")} (online)`);
  assert.equal(keys.labelOf("friend#name.human:3"), "Player 3 (online)");
  assert.equal(keysIn("fi").labelOf("friend:Ana"), `${isolate("Ana")} (verkossa)`);
  // the same seat played here (a match on one device) is the host's row
  assert.equal(keysIn("en").keyOf(view, 1), "here:Ana");
});

test("computers count by level, never by seat or name", () => {
  const keys = keysIn("en", friendsAt(1));
  const view = viewOf(human(), bot("medium"), bot("medium", "Robo"), bot("easy"));
  assert.deepEqual(keysOfAll(keys, view), ["here#name.you", "bot#medium", "bot#medium", "bot#easy"]);
  // a friend's seat a computer stands in for counts for that computer
  assert.equal(keys.keyOf(viewOf(human(), bot("medium", "Ana")), 1), "bot#medium");
  for (const lang of ["en", "pl", "fi"]) {
    const words = keysIn(lang);
    for (const level of OPTIONS.bot_levels)
      assert.equal(words.labelOf(`bot#${level}`), CATALOGS[lang][`setup.bot.${level}`]);
    assert.equal(words.labelOf(`bot#${EARLIER_BOTS}`), CATALOGS[lang]["stats.bot.earlier"]);
  }
  assert.equal(keys.labelOf("bot#grandmaster"), "Computer (grandmaster)");
});

test("default names' rows are labelled in the current language", () => {
  for (const lang of ["en", "pl", "fi"]) {
    const keys = keysIn(lang);
    assert.equal(keys.labelOf("here#name.you"), CATALOGS[lang]["name.you"]);
    assert.equal(keys.labelOf("here#name.human:1"), String(CATALOGS[lang]["name.human"]).replace("{n}", "1"));
  }
});

test("a key read back: who it stands for, or nothing for a key of no kind", () => {
  for (const who of [
    { kind: "here", name: "Ada" },
    { kind: "here", name: "" },
    { kind: "here", name: "a:b#c" },
    { kind: "friend", name: "__proto__" },
    { kind: "here", usual: "name.you", n: 0 },
    { kind: "friend", usual: "name.human", n: 4 },
    { kind: "bot", level: "hard" },
  ])
    assert.deepEqual(whoOf(keyFor(who)), who);
  for (const key of [
    "__proto__",
    "constructor",
    "Ada",
    "\u0000name.you",
    "bot#",
    "bot:Robo",
    "here#toString",
    "here#constructor",
    "here#name.human:0",
    "here#name.human:2:3",
    "guest:Ana",
  ])
    assert.equal(whoOf(key), null, key);
});

test("a key of no kind is shown as it is, never looked up as words", () => {
  const keys = keysIn("en");
  for (const key of ["__proto__", "here#toString", "here#constructor", "toString"])
    assert.equal(keys.labelOf(key), key);
});

test("the screen's order: people first, most matches first, then computers by level, the earlier ones last", () => {
  const keys = keysIn("en");
  const row = (key, matches, rounds = 0) => ({ key, matches, rounds });
  const shown = keys.present([
    row(`bot#${EARLIER_BOTS}`, 50),
    row("bot#hard", 9),
    row("here:Bea", 2, 5),
    row("bot#easy", 1),
    row("friend:Ada", 3),
    row("bot#medium", 7),
    row("here#name.you", 3),
    row("here:Ada", 2, 5),
    row("__proto__", 1),
  ]);
  assert.deepEqual(
    shown.map((r) => [plainText(r.label), r.kind]),
    [
      ["Ada (online)", "friend"],
      ["You", "here"],
      ["Ada", "here"],
      ["Bea", "here"],
      ["__proto__", "here"],
      ["Computer (easy)", "bot"],
      ["Computer (medium)", "bot"],
      ["Computer (hard)", "bot"],
      ["Computer (earlier, any level)", "bot"],
    ],
  );
  assert.equal(shown[0].matches, 3);
});
