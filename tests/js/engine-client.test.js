// The engine client settles every request: with the answer, with the worker's error
// for that id, or at once with "engine_failed" once the engine has failed. The worker
// here is a stand-in that records what it is sent and answers as the test says.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createEngineClient, EngineError } from "../../js/engine/engine-client.js";

class FakeWorker extends EventTarget {
  sent = [];
  postMessage(message) {
    this.sent.push(message);
  }
  /** Send the page a message as the worker would. */
  say(data) {
    this.dispatchEvent(new MessageEvent("message", { data }));
  }
}

function started() {
  const worker = new FakeWorker();
  const client = createEngineClient(worker);
  client.ready.catch(() => {}); // some tests fail the engine on purpose
  return { worker, client };
}

const bridgeAnswer = (id, answer) => ({ type: "response", id, text: JSON.stringify({ id, ...answer }) });

test("a request resolves with the bridge's result for its id", async () => {
  const { worker, client } = started();
  worker.say({ type: "ready", start: "cold" });
  const answer = client.request("view", { seat: 0 });
  const [{ id, text }] = worker.sent;
  assert.deepEqual(JSON.parse(text), { id, cmd: "view", seat: 0 });
  worker.say(bridgeAnswer(id, { ok: true, result: { phase: "play" } }));
  assert.deepEqual(await answer, { phase: "play" });
});

test("a bridge error rejects with the bridge's code", async () => {
  const { worker, client } = started();
  const answer = client.request("play", { seat: 0 });
  worker.say(bridgeAnswer(worker.sent[0].id, { ok: false, error: { code: "not_your_turn", message: "wait" } }));
  await assert.rejects(answer, (error) => error instanceof EngineError && error.code === "not_your_turn");
});

test("the worker's error for one request rejects that request only", async () => {
  const { worker, client } = started();
  const failing = client.request("view", { seat: 0 });
  const fine = client.request("view", { seat: 1 });
  const [first, second] = worker.sent;
  worker.say({ type: "response", id: first.id, error: { code: "internal_error", message: "boom" } });
  worker.say(bridgeAnswer(second.id, { ok: true, result: 1 }));
  await assert.rejects(failing, (error) => error.code === "internal_error" && error.message === "boom");
  assert.equal(await fine, 1);
});

test("once the engine failed, waiting requests and every new one reject with engine_failed", async () => {
  const { worker, client } = started();
  const waiting = client.request("view", { seat: 0 });
  worker.say({ type: "failed", message: "pyodide.asm.wasm: HTTP 404" });
  await assert.rejects(client.ready, (error) => error.code === "engine_failed");
  await assert.rejects(waiting, (error) => error.code === "engine_failed" && /404/.test(error.message));
  const sentBefore = worker.sent.length;
  await assert.rejects(client.request("view", { seat: 0 }), (error) => error.code === "engine_failed");
  await assert.rejects(client.session("rules").request("view"), (error) => error.code === "engine_failed");
  assert.equal(worker.sent.length, sentBefore); // nothing sent to a worker that cannot answer
});

test("a worker that cannot even load fails the engine", async () => {
  const { worker, client } = started();
  const waiting = client.request("view", { seat: 0 });
  const error = new Event("error", { cancelable: true });
  worker.dispatchEvent(Object.assign(error, { message: "engine-worker.js: 404" }));
  assert.equal(error.defaultPrevented, true); // reported as the engine's failure, not as an uncaught error
  await assert.rejects(waiting, (failure) => failure.code === "engine_failed");
  await assert.rejects(client.request("view"), (failure) => failure.code === "engine_failed");
});

test("a refused save's reason comes with its code", async () => {
  const { worker, client } = started();
  const answer = client.request("load", { state: null });
  const [{ id }] = worker.sent;
  const error = { code: "bad_state", message: "this save cannot be loaded", reason: "not_a_save" };
  worker.say(bridgeAnswer(id, { ok: false, error }));
  await assert.rejects(answer, (problem) => problem instanceof EngineError && problem.reason === "not_a_save");
});
