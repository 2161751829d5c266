"""A real Nostr relay on loopback for the online-play tests (PyPI's nostr-relay, not a mock).

trystero's Nostr strategy finds peers by publishing ephemeral events to relays; this
relay passes them on between the test's browser contexts exactly as a public one would.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

CONFIG = """\
DEBUG: false
storage:
  sqlalchemy.url: sqlite+aiosqlite:///{db}
  num_concurrent_reqs: 10
  num_concurrent_adds: 2
  validators:
    - nostr_relay.validators.is_not_too_large
    - nostr_relay.validators.is_signed
    - nostr_relay.validators.is_recent
verification:
  nip05_verification: disabled
gunicorn:
  bind: 127.0.0.1:{port}
  workers: 1
  loglevel: warning
  reload: false
authentication:
  enabled: false
message_timeout: 1800
subscription_limit: 64
max_limit: 6000
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class LocalRelay:
    """``nostr-relay serve`` in a folder of its own; ``url`` is its ws:// address."""

    def __init__(self, folder: Path, port: int | None = None):
        self.port = port or free_port()
        self.url = f"ws://127.0.0.1:{self.port}"
        folder.mkdir(parents=True, exist_ok=True)
        config = folder / "relay.yaml"
        config.write_text(CONFIG.format(db=(folder / "relay.sqlite3").resolve(), port=self.port))
        self.log = (folder / "relay.log").open("w")
        command = [sys.executable, "-c", "import sys; from nostr_relay.cli import main; sys.exit(main())"]
        self.process = subprocess.Popen(
            [*command, "-c", str(config), "serve"], stdout=self.log, stderr=subprocess.STDOUT
        )
        self._wait()

    def _wait(self, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"nostr-relay stopped at once; see {self.log.name}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"nostr-relay did not listen on {self.port} within {timeout} s")

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()
