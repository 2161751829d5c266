"""Errors are seen: a defect in drawing or telling what the engine answered reaches
the browser's console (so every test's console guard sees it), instead of leaving a
table that silently stopped. The defects are made by breaking a DOM method the page
uses, from the test alone: the page has no hook for it."""

from __future__ import annotations

from driver import open_page, play_first_playable, set_up, wait_for_decision

# Throws from Element.replaceChildren / Node.appendChild on the element named in
# window.__brokenOn = {method, id}, once the test sets it.
BREAKABLE_DOM = """
(() => {
  const breakable = (name, original) =>
    function (...args) {
      const broken = window.__brokenOn;
      if (broken && broken.method === name && this.id === broken.id)
        throw new Error(`${name} on #${this.id}, broken on purpose`);
      return original.apply(this, args);
    };
  Element.prototype.replaceChildren = breakable("replaceChildren", Element.prototype.replaceChildren);
  Node.prototype.appendChild = breakable("appendChild", Node.prototype.appendChild);
})();
"""


def break_dom(page, method: str, element_id: str) -> None:
    page.evaluate("([method, id]) => { window.__brokenOn = { method, id }; }", [method, element_id])


def test_a_defect_drawing_the_table_after_the_engine_answered_is_reported(page, site_url):
    page.add_init_script(BREAKABLE_DOM)
    open_page(page, site_url, seed=3)
    set_up(page, ["human", "medium"])
    break_dom(page, "replaceChildren", "opponents")  # the table's first drawing, after new_match
    with page.expect_event("pageerror") as error:
        page.click("#start-button")
    assert "replaceChildren on #opponents, broken on purpose" in str(error.value)
    assert page.watch.errors, "the console guard saw it too"
    page.watch.errors.clear()  # expected here


def test_a_defect_telling_the_player_s_own_move_is_reported(page, site_url):
    page.add_init_script(BREAKABLE_DOM)
    open_page(page, site_url, seed=5)
    set_up(page, ["human", "medium"])
    page.click("#start-button")
    assert wait_for_decision(page) == "turn"
    entries = page.locator("#move-log li").count()
    break_dom(page, "appendChild", "move-log")  # the log line of the move, after the engine took it
    with page.expect_event("pageerror") as error:
        if page.is_visible("#pass-button"):
            page.click("#pass-button")
        else:
            play_first_playable(page)
    assert "appendChild on #move-log, broken on purpose" in str(error.value)
    assert page.locator("#move-log li").count() == entries
    page.watch.errors.clear()  # expected here
