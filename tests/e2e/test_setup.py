"""The set-up screen asks the engine for the usual target and shows it in the empty field."""

from driver import open_page


def test_the_empty_target_field_shows_the_engines_usual_target(page, site_url):
    open_page(page, site_url)
    placeholder = lambda: page.get_attribute("#target-input", "placeholder")  # noqa: E731
    page.wait_for_function("() => document.getElementById('target-input').placeholder !== ''")
    page.click(".segmented label:has(input[value='2'])")
    page.wait_for_function("() => document.getElementById('target-input').placeholder === '100'")
    page.click(".segmented label:has(input[value='3'])")
    page.wait_for_function("() => document.getElementById('target-input').placeholder === '61'")
    page.check("input[name=preset][value=partnership]")
    page.wait_for_function("() => document.getElementById('target-input').placeholder === '100'")
    assert placeholder() == "100"
