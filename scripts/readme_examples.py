#!/usr/bin/env python3
"""Runs every `console` example of README.md against a fresh NavState and compares the output.

Each `$ ` line (continued while a single quote is open) is run with bash against a server on
an ephemeral loopback port (`localhost:8080` in the text is rewritten to it); what it prints
must equal the lines that follow it in the README, but for `Date:` headers and the times in `expiresAt` and `time`.

    scripts/readme_examples.py --binary .build/debug/navstate           # check
    scripts/readme_examples.py --binary .build/debug/navstate --update  # rewrite the outputs
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

README = Path(__file__).resolve().parent.parent / "README.md"


def start_server(binary, store_path):
    """`navstate serve` on an ephemeral loopback port with an SQLite store at `store_path`,
    once it listens: the server (``NavStateServer``) and its port."""
    server = NavStateServer(binary, store="sqlite:" + store_path)
    return server, server.port


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


def normalize(lines):
    return [
        re.sub(r'"(expiresAt|time)": ?"[^"]*"', r'"\1":"<time>"', re.sub(r"^Date: .*", "Date: <date>", line.rstrip("\r")))
        for line in lines
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True, help="the navstate executable to serve with")
    parser.add_argument("--update", action="store_true", help="rewrite README.md with the outputs seen")
    args = parser.parse_args()

    # The examples run against the default kind of store, an SQLite file, fresh for each run.
    store = tempfile.mkdtemp(prefix="navstate-readme-")
    server, port = start_server(args.binary, os.path.join(store, "readme.sqlite"))
    try:
        lines = README.read_text().split("\n")
        replacements = []
        failures = 0
        count = 0
        for _, _, commands in parse_examples(lines):
            for text, expected, span in commands:
                count += 1
                command = text.replace("localhost:8080", f"localhost:{port}")
                result = subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=30)
                actual = result.stdout.rstrip("\n").split("\n") if result.stdout else []
                actual = [line.rstrip("\r") for line in actual]
                if normalize(actual) != normalize(expected):
                    failures += 1
                    replacements.append((span, actual))
                    if not args.update:
                        print(f"README example differs: $ {text.splitlines()[0]}", file=sys.stderr)
                        for line in expected:
                            print(f"  - {line}", file=sys.stderr)
                        for line in actual:
                            print(f"  + {line}", file=sys.stderr)
        if args.update and replacements:
            for (first, last), actual in sorted(replacements, reverse=True):
                lines[first:last] = actual
            README.write_text("\n".join(lines))
            print(f"README.md: {len(replacements)} of {count} outputs rewritten")
            return 0
        print(f"README.md: {count} examples, {failures} differ")
        return 1 if failures else 0
    finally:
        server.stop()
        shutil.rmtree(store, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
