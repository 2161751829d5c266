// The engine on demand: nothing starts it but start(); until then `ready` and every
// request wait, and then go to the one worker started. A guest's page gets the engine
// after the match only where the player has not asked to spare the connection.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createEngineOnDemand } from "../../js/engine/engine-on-demand.js";
import { createEngineLater } from "../../js/engine/engine-later.js";

class FakeWorker extends EventTarget {
  sent = [];
  postMessage(message) {
    this.sent.push(message);
  }
  say(data) {
    this.dispatchEvent(new MessageEvent("message", { data }));
  }
}

function onDemand() {
  const workers = [];
  const told = [];
  const engine = createEngineOnDemand({
    startWorker: () => {
      workers.push(new FakeWorker());
      return workers.at(-1);
    },
    onStart: (worker) => told.push(worker),
  });
  return { engine, workers, told };
}

const settledYet = async (promise) => {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return settled;
};

test("no worker starts until start(), and a request waits for it", async () => {
  const { engine, workers } = onDemand();
  const answer = engine.request("view", { seat: 0 });
  const ready = engine.ready;
  assert.equal(engine.started, false);
  assert.equal(workers.length, 0);
  assert.equal(await settledYet(ready), false);
  assert.equal(await settledYet(answer), false);

  engine.start();
  assert.equal(engine.started, true);
  assert.equal(workers.length, 1);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const [worker] = workers;
  worker.say({ type: "ready", start: "cold" });
  await ready;
  const [{ id }] = worker.sent;
  worker.say({ type: "response", id, text: JSON.stringify({ id, ok: true, result: { phase: "play" } }) });
  assert.deepEqual(await answer, { phase: "play" });
});

test("start() starts one worker, told once; a session's requests go to it too", async () => {
  const { engine, workers, told } = onDemand();
  engine.start();
  engine.start();
  assert.equal(workers.length, 1);
  assert.deepEqual(told, workers);
  const answer = engine.session("rules").request("options");
  await new Promise((resolve) => setTimeout(resolve, 0));
  const [{ id, session }] = workers[0].sent;
  assert.equal(session, "rules");
  workers[0].say({ type: "response", id, text: JSON.stringify({ id, ok: true, result: { options: {} } }) });
  assert.deepEqual(await answer, { options: {} });
});

test("a failed start rejects ready with the engine's failure", async () => {
  const { engine, workers } = onDemand();
  engine.start();
  workers[0].say({ type: "failed", message: "pyodide.asm.wasm: HTTP 404" });
  await assert.rejects(engine.ready, { code: "engine_failed", message: "pyodide.asm.wasm: HTTP 404" });
});

test("after the match, the engine starts unless the connection is to be spared", () => {
  for (const [connection, expected] of [
    [undefined, true], // no Network Information API (Firefox, Safari)
    [{ saveData: false }, true],
    [{ saveData: true }, false],
  ]) {
    const engine = { started: false, start: () => (engine.started = true) };
    createEngineLater({ engine, connection }).matchOver();
    assert.equal(engine.started, expected, JSON.stringify(connection));
  }
});

test("a loader this browser cannot parse fails the start as a browser too old", async () => {
  const { engine, workers } = onDemand();
  engine.start();
  workers[0].say({ type: "failed", message: "Unexpected token '{'", unsupported: true });
  await assert.rejects(engine.ready, { code: "browser_unsupported" });
});
