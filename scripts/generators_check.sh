#!/usr/bin/env bash
# openapi.yaml read whole, with no warning, by the client generators (a generator that skips a
# schema or a response without failing leaves its users without it):
#   1. openapi-python-client (PyPI, pinned below, in a venv under .build/py-generators/ made on
#      first use) writes a package; ANY line it prints beside "Generating …" fails the check
#      (warnings, skipped schemas, dropped responses, a post-hook such as ruff failing);
#   2. the package imports, every module of it, and mypy --strict passes on it;
#   3. swift-openapi-generator, when `make client-generate` has built it (here it takes seconds),
#      generates the Swift client with no warning; otherwise that part is left to
#      `make client-generate`, which fails on warnings too, and whose committed output
#      `make test` checks is from this openapi.yaml.
# Run from the repository's root: bash scripts/generators_check.sh [DOCUMENT] (openapi.yaml by
# default). Exit 1 on any failure, with what failed on the last line. The generated package
# stays in .build/py-generators/out/.
set -uo pipefail

OPENAPI_PYTHON_CLIENT_VERSION=0.29.1
MYPY_VERSION=2.4.1
PACKAGE=navstate_client

root=$(pwd)
spec=$(realpath "${1:-openapi.yaml}" 2>/dev/null) || spec=""
tools="$root/.build/py-generators"
out="$tools/out"
started=$(date +%s)
[ -n "$spec" ] && [ -f "$spec" ] || { echo "FAIL: no ${1:-openapi.yaml} (run from the repository's root)"; exit 1; }

fail() { echo "FAIL: $*"; exit 1; }

# The tools, pinned, in their own venv (or a --target folder where python3 has no venv module).
python="$tools/venv/bin/python"
if [ ! -x "$python" ]; then
    mkdir -p "$tools"
    if ! timeout 120 python3 -m venv "$tools/venv" >/dev/null 2>&1; then
        rm -rf "$tools/venv"
        python=""
    fi
fi
if [ -n "$python" ]; then
    bin="$tools/venv/bin"
    export PATH="$bin:$PATH"
    installed() { "$python" -m pip show "$1" 2>/dev/null | grep -x "Version: $2" >/dev/null; }
    install() { timeout 600 "$python" -m pip install -q --disable-pip-version-check "$@"; }
else
    # No venv: a plain folder on PYTHONPATH, its scripts (ruff, which the generator runs) on PATH.
    python=python3
    bin="$tools/site/bin"
    export PYTHONPATH="$tools/site${PYTHONPATH:+:$PYTHONPATH}"
    export PATH="$bin:$PATH"
    installed() { PYTHONPATH="$tools/site" python3 -m pip show "$1" 2>/dev/null | grep -x "Version: $2" >/dev/null; }
    install() { timeout 600 python3 -m pip install -q --disable-pip-version-check --upgrade --target "$tools/site" "$@"; }
fi
if ! installed openapi-python-client "$OPENAPI_PYTHON_CLIENT_VERSION" || ! installed mypy "$MYPY_VERSION"; then
    echo "installing openapi-python-client==$OPENAPI_PYTHON_CLIENT_VERSION mypy==$MYPY_VERSION into $tools"
    install "openapi-python-client==$OPENAPI_PYTHON_CLIENT_VERSION" "mypy==$MYPY_VERSION" \
        || fail "could not install openapi-python-client==$OPENAPI_PYTHON_CLIENT_VERSION and mypy==$MYPY_VERSION from PyPI"
fi
[ -x "$bin/openapi-python-client" ] || fail "openapi-python-client is not in $bin after its install"
[ -x "$bin/ruff" ] || fail "ruff (installed with openapi-python-client, run by it on what it writes) is not in $bin"

# 1. openapi-python-client: nothing printed but "Generating …".
rm -rf "$out"
mkdir -p "$out"
log="$out/openapi-python-client.log"
(cd "$out" && timeout 300 "$bin/openapi-python-client" generate --path "$spec" --output-path "$PACKAGE" \
    --config "$root/scripts/openapi-python-client.yaml" --meta none --fail-on-warning) > "$log" 2>&1
status=$?
printed=$(grep -v -E "^Generating $PACKAGE\$" "$log" | grep -v -E '^[[:space:]]*$')
if [ "$status" -ne 0 ] || [ -n "$printed" ]; then
    cat "$log"
    [ "$status" -eq 124 ] && fail "openapi-python-client took over 300 s"
    fail "openapi-python-client warns about openapi.yaml (above, exit $status): the Python client would miss what it skipped"
fi
[ -f "$out/$PACKAGE/__init__.py" ] || fail "openapi-python-client wrote no package in $out/$PACKAGE"
echo "ok: openapi-python-client $OPENAPI_PYTHON_CLIENT_VERSION generates $PACKAGE with no warning ($(find "$out/$PACKAGE" -name '*.py' | wc -l) files)"

# 2. Every module imports; mypy --strict passes.
if ! (cd "$out" && timeout 120 "$python" - "$PACKAGE" <<'EOF'
import importlib, pkgutil, sys
package = importlib.import_module(sys.argv[1])
modules = [info.name for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]
for name in modules:
    importlib.import_module(name)
print(f"ok: import {package.__name__} and its {len(modules)} modules")
EOF
); then
    fail "the generated package $PACKAGE does not import (above)"
fi
# The one exception, narrow: the generator's fixed client.py template forwards `*args: object` to
# httpx's typed __exit__/__aexit__ (mypy: arg-type), whatever the document says.
cat > "$out/mypy.ini" <<EOF
[mypy]
strict = True
cache_dir = $tools/mypy-cache

[mypy-$PACKAGE.client]
disable_error_code = arg-type
EOF
if ! (cd "$out" && timeout 600 "$bin/mypy" --config-file mypy.ini "$PACKAGE") > "$out/mypy.log" 2>&1; then
    cat "$out/mypy.log"
    fail "mypy --strict finds errors in the generated package $PACKAGE (above)"
fi
echo "ok: mypy $MYPY_VERSION --strict: $(tail -1 "$out/mypy.log")"

# 3. swift-openapi-generator, when already built (`make client-generate` builds it; `make test`
#    does not: the committed client code was generated, with no warning, from this document).
generator="$root/Clients/Swift/Generator/.build/debug/swift-openapi-generator"
if [ -x "$generator" ]; then
    generated=$(mktemp -d)
    trap 'rm -rf "$generated"' EXIT
    if ! (cd "$root/Clients/Swift" && timeout 300 "$generator" generate \
        --config Sources/NavStateClient/openapi-generator-config.yaml \
        --output-directory "$generated" "$spec") > "$generated/log" 2>&1; then
        cat "$generated/log"; fail "swift-openapi-generator could not generate the client"
    fi
    if grep -E "warning|error" "$generated/log"; then
        fail "swift-openapi-generator warns about openapi.yaml (above): the Swift client would miss what it skipped"
    fi
    echo "ok: swift-openapi-generator generates the Swift client with no warning ($(ls "$generated"/*.swift | wc -l) files)"
else
    echo "skipped: swift-openapi-generator is not built in Clients/Swift/Generator/.build (make client-generate builds it and fails on its warnings)"
fi
echo "generators: checked in $(( $(date +%s) - started )) s"
