"""Offline and installable, in real Chromium with the real service worker: the site
mounted under a sub-path, played offline after one visit, and a new deploy taking
over only when the player agrees. Also: no Content-Security-Policy violation."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import PageWatch
from driver import ENGINE_TIMEOUT_MS, match_params, play_round, set_up, start
from mirror import Mirror
from mounted_site import MountedSite

import build
from build_site.offline import write_service_worker

VS_BOT = ["human", "medium"]
RECORD_CSP = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
"""


@pytest.fixture
def mounted(site_url):  # site_url: dist/ is built
    site = MountedSite(build.DIST)
    yield site
    site.close()


@pytest.fixture
def watched_page(context, mounted):
    context.add_init_script(RECORD_CSP)
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.watch = PageWatch(page, mounted.origin)
    yield page
    assert page.evaluate("window.__cspViolations") == []
    page.close()
    assert page.watch.errors == []
    assert page.watch.foreign == []


def wait_until_kept_offline(page) -> None:
    """The first visit installs the service worker; the next load is served by it."""
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    page.evaluate("navigator.serviceWorker.ready")


def site_caches(page) -> list[str]:
    return page.evaluate("caches.keys()")


def test_installable_then_a_full_round_offline_under_a_sub_path(context, watched_page, mounted):
    page = watched_page
    page.goto(mounted.url + "#seed=5")
    wait_until_kept_offline(page)
    cdp = context.new_cdp_session(page)
    # Playwright's contexts are incognito, where nothing installs; every other check must pass.
    errors = [e["errorId"] for e in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]]
    assert [error for error in errors if error != "in-incognito"] == []
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["errors"] == [] and manifest["url"] == mounted.url + "manifest.webmanifest"
    # The snapshot for a fast next start is made in the background; offline it is what starts.
    page.wait_for_selector("body[data-snapshot=saved]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    version = json.loads(build.DIST.joinpath("build-manifest.json").read_text())["site"]
    assert sorted(site_caches(page)) == ["blockdominoes-site-" + version, "blockdominoes-snapshot"]

    context.set_offline(True)
    mounted.close()  # and nothing answers any more
    served_before = len(mounted.requests)
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    assert page.evaluate("document.body.dataset.engineStart") == "snapshot"
    assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == mounted.url + "sw.js"
    set_up(page, VS_BOT)
    start(page)
    view = play_round(page, Mirror(match_params(VS_BOT, seed=5)))
    assert view["phase"] == "round_over" and view["result"] is not None
    assert page.is_visible("#summary-next")
    assert len(mounted.requests) == served_before


def new_deploy(tmp_path) -> Path:
    """The same site with one changed file, and the service worker it gets."""
    site = tmp_path / "v2"
    shutil.copytree(build.DIST, site)
    index = site / "index.html"
    index.write_text(index.read_text().replace("<head>", '<head>\n  <meta name="deployed" content="v2">', 1))
    write_service_worker(site)
    return site


def test_a_new_version_waits_for_the_player_then_takes_over(watched_page, mounted, tmp_path):
    page = watched_page
    page.goto(mounted.url + "#seed=9")
    wait_until_kept_offline(page)
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    old_caches = site_caches(page)
    set_up(page, ["human", "medium"])
    start(page)
    page.wait_for_selector("#hand .hand-tile.is-playable, #pass-button:visible", timeout=60_000)

    mounted.deploy(new_deploy(tmp_path))
    page.evaluate("window.__sameDocument = true")
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    page.wait_for_selector("#update-banner", state="visible", timeout=ENGINE_TIMEOUT_MS)
    page.wait_for_timeout(1500)  # time enough to reload by itself, if it ever did
    assert page.evaluate("window.__sameDocument") is True
    assert page.locator("meta[name=deployed]").count() == 0

    with page.expect_navigation(timeout=ENGINE_TIMEOUT_MS):
        page.click("#update-button")
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    assert page.locator("meta[name=deployed]").get_attribute("content") == "v2"
    # the match was saved before the reload and is offered again
    assert page.is_visible("#continue-button")
    new_caches = [name for name in site_caches(page) if name.startswith("blockdominoes-site-")]
    assert len(new_caches) == 1 and new_caches[0] not in old_caches
    assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == mounted.url + "sw.js"
