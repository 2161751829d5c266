"""The one rule for player names (py/blockdominoes/names.py), held against the page's copy
(js/setup/player-name.js, run in Node): the shared cases of tests/data/names.json, every
code point on which JavaScript's trim() and Python's strip() disagree, every code point
alone, and random text."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from blockdominoes.bridge import Bridge
from blockdominoes.names import MAX_NAME, MIN_NAME, REASONS, WHITESPACE, BadName, clean_name
from hypothesis import given, settings
from hypothesis import strategies as st
from support import ask

ROOT = Path(__file__).resolve().parents[2]
TABLE = json.loads((ROOT / "tests/data/names.json").read_text(encoding="utf-8"))
LIMITS = TABLE["limits"]
NODE_RULE = ROOT / "tests/js/support/player-name-lines.mjs"


def engine_rule(text: str, limits: dict = LIMITS) -> dict:
    """The engine's answer in the page's shape: {ok, name} or {ok, reason}."""
    try:
        return {"ok": True, "name": clean_name(text, limits["min"], limits["max"])}
    except BadName as refusal:
        return {"ok": False, "reason": refusal.reason}


def expected(case: dict) -> dict:
    return {"ok": True, "name": case["name"]} if "name" in case else {"ok": False, "reason": case["reason"]}


class PageRule:
    """The page's rule in one Node process, asked a line at a time."""

    def __init__(self) -> None:
        node = shutil.which("node")
        if node is None:
            pytest.fail("node is needed to run the page's name rule")
        self.process = subprocess.Popen(
            [node, str(NODE_RULE)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8"
        )

    def ask(self, request: dict) -> object:
        assert self.process.stdin is not None and self.process.stdout is not None
        # ASCII JSON: a lone surrogate travels as its \\u escape, as it does on the bridge.
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        assert line, f"the page's name rule stopped (exit {self.process.poll()})"
        return json.loads(line)

    def check(self, texts: list[str], limits: dict = LIMITS) -> list[dict]:
        answer = self.ask({"limits": limits, "texts": texts})
        assert isinstance(answer, list)
        return answer

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        assert self.process.wait(timeout=30) == 0


@pytest.fixture(scope="module")
def page_rule():
    rule = PageRule()
    yield rule
    rule.close()


def test_the_whitespace_is_exactly_what_isspace_accepts():
    assert sorted(WHITESPACE) == [chr(code) for code in range(sys.maxunicode + 1) if chr(code).isspace()]
    assert len(set(WHITESPACE)) == len(WHITESPACE)


def test_the_options_tell_the_limits_the_rule_keeps():
    options = Bridge().call("options")["options"]
    assert options["name_length"] == {"min": MIN_NAME, "max": MAX_NAME} == LIMITS


@pytest.mark.parametrize("case", TABLE["cases"], ids=lambda case: case["why"])
def test_the_shared_cases(case):
    assert engine_rule(case["input"], case.get("limits", LIMITS)) == expected(case)


def test_the_shared_cases_cover_every_reason():
    assert {case["reason"] for case in TABLE["cases"] if "reason" in case} == set(REASONS)


@pytest.mark.parametrize("case", [c for c in TABLE["cases"] if "limits" not in c], ids=lambda case: case["why"])
def test_new_match_takes_or_refuses_a_name_by_the_rule(case):
    """The bridge: a name kept stripped, or bad_request naming the reason."""
    answer = ask(Bridge(), cmd="new_match", seed=1, seats=[{"type": "human", "name": case["input"]}, {"type": "human"}])
    if "name" in case:
        assert answer["ok"], answer
        assert answer["result"]["view"]["seats"][0]["name"] == case["name"]
    else:
        assert not answer["ok"]
        assert answer["error"]["code"] == "bad_request"
        assert f"seats[0].name is refused ({case['reason']})" in answer["error"]["message"]


def test_a_name_that_is_no_text_is_refused():
    answer = ask(Bridge(), cmd="new_match", seats=[{"type": "human", "name": 7}, {"type": "human"}])
    assert answer["error"]["code"] == "bad_request" and "seats[0].name must be text" in answer["error"]["message"]


def test_the_page_passes_the_shared_cases(page_rule):
    for limits in [LIMITS, {"min": 3, "max": 5}]:
        cases = [case for case in TABLE["cases"] if case.get("limits", LIMITS) == limits]
        assert page_rule.check([case["input"] for case in cases], limits) == [expected(case) for case in cases]


def test_where_trim_and_strip_disagree_both_rules_agree(page_rule):
    """Every code point that JavaScript's trim() and Python's strip() treat differently
    alone (with Node 20 and Python 3.11: U+001C-U+001F and U+0085, whitespace to Python
    only, and U+FEFF, to JavaScript only): the engine and the page take the same name
    made of it alone, or with it before, after or inside a name."""
    trimmed = set(page_rule.ask({"trimmed": True}))
    stripped = {code for code in range(sys.maxunicode + 1) if not chr(code).strip()}
    differing = sorted(trimmed ^ stripped)
    assert differing, "trim() and strip() agree everywhere now: the rule still holds, this test checks nothing"
    texts = [form.format(c=chr(code)) for code in differing for form in ("{c}", "{c}Ana", "Ana{c}", "An{c}a")]
    assert page_rule.check(texts) == [engine_rule(text) for text in texts]


def test_every_code_point_alone_gets_one_answer(page_rule):
    """Each of the 1,114,112 code points as a name of one character."""

    def letter(answer: dict, char: str) -> str:
        if answer["ok"]:
            return "+" if answer["name"] == char else "!"
        return str(REASONS.index(answer["reason"]))

    engine = "".join(letter(engine_rule(chr(code)), chr(code)) for code in range(sys.maxunicode + 1))
    page = page_rule.ask({"limits": LIMITS, "alone": True})
    assert isinstance(page, str) and len(page) == len(engine)
    differ = [f"U+{code:04X}" for code, (a, b) in enumerate(zip(engine, page, strict=True)) if a != b]
    assert not differ, differ[:20]


# Text as it reaches a rule: plenty of spaces, controls and surrogates, some letters and emoji.
NAME_CHARS = st.one_of(
    st.sampled_from(WHITESPACE + "\ufeff\u180e\u200b"),
    st.characters(max_codepoint=0xA0),
    st.integers(0xD800, 0xDFFF).map(chr),
    st.characters(),
)
TEXTS = st.lists(st.text(NAME_CHARS, max_size=30), min_size=1, max_size=40)


@settings(max_examples=150, deadline=None)
@given(texts=TEXTS, low=st.integers(0, 4), extra=st.integers(0, 30))
def test_random_text_gets_the_same_answer_from_both(page_rule, texts, low, extra):
    # JSON joins a high and a low surrogate that stand side by side into one character,
    # on the bridge as here: the rules are compared on text as it arrives.
    texts = [json.loads(json.dumps(text)) for text in texts]
    limits = {"min": low, "max": low + extra}
    assert page_rule.check(texts, limits) == [engine_rule(text, limits) for text in texts]


def test_a_save_is_held_to_the_same_rule():
    bridge = Bridge()
    bridge.call("new_match", seed=3, seats=[{"type": "human", "name": " Ana\x85"}, {"type": "bot", "level": "easy"}])
    state = bridge.call("save")["state"]
    assert state["seats"][0]["name"] == "Ana"  # kept stripped
    state["seats"][0]["name"] = "A\tna"
    answer = ask(Bridge(), cmd="load", state=state)
    assert answer["error"]["code"] == "bad_state" and answer["error"]["reason"] == "damaged"
    assert "refused (control)" in answer["error"]["message"]
