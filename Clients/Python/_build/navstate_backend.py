"""The package's build backend (PEP 517, in-tree through ``backend-path``): the standard library
alone, so that ``pip install ./Clients/Python`` downloads nothing but the dependencies.

Why not setuptools or hatchling: pip builds in an isolated environment and fetches the backend
from the index there (no download: no install); with ``--no-build-isolation`` the setuptools
that Python 3.10's and 3.11's venvs come with (65.5) cannot make a wheel without the ``wheel``
package, and 3.12's venvs have no setuptools at all.

It reads ``[project]`` of pyproject.toml (a subset: ``key = "string"`` and arrays of strings,
tables such as ``[project.entry-points.pytest11]``; anything else stops the build with the line)
and packs ``src/navstate`` as a pure-Python wheel (PEP 427), an sdist, or an editable wheel
(PEP 660: a ``.pth`` naming ``src``).
"""

from __future__ import annotations

import ast
import base64
import hashlib
import io
import os
import re
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "navstate"
_KEY = re.compile(r"^([A-Za-z0-9_-]+)\s*=\s*(.*)$", re.DOTALL)
_TABLE = re.compile(r"^\[([A-Za-z0-9_.-]+)\]\s*(#.*)?$")


def read_pyproject(path: Path = ROOT / "pyproject.toml") -> dict[str, dict[str, object]]:
    """The tables of pyproject.toml whose values are strings or arrays of strings (the rest are
    skipped whole: [build-system] and [tool.*] are not read here)."""
    tables: dict[str, dict[str, object]] = {}
    current: str | None = None
    pending = ""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if pending:
            pending += "\n" + line
            if pending.count("[") > pending.count("]"):
                continue
            line, pending = pending, ""
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        table = _TABLE.match(stripped)
        if table:
            current = table.group(1)
            tables.setdefault(current, {})
            continue
        if current is None or not (current == "project" or current.startswith("project.")):
            continue
        key = _KEY.match(stripped)
        if not key:
            raise ValueError(f"pyproject.toml:{number}: not read by navstate_backend: {line}")
        value = key.group(2)
        if value.startswith("[") and value.count("[") > value.count("]"):
            pending = f"{key.group(1)} = {value}"
            continue
        try:
            parsed = ast.literal_eval(value)
        except (SyntaxError, ValueError) as error:
            raise ValueError(f"pyproject.toml:{number}: only strings and arrays of strings are read here: {line}") from error
        if not (isinstance(parsed, str) or (isinstance(parsed, list) and all(isinstance(item, str) for item in parsed))):
            raise ValueError(f"pyproject.toml:{number}: only strings and arrays of strings are read here: {line}")
        tables[current][key.group(1)] = parsed
    return tables


def _strings(value: object) -> list[str]:
    return [str(item) for item in value] if isinstance(value, list) else []


def _project() -> dict[str, dict[str, object]]:
    return read_pyproject()


def _names() -> tuple[str, str]:
    project = _project()["project"]
    return str(project["name"]), str(project["version"])


def _metadata() -> str:
    tables = _project()
    project = tables["project"]
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {project['name']}",
        f"Version: {project['version']}",
        f"Summary: {project.get('description', '')}",
    ]
    if "requires-python" in project:
        lines.append(f"Requires-Python: {project['requires-python']}")
    lines += [f"Classifier: {classifier}" for classifier in _strings(project.get("classifiers"))]
    lines += [f"Requires-Dist: {requirement}" for requirement in _strings(project.get("dependencies"))]
    readme = project.get("readme")
    body = ""
    if isinstance(readme, str):
        lines.append("Description-Content-Type: text/markdown")
        body = (ROOT / readme).read_text(encoding="utf-8")
    return "\n".join(lines) + "\n\n" + body


def _entry_points() -> str:
    sections = []
    for table, values in _project().items():
        if table.startswith("project.entry-points."):
            group = table[len("project.entry-points.") :]
            sections.append(f"[{group}]\n" + "".join(f"{name} = {target}\n" for name, target in values.items()))
    return "\n".join(sections)


def _dist_info_files() -> dict[str, bytes]:
    name, version = _names()
    dist_info = f"{name}-{version}.dist-info"
    return {
        f"{dist_info}/METADATA": _metadata().encode(),
        f"{dist_info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: navstate_backend\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        f"{dist_info}/entry_points.txt": _entry_points().encode(),
        f"{dist_info}/top_level.txt": f"{PACKAGE}\n".encode(),
    }


def _package_files() -> dict[str, bytes]:
    files = {}
    for path in sorted((ROOT / "src" / PACKAGE).rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", ".typed"):
            files[path.relative_to(ROOT / "src").as_posix()] = path.read_bytes()
    return files


def _write_wheel(directory: str, files: dict[str, bytes]) -> str:
    name, version = _names()
    filename = f"{name}-{version}-py3-none-any.whl"
    dist_info = f"{name}-{version}.dist-info"
    records = []
    stamp = (1980, 1, 1, 0, 0, 0)
    with zipfile.ZipFile(os.path.join(directory, filename), "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, content in files.items():
            info = zipfile.ZipInfo(path, stamp)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, content)
            digest = base64.urlsafe_b64encode(hashlib.sha256(content).digest()).rstrip(b"=").decode()
            records.append(f"{path},sha256={digest},{len(content)}")
        records.append(f"{dist_info}/RECORD,,")
        info = zipfile.ZipInfo(f"{dist_info}/RECORD", stamp)
        info.external_attr = 0o644 << 16
        wheel.writestr(info, "\n".join(records) + "\n")
    return filename


# PEP 517 / PEP 660 hooks.


def get_requires_for_build_wheel(config_settings: object = None) -> list[str]:
    return []


def get_requires_for_build_sdist(config_settings: object = None) -> list[str]:
    return []


def get_requires_for_build_editable(config_settings: object = None) -> list[str]:
    return []


def prepare_metadata_for_build_wheel(metadata_directory: str, config_settings: object = None) -> str:
    name, version = _names()
    for path, content in _dist_info_files().items():
        target = Path(metadata_directory, path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
    return f"{name}-{version}.dist-info"


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory: str, config_settings: object = None, metadata_directory: str | None = None) -> str:
    return _write_wheel(wheel_directory, {**_package_files(), **_dist_info_files()})


def build_editable(wheel_directory: str, config_settings: object = None, metadata_directory: str | None = None) -> str:
    pth = (str(ROOT / "src") + "\n").encode()
    return _write_wheel(wheel_directory, {f"_{PACKAGE}_editable.pth": pth, **_dist_info_files()})


def build_sdist(sdist_directory: str, config_settings: object = None) -> str:
    name, version = _names()
    base = f"{name}-{version}"
    filename = f"{base}.tar.gz"
    paths = ["pyproject.toml", "README.md", "_build/navstate_backend.py"]
    for folder in ("src", "tests"):
        paths += sorted(
            path.relative_to(ROOT).as_posix()
            for path in (ROOT / folder).rglob("*")
            if path.is_file() and "__pycache__" not in path.parts
        )
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz", format=tarfile.PAX_FORMAT) as sdist:
        for path in paths:
            sdist.add(ROOT / path, arcname=f"{base}/{path}")
        info = tarfile.TarInfo(f"{base}/PKG-INFO")
        content = _metadata().encode()
        info.size, info.mtime = len(content), int(time.time())
        sdist.addfile(info, io.BytesIO(content))
    return filename
