#!/usr/bin/env bash
# What `make test` runs after installing what is missing, timing each part (the table at the
# end). The machine has two cores, and several parts wait on sockets, PostgreSQL, pip or a
# browser more than they compute, so they run beside others: the Swift client package builds and
# the Python side runs while the server's tests run, and the cluster failure test runs beside the
# browser test. The client is tested last, against the same server binary.
# Run from the repository's root: bash scripts/test.sh
set -euo pipefail
SWIFT=${SWIFT:-swift}
mkdir -p .build
# Temporary files in memory when the machine has a tmpfs: the tests' SQLite stores and the
# dozens of throwaway PostgreSQL clusters fsync, and on this disk that took a fifth of `swift
# test`. A process killed with SIGKILL (the crash tests) leaves its writes in the page cache
# either way, so nothing they check changes.
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ] && findmnt -n -o FSTYPE /dev/shm 2>/dev/null | grep -q tmpfs; then
    export TMPDIR=/dev/shm
fi
timings=()
started=$(date +%s)

part() { # part NAME COMMAND...: runs COMMAND, records how long it took
    local name=$1; shift
    local from; from=$(date +%s)
    echo "== $name"
    "$@"
    timings+=("$(printf '%-28s %5d s' "$name" $(( $(date +%s) - from )))")
}

declare -A background_pid background_from
background() { # background NAME COMMAND...: starts COMMAND beside what follows (output in .build/NAME.log)
    local name=$1; shift
    background_from[$name]=$(date +%s)
    rm -f ".build/$name.end"
    # It notes when it ended: waiting for it below may start much later.
    (
        status=0
        "$@" >".build/$name.log" 2>&1 || status=$?
        date +%s >".build/$name.end"
        exit $status
    ) &
    background_pid[$name]=$!
}
finish() { # finish NAME TITLE: waits for NAME, prints its output, records how long it ran
    local name=$1 title=$2
    echo "== $title (waiting for it)"
    if ! wait "${background_pid[$name]}"; then
        cat ".build/$name.log"
        echo "FAIL: $title"
        exit 1
    fi
    unset "background_pid[$name]"
    cat ".build/$name.log"
    timings+=("$(printf '%-28s %5d s' "$title" $(( $(cat ".build/$name.end") - background_from[$name] )))")
}
# A failure leaves the background jobs running otherwise.
trap 'for pid in "${background_pid[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT

# The house style (.swift-format): `make format` applies it.
part "format check" "$SWIFT" format lint --strict --parallel -r $(cat scripts/format_paths)
part "server build (debug, tests)" "$SWIFT" build --build-tests

background client-build bash scripts/client_check.sh build
# Both client generators read openapi.yaml whole; the Python client and its pytest plugin run
# against this build's server.
background python-checks bash -c 'bash scripts/generators_check.sh && bash scripts/python_client_check.sh .build/debug/navstate'

part "swift test" "$SWIFT" test --skip-build
part "README examples" python3 scripts/readme_examples.py --binary .build/debug/navstate
part "metrics check" python3 scripts/metrics_check.py --binary .build/debug/navstate
background cluster-test python3 scripts/cluster_test.py --binary .build/debug/navstate --runs 3
part "browser (live view)" python3 Tests/browser/run.py --binary .build/debug/navstate
part "docker files lint" bash scripts/lint_docker.sh
finish cluster-test "cluster failure test"
finish python-checks "generators, Python client"
finish client-build "client build"
part "client tests" bash scripts/client_check.sh test

echo
echo "make test: every part passed in $(( $(date +%s) - started )) s"
printf '  %s\n' "${timings[@]}"
