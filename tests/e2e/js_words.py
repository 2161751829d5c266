"""The page's own texts, read from its sources by Node.js, so that a test compares what a
browser shows with exactly what the page holds."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def unsupported_words() -> dict[str, dict[str, str]]:
    """js/support/unsupported-words.js's message to an old browser, by language."""
    script = "import('./js/support/unsupported-words.js').then((m) => console.log(JSON.stringify(m.UNSUPPORTED)))"
    out = subprocess.run(["node", "-e", script], cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return json.loads(out)
