"""Runs inside the pinned Pyodide under Node.js, called by build_site/precompile.mjs.

Once the engine has started the way the game's worker starts it and has played a
little, precompile.mjs hands over the files of the modules then imported; this writes
the bytecode of the standard-library ones and of the whole engine (its installed
files) to /out. The bytecode is "unchecked hash" .pyc: it depends on the source only,
so builds are reproducible.
"""

import importlib.util
import json
import sys
import zipfile
from importlib import _bootstrap_external
from pathlib import Path

OUT = Path("/out")


def bytecode(source: bytes, filename: str) -> bytes | None:
    """The .pyc of one source file, or None for a file that does not compile."""
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError:
        return None
    return bytes(_bootstrap_external._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def under(prefix: str, origins: list[str]) -> list[str]:
    """Paths, relative to prefix, of the source files among origins that are under it."""
    return sorted({origin[len(prefix) :] for origin in origins if origin.startswith(prefix) and origin.endswith(".py")})


def write(group: str, arcname: str, pyc: bytes) -> None:
    target = OUT / group / (arcname[:-3] + ".pyc")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(pyc)


def compile_archive(group: str, archive: str, prefix: str, only: list[str] | None = None) -> list[str]:
    """Compile the .py files of a zip (all, or only the listed ones); returns those compiled."""
    done = []
    with zipfile.ZipFile(archive) as source:
        for name in source.namelist():
            if name.endswith(".py") and (only is None or name in only):
                pyc = bytecode(source.read(name), prefix + name)
                if pyc is not None:
                    write(group, name, pyc)
                    done.append(name)
    return done


def precompile(origins_json: str, stdlib_zip: str, engine_archive: str, site_packages: str) -> None:
    """origins_json: the files of the modules the game imported (taken before this file ran);
    engine_archive: the engine's installed files, as paths relative to site-packages."""
    stdlib_prefix = stdlib_zip + "/"
    report = {
        "stdlib": compile_archive("stdlib", stdlib_zip, stdlib_prefix, under(stdlib_prefix, json.loads(origins_json))),
        "engine": compile_archive("engine", engine_archive, site_packages + "/"),
        "python": f"cp{sys.version_info.major}{sys.version_info.minor}",
    }
    (OUT / "report.json").write_text(json.dumps(report, indent=1))
