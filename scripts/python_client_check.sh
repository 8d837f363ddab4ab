#!/usr/bin/env bash
# The Python client (Clients/Python, package `navstate`): it installs, type-checks, and passes its
# tests (helpers, the pytest plugin, a mail app's example suite) against a real server:
#   1. a venv under .build/py-client/ (made on first use, with pytest and mypy from PyPI, pinned
#      below; then the package is reinstalled each run with no network: its build backend is
#      in-tree, its dependencies already there);
#   2. mypy --strict on the hand-written layer (src/navstate), the tests and the build backend;
#   3. the tests with NAVSTATE_BINARY: the plugin starts `navstate serve` and stops it;
#   4. the tests with NAVSTATE_URL: a server this script starts; after them it must hold no
#      session (the fixtures deleted all they made);
#   5. when a Python 3.10 is found (python3.10, or pyenv's): the tests again under 3.10, the
#      oldest the package supports, in .build/py-client/venv310 (NAVSTATE_PY310=path to choose).
# Run from the repository's root: bash scripts/python_client_check.sh [BINARY] (default
# .build/debug/navstate). Exit 1 on any failure, with what failed on the last line.
set -uo pipefail

PYTEST_VERSION=9.2.0
MYPY_VERSION=2.4.1
HTTPX_VERSION=0.28.1
# The tests validate real answers against the server's JSON Schemas (GET /schemas/…).
JSONSCHEMA_VERSION=4.26.0
TYPES_JSONSCHEMA_VERSION=4.26.0.20261006

root=$(pwd)
started=$(date +%s%N)
tools="$root/.build/py-client"
package="$root/Clients/Python"
server_pid=""
server_log=""

fail() { echo "FAIL: $*"; exit 1; }
elapsed() { local ms=$(( ($(date +%s%N) - started) / 1000000 )); echo "$((ms / 1000)).$(( (ms % 1000) / 100 ))"; }
stop_server() {
    if [ -n "$server_pid" ]; then
        kill -TERM "$server_pid" 2>/dev/null
        wait "$server_pid" 2>/dev/null
        server_pid=""
    fi
    [ -n "$server_log" ] && rm -f "$server_log"
    server_log=""
}
trap stop_server EXIT

[ -f "$package/pyproject.toml" ] || fail "no Clients/Python/pyproject.toml (run from the repository's root)"
binary=$(realpath "${1:-.build/debug/navstate}" 2>/dev/null) || binary=""
[ -n "$binary" ] && [ -x "$binary" ] || fail "no navstate executable at ${1:-.build/debug/navstate} (build the server first)"
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the work tree
unset NAVSTATE_URL NAVSTATE_BINARY NAVSTATE_API_KEY

# A venv with the package and the pinned tools: reinstall the package offline when the tools are
# there; otherwise (first run, or a dependency the venv lacks) install from PyPI.
prepare() {  # prepare VENV PYTHON WITH_MYPY
    local venv=$1 interpreter=$2 with_mypy=$3 pins
    pins=("pytest==$PYTEST_VERSION" "httpx==$HTTPX_VERSION" "jsonschema==$JSONSCHEMA_VERSION")
    [ "$with_mypy" = yes ] && pins+=("mypy==$MYPY_VERSION" "types-jsonschema==$TYPES_JSONSCHEMA_VERSION")
    if [ ! -x "$venv/bin/python" ]; then
        timeout 120 "$interpreter" -m venv "$venv" > /dev/null || { rm -rf "$venv"; return 1; }
    fi
    local quick=yes pin installed
    installed=$("$venv/bin/python" -m pip list --format=freeze --disable-pip-version-check 2>/dev/null)
    for pin in "${pins[@]}"; do
        grep -ix -- "$pin" <<< "$installed" > /dev/null || quick=no
    done
    if [ "$quick" = yes ] && timeout 120 "$venv/bin/python" -m pip install -q --disable-pip-version-check --no-index "$package" > "$venv.install.log" 2>&1; then
        return 0
    fi
    echo "installing navstate (Clients/Python) ${pins[*]} into $venv"
    timeout 600 "$venv/bin/python" -m pip install -q --disable-pip-version-check "$package" "${pins[@]}" > "$venv.install.log" 2>&1 \
        || { cat "$venv.install.log"; return 1; }
}

run_tests() {  # run_tests VENV LABEL [ENV=VALUE …]: the whole suite, bounded
    local venv=$1 label=$2 log="$tools/pytest.log"
    shift 2
    env "$@" timeout 120 "$venv/bin/python" -m pytest "$package/tests" -q -p no:cacheprovider > "$log" 2>&1
    local status=$?
    if [ "$status" -ne 0 ]; then
        cat "$log"
        [ "$status" -eq 124 ] && fail "pytest ($label) took over 120 s"
        fail "pytest ($label) failed (above, exit $status)"
    fi
    echo "ok: pytest ($label): $(tail -1 "$log" | sed -E 's/^=+ //; s/ =+$//')"
}

# 1. The venv.
mkdir -p "$tools"
prepare "$tools/venv" python3 yes || fail "could not make $tools/venv with navstate, pytest==$PYTEST_VERSION and mypy==$MYPY_VERSION"
python="$tools/venv/bin/python"
echo "ok: pip install ./Clients/Python ($("$python" -c 'import navstate, sys; print(f"navstate {navstate.__version__} on Python {sys.version.split()[0]}")'))"

# 2. mypy --strict.
if ! (cd "$package" && timeout 300 "$tools/venv/bin/mypy" --strict --python-version 3.10 --cache-dir "$tools/mypy-cache" \
    src/navstate tests _build) > "$tools/mypy.log" 2>&1; then
    cat "$tools/mypy.log"
    fail "mypy --strict finds errors in Clients/Python (above)"
fi
echo "ok: mypy $MYPY_VERSION --strict (src/navstate, tests, _build): $(tail -1 "$tools/mypy.log")"

# 3. The plugin starts the server.
run_tests "$tools/venv" "NAVSTATE_BINARY" "NAVSTATE_BINARY=$binary"

# 4. A server started here.
server_log=$(mktemp "${TMPDIR:-/tmp}/navstate-pycheck-XXXXXX.log")
"$binary" serve --host 127.0.0.1 --port 0 --store memory --log-level notice > "$server_log" 2>&1 &
server_pid=$!
port=""
for _ in $(seq 1 300); do
    port=$(grep -oE 'port=[0-9]+.*listening' "$server_log" | head -1 | sed -E 's/^port=([0-9]+).*/\1/')
    [ -n "$port" ] && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$server_log"; fail "navstate serve exited at start (above)"; }
    sleep 0.05
done
[ -n "$port" ] || { cat "$server_log"; fail "navstate serve did not listen within 15 s"; }
url="http://127.0.0.1:$port"
run_tests "$tools/venv" "NAVSTATE_URL" "NAVSTATE_URL=$url"

# 5. Python 3.10, the oldest supported.
py310=""
for candidate in "${NAVSTATE_PY310:-}" "$(command -v python3.10 2>/dev/null)" "$HOME"/.pyenv/versions/3.10.*/bin/python3.10; do
    if [ -n "$candidate" ] && [ -x "$candidate" ] && "$candidate" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 10))' 2>/dev/null; then
        py310=$candidate
        break
    fi
done
if [ -n "$py310" ]; then
    prepare "$tools/venv310" "$py310" no || fail "could not make $tools/venv310 with navstate and pytest==$PYTEST_VERSION ($py310)"
    run_tests "$tools/venv310" "Python $("$tools/venv310/bin/python" -c 'import sys; print(sys.version.split()[0])'), NAVSTATE_URL" "NAVSTATE_URL=$url"
else
    echo "skipped: no Python 3.10 found (set NAVSTATE_PY310); the package's oldest Python is not tested here"
fi
left=$("$python" -c 'import sys, navstate; print(navstate.NavState(sys.argv[1]).health()["sessions"])' "$url") \
    || fail "could not read $url/healthz after the tests"
[ "$left" = 0 ] || fail "the tests left $left session(s) on the server at $url (a fixture did not delete what it made)"
echo "ok: the server the NAVSTATE_URL runs used holds no session after them"
stop_server

echo "python client: checked in $(elapsed) s"
