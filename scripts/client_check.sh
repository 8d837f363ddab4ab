#!/usr/bin/env bash
# The Swift client package (Clients/Swift): generated from the project's one openapi.yaml with
# no generator warning (a skipped schema or field fails the check), built, and tested against a
# real `navstate serve` (NAVSTATE_BINARY, the server's debug build by default).
# Run from the repository's root: bash scripts/client_check.sh [build|test] (both by default:
# `build` generates and builds, `test` runs the tests of what was built).
set -euo pipefail
step=${1:-all}
root=$(pwd)
cd Clients/Swift
started=$(date +%s)

if [ "$step" != test ]; then
    swift build --build-tests
    # The generator again, with its diagnostics kept: the build plugin runs it only when the
    # document changed, and shows them among the build's. The plugin's own build of it is used
    # (a `swift run` of the generator compiled it and its dependencies a second time, 5 minutes).
    generator="$(swift build --show-bin-path)/swift-openapi-generator-tool"
    [ -x "$generator" ] || { echo "FAIL: the build did not make $generator"; exit 1; }
    generated=$(mktemp -d)
    trap 'rm -rf "$generated"' EXIT
    if ! "$generator" generate --config Sources/NavStateClient/openapi-generator-config.yaml \
        --output-directory "$generated" Sources/NavStateClient/openapi.yaml > "$generated/log" 2>&1; then
        cat "$generated/log"; echo "FAIL: swift-openapi-generator could not generate the client"; exit 1
    fi
    if grep -E "warning|error" "$generated/log"; then
        echo "FAIL: swift-openapi-generator warns about openapi.yaml (above): the client would miss what it skipped"; exit 1
    fi
    echo "ok: openapi.yaml generates the client with no warning ($(ls "$generated"/*.swift | wc -l) files)"
    echo "client: built and generated in $(( $(date +%s) - started )) s"
fi
if [ "$step" != build ]; then
    NAVSTATE_BINARY="${NAVSTATE_BINARY:-$root/.build/debug/navstate}" swift test --skip-build
    echo "client: tested in $(( $(date +%s) - started )) s"
fi
