"""Runs inside the pinned Pyodide under Node.js, called by build_site/precompile.mjs.

Once the engine has started the way the game's worker starts it and has played a game
of every kind, precompile.mjs hands over the files of the modules then imported; this
writes the bytecode of the whole engine (its installed files) and the smallest source of
the standard-library modules imported to /out.

The engine's bytecode is "unchecked hash" .pyc: it depends on the source only, so builds
are reproducible. The standard library goes as source with its docstrings and comments
left out (Pyodide's own packages keep their docstrings, which it reads): a third of its
bytecode's size on the wire (0.35 MB against 1.2 MB), the difference a first visit on a
phone's connection waits for; Python compiles it at the start, as it compiles npm's.
"""

import ast
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


def compile_archive(group: str, archive: str, prefix: str) -> list[str]:
    """Compile the .py files of a zip; returns those compiled."""
    done = []
    with zipfile.ZipFile(archive) as source:
        for name in source.namelist():
            if name.endswith(".py"):
                pyc = bytecode(source.read(name), prefix + name)
                if pyc is not None:
                    write(group, name, pyc)
                    done.append(name)
    return done


KEEP_DOCSTRINGS = ("pyodide/", "_pyodide/")  # Pyodide sets its JavaScript objects' docs from them


class WithoutDocstrings(ast.NodeTransformer):
    """A module's tree without the docstrings of the module, its classes and functions."""

    def drop(self, node):
        self.generic_visit(node)
        first = node.body[0] if node.body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
            node.body = node.body[1:] or [ast.Pass()]
        return node

    visit_Module = visit_ClassDef = visit_FunctionDef = visit_AsyncFunctionDef = drop


def smallest_source(source: bytes, name: str) -> bytes:
    """The module's source as ast.unparse writes it (no comments, no layout), without
    docstrings; checked to parse to the very tree it was written from."""
    tree = ast.parse(source, name)
    if not name.startswith(KEEP_DOCSTRINGS):
        tree = WithoutDocstrings().visit(tree)
    text = ast.unparse(tree)
    if ast.dump(ast.parse(text)) != ast.dump(tree):
        raise SystemExit(f"build: {name} does not come back the same from ast.unparse")
    return text.encode()


def smallest_sources(archive: str, only: list[str]) -> list[str]:
    """The listed .py files of a zip in their smallest source, to /out/stdlib; returns them."""
    with zipfile.ZipFile(archive) as source:
        for name in only:
            target = OUT / "stdlib" / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(smallest_source(source.read(name), name))
    return only


def precompile(origins_json: str, stdlib_zip: str, engine_archive: str, site_packages: str) -> None:
    """origins_json: the files of the modules the game imported (taken before this file ran);
    engine_archive: the engine's installed files, as paths relative to site-packages."""
    stdlib_prefix = stdlib_zip + "/"
    report = {
        "stdlib": smallest_sources(stdlib_zip, under(stdlib_prefix, json.loads(origins_json))),
        "engine": compile_archive("engine", engine_archive, site_packages + "/"),
        "python": f"cp{sys.version_info.major}{sys.version_info.minor}",
    }
    (OUT / "report.json").write_text(json.dumps(report, indent=1))
