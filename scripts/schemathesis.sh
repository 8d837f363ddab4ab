#!/usr/bin/env bash
# schemathesis against a fresh server of the debug build: every phase (examples, coverage,
# fuzzing, stateful), RUNS runs with seeds 1..RUNS, each bounded by MAX_SECONDS. Fails when any
# run reports a failure that scripts/schemathesis_hooks.py does not accept (it says which and
# why). Reports go to .build/schemathesis/.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-2}
MAX_SECONDS=${MAX_SECONDS:-300}
BINARY=${BINARY:-.build/debug/navstate}
OUT=.build/schemathesis
mkdir -p "$OUT"
status=0
for seed in $(seq 1 "$RUNS"); do
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    "$BINARY" serve --host 127.0.0.1 --port "$port" --log-level error --max-sessions 100000 >"$OUT/server-$seed.log" 2>&1 &
    server=$!
    trap 'kill $server 2>/dev/null || true' EXIT
    for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
    echo "schemathesis run $seed (seed $seed, at most $MAX_SECONDS s)"
    if ! PYTHONPATH=scripts SCHEMATHESIS_HOOKS=schemathesis_hooks timeout $((MAX_SECONDS + 120)) \
        st run openapi.yaml --url "http://127.0.0.1:$port" --seed "$seed" --max-time "$MAX_SECONDS" \
        --workers 1 --report junit --report-dir "$OUT/run-$seed" >"$OUT/run-$seed.log" 2>&1; then
        status=1
        echo "run $seed failed: $OUT/run-$seed.log"
        sed -n '/SUMMARY/,$p' "$OUT/run-$seed.log"
    else
        sed -n '/SUMMARY/,$p' "$OUT/run-$seed.log" | tail -3
    fi
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    trap - EXIT
done
exit $status
