#!/usr/bin/env bash
# The Swift client package (Clients/Swift): its generated code checked to be from this
# openapi.yaml (scripts/client_generate.sh writes it, with no generator warning), built, and
# tested against a real `navstate serve` (NAVSTATE_BINARY, the server's debug build by default).
# Run from the repository's root: bash scripts/client_check.sh [build|test] (both by default:
# `build` checks and builds, `test` runs the tests of what was built).
set -euo pipefail
step=${1:-all}
root=$(pwd)
cd Clients/Swift
started=$(date +%s)

if [ "$step" != test ]; then
    # The committed generated code must be from this openapi.yaml (scripts/client_generate.sh
    # writes the document's SHA-256 into every file it writes).
    hash=$(sha256sum "$root/openapi.yaml" | cut -d' ' -f1)
    for file in Sources/NavStateClient/Generated/*.swift; do
        if ! sed -n 2p "$file" | grep -q "sha256 $hash"; then
            echo "FAIL: ${file#Sources/NavStateClient/} was generated from another openapi.yaml: run make client-generate"
            exit 1
        fi
    done
    echo "ok: the generated client code is from this openapi.yaml ($(ls Sources/NavStateClient/Generated/*.swift | wc -l) files)"
    # No debug information: a tenth less to compile in the 80,000 generated lines, and neither
    # a debugger nor the tests' failure messages read it.
    swift build --build-tests -Xswiftc -gnone
    echo "client: built in $(( $(date +%s) - started )) s"
fi
if [ "$step" != build ]; then
    NAVSTATE_BINARY="${NAVSTATE_BINARY:-$root/.build/debug/navstate}" swift test --skip-build
    echo "client: tested in $(( $(date +%s) - started )) s"
fi
