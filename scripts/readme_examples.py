#!/usr/bin/env python3
"""Runs every `console` example of README.md and of the pages of docs/ against a fresh NavState
and compares the output.

The files are README.md, then every `docs/**/*.md` but `docs/research/`, in name order. Each file
runs against a server of its own, on an ephemeral loopback port with a fresh SQLite store
(`localhost:8080` in the text is rewritten to its port), its examples in order: an example may
rely on what the ones before it in the same file did. A file whose examples go on from another
file's state says so with a line of its own,

    <!-- examples-after: README.md -->

(the path from the repository's root): that file's examples run first, on the same server, and
are compared too. Each `$ ` line (continued while a single quote is open) is run with bash; what
it prints must equal the lines that follow it, but for `Date:` headers and the times in
`expiresAt` and `time`.

    scripts/readme_examples.py --binary .build/debug/navstate           # check
    scripts/readme_examples.py --binary .build/debug/navstate --update  # rewrite the outputs
    scripts/readme_examples.py --binary .build/debug/navstate docs/api-guide.md  # some files only
"""

import argparse
import os
import shutil
import tempfile
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from navstate_server import NavStateServer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"
# Pages under docs/ that are notes, not documentation of what the server does: never run.
EXCLUDED = ("research",)
AFTER = re.compile(r"^<!--\s*examples-after:\s*(\S+)\s*-->$")


def start_server(binary, store_path):
    """`navstate serve` on an ephemeral loopback port with an SQLite store at `store_path`,
    once it listens: the server (``NavStateServer``) and its port."""
    server = NavStateServer(binary, store="sqlite:" + store_path)
    return server, server.port


def example_files():
    """README.md, then every page under docs/ but those under `EXCLUDED`, in name order."""
    pages = sorted(
        path for path in DOCS.rglob("*.md") if path.relative_to(DOCS).parts[0] not in EXCLUDED
    )
    return [README, *pages]


def parse_examples(lines):
    """Yields (start, end, commands) for each console block: commands are (text, output, span)."""
    index = 0
    while index < len(lines):
        if lines[index].strip() != "```console":
            index += 1
            continue
        start = index + 1
        end = start
        while lines[end].strip() != "```":
            end += 1
        commands = []
        cursor = start
        while cursor < end:
            line = lines[cursor]
            if not line.startswith("$ "):
                cursor += 1
                continue
            text = line[2:]
            cursor += 1
            while text.count("'") % 2 == 1 and cursor < end:
                text += "\n" + lines[cursor]
                cursor += 1
            output_start = cursor
            while cursor < end and not lines[cursor].startswith("$ "):
                cursor += 1
            commands.append((text, lines[output_start:cursor], (output_start, cursor)))
        yield start, end, commands
        index = end + 1


def commands_of(lines):
    return [command for _, _, commands in parse_examples(lines) for command in commands]


def prerequisites(path, chain=()):
    """The files whose examples run before `path`'s on its server, each after its own."""
    if path in chain:
        raise SystemExit(f"{name(path)}: examples-after makes a cycle: {' → '.join(map(name, (*chain, path)))}")
    found = []
    for line in path.read_text().split("\n"):
        match = AFTER.match(line.strip())
        if match:
            before = (ROOT / match.group(1)).resolve()
            if not before.is_file():
                raise SystemExit(f"{name(path)}: examples-after names {match.group(1)}, which does not exist")
            for earlier in [*prerequisites(before, (*chain, path)), before]:
                if earlier not in found:
                    found.append(earlier)
    return found


def name(path):
    return str(path.relative_to(ROOT))


def normalize(lines):
    return [
        re.sub(r'"(expiresAt|time)": ?"[^"]*"', r'"\1":"<time>"', re.sub(r"^Date: .*", "Date: <date>", line.rstrip("\r")))
        for line in lines
    ]


# The directory of the binary under test: `navstate` in an example is that binary, and its
# verbs reach the example's server through NAVSTATE_URL.
BINARY_DIRECTORY = None


def run(command, port):
    """What `command` prints, as lines, with the server's port in place of 8080."""
    environment = dict(os.environ, NAVSTATE_URL=f"http://localhost:{port}")
    if BINARY_DIRECTORY:
        environment["PATH"] = BINARY_DIRECTORY + os.pathsep + environment.get("PATH", "")
    result = subprocess.run(
        ["bash", "-c", command.replace("localhost:8080", f"localhost:{port}")],
        capture_output=True,
        text=True,
        timeout=30,
        env=environment,
    )
    actual = result.stdout.rstrip("\n").split("\n") if result.stdout else []
    return [line.rstrip("\r") for line in actual]


def check_file(path, binary, update):
    """Runs `path`'s examples, after those of its prerequisites, on a fresh server. Returns the
    number of its own examples, how many differed, and how many of the prerequisites' did."""
    lines = path.read_text().split("\n")
    own = commands_of(lines)
    before = [(earlier, commands_of(earlier.read_text().split("\n"))) for earlier in prerequisites(path)]
    if not own:
        return 0, 0, 0
    store = tempfile.mkdtemp(prefix="navstate-readme-")
    server, port = start_server(binary, os.path.join(store, "readme.sqlite"))
    try:
        setup_failures = 0
        for earlier, commands in before:
            for text, expected, (first, _) in commands:
                actual = run(text, port)
                if normalize(actual) != normalize(expected):
                    setup_failures += 1
                    report(f"{name(earlier)}:{first} (run before {name(path)})", text, expected, actual)
        replacements = []
        for text, expected, span in own:
            actual = run(text, port)
            if normalize(actual) != normalize(expected):
                replacements.append((span, actual))
                if not update:
                    report(f"{name(path)}:{span[0]}", text, expected, actual)
        if update and replacements:
            for (first, last), actual in sorted(replacements, reverse=True):
                lines[first:last] = actual
            path.write_text("\n".join(lines))
        return len(own), len(replacements), setup_failures
    finally:
        server.stop()
        shutil.rmtree(store, ignore_errors=True)


def report(where, text, expected, actual):
    print(f"example differs at {where}: $ {text.splitlines()[0]}", file=sys.stderr)
    for line in expected:
        print(f"  - {line}", file=sys.stderr)
    for line in actual:
        print(f"  + {line}", file=sys.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True, help="the navstate executable to serve with")
    parser.add_argument("--update", action="store_true", help="rewrite each file's outputs with those seen")
    parser.add_argument("files", nargs="*", type=Path, help="only these files (default: README.md and docs/)")
    args = parser.parse_args()
    global BINARY_DIRECTORY
    BINARY_DIRECTORY = str(Path(args.binary).resolve().parent)

    files = [path.resolve() for path in args.files] or example_files()
    total = failed = checked = 0
    for path in files:
        count, failures, setup_failures = check_file(path, args.binary, args.update)
        if not count:
            continue
        total += count
        checked += 1
        if args.update:
            print(f"{name(path)}: {failures} of {count} outputs rewritten")
            failures = 0
        else:
            print(f"{name(path)}: {count} examples, {failures} differ")
        if setup_failures:
            print(f"{name(path)}: {setup_failures} of the examples run before it differ", file=sys.stderr)
        failed += failures + setup_failures
    print(f"{total} examples in {checked} of {len(files)} files, {failed} differ")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
