"""An engine that cannot start says so, and nothing waits for it forever: with a file
of the runtime or of the engine missing, the status bar and the Start button report
the failure, and the worker answers every request, sent before or after the failure,
with an error for its id."""

from __future__ import annotations

import pytest
from conftest import PageWatch
from driver import ENGINE_TIMEOUT_MS

# what the server refuses (a part of its URL), and the file the failure then names
MISSING = {
    "wasm": ("pyodide.asm.wasm", "pyodide.asm.wasm"),  # Pyodide itself would only warn and wait
    "engine": ("/engine/", "blockdominoes-0.1.0-cp314.zip"),  # the engine's installed files
}


@pytest.fixture(params=sorted(MISSING))
def broken_page(request, context, site_url):
    """A page of the site whose server answers 404 for one file the engine needs."""
    missing, page_named = MISSING[request.param]
    context.route(lambda url: missing in url, lambda route: route.fulfill(status=404, body="not here"))
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.watch = PageWatch(page, site_url.rstrip("/"))
    page.reason = f"{page_named}: HTTP 404"
    yield page
    page.close()
    # The only errors are the browser's own report of the missing file.
    assert [error for error in page.watch.errors if "404" not in error] == []
    assert page.watch.foreign == []


def test_start_says_the_engine_failed_instead_of_waiting(broken_page, site_url):
    page = broken_page
    page.goto(site_url)
    page.wait_for_selector("body[data-engine=failed]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    status = page.inner_text("#engine-label")
    assert "could not start" in status and page.reason in status
    page.click("#start-button")
    page.wait_for_selector("#setup-error", state="visible")
    assert "could not start" in page.inner_text("#setup-error")
    assert page.is_visible("#setup-screen") and not page.is_visible("#table-screen")


def test_the_worker_answers_every_request_with_its_id_once_the_start_failed(broken_page, site_url):
    page = broken_page
    page.goto(site_url)
    page.wait_for_selector("body[data-engine=failed]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    # A second worker of the same file, spoken to directly: one request before its
    # start fails, a malformed one, and one after.
    answers = page.evaluate(
        """async () => {
            const src = document.querySelector('script[src$="main.js"]').src;
            const worker = new Worker(new URL('engine-worker.js', src), { type: 'module' });
            const answers = [];
            let failed;
            const failure = new Promise((resolve) => { failed = resolve; });
            const all = new Promise((resolve) => {
                worker.onmessage = ({ data }) => {
                    if (data.type === 'failed') failed(data.message);
                    if (data.type === 'response') answers.push(data);
                    if (answers.length === 3) resolve();
                };
            });
            worker.postMessage({ id: 1, text: JSON.stringify({ id: 1, cmd: 'view', seat: 0 }) });
            worker.postMessage({ id: 2, text: 42 });
            const reason = await failure;
            worker.postMessage({ id: 3, text: JSON.stringify({ id: 3, cmd: 'view', seat: 0 }), session: 'rules' });
            await all;
            worker.terminate();
            return { reason, answers: answers.sort((a, b) => a.id - b.id) };
        }"""
    )
    assert answers["reason"] == page.reason
    codes = [(answer["id"], answer["error"]["code"]) for answer in answers["answers"]]
    assert codes == [(1, "engine_failed"), (2, "bad_request"), (3, "engine_failed")]
    assert all("text" not in answer for answer in answers["answers"])
