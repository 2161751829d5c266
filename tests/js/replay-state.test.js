// A replay's stepping: first, back, forward, last stay within the round; the keys map to
// them; a decision's move is the step after it.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  atEnd,
  atStart,
  createReplayState,
  currentStep,
  goTo,
  moveOfKey,
  step,
  stepOfMove,
} from "../../js/replay/replay-state.js";

const steps = (count) => Array.from({ length: count }, (_, index) => ({ view: { index }, hands: [], event: null }));

test("a replay opens at the deal and steps within the round", () => {
  let state = createReplayState(2, steps(4));
  assert.equal(state.index, 0);
  assert.ok(atStart(state));
  assert.equal(step(state, "back").index, 0, "back at the deal stays there");
  state = step(state, "forward");
  assert.equal(state.index, 1);
  assert.equal(currentStep(state).view.index, 1);
  state = step(state, "last");
  assert.equal(state.index, 3);
  assert.ok(atEnd(state));
  assert.equal(step(state, "forward").index, 3, "forward at the end stays there");
  assert.equal(step(state, "back").index, 2);
  assert.equal(step(state, "first").index, 0);
});

test("a step by number is kept within the round, and stepping never changes the state it is given", () => {
  const state = createReplayState(1, steps(5));
  assert.equal(goTo(state, -3).index, 0);
  assert.equal(goTo(state, 99).index, 4);
  assert.equal(goTo(state, 2.7).index, 2);
  step(state, "last");
  assert.equal(state.index, 0);
});

test("a round without steps is refused", () => {
  assert.throws(() => createReplayState(3, []), /round 3/);
});

test("the arrow keys, Home and End step; other keys are left alone", () => {
  assert.equal(moveOfKey("ArrowLeft"), "back");
  assert.equal(moveOfKey("ArrowRight"), "forward");
  assert.equal(moveOfKey("Home"), "first");
  assert.equal(moveOfKey("End"), "last");
  for (const key of ["Enter", " ", "ArrowUp", "toString", "a"]) assert.equal(moveOfKey(key), null, key);
});

test("move i (0-based) is made at step i + 1: step 0 is the deal", () => {
  assert.equal(stepOfMove(0), 1);
  assert.equal(stepOfMove(7), 8);
});
