"""The share link: settings and a deal seed in the URL fragment. A good link sets up
the same match for everyone; a bad one is explained and the usual set-up is shown."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest
from blockdominoes.bridge import Bridge
from driver import ENGINE_TIMEOUT_MS, match_params, open_page, page_state, reload_and_continue, wait_for_decision
from mirror import Mirror, key

PRESETS = Bridge().call("options")["options"]["presets"]


def checked(page, name: str) -> str:
    return page.evaluate(f"document.querySelector('input[name={name}]:checked').value")


def test_a_link_sets_up_the_same_deals_and_the_page_shares_them(page, site_url):
    page.goto(site_url + "#players=3&preset=draw&seed=4242&target=50")
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    assert page.is_hidden("#link-problem")
    assert (checked(page, "players"), checked(page, "preset")) == ("3", "draw")
    assert page.input_value("#target-input") == "50"
    page.select_option("#speed-select", "instant")
    page.click("#start-button")
    mirror = Mirror(match_params(["human", "medium", "medium"], "draw", target=50, seed=4242))
    view = mirror.run_bots()
    if wait_for_decision(page) == "turn":
        assert page_state(page)["hand"] == [key(tile) for tile in view["hand"]]

    page.click("#share-button")
    link = urlparse(page.input_value("#share-url"))
    assert link.path == urlparse(site_url).path
    assert parse_qs(link.fragment) == {
        "players": ["3"],
        "preset": ["draw"],
        "seed": ["4242"],
        "target": ["50"],
        "seats": ["human,medium,medium"],
    }
    page.keyboard.press("Escape")
    assert page.is_hidden("#share")


def test_a_match_without_a_link_gets_a_fresh_seed_to_share(page, site_url):
    page.goto(site_url)
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    assert page.is_hidden("#share-button")
    page.click("#start-button")
    page.click("#share-button")
    fragment = parse_qs(urlparse(page.input_value("#share-url")).fragment)
    assert fragment["players"] == ["2"] and fragment["preset"] == ["classic"]
    assert 0 <= int(fragment["seed"][0]) <= 2**53 - 1


def test_a_resumed_match_is_shared_with_its_own_seed(page, site_url):
    open_page(page, site_url)
    page.select_option("#speed-select", "instant")
    page.click("#start-button")
    wait_for_decision(page)  # the bots have moved and the match is saved as it stands
    page.click("#share-button")
    link = page.input_value("#share-url")
    page.keyboard.press("Escape")

    def continue_after_reload():
        reload_and_continue(page)
        wait_for_decision(page)

    def change_saved_share(script: str):
        page.evaluate(f"""() => {{
            const record = JSON.parse(localStorage.getItem('blockdominoes.match'));
            {script};
            localStorage.setItem('blockdominoes.match', JSON.stringify(record));
        }}""")

    continue_after_reload()
    page.click("#share-button")
    assert page.input_value("#share-url") == link
    page.keyboard.press("Escape")

    # A save with no share settings (one made before they were kept) or broken ones
    # resumes without a link to share.
    for script in ("delete record.share", "record.share = 'players=9&seed=x'"):
        change_saved_share(script)
        continue_after_reload()
        assert page.is_hidden("#share-button")


BAD_LINKS = [
    ("players=5", "“players” is not valid (“5”)"),
    ("preset=poker&seed=1", "“preset” is not valid (“poker”)"),
    ("seed=-3", "“seed” is not valid (“-3”)"),
    ("seed=99999999999999999999", "“seed” is not valid"),
    ("target=0", "“target” is not valid (“0”)"),
    ("colour=red", "does not know (“colour”)"),
    ("seed=1&seed=2", "gives “seed” twice"),
    ("preset=partnership&players=2", "This link's game, Partnership, is for 4 players, not 2."),
    ("preset=quick&target=20", "This link's game, Quick game, has no target score, yet the link gives one (“20”)."),
    # a name the engine would refuse: which one, and why
    ("names=Ana,A%01B", "name “A\x01B” cannot be used: A name cannot hold control characters"),
    (f"names={'x' * 25},Bob", f"name “{'x' * 25}” cannot be used: The name is too long (at most 24 characters)."),
]


@pytest.mark.parametrize(("fragment", "message"), BAD_LINKS, ids=[f for f, _ in BAD_LINKS])
def test_a_bad_link_is_explained_and_the_usual_set_up_shown(page, site_url, fragment, message):
    page.goto(site_url + "#" + fragment)
    page.wait_for_selector("body[data-shell=ready]", state="attached")
    assert message in page.inner_text("#link-problem")
    assert page.inner_text("#link-problem").endswith("So the usual set-up is shown.")
    assert (checked(page, "players"), checked(page, "preset")) == ("2", "classic")
    assert page.input_value("#target-input") == ""


# The real cause of a bad link, and every problem it has, in each language; the games'
# names and the player counts they seat are the engine's (its `options`).
MANY_PROBLEMS = "preset=partnership&players=2&names=Ana,Bob,Cy&colour=red&seed=1&seed=2"


@pytest.mark.parametrize("lang", ["en", "pl", "fi"])
@pytest.mark.parametrize("viewport", [(360, 640), (1440, 900)], ids=["phone", "desktop"])
def test_a_bad_link_names_its_real_cause_and_every_problem(browser, site_url, lang, viewport):
    from localized import assert_no_axe_violations, catalogs, localized_page

    words = catalogs()[lang]
    partnership = next(p for p in PRESETS if p["id"] == "partnership")
    with localized_page(browser, site_url, lang, viewport={"width": viewport[0], "height": viewport[1]}) as page:
        # a partnership of two: told as such, and nothing is blamed on its names
        page.goto(site_url + "#preset=partnership&players=2&names=Ana,Bob")
        page.wait_for_selector("body[data-shell=ready]", state="attached")
        told = page.locator("#link-problem p").all_inner_texts()
        players = words["link.or"].join(str(n) for n in partnership["players"])
        game = words["preset.partnership"]
        cause = words["link.players"].replace("{game}", game).replace("{players}", players).replace("{value}", "2")
        assert told == [cause, words["link.usual"]]
        assert_no_axe_violations(page, f"{lang} {viewport}: a bad link's cause")

        page.goto(site_url + "#" + MANY_PROBLEMS)
        page.reload()
        page.wait_for_selector("body[data-shell=ready]", state="attached")
        items = page.locator("#link-problem li").all_inner_texts()
        assert items == [
            words["link.unknown"].replace("{name}", "colour"),
            words["link.twice"].replace("{name}", "seed"),
            cause,
            words["link.combination"]
            .replace("{name}", "names")
            .replace("{value}", "Ana,Bob,Cy")
            .replace("{count}", "2"),
        ]
        several = words["link.several"]
        assert page.locator("#link-problem > p").first.inner_text() == several.get("few", several["other"]).replace(
            "{count}", "4"
        )
        assert (checked(page, "players"), checked(page, "preset")) == ("2", "classic")
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport[0]
        assert_no_axe_violations(page, f"{lang} {viewport}: a bad link's problems")
