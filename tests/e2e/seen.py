"""What a person sees of the page's controls, in any engine: each one's whole text fits in
it (its geometry, measured with the font the engine applied), it lies within the
viewport, and its text stands out from what is painted behind it (the contrast measured
on the engine's own screenshot, not read from the styles: WebKit paints its own light
control under a select whatever the page's background says)."""

from __future__ import annotations

import io
import re
from pathlib import Path

from PIL import Image

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

# Every control of the header and the set-up screen, and the texts that name them.
CONTROLS = ", ".join(
    [
        ".topbar-tools select",
        ".topbar-tools button",
        "#setup-screen select",
        "#setup-screen input:not([type=radio]):not([type=checkbox])",
        "#setup-screen button",
        "#setup-screen legend",
        "#setup-screen .segmented span",
        "#setup-screen .preset strong",
    ]
)
MIN_CONTRAST = 3.0  # WCAG's least, for large text and the parts of controls

MEASURE = """(selector) => {
  const canvas = document.createElement("canvas").getContext("2d");
  const px = (value) => parseFloat(value) || 0;
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden" && box.width > 1 && box.height > 1;
  };
  const found = [...document.querySelectorAll(selector)].filter(shown);
  return found.map((el, index) => {
    el.dataset.seen = String(index);
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const field = el.tagName === "SELECT" || el.tagName === "INPUT";
    const text = el.tagName === "SELECT" ? (el.selectedOptions[0]?.text ?? "")
      : el.tagName === "INPUT" ? (el.value || el.placeholder)
      : el.innerText.trim();
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const textWidth = canvas.measureText(text).width;
    const left = px(style.borderLeftWidth) + px(style.paddingLeft);
    const right = px(style.borderRightWidth) + px(style.paddingRight);
    // a select drawn by the system keeps room for its arrow inside the content box
    const arrow = el.tagName === "SELECT" && style.appearance !== "none" ? 16 : 0;
    const room = field ? box.width - left - right - arrow : el.clientWidth + 1;
    const used = field ? textWidth : el.scrollWidth;
    const size = px(style.fontSize);
    const top = field ? (box.height - 1.2 * size) / 2 : 0;
    return {
      name: `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}${el.name ? "[name=" + el.name + "]" : ""} "${text}"`,
      selector: `[data-seen="${index}"]`,
      text, used, room,
      inside: box.left >= -0.5 && box.right <= innerWidth + 0.5,
      // the text's own box within the element, for the contrast (fields: where the text is drawn)
      crop: field ? [left, top, Math.min(textWidth, room), 1.2 * size] : [0, 0, box.width, box.height],
    };
  });
}"""
FORGET = "() => document.querySelectorAll('[data-seen]').forEach((el) => delete el.dataset.seen)"


def luminance(rgb: tuple[int, ...]) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def contrast_of_text(png: bytes, crop: list[float], scale: float) -> float:
    """The contrast between the most common colour in the text's box (what is behind the
    text) and the colour that stands out most from it (the text's strokes)."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    x, y, w, h = (round(v * scale) for v in crop)
    left, top, right, bottom = max(x, 0), max(y, 0), min(x + w, image.width), min(y + h, image.height)
    if right <= left or bottom <= top:
        raise AssertionError(f"the screenshot ({image.width}x{image.height}) misses the text's box {crop}")
    box = image.crop((left, top, right, bottom))
    colours = box.getcolors(maxcolors=box.width * box.height + 1) or []
    if not colours:
        return 1.0
    background = max(colours)[1]
    return max(ratio(background, colour) for _, colour in colours)


def text_box_on_screen(page, selector: str, crop: list[float]) -> tuple[bytes, list[float]]:
    """The screen with the element in view (a screenshot of the viewport: WebKitGTK's
    element screenshots come out black), and the text's box on it."""
    left, top = page.evaluate(
        """async (selector) => {
            const el = document.querySelector(selector);
            el.scrollIntoView({block: "center", behavior: "instant"});
            const painted = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
            await painted(); // the screen shows the scrolled page before it is taken
            const box = el.getBoundingClientRect();
            return [box.left, box.top];
        }""",
        selector,
    )
    if hasattr(page, "screenshot_of_viewport"):
        png = page.screenshot_of_viewport()
    else:  # caret and animations left alone: Playwright's style for them is an inline one the CSP refuses
        png = page.screenshot(animations="allow", caret="initial", scale="device")
    return png, [left + crop[0], top + crop[1], crop[2], crop[3]]


def keep_for_people(name: str, png: bytes, box: list[float], scale: float) -> None:
    """The screen where a control read badly, its text's box outlined, in test-artifacts/."""
    from PIL import ImageDraw

    image = Image.open(io.BytesIO(png)).convert("RGB")
    x, y, w, h = (v * scale for v in box)
    ImageDraw.Draw(image).rectangle((x - 2, y - 2, x + w + 2, y + h + 2), outline=(255, 0, 255), width=2)
    ARTIFACTS.mkdir(exist_ok=True)
    image.save(ARTIFACTS / ("seen-" + re.sub(r"[^\w-]+", "_", name)[:80] + ".png"))


def problems_seen(page) -> list[str]:
    """Every control that a person could not read whole, or at all; [] when all read well."""
    problems = []
    scale = page.evaluate("devicePixelRatio")
    if page.evaluate("document.documentElement.scrollWidth > innerWidth + 1"):
        problems.append("the page is wider than the screen")
    try:
        for control in page.evaluate(MEASURE, CONTROLS):
            name = control["name"]
            if not control["inside"]:
                problems.append(f"{name}: outside the screen")
            if control["used"] > control["room"] + 1:
                problems.append(f"{name}: its text needs {control['used']:.0f} px, it has {control['room']:.0f}")
            if control["text"]:
                png, box = text_box_on_screen(page, control["selector"], control["crop"])
                try:
                    contrast = contrast_of_text(png, box, scale)
                except AssertionError as missed:
                    raise AssertionError(f"{name}: {missed}") from None
                if contrast < MIN_CONTRAST:
                    problems.append(f"{name}: text contrast {contrast:.2f} (at least {MIN_CONTRAST})")
                    keep_for_people(name, png, box, scale)
    finally:
        page.evaluate(FORGET)
    return problems
