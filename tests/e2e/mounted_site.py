"""A static server that mounts a built site under a sub-path (as GitHub Pages does
for a project site) and can switch to another build in place, like a new deploy."""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path

import build


class MountedSite:
    def __init__(self, directory: Path, prefix: str = "/some/sub/path/"):
        self.directory = directory
        self.prefix = prefix
        self.requests: list[str] = []
        site = self

        class Handler(build.SiteHandler):
            def translate_path(self, path):
                site.requests.append(path)
                if not path.startswith(site.prefix):
                    return str(site.directory / "no-such-file")  # 404 outside the mount
                self.directory = str(site.directory)
                return super().translate_path("/" + path[len(site.prefix) :])

        self.server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(Handler, directory=str(directory))
        )
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.url = self.origin + prefix

    def deploy(self, directory: Path) -> None:
        """Serve another build from now on (the next request already gets it)."""
        self.directory = directory

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
