"""Runs inside the pinned Pyodide under Node.js, called by build_site/precompile.mjs.

After the engine has started the way the game's worker starts it and has played a
little, it lists the standard-library files that were imported, and writes the
bytecode of those files, of micropip and of the engine to /out. The bytecode is
"unchecked hash" .pyc: it depends on the source only, so builds are reproducible.
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


def imported_from(prefix: str) -> list[str]:
    """Paths, relative to prefix, of the source files of every module imported so far."""
    names = set()
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None)
        if isinstance(origin, str) and origin.startswith(prefix) and origin.endswith(".py"):
            names.add(origin[len(prefix):])
    return sorted(names)


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


def precompile(stdlib_zip: str, micropip_wheel: str, engine_wheel: str, site_packages: str) -> None:
    stdlib_prefix = stdlib_zip + "/"
    report = {
        "stdlib": compile_archive("stdlib", stdlib_zip, stdlib_prefix, imported_from(stdlib_prefix)),
        "micropip": compile_archive("micropip", micropip_wheel, site_packages + "/"),
        "engine": compile_archive("engine", engine_wheel, site_packages + "/"),
        "magic": importlib.util.MAGIC_NUMBER.hex(),
    }
    (OUT / "report.json").write_text(json.dumps(report, indent=1))
