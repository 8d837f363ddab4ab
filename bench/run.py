#!/usr/bin/env python3
"""NavState's load benchmark: NavState and a bare libevent server in C, side by side, in one run.

Builds both, starts each on loopback, drives them with wrk through the same scenarios with the
same connections and duration, and prints requests/s, p50/p99 latency and NavState's ratio to
the bare server. Writes the numbers to bench/results/latest.json. See bench/README.md.
"""
import argparse
import concurrent.futures
import http.client
import json
import os
import platform
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")
SCRIPTS = os.path.join(BENCH, "scripts")
WORK = os.path.join(ROOT, ".build-bench")
SUBSCRIBER = os.path.join(WORK, "subscriber")
HOST = "127.0.0.1"


def log(message):
    print(message, file=sys.stderr, flush=True)


# The bare servers in C, each answering every request with the same 25-byte body, in the order
# the table shows them: evhttp is the anchor NavState's ratio is taken to (its own HTTP layer
# today), raw epoll the machine's ceiling, and the connection layer on libevent's loop without
# evhttp what a leaner layer of NavState's could reach (bench/README.md).
BARE = [
    ("evhttp", "bare evhttp (C)", "server.c"),
    ("epoll", "bare epoll (C)", "epoll.c"),
    ("events", "libevent loop, no evhttp (C)", "events.c"),
]


def build(args):
    os.makedirs(WORK, exist_ok=True)
    bare = {}
    for key, _, source in BARE:
        bare[key] = os.path.join(WORK, "bare-" + key)
        subprocess.run(["cc", "-O2", "-Wall", "-o", bare[key], os.path.join(BENCH, "baseline", source), "-levent", "-lpthread"],
                       check=True)
    subprocess.run(["cc", "-O2", "-o", SUBSCRIBER, os.path.join(BENCH, "fanout", "subscriber.c"), "-levent"], check=True)
    if not args.skip_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "navstate"], cwd=ROOT, check=True)
    navstate = os.path.join(ROOT, ".build", "release", "navstate")
    return bare, navstate


class Server:
    """A server process on a fixed loopback port, stopped with SIGTERM."""

    def __init__(self, command, port):
        self.port = port
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 30
        while True:
            try:
                connection = http.client.HTTPConnection(HOST, port, timeout=1)
                connection.request("GET", "/healthz")
                connection.getresponse().read()
                connection.close()
                return
            except OSError:
                if self.process.poll() is not None or time.time() > deadline:
                    raise RuntimeError(f"server {command[0]} did not start on port {port}")
                time.sleep(0.05)

    def rss_bytes(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        return 0

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def navstate_command(binary, port, threads, store="memory"):
    command = [binary, "serve", "--host", HOST, "--port", str(port), "--log-level", "error",
               "--max-sessions", "1000000", "--store", store]
    if threads is not None:
        command += ["--threads", str(threads)]
    return command


class Client:
    """Keep-alive JSON client for setting up sessions."""

    def __init__(self, port):
        self.connection = http.client.HTTPConnection(HOST, port, timeout=10)

    def post(self, path, body):
        self.connection.request("POST", path, body=json.dumps(body), headers={"Content-Type": "application/json"})
        response = self.connection.getresponse()
        data = response.read()
        if response.status >= 300:
            raise RuntimeError(f"POST {path}: {response.status} {data[:200]!r}")
        return data


def navigation(stack, session=None):
    spec = {"root": {"kind": "navigation", "children": [{"kind": "view", "title": f"Screen {i}"} for i in range(stack)]}}
    if session:
        spec["id"] = session
    return spec


def setup_snapshot(port, args):
    Client(port).post("/sessions", navigation(10, "deep"))


def setup_push_pop(port, args):
    client = Client(port)
    for index in range(args.sessions):
        client.post("/sessions", navigation(5, f"s{index}"))


def setup_shared(port, args):
    # One session, 50 deep: the connections' pushes and pops in flight move it by at most their
    # number either way, so it never reaches its root or the stack limit of 100.
    Client(port).post("/sessions", navigation(50, "s0"))


def wrk(port, script, args, duration):
    environment = dict(os.environ, NAVSTATE_BENCH_SCRIPTS=SCRIPTS, NAVSTATE_BENCH_SESSIONS=str(args.sessions))
    command = ["wrk", f"-t{args.wrk_threads}", f"-c{args.connections}", f"-d{duration}s", "--latency",
               "-s", os.path.join(SCRIPTS, script), f"http://{HOST}:{port}"]
    output = subprocess.run(command, env=environment, capture_output=True, text=True, check=True).stdout
    match = re.search(r"WRK_JSON (\{.*\})", output)
    if not match:
        raise RuntimeError("wrk printed no result:\n" + output)
    return json.loads(match.group(1))


SCENARIOS = [
    ("get-snapshot", "GET /sessions/{sid}, 10-deep stack", "get-snapshot.lua", setup_snapshot),
    ("push-pop", "push/pop cycle over 1,000 sessions", "push-pop.lua", setup_push_pop),
    ("create-session", "POST /sessions, 3-level tree (tab bar, 2 navs, 2 views)", "create-session.lua", None),
    ("shared-session", "push/pop, every connection on ONE session", "push-pop.lua", setup_shared),
    # The latency target's rows: a light load (16 connections), where p99 is the figure to read.
    ("get-snapshot-16", "GET /sessions/{sid}, 16 connections (p99)", "get-snapshot.lua", setup_snapshot),
    ("push-pop-16", "push/pop over 1,000 sessions, 16 connections (p99)", "push-pop.lua", setup_push_pop),
]

# Scenarios that run with other than `--connections` connections.
SCENARIO_CONNECTIONS = {"get-snapshot-16": 16, "push-pop-16": 16}


def run_scenario(script, setup, command, port, args):
    """Starts a fresh server, runs the scenario's setup against it (NavState only), warms up, measures."""
    server = Server(command, port)
    try:
        if setup:
            setup(port, args)
        if args.warmup > 0:
            wrk(port, script, args, args.warmup)
        return wrk(port, script, args, args.duration)
    finally:
        server.stop()


def measure_memory(binary, counts, threads):
    """Resident memory per 10-controller session at each count, from one growing server."""
    port = 19003
    server = Server(navstate_command(binary, port, threads), port)
    rows = []
    try:
        client = Client(port)
        empty = server.rss_bytes()
        created = 0
        for count in sorted(counts):
            while created < count:
                client.post("/sessions", navigation(10))
                created += 1
            rss = server.rss_bytes()
            rows.append({"sessions": count, "rss_bytes": rss, "empty_rss_bytes": empty,
                         "per_session_bytes": round((rss - empty) / count)})
            log(f"memory: {count} sessions, RSS {rss / 2**20:.1f} MiB, {(rss - empty) / count:.0f} B/session")
    finally:
        server.stop()
    return rows


def measure_fanout(navstate, args):
    """(d) One session mutated at full speed (push/pop from wrk) while `--fanout` SSE streams
    follow it: changes delivered per second over all streams, and each change's latency from
    its commit ("time", millisecond resolution) to its arrival."""
    port = 19003
    server = Server(navstate_command(navstate, port, args.threads), port)
    try:
        Client(port).post("/sessions", navigation(5, "s0"))
        meter = subprocess.Popen([SUBSCRIBER, str(port), "s0", str(args.fanout), str(args.duration + 1)],
                                 stdout=subprocess.PIPE, text=True)
        time.sleep(0.5)
        single = argparse.Namespace(**{**vars(args), "sessions": 1, "connections": 16})
        load = wrk(port, "push-pop.lua", single, args.duration)
        output, _ = meter.communicate(timeout=args.duration + 30)
        result = json.loads(output)
        result["mutations_per_s"] = load["rps"]
        log(f"fanout: {args.fanout} streams, {load['rps']:,.0f} mutations/s, {result['events_per_s']:,.0f} events/s delivered, "
            f"latency p50 {result['p50_ms']} ms, p99 {result['p99_ms']} ms, {result['cut']} streams cut")
        return result
    finally:
        server.stop()


def create_many(port, count, body_for, connections=16):
    """Creates `count` sessions over `connections` keep-alive connections (so that the store's
    writer can group their commits)."""
    def work(offset):
        client = Client(port)
        for index in range(offset, count, connections):
            client.post("/sessions", body_for(index))
    with concurrent.futures.ThreadPoolExecutor(connections) as pool:
        list(pool.map(work, range(connections)))


def store_bytes(path):
    return sum(os.path.getsize(path + suffix) for suffix in ("", "-wal") if os.path.exists(path + suffix))


def measure_store(navstate, args, memory_results):  # noqa: C901 (one measurement after another)
    """(e) The SQLite store: push/pop and creation with it beside the memory store's figures,
    restart times with many stored sessions, bytes on disk per session, and the file under
    create/delete churn."""
    directory = tempfile.mkdtemp(prefix="navstate-bench-store-")
    port = 19004
    results = {"scenarios": [], "restart": [], "churn": []}
    try:
        for name, title, script, setup in SCENARIOS:
            if name in ("get-snapshot", "shared-session") or name in SCENARIO_CONNECTIONS or name not in {row["scenario"] for row in memory_results}:
                continue
            # This VM's run-to-run noise (±15%) is larger than the difference measured: memory
            # and SQLite runs alternate, and the medians are compared.
            runs = {"memory": [], "sqlite": []}
            for attempt in range(args.store_rounds):
                for store in ("memory", "sqlite"):
                    path = os.path.join(directory, f"{name}-{attempt}.sqlite")
                    log(f"{name}: NavState with --store {store} (round {attempt + 1} of {args.store_rounds})")
                    command = navstate_command(navstate, port, args.threads, "memory" if store == "memory" else "sqlite:" + path)
                    runs[store].append(run_scenario(script, setup, command, port, args))
            median = {store: sorted(measured, key=lambda run: run["rps"])[len(measured) // 2] for store, measured in runs.items()}
            results["scenarios"].append({"scenario": name, "title": title, "sqlite": median["sqlite"], "memory": median["memory"],
                                         "runs": runs, "ratio": median["sqlite"]["rps"] / median["memory"]["rps"]})
        for count in [int(c) for c in args.restart.split(",") if c]:
            path = os.path.join(directory, f"restart-{count}.sqlite")
            server = Server(navstate_command(navstate, port, args.threads, "sqlite:" + path), port)
            try:
                create_many(port, count, lambda index: navigation(10, f"r{index}"))
            finally:
                server.stop()
            size = store_bytes(path)
            started = time.time()
            server = Server(navstate_command(navstate, port, args.threads, "sqlite:" + path), port)
            healthy = time.time() - started
            try:
                connection = http.client.HTTPConnection(HOST, port, timeout=10)
                connection.request("GET", f"/sessions/r{count // 2}")
                response = connection.getresponse()
                response.read()
                first = time.time() - started
                assert response.status == 200, response.status
            finally:
                server.stop()
            results["restart"].append({"sessions": count, "file_bytes": size, "bytes_per_session": round(size / count),
                                       "healthz_s": round(healthy, 3), "first_session_s": round(first, 3)})
            log(f"restart: {count} sessions, {size / 2**20:.1f} MiB on disk ({size / count:.0f} B/session), "
                f"/healthz after {healthy:.2f} s, a session after {first:.2f} s")
        if args.churn > 0:
            path = os.path.join(directory, "churn.sqlite")
            server = Server(navstate_command(navstate, port, args.threads, "sqlite:" + path), port)
            try:
                client = Client(port)
                done = 0
                for step in range(1, 5):
                    target = args.churn * step // 4
                    while done < target:
                        client.post("/sessions", navigation(10, "churn"))
                        client.connection.request("DELETE", "/sessions/churn")
                        client.connection.getresponse().read()
                        done += 1
                    size = store_bytes(path)
                    results["churn"].append({"created_and_deleted": done, "file_bytes": size})
                    log(f"churn: {done} sessions created and deleted, {size / 2**10:.0f} KiB on disk")
            finally:
                server.stop()
    finally:
        shutil.rmtree(directory, ignore_errors=True)
    return results


def table(results, memory):
    lines = ["| scenario | server | req/s | p50 | p99 | errors | / evhttp | / epoll |",
             "|---|---|---:|---:|---:|---:|---:|---:|"]
    for row in results:
        servers = [(key, label) for key, label, _ in BARE if key in row["bare"]] + [("navstate", "NavState")]
        for index, (key, label) in enumerate(servers):
            numbers = row["navstate"] if key == "navstate" else row["bare"][key]
            ratios = [f"{numbers['rps'] / row['bare'][anchor]['rps']:.2f}" if anchor in row["bare"] and key != anchor else ""
                      for anchor in ("evhttp", "epoll")]
            lines.append(f"| {row['title'] if index == 0 else ''} | {label} | {numbers['rps']:,.0f} | "
                         f"{numbers['p50_us'] / 1000:.2f} ms | {numbers['p99_us'] / 1000:.2f} ms | "
                         f"{numbers['errors']} | {ratios[0]} | {ratios[1]} |")
    if memory:
        lines += ["", "| sessions (10 controllers each) | resident memory | per session |", "|---:|---:|---:|"]
        for row in memory:
            lines.append(f"| {row['sessions']:,} | {row['rss_bytes'] / 2**20:.1f} MiB | "
                         f"{row['per_session_bytes'] / 1024:.2f} KiB |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--duration", type=int, default=10, help="seconds each measured wrk run lasts")
    parser.add_argument("--warmup", type=int, default=2, help="seconds of warm-up before each run (0: none)")
    parser.add_argument("--connections", type=int, default=64, help="wrk connections")
    parser.add_argument("--wrk-threads", type=int, default=2, help="wrk threads")
    parser.add_argument("--sessions", type=int, default=1000, help="sessions the push/pop scenario spreads over")
    parser.add_argument("--threads", type=int, default=None, help="navstate --threads (default: its own default)")
    parser.add_argument("--scenarios", default=",".join(s[0] for s in SCENARIOS), help="comma-separated subset")
    parser.add_argument("--memory", default="10000,100000",
                        help="session counts for the memory measurement, comma-separated ('' to skip)")
    parser.add_argument("--fanout", type=int, default=100, help="SSE streams on one mutated session (0: skip)")
    parser.add_argument("--restart", default="10000,100000",
                        help="stored session counts to time a restart with, comma-separated ('' to skip)")
    parser.add_argument("--churn", type=int, default=100000, help="sessions created and deleted to watch the file (0: skip)")
    parser.add_argument("--no-store", action="store_true", help="skip the SQLite store measurements")
    parser.add_argument("--store-rounds", type=int, default=5, help="alternating memory/SQLite runs per store scenario")
    parser.add_argument("--bare", default=",".join(key for key, _, _ in BARE),
                        help="which bare servers in C to measure beside NavState, comma-separated (evhttp is the ratio's anchor)")
    parser.add_argument("--skip-build", action="store_true", help="use the existing release build")
    parser.add_argument("--output", default=os.path.join(BENCH, "results", "latest.json"))
    args = parser.parse_args()

    bare_servers, navstate = build(args)
    # The bare servers run as many event loops as NavState (its default: one per core).
    loops = args.threads or os.cpu_count() or 1
    chosen = set(args.scenarios.split(","))
    anchors = [key for key, _, _ in BARE if key in set(args.bare.split(","))]
    results = []
    for name, title, script, setup in SCENARIOS:
        if name not in chosen:
            continue
        overrides = {"sessions": 1} if name == "shared-session" else {}
        if name in SCENARIO_CONNECTIONS:
            overrides["connections"] = SCENARIO_CONNECTIONS[name]
        scenario_args = argparse.Namespace(**{**vars(args), **overrides})
        bare = {}
        for key in anchors:
            log(f"{name}: bare {key} server, {loops} loop(s)")
            bare[key] = run_scenario(script, None, [bare_servers[key], HOST, "19001", str(loops)], 19001, scenario_args)
        log(f"{name}: NavState, {loops} loop(s)")
        ours = run_scenario(script, setup, navstate_command(navstate, 19002, args.threads), 19002, scenario_args)
        evhttp = bare.get("evhttp", {}).get("rps")
        results.append({"scenario": name, "title": title, "bare": bare, "navstate": ours,
                        "ratio": ours["rps"] / evhttp if evhttp else None})
    counts = [int(c) for c in args.memory.split(",") if c]
    memory = measure_memory(navstate, counts, args.threads) if counts else []
    fanout = measure_fanout(navstate, args) if args.fanout > 0 else None
    store = None if args.no_store else measure_store(navstate, args, results)

    report = {
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform()},
        "settings": {"duration_s": args.duration, "warmup_s": args.warmup, "connections": args.connections,
                     "wrk_threads": args.wrk_threads, "sessions": args.sessions, "navstate_threads": args.threads},
        "scenarios": results,
        "memory": memory,
        "fanout": fanout,
        "store": store,
    }
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w") as file:
        json.dump(report, file, indent=2)
        file.write("\n")
    print(table(results, memory))
    if fanout:
        print(f"\n| SSE fan-out | mutations/s | changes delivered/s | latency p50 | p99 | streams cut |\n|---|---:|---:|---:|---:|---:|\n"
              f"| {fanout['streams']} streams on one session | {fanout['mutations_per_s']:,.0f} | {fanout['events_per_s']:,.0f} | "
              f"{fanout['p50_ms']:.1f} ms | {fanout['p99_ms']:.1f} ms | {fanout['cut']} |")
    if store:
        print("\n| median of alternating runs | store | req/s | ack p50 | ack p99 | errors | sqlite / memory |\n|---|---|---:|---:|---:|---:|---:|")
        for row in store["scenarios"]:
            for key in ("memory", "sqlite"):
                numbers = row[key]
                ratio = f"{row['ratio']:.0%}" if key == "sqlite" else ""
                print(f"| {row['title'] if key == 'memory' else ''} | {key} | {numbers['rps']:,.0f} | {numbers['p50_us'] / 1000:.2f} ms | "
                      f"{numbers['p99_us'] / 1000:.2f} ms | {numbers['errors']} | {ratio} |")
        if store["restart"]:
            print("\n| stored sessions (10 controllers) | on disk | per session | /healthz after start | first session read |\n|---:|---:|---:|---:|---:|")
            for row in store["restart"]:
                print(f"| {row['sessions']:,} | {row['file_bytes'] / 2**20:.1f} MiB | {row['bytes_per_session']:,} B | "
                      f"{row['healthz_s']:.2f} s | {row['first_session_s']:.2f} s |")
        if store["churn"]:
            print("\n| sessions created and deleted | store on disk |\n|---:|---:|")
            for row in store["churn"]:
                print(f"| {row['created_and_deleted']:,} | {row['file_bytes'] / 2**10:,.0f} KiB |")
    print(f"\n(wrk and the server share this machine's {os.cpu_count()} cores; written to {os.path.relpath(args.output, ROOT)})")


if __name__ == "__main__":
    main()
