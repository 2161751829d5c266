#!/usr/bin/env python3
"""Build, serve and test the Block dominoes site (standard library only).

    python3 build.py build            assemble the static site in dist/
    python3 build.py serve [--port N] build, then serve dist/ on localhost
    python3 build.py test [ARGS...]   install what the tests need, build, run pytest

The site is plain static files that work under any sub-path:

    dist/index.html                       the only unversioned file
    dist/app/<hash>/main.js, engine-worker.js, site.css (and their source maps)
                                          the page, the engine's worker and the styles,
                                          bundled by esbuild (build_site/bundle.mjs)
    dist/pyodide/<version>/...            the pinned Pyodide runtime from npm
    dist/pyodide/<version>/<hash>/python_stdlib.zip
                                          its standard library: the modules a game imports, smallest source
    dist/engine/<hash>/blockdominoes-...zip
                                          the engine as micropip installed it at build time, compiled
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading
import tomllib
from pathlib import Path

from build_site.bytecode import compile_with_pyodide, compiled_engine, shipped_stdlib
from build_site.offline import add_offline_support
from build_site.wheels import write_record_and_zip

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
SHIPPED_PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")  # the rest the build replaces
MICROPIP_VERSION = "0.11.1"
PYODIDE_PYTHON = "3.14"
PYTHON_TAG = "cp" + PYODIDE_PYTHON.replace(".", "")  # compiled wheels load in this Python only


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(cmd: list[str], **kwargs) -> None:
    log("$ " + " ".join(str(part) for part in cmd))
    subprocess.run(cmd, check=True, cwd=ROOT, **kwargs)


def short_hash(*chunks: bytes) -> str:
    digest = hashlib.sha256()
    for chunk in chunks:
        digest.update(hashlib.sha256(chunk).digest())
    return digest.hexdigest()[:12]


# ---------------------------------------------------------------- npm / Pyodide


def pinned_pyodide_version() -> str:
    lock = json.loads((ROOT / "package-lock.json").read_text())
    return lock["packages"]["node_modules/pyodide"]["version"]


NODE_TOOLS = ("esbuild", "tsc", "prettier", "oxlint", "tsgolint")  # devDependencies: the build bundles, the gates check


def ensure_node_modules() -> Path:
    """Run `npm ci` (devDependencies included) when node_modules is missing, incomplete
    or was installed from another package-lock.json."""
    package = ROOT / "node_modules" / "pyodide"
    stamp = ROOT / "node_modules" / ".blockdominoes-lock"
    wanted = short_hash((ROOT / "package-lock.json").read_bytes())
    complete = all((package / name).exists() for name in PYODIDE_FILES) and all(
        (ROOT / "node_modules" / ".bin" / tool).exists() for tool in NODE_TOOLS
    )
    if not complete or not stamp.exists() or stamp.read_text() != wanted:
        run(["npm", "ci", "--include=dev", "--no-audit", "--no-fund"])
        stamp.write_text(wanted)
    return package


def ensure_micropip_wheel() -> Path:
    """Download the micropip wheel from PyPI once into .cache/wheels/ (the build's installer)."""
    folder = CACHE / "wheels"
    name = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
    wheel = folder / name
    if not wheel.exists():
        folder.mkdir(parents=True, exist_ok=True)
        run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--no-deps",
                "--python-version",
                PYODIDE_PYTHON,
                "--only-binary=:all:",
                f"micropip=={MICROPIP_VERSION}",
                "-d",
                str(folder),
            ]
        )
    return wheel


# ---------------------------------------------------------------- engine wheel


def engine_sources() -> list[Path]:
    package = ROOT / "py" / "blockdominoes"
    return sorted(
        path
        for path in package.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    )


def build_engine_wheel(folder: Path) -> Path:
    """Write a pure-Python (source) wheel of py/blockdominoes into folder."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    name, version = project["name"], project["version"]
    sources = engine_sources()
    if not sources:
        raise SystemExit("py/blockdominoes is empty: nothing to build")
    files = [(path.relative_to(ROOT / "py").as_posix(), path.read_bytes()) for path in sources]
    info = f"{name}-{version}.dist-info"
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {project.get('description', '')}\n"
    wheel_meta = "Wheel-Version: 1.0\nGenerator: blockdominoes-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files += [(f"{info}/METADATA", metadata.encode()), (f"{info}/WHEEL", wheel_meta.encode())]
    return write_record_and_zip(folder / f"{name}-{version}-py3-none-any.whl", info, files)


def in_hashed_folder(path: Path, root: Path) -> Path:
    """Move a file to root/<hash of its bytes>/, so that new contents get a new URL."""
    target = root / short_hash(path.read_bytes()) / path.name
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(path, target)
    return target


def compiled_runtime(package: Path, micropip: Path, dist: Path) -> dict[str, Path]:
    """Pyodide's files, the standard library a game imports, and the engine as micropip
    installed it, compiled (build_site/bytecode.py).

    npm's own files keep their names in pyodide/<version>/; what the build writes
    (standard library, engine) is named by its content, so only what changed gets a new URL.
    """
    staging = CACHE / "staging"
    shutil.rmtree(staging, ignore_errors=True)
    source_engine = build_engine_wheel(staging / "source")
    bytecode = compile_with_pyodide(package, micropip, source_engine, PYTHON_TAG, CACHE / "bytecode")
    pyodide_dir = dist / "pyodide" / pinned_pyodide_version()
    pyodide_dir.mkdir(parents=True)
    for name in SHIPPED_PYODIDE_FILES:
        shutil.copy2(package / name, pyodide_dir / name)
    stdlib = staging / "python_stdlib.zip"
    shipped_stdlib(package / "python_stdlib.zip", bytecode.stdlib, stdlib)
    engine = compiled_engine(bytecode, staging / f"{source_engine.name.split('-py3-')[0]}-{PYTHON_TAG}.zip")
    runtime = {
        "pyodide": pyodide_dir,
        "stdlib": in_hashed_folder(stdlib, pyodide_dir),
        "engine": in_hashed_folder(engine, dist / "engine"),
    }
    shutil.rmtree(staging)
    return runtime


# ---------------------------------------------------------------- our assets


# index.html's references to the sources, and the bundles build_site/bundle.mjs makes of them
BUNDLED = {
    'src="js/support/browser-check.js"': "browser-check.js",
    'src="js/main.js"': "main.js",
    'href="css/site.css"': "site.css",
}


def bundle(dist: Path, files: dict, benchmark: bool, network: dict | None) -> str:
    """The page, the engine's worker and the styles bundled into app/<hash of the bundles>/.

    files: the BUILD object the worker is given (URLs relative to it); benchmark: keep
    the benchmark's hooks in the worker; network: relays and STUN servers in place of
    js/network/network.json's. Returns the folder relative to dist/.
    """
    staging = CACHE / "bundle"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    options = staging / "options.json"
    options.write_text(
        json.dumps({"outdir": str(staging / "out"), "build": files, "benchmark": benchmark, "network": network})
    )
    run(["node", str(ROOT / "build_site" / "bundle.mjs"), str(options)], stdout=subprocess.DEVNULL)
    out = staging / "out"
    bundles = sorted(p for p in out.rglob("*") if p.is_file())
    app_dir = (
        dist / "app" / short_hash(*(p.relative_to(out).as_posix().encode() + b"\0" + p.read_bytes() for p in bundles))
    )
    shutil.move(out, app_dir)
    shutil.rmtree(staging)
    return app_dir.relative_to(dist).as_posix() + "/"


NETWORK = ROOT / "js" / "network" / "network.json"  # the relays and STUN servers online play uses
OPTIONS_BLOCK = '<script type="application/json" id="engine-options"></script>'
CSP_CONNECT = "connect-src 'self'"


def engine_options() -> dict:
    """The set-up's options as the engine serves them (the bridge's `options` command, in CPython)."""
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from blockdominoes.bridge import Bridge
    finally:
        sys.path.pop(0)
    return Bridge().call("options")["options"]


def write_index(dist: Path, app: str, relays: list[str]) -> None:
    """index.html with the bundles' URLs in place of the sources', the engine's set-up
    options in its JSON block, and exactly the online relays allowed to connect."""
    html = (ROOT / "index.html").read_text()
    for reference, name in BUNDLED.items():
        if html.count(reference) != 1:
            raise SystemExit(f"build.py: index.html should have {reference} once")
        attribute = reference.split("=")[0]
        html = html.replace(reference, f'{attribute}="{app}{name}"')
    for needed in (OPTIONS_BLOCK, CSP_CONNECT):
        if html.count(needed) != 1:
            raise SystemExit(f"build.py: index.html should have {needed} once")
    data = json.dumps(engine_options(), separators=(",", ":")).replace("</", "<\\/")  # a data block, never run
    html = html.replace(OPTIONS_BLOCK, OPTIONS_BLOCK.replace("></", f">{data}</"))
    html = html.replace(CSP_CONNECT, " ".join([CSP_CONNECT, *relays]))
    (dist / "index.html").write_text(html)


def build(dist: Path = DIST, *, benchmark: bool = False, network: dict | None = None) -> dict:
    """Assemble the whole site in dist/ and return its manifest.

    benchmark: the engine's worker keeps the hooks bench/ reads (a benchmark's own build);
    network: {"relays": [...], "stun": [...]} in place of js/network/network.json (tests:
    a relay on loopback and no STUN, or no relay at all).
    """
    package = ensure_node_modules()
    micropip = ensure_micropip_wheel()
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)

    runtime = compiled_runtime(package, micropip, dist)

    # Paths are relative to dist/; the worker turns them into URLs relative to itself.
    manifest = {key: path.relative_to(dist).as_posix() for key, path in runtime.items()}
    manifest["pyodide"] += "/"
    # The lock file Pyodide reads at start, without its package list: the site loads none of its packages.
    manifest["lock"] = {"info": json.loads((package / "pyodide-lock.json").read_text())["info"], "packages": {}}
    up = "../../"  # from app/<hash>/ back to dist/
    files = {key: up + value if isinstance(value, str) else value for key, value in manifest.items()}
    relays = (network or json.loads(NETWORK.read_text()))["relays"]
    manifest["app"] = bundle(dist, files, benchmark, network)
    write_index(dist, manifest["app"], relays)

    manifest["site"] = add_offline_support(dist)  # manifest, icons, sw.js (after every other file)
    (dist / "build-manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    log(f"built {dist} (site {manifest['site']}, {manifest['app']}, {manifest['engine']}, {manifest['stdlib']})")
    return manifest


# ---------------------------------------------------------------- serving


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
        ".zip": "application/zip",
        ".map": "application/json",
        ".svg": "image/svg+xml",
        ".webmanifest": "application/manifest+json",
    }

    def log_message(self, format, *args):  # noqa: A002 - signature from the base class
        if os.environ.get("BD_SERVER_LOG"):
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that closes a page mid-download is not a server error worth a traceback.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def make_server(directory: Path = DIST, port: int = 0) -> http.server.ThreadingHTTPServer:
    """A threaded static server for `directory` on 127.0.0.1 (port 0 = any free port)."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = SiteServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    return server


def serve_in_thread(directory: Path = DIST) -> tuple[http.server.ThreadingHTTPServer, str]:
    server = make_server(directory)
    threading.Thread(target=server.serve_forever, name="site-server", daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def serve(port: int, network: dict | None = None) -> None:
    build(network=network)
    server = make_server(DIST, port)
    print(f"Serving Block dominoes at http://localhost:{server.server_address[1]}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


# ---------------------------------------------------------------- tests


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_venv() -> Path:
    """Create .venv once and `pip install -e .[test]` whenever pyproject.toml changes."""
    python = venv_python()
    if not python.exists():
        run([sys.executable, "-m", "venv", str(VENV)])
    stamp = VENV / ".blockdominoes-installed"
    wanted = short_hash((ROOT / "pyproject.toml").read_bytes())
    if not stamp.exists() or stamp.read_text() != wanted:
        run([str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
        run([str(python), "-m", "pip", "install", "--quiet", "-e", ".[test]"])
        stamp.write_text(wanted)
    return python


def gates(python: Path) -> list[str]:
    """Lint, format, type and unit checks of the Python and the JavaScript; the names of those that failed."""
    bin_dir = python.parent
    npx = lambda tool: [str(ROOT / "node_modules" / ".bin" / tool)]  # noqa: E731
    checks = {
        "ruff check": [str(bin_dir / "ruff"), "check", "."],
        "ruff format": [str(bin_dir / "ruff"), "format", "--check", "."],
        "mypy": [str(bin_dir / "mypy")],
        "tsc (page)": npx("tsc") + ["-p", "tsconfig.json"],
        "tsc (worker)": npx("tsc") + ["-p", "tsconfig.worker.json"],
        "tsc (strict)": npx("tsc") + ["-p", "tsconfig.strict.json"],
        "oxlint": npx("oxlint") + ["js", "build_site", "tests/js", "bench"],  # .oxlintrc.json
        "prettier": npx("prettier") + ["--check", "--log-level", "warn", *PRETTIER_FILES],
        "node --test": ["node", "--test", "tests/js/"],
    }
    failed = []
    for name, cmd in checks.items():
        log("$ " + " ".join(cmd))
        if subprocess.run(cmd, cwd=ROOT).returncode != 0:
            failed.append(name)
    return failed


PRETTIER_FILES = [
    "js/**/*.{js,d.ts}",
    "build_site/**/*.{js,mjs}",
    "tests/**/*.{js,mjs}",
    "bench/**/*.{js,mjs}",
    "css/site.css",
    "*.json",
    ".github/**/*.yml",
]


def test(pytest_args: list[str]) -> int:
    python = ensure_venv()
    ensure_node_modules()
    failed = gates(python)
    if failed:
        log("failed: " + ", ".join(failed))
        return 1
    build()
    env = {**os.environ, "BD_DIST_BUILT": "1"}
    # Named tests (a path, or a path::test) run alone; otherwise the whole of tests/.
    named = any(not arg.startswith("-") and (ROOT / arg.split("::")[0]).exists() for arg in pytest_args)
    cmd = [str(python), "-m", "pytest", *([] if named else ["tests"]), *pytest_args]
    log("$ " + " ".join(cmd))
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    build_cmd = commands.add_parser("build", help="assemble the static site in dist/")
    serve_cmd = commands.add_parser("serve", help="build, then serve dist/ on localhost")
    serve_cmd.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000, 0 = any free port)")
    for command in (build_cmd, serve_cmd):
        command.add_argument(
            "--relay",
            action="append",
            metavar="URL",
            help="online play finds peers through this relay only (repeatable; e.g. a self-hosted ws://127.0.0.1:6969)",
        )
        command.add_argument(
            "--no-stun", action="store_true", help="online play asks no STUN server (one network, tests)"
        )
    commands.add_parser("test", help="install test needs, build, run every test suite (extra args go to pytest)")
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "test":
        parser.error(f"unrecognised arguments: {' '.join(extra)}")
    network = None
    if args.command in ("build", "serve") and (args.relay or args.no_stun):
        default = json.loads(NETWORK.read_text())
        network = {"relays": args.relay or default["relays"], "stun": [] if args.no_stun else default["stun"]}
    try:
        if args.command == "build":
            build(network=network)
            return 0
        if args.command == "serve":
            serve(args.port, network)
            return 0
        return test(extra)
    except subprocess.CalledProcessError as error:
        log(f"failed: {error}")
        return error.returncode or 1


if __name__ == "__main__":
    sys.exit(main())
