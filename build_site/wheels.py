"""Reproducible zip archives and wheels: fixed timestamps, fixed order, a fresh RECORD."""

from __future__ import annotations

import base64
import hashlib
import zipfile
from collections.abc import Iterable
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


def write_record_and_zip(path: Path, info_dir: str, files: list[tuple[str, bytes]]) -> Path:
    """Zip files plus <info_dir>/RECORD, the list of every file with its hash and size
    (a wheel, or a distribution's files as installed in site-packages)."""
    record = []
    for name, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(f"{info_dir}/RECORD,,")
    write_zip(path, [*files, (f"{info_dir}/RECORD", ("\n".join(record) + "\n").encode())])
    return path
