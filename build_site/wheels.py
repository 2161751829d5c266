"""Reproducible zip archives and wheels: fixed timestamps, fixed order, a fresh RECORD."""

from __future__ import annotations

import base64
import hashlib
import zipfile
from collections.abc import Callable, Iterable
from pathlib import Path

FIXED_TIME = (1980, 1, 1, 0, 0, 0)


def read_zip(path: Path) -> list[tuple[str, bytes]]:
    with zipfile.ZipFile(path) as archive:
        return [(info.filename, archive.read(info)) for info in archive.infolist() if not info.is_dir()]


def write_zip(path: Path, entries: Iterable[tuple[str, bytes]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries:
            entry = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            archive.writestr(entry, data)


def write_wheel(path: Path, info_dir: str, files: list[tuple[str, bytes]]) -> Path:
    """Write files plus <info_dir>/RECORD, the list of every file with its hash and size."""
    record = []
    for name, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(f"{info_dir}/RECORD,,")
    write_zip(path, [*files, (f"{info_dir}/RECORD", ("\n".join(record) + "\n").encode())])
    return path


def rewrite_wheel(
    source: Path, folder: Path, python_tag: str, transform: Callable[[str, bytes], tuple[str, bytes]]
) -> Path:
    """A copy of a wheel with each file passed through transform and a new Python tag."""
    name, version, _python, abi, platform = source.stem.split("-")
    entries = read_zip(source)
    info_dir = next(arcname.rsplit("/", 1)[0] for arcname, _ in entries if arcname.endswith(".dist-info/WHEEL"))
    files = []
    for arcname, data in entries:
        if arcname == f"{info_dir}/RECORD":
            continue
        if arcname == f"{info_dir}/WHEEL":
            lines = data.decode().splitlines()
            tags = [line for line in lines if line.startswith("Tag:")]
            lines = [line for line in lines if not line.startswith("Tag:")] + [f"Tag: {python_tag}-{abi}-{platform}"]
            if len(tags) != 1:
                raise SystemExit(f"build: {source.name} has {len(tags)} tags; expected one")
            data = ("\n".join(lines) + "\n").encode()
        files.append(transform(arcname, data))
    return write_wheel(folder / f"{name}-{version}-{python_tag}-{abi}-{platform}.whl", info_dir, files)
