#!/usr/bin/env python3
"""Issue 18's figures, bounded in time: `make bench-cluster` (release build, wrk, PostgreSQL, nginx).

(a) What the PostgreSQL store costs a request: one node, straight (no nginx), push/pop over
    1,000 sessions and session creation, with --store memory, sqlite and postgres.
(b) Requests/s through nginx (scripts/cluster.sh) with 1, 2 and 3 nodes on the PostgreSQL store:
    push/pop over 1,000 sessions, and GET of a snapshot.
Every server listens on 127.0.0.1; each measurement runs for --duration seconds.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as bench  # noqa: E402 (bench/run.py: Server, wrk, the scenarios' setups)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def start_postgres(directory, port):
    url = subprocess.run(["bash", os.path.join(ROOT, "scripts/pg_cluster.sh"), "start", directory, str(port)],
                         check=True, capture_output=True, text=True).stdout.strip()
    return url


def stop_postgres(directory):
    subprocess.run(["bash", os.path.join(ROOT, "scripts/pg_cluster.sh"), "stop", directory], check=False, capture_output=True)


def one_node(args, binary, work):
    """(a) memory, sqlite, postgres: the same scenarios on one node."""
    rows = []
    port = 19081
    for name, title, script, setup in bench.SCENARIOS:
        if name not in ("push-pop", "create-session"):
            continue
        for store in ("memory", "sqlite", "postgres"):
            pg_dir = os.path.join(work, f"pg-{name}")
            if store == "postgres":
                choice = start_postgres(pg_dir, 19090)
            elif store == "sqlite":
                choice = "sqlite:" + os.path.join(work, f"{name}.sqlite")
            else:
                choice = "memory"
            try:
                result = bench.run_scenario(script, setup, bench.navstate_command(binary, port, args.threads, choice), port, args)
            finally:
                if store == "postgres":
                    stop_postgres(pg_dir)
                    shutil.rmtree(pg_dir, ignore_errors=True)
            bench.log(f"one node, {name}, {store}: {result['rps']:,.0f} req/s, p50 {result['p50_us'] / 1000:.2f} ms, p99 {result['p99_us'] / 1000:.2f} ms, non-2xx {result['non2xx']}")
            rows.append({"scenario": name, "store": store, **result})
    return rows


def through_nginx(args, binary, work):
    """(b) nginx in front of 1, 2, 3 nodes on one PostgreSQL."""
    rows = []
    port = 19180
    for nodes in (1, 2, 3):
        for name, title, script, setup in bench.SCENARIOS:
            if name not in ("push-pop", "get-snapshot"):
                continue
            directory = os.path.join(work, f"cluster-{nodes}-{name}")
            subprocess.run(["bash", os.path.join(ROOT, "scripts/cluster.sh"), "start", directory, "--nodes", str(nodes),
                            "--port", str(port), "--binary", binary, "--", "--log-level", "error", "--max-sessions", "1000000"],
                           check=True, capture_output=True)
            try:
                if setup:
                    setup(port, args)
                if args.warmup > 0:
                    bench.wrk(port, script, args, args.warmup)
                result = bench.wrk(port, script, args, args.duration)
            finally:
                subprocess.run(["bash", os.path.join(ROOT, "scripts/cluster.sh"), "stop", directory], check=False, capture_output=True)
                shutil.rmtree(directory, ignore_errors=True)
            bench.log(f"nginx + {nodes} node(s), {name}: {result['rps']:,.0f} req/s, p50 {result['p50_us'] / 1000:.2f} ms, p99 {result['p99_us'] / 1000:.2f} ms, non-2xx {result['non2xx']}")
            rows.append({"scenario": name, "nodes": nodes, **result})
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/navstate"))
    parser.add_argument("--duration", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--wrk-threads", type=int, default=2)
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--output", default=os.path.join(ROOT, "bench/results/cluster.json"))
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="navstate-bench-cluster-")
    os.chmod(work, 0o755)  # PostgreSQL runs as its own user under it
    try:
        results = {"one_node": one_node(args, args.binary, work), "through_nginx": through_nginx(args, args.binary, work)}
    finally:
        shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w") as output:
        json.dump(results, output, indent=2)
    bench.log(f"written {args.output}")


if __name__ == "__main__":
    main()
