#!/usr/bin/env python3
"""The session registry at scale (issue 15, item 4): create, look up and delete single sessions
among `--sessions` live ones (1,000,000 by default), each timed on its own over one keep-alive
connection, and the longest stall a client sees while `--expire` sessions expire at once.

Uses the release build (`make bench` or `swift build -c release` first). Prints p50/p99/max per
operation in milliseconds and writes them to bench/results/registry-latest.json. Every loop is
bounded in count; the server listens on loopback only.
"""
import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run import HOST, ROOT, Client, Server, create_many, log, navstate_command  # noqa: E402
import http.client  # noqa: E402


def timed(connection, method, path, body=None):
    """One request; its time in milliseconds, measured around the whole exchange."""
    start = time.perf_counter()
    connection.request(method, path, body=body, headers={"Content-Type": "application/json"} if body else {})
    response = connection.getresponse()
    response.read()
    elapsed = (time.perf_counter() - start) * 1000
    if response.status >= 300:
        raise RuntimeError(f"{method} {path}: {response.status}")
    return elapsed


def summary(times):
    ordered = sorted(times)
    return {"count": len(ordered), "p50_ms": round(ordered[len(ordered) // 2], 3),
            "p99_ms": round(ordered[int(len(ordered) * 0.99)], 3), "p999_ms": round(ordered[int(len(ordered) * 0.999)], 3),
            "max_ms": round(ordered[-1], 3), "over_2ms": sum(1 for t in ordered if t > 2), "over_5ms": sum(1 for t in ordered if t > 5)}


def measure_scale(binary, args):
    port = 19011
    server = Server(navstate_command(binary, port, args.threads) + ["--session-ttl", "0"], port)
    try:
        started = time.time()
        create_many(port, args.sessions, lambda index: {"id": f"r{index}", "root": {"kind": "view"}})
        log(f"registry: {args.sessions:,} sessions created in {time.time() - started:.0f} s, "
            f"RSS {server.rss_bytes() / 2**20:.0f} MiB")
        connection = http.client.HTTPConnection(HOST, port, timeout=10)
        rng = random.Random(15)
        picks = rng.sample(range(args.sessions), args.operations * 2)
        results = {"sessions": args.sessions}
        results["get"] = summary([timed(connection, "GET", f"/sessions/r{index}") for index in picks[:args.operations]])
        results["delete"] = summary([timed(connection, "DELETE", f"/sessions/r{index}") for index in picks[args.operations:]])
        body = json.dumps({"root": {"kind": "view"}})
        results["create"] = summary([timed(connection, "POST", "/sessions", body) for _ in range(args.operations)])
        listing = [timed(connection, "GET", "/sessions?limit=100") for _ in range(50)]
        results["list_first_page"] = summary(listing)
        for name in ("get", "delete", "create", "list_first_page"):
            row = results[name]
            log(f"registry: {name:16} p50 {row['p50_ms']:.3f} ms  p99 {row['p99_ms']:.3f} ms  max {row['max_ms']:.3f} ms")
        return results
    finally:
        server.stop()


def measure_expiry(binary, args, ttl=45):
    """`--expire` sessions expire together; a client keeps asking for one live session and
    records its longest wait while the sweep frees them (with `ttl` 0 nothing expires: the
    same client's waits without a sweep, for comparison)."""
    port = 19012
    server_ttl = ttl
    server = Server(navstate_command(binary, port, args.threads) + ["--session-ttl", str(ttl)], port)
    try:
        started = time.time()
        create_many(port, args.expire, lambda index: {"id": f"e{index}", "root": {"kind": "view"}})
        created = time.time() - started
        if ttl == 0:
            ttl = 45
        elif created > ttl - 5:
            log(f"expiry: creating took {created:.0f} s, longer than the TTL allows; skipped")
            return None
        Client(port).post("/sessions", {"id": "watch", "root": {"kind": "view"}})
        connection = http.client.HTTPConnection(HOST, port, timeout=10)
        deadline = started + ttl + 15
        times = []
        rss_before = server.rss_bytes()
        while time.time() < deadline:
            times.append(timed(connection, "GET", "/sessions/watch"))
        result = {"expired": args.expire, "watch": summary(times), "rss_before_mib": round(rss_before / 2**20),
                  "rss_after_mib": round(server.rss_bytes() / 2**20)}
        watch = result["watch"]
        log(f"expiry: {args.expire:,} sessions {'expired' if server_ttl else 'kept (control)'}; a watching client's requests "
            f"p50 {watch['p50_ms']:.3f} ms, p99 {watch['p99_ms']:.3f}, p99.9 {watch['p999_ms']:.3f}, max {watch['max_ms']:.3f} ms, "
            f"{watch['over_2ms']} over 2 ms, {watch['over_5ms']} over 5 ms, of {len(times):,}")
        return result
    finally:
        server.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=1_000_000, help="live sessions (at most 1,000,000)")
    parser.add_argument("--operations", type=int, default=2_000, help="timed operations of each kind")
    parser.add_argument("--expire", type=int, default=100_000, help="sessions expiring together (0: skip)")
    parser.add_argument("--threads", type=int, default=None, help="navstate --threads")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "navstate"))
    parser.add_argument("--output", default=os.path.join(ROOT, "bench", "results", "registry-latest.json"))
    args = parser.parse_args()
    results = {"scale": measure_scale(args.binary, args)}
    if args.expire:
        results["expiry"] = measure_expiry(args.binary, args)
        results["expiry_control"] = measure_expiry(args.binary, args, ttl=0)
    with open(args.output, "w") as output:
        json.dump(results, output, indent=2)
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
