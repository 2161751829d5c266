"""The other browser engines the game is played in: Firefox (Debian's firefox-esr, driven
by Playwright over WebDriver BiDi), WebKit (Debian's WebKitGTK MiniBrowser, driven by
Selenium through WebKitWebDriver on a virtual X screen) and an old WebKit (Debian's WPE
WebKit 2.38 with cog, through WPEWebDriver, headless).

Each comes from a Debian package that .ci/run installs. A missing one fails its tests
with the package to install: a browser package that an update removed must never turn
its group into a silent skip.

`WebDriverPage` gives a Selenium session the few Playwright calls the tests' drivers use
(tests/e2e/driver.py plays a round with them), so a round is played by the same code in
every engine. Waits poll the page's state; none sleeps a fixed time.
"""

from __future__ import annotations

import glob
import json
import os
import subprocess
import time
from pathlib import Path

import pytest

FIREFOX = Path("/usr/lib/firefox-esr/firefox-esr")
WEBKIT_DRIVER = Path("/usr/bin/WebKitWebDriver")
WPE_DRIVER = Path("/usr/bin/WPEWebDriver")
COG = Path("/usr/bin/cog")
XVFB = Path("/usr/bin/Xvfb")


def minibrowser() -> Path:
    """WebKitGTK's MiniBrowser (webkit2gtk-driver depends on it); its folder names the architecture."""
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))
    return Path(found[-1]) if found else Path("/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser")


def needed(path: Path, package: str, marker: str) -> Path:
    """The browser's file, or this test fails saying which Debian package brings it."""
    if not path.exists():
        pytest.fail(
            f"{path} is missing: `apt-get install {package}` (.ci/run does), "
            f"or leave this group out with -m 'not {marker}'",
            pytrace=False,
        )
    return path


# Firefox, as Playwright for Python drives a stock build: pinned in pyproject.toml
# (1.60 to 1.64.1 work; 1.65 sends BiDi commands firefox-esr 153 does not know).
FIREFOX_PREFS = {
    # WebRTC between the tests' browsers uses the machine's own address, not an mDNS name
    "media.peerconnection.ice.obfuscate_host_addresses": False,
    # nothing from outside: this machine reaches no server but its own
    "app.update.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "extensions.update.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.enabled": False,
}


def launch_firefox(playwright):
    executable = needed(FIREFOX, "firefox-esr", "firefox")
    return playwright.firefox.launch(
        channel="moz-firefox", executable_path=str(executable), headless=True, firefox_user_prefs=FIREFOX_PREFS
    )


class VirtualScreen:
    """An Xvfb display of its own for WebKitGTK, which draws in a real window."""

    def __init__(self, width: int = 1600, height: int = 1200):
        needed(XVFB, "xvfb", "webkit")
        read, write = os.pipe()
        self.process = subprocess.Popen(
            [str(XVFB), "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as told:
            number = told.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(10)


def start_webkit(display: str):
    """MiniBrowser under WebKitWebDriver, on the given X display."""
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    options = Options()
    options.binary_location = str(needed(minibrowser(), "webkit2gtk-driver", "webkit"))
    options.add_argument("--automation")
    service = Service(
        executable_path=str(needed(WEBKIT_DRIVER, "webkit2gtk-driver", "webkit")),
        env={**os.environ, "DISPLAY": display},
    )
    return webdriver.WebKitGTK(options=options, service=service)


def start_wpe():
    """cog (WPE WebKit) under WPEWebDriver, headless: no screen needed."""
    from selenium import webdriver
    from selenium.webdriver.wpewebkit.options import Options
    from selenium.webdriver.wpewebkit.service import Service

    options = Options()
    options.binary_location = str(needed(COG, "cog", "old_webkit"))
    options.add_argument("--automation")
    options.add_argument("--platform=headless")
    options.set_capability("browserName", "cog")  # WPEWebDriver matches the browser by its name
    service = Service(executable_path=str(needed(WPE_DRIVER, "wpewebkit-driver", "old_webkit")))
    return webdriver.WPEWebKit(options=options, service=service)


def is_function(script: str) -> bool:
    head = script.lstrip()
    return head.startswith(("(", "async")) and "=>" in head.split("{", 1)[0] or head.startswith("function")


class WebDriverPage:
    """A Selenium session seen through the Playwright calls tests/e2e/driver.py makes."""

    POLL_S = 0.05

    def __init__(self, driver, timeout_ms: int = 30_000):
        self.driver = driver
        self.timeout_ms = timeout_ms

    # -- navigation
    def goto(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.driver.refresh()

    @property
    def url(self) -> str:
        return self.driver.current_url

    def set_viewport_size(self, width: int, height: int) -> tuple[int, int]:
        """Size the window so that the page's viewport is width x height, or as near as the
        browser's window goes (MiniBrowser's is never narrower than its toolbar, about
        450 px); returns the viewport's size."""
        self.driver.set_window_rect(width=width, height=height)
        inner = self.evaluate("[innerWidth, innerHeight]")
        self.driver.set_window_rect(width=2 * width - inner[0], height=2 * height - inner[1])
        return tuple(self.evaluate("[innerWidth, innerHeight]"))

    # -- the page's state
    def evaluate(self, script: str, arg=None):
        """The value of an expression, or of a function called with arg; a promise is awaited."""
        body = f"return await ({script})(arguments[0]);" if is_function(script) else f"return ({script});"
        return self.driver.execute_script(f"return (async () => {{ {body} }})();", arg)

    def wait_for_function(self, script: str, timeout: int | None = None, arg=None) -> None:
        check = script if is_function(script) else f"() => ({script})"
        self._until(lambda: self.evaluate(check, arg), timeout, f"never true: {script}")

    def wait_for_selector(self, selector: str, state: str = "visible", timeout: int | None = None) -> None:
        states = {
            "attached": "el !== null",
            "visible": "el !== null && visible(el)",
            "hidden": "el === null || !visible(el)",
        }
        script = f"""(selector) => {{
            const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
            const el = document.querySelector(selector);
            return {states[state]};
        }}"""
        self._until(lambda: self.evaluate(script, selector), timeout, f"{selector} never {state}")

    def is_visible(self, selector: str) -> bool:
        return self.evaluate(
            """(selector) => {
                const el = document.querySelector(selector);
                return el !== null && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
            }""",
            selector,
        )

    def is_hidden(self, selector: str) -> bool:
        return not self.is_visible(selector)

    def inner_text(self, selector: str) -> str:
        self.wait_for_selector(selector, "attached")
        return self.evaluate("(selector) => document.querySelector(selector).innerText", selector)

    # -- a person's actions, through WebDriver's own input
    def click(self, selector: str) -> None:
        self.wait_for_selector(selector)
        self._in_view(selector)
        if self.evaluate("(selector) => document.querySelector(selector) instanceof SVGElement", selector):
            self._pointer_click(selector)  # WebKit's driver finds no SVG element "interactable"
        else:
            self._element(selector).click()

    def _pointer_click(self, selector: str) -> None:
        """The pointer pressed at the element's middle, where a person would tap it; the
        element must be what is there (nothing over it)."""
        from selenium.webdriver.common.actions.action_builder import ActionBuilder

        x, y = self.evaluate(
            """(selector) => {
                const el = document.querySelector(selector);
                const box = el.getBoundingClientRect();
                const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
                const there = document.elementFromPoint(x, y);
                if (!there || !(el === there || el.contains(there))) throw new Error(`${selector} is covered`);
                return [Math.round(x), Math.round(y)];
            }""",
            selector,
        )
        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(x, y).click()
        actions.perform()

    def pointer(self, kind: str, x: float, y: float) -> None:
        """One step of the mouse through WebDriver's actions, performed at once: "move" to
        (x, y), or "down" / "up" where it is (the input's state carries over between steps)."""
        from selenium.webdriver.common.actions.action_builder import ActionBuilder

        actions = ActionBuilder(self.driver, duration=0)
        if kind == "move":
            actions.pointer_action.move_to_location(round(x), round(y))
        elif kind == "down":
            actions.pointer_action.pointer_down()
        else:
            actions.pointer_action.pointer_up()
        actions.perform()

    def check(self, selector: str) -> None:
        self.wait_for_selector(selector, "attached")
        if not self.evaluate("(selector) => document.querySelector(selector).checked", selector):
            self._element(self._in_view(selector)).click()

    def select_option(self, selector: str, value: str) -> None:
        from selenium.webdriver.support.select import Select

        self.wait_for_selector(selector)
        Select(self._element(self._in_view(selector))).select_by_value(value)

    def fill(self, selector: str, text: str) -> None:
        self.wait_for_selector(selector)
        element = self._element(selector)
        element.clear()
        if text:
            element.send_keys(text)

    def screenshot_of_viewport(self) -> bytes:
        """A PNG of what the viewport shows."""
        return self.driver.get_screenshot_as_png()

    # -- errors the page itself recorded (tests/e2e/hooked_site.py): WebKit's driver keeps no log
    def recorded_errors(self) -> list[str]:
        return json.loads(self.evaluate("sessionStorage.getItem('test:errors') || '[]'"))

    def _in_view(self, selector: str) -> str:
        """Scrolled to the middle of the screen, as a person would before a click: WebDriver
        scrolls an element only to the bottom edge, under the set-up's sticky Start bar."""
        self.evaluate(
            "(selector) => document.querySelector(selector).scrollIntoView({block: 'center', behavior: 'instant'})",
            selector,
        )
        return selector

    def _element(self, selector: str):
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def _until(self, done, timeout: int | None, what: str) -> None:
        deadline = time.monotonic() + (timeout or self.timeout_ms) / 1000
        while not done():
            if time.monotonic() > deadline:
                raise TimeoutError(what)
            time.sleep(self.POLL_S)
