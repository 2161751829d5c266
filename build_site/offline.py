"""The installable, offline site: manifest, icons and a service worker whose
precache list is every file build.py wrote that the game needs."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .icons import domino_icon

HERE = Path(__file__).resolve().parent
WORKER_NAME = "sw.js"
MANIFEST_NAME = "manifest.webmanifest"
# Written for people and developer tools, never fetched by the game.
NOT_PRECACHED = {WORKER_NAME, "build-manifest.json"}
NOT_PRECACHED_SUFFIXES = (".map",)  # source maps
ICONS = (
    ("icons/icon-192.png", 192, 1.0, "any"),
    ("icons/icon-512.png", 512, 1.0, "any"),
    ("icons/icon-maskable-512.png", 512, 0.72, "maskable"),
)
THEME = "#0e2f1f"
BACKGROUND = "#134a2d"


def write_icons(dist: Path) -> list[dict]:
    entries = []
    for path, size, safe_zone, purpose in ICONS:
        target = dist / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(domino_icon(size, safe_zone))
        entries.append({"src": path, "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose})
    return entries


def write_manifest(dist: Path) -> None:
    """The web app manifest; every URL is relative to it, so any sub-path works."""
    manifest = {
        "name": "Block dominoes",
        "short_name": "Dominoes",
        "description": "Block dominoes with the double-six set against the computer or friends, offline.",
        "id": "./",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "theme_color": THEME,
        "background_color": BACKGROUND,
        "icons": write_icons(dist),
    }
    (dist / MANIFEST_NAME).write_text(json.dumps(manifest, indent=2) + "\n")


def precache_list(dist: Path) -> list[str]:
    files = []
    for path in sorted(dist.rglob("*")):
        relative = path.relative_to(dist)
        if path.is_file() and relative.as_posix() not in NOT_PRECACHED and path.suffix not in NOT_PRECACHED_SUFFIXES:
            files.append(relative.as_posix())
    return files


def write_service_worker(dist: Path) -> str:
    """Write dist/sw.js for what dist/ holds now; returns the cache version.

    The version is a hash of every precached file, so any change to the site makes a
    new worker (a byte-different sw.js), which the browser installs beside the old one.
    """
    files = precache_list(dist)
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + hashlib.sha256((dist / name).read_bytes()).digest())
    version = digest.hexdigest()[:12]
    header = (
        "// Written by build.py: the files of this version of the site, relative to this worker.\n"
        f"const VERSION = {json.dumps(version)};\n"
        f"const PRECACHE = {json.dumps(files, indent=0)};\n"
    )
    (dist / WORKER_NAME).write_text(header + (HERE / "service-worker.js").read_text())
    return version


def add_offline_support(dist: Path) -> str:
    write_manifest(dist)
    return write_service_worker(dist)
