#!/usr/bin/env bash
# What `make test` runs after installing what is missing, timing each part (the table at the
# end). The Swift client package builds in the background once the server's debug build is done,
# while the server's tests run (they wait on sockets, PostgreSQL and a browser more than they
# compute), and is tested last, against the same server binary.
# Run from the repository's root: bash scripts/test.sh
set -euo pipefail
SWIFT=${SWIFT:-swift}
mkdir -p .build
timings=()
started=$(date +%s)

part() { # part NAME COMMAND...: runs COMMAND, records how long it took
    local name=$1; shift
    local from; from=$(date +%s)
    echo "== $name"
    "$@"
    timings+=("$(printf '%-28s %5d s' "$name" $(( $(date +%s) - from )))")
}

# The house style (.swift-format): `make format` applies it.
part "format check" "$SWIFT" format lint --strict --parallel -r $(cat scripts/format_paths)
part "server build (debug, tests)" "$SWIFT" build --build-tests

client_log=.build/client-build.log
client_from=$(date +%s)
rm -f .build/client-build.end
# The background build notes when it ended: waiting for it below may start much later.
(
    status=0
    bash scripts/client_check.sh build >"$client_log" 2>&1 || status=$?
    date +%s >.build/client-build.end
    exit $status
) &
client=$!
# The Python side (both client generators read openapi.yaml whole; the Python client and its
# pytest plugin against this build's server) waits on pip and sockets more than it computes:
# it runs beside the server's tests too.
python_log=.build/python-checks.log
python_from=$(date +%s)
rm -f .build/python-checks.end
(
    status=0
    { bash scripts/generators_check.sh && bash scripts/python_client_check.sh .build/debug/navstate; } \
        >"$python_log" 2>&1 || status=$?
    date +%s >.build/python-checks.end
    exit $status
) &
python_checks=$!
# A failure below leaves the background jobs running otherwise.
trap 'kill $client $python_checks 2>/dev/null || true' EXIT

part "swift test" "$SWIFT" test --skip-build
part "README examples" python3 scripts/readme_examples.py --binary .build/debug/navstate
part "metrics check" python3 scripts/metrics_check.py --binary .build/debug/navstate
part "browser (live view)" python3 Tests/browser/run.py --binary .build/debug/navstate
part "cluster failure test" python3 scripts/cluster_test.py --binary .build/debug/navstate --runs 3
part "docker files lint" bash scripts/lint_docker.sh

echo "== client generators and Python client (waiting for the background checks)"
if ! wait $python_checks; then
    cat "$python_log"
    echo "FAIL: the client generators or the Python client check failed"
    exit 1
fi
cat "$python_log"
timings+=("$(printf '%-28s %5d s' "generators, Python client" $(( $(cat .build/python-checks.end) - python_from )))")

echo "== client build (waiting for the background build)"
if ! wait $client; then
    cat "$client_log"
    echo "FAIL: the Swift client did not build"
    exit 1
fi
trap - EXIT
cat "$client_log"
timings+=("$(printf '%-28s %5d s' "client build (background)" $(( $(cat .build/client-build.end) - client_from )))")
part "client tests" bash scripts/client_check.sh test

echo
echo "make test: every part passed in $(( $(date +%s) - started )) s"
printf '  %s\n' "${timings[@]}"
