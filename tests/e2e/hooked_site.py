"""The built site with one script of the tests' own in front: it records every error the
page meets (uncaught errors, unhandled rejections, console.error, CSP violations) in
sessionStorage, where a test reads them in any engine. WebKit's WebDriver has no log to
ask, and the record outlives the reloads the tests make. The script is precached with
the rest (sw.js written again for this copy), so an offline reload records as well."""

from __future__ import annotations

import shutil
from pathlib import Path

from mounted_site import MountedSite

import build
from build_site.offline import write_service_worker

HOOK = "test-hooks/record-errors.js"
RECORDER = """\
(() => {
  const KEY = "test:errors";
  const keep = (text) => {
    const seen = JSON.parse(sessionStorage.getItem(KEY) || "[]");
    seen.push(text);
    sessionStorage.setItem(KEY, JSON.stringify(seen));
  };
  addEventListener("error", (event) => keep(`error: ${event.message} (${event.filename}:${event.lineno})`));
  addEventListener("unhandledrejection", (event) => keep(`unhandledrejection: ${event.reason}`));
  addEventListener("securitypolicyviolation", (event) => keep(`csp: ${event.violatedDirective} ${event.blockedURI}`));
  const error = console.error;
  console.error = (...parts) => {
    keep(`console: ${parts.map(String).join(" ")}`);
    error.apply(console, parts);
  };
})();
"""
CSP_META = '<meta http-equiv="Content-Security-Policy"'


def hooked_copy(folder: Path, dist: Path = build.DIST) -> Path:
    """dist/ copied to folder, the recorder loaded first after the CSP, sw.js rewritten."""
    if folder.exists():
        shutil.rmtree(folder)
    shutil.copytree(dist, folder)
    (folder / HOOK).parent.mkdir(parents=True, exist_ok=True)
    (folder / HOOK).write_text(RECORDER)
    index = folder / "index.html"
    html = index.read_text()
    end_of_csp = html.index(">", html.index(CSP_META)) + 1
    index.write_text(html[:end_of_csp] + f'\n  <script src="{HOOK}"></script>' + html[end_of_csp:])
    write_service_worker(folder)
    return folder


def serve(folder: Path) -> MountedSite:
    """Served under a sub-path, as a project's GitHub Pages site is; close() takes it offline."""
    return MountedSite(folder)
