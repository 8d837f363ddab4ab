#!/usr/bin/env python3
"""What the byte and time limits hold a session, an answer and the event loops to, measured on
a release build (`make bench-limits`): RSS of one session driven to each budget, the largest
answers, /healthz latency while the heaviest replays run, and the kernel memory of streams
that never read. Bounded: every loop has a count, every wait a timeout; 127.0.0.1 only."""

import argparse
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time


def start(binary, port, extra=()):
    process = subprocess.Popen(
        [binary, "serve", "--host", "127.0.0.1", "--port", str(port), "--store", "memory", "--log-level", "error", *extra],
        stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
            return process
        except OSError:
            time.sleep(0.05)
    process.kill()
    sys.exit("navstate did not start")


def rss_mib(process):
    with open(f"/proc/{process.pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


class Client:
    def __init__(self, port):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def send(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        headers = {"Content-Type": "application/json"} if data is not None else {}
        self.connection.request(method, path, body=data, headers=headers)
        response = self.connection.getresponse()
        return response.status, response.read()


def tcp_memory_kib():
    with open("/proc/net/sockstat") as sockstat:
        for line in sockstat:
            if line.startswith("TCP:"):
                fields = line.split()
                return int(fields[fields.index("mem") + 1]) * os.sysconf("SC_PAGE_SIZE") // 1024
    return 0


def heavy_session(client, sid, loaded=100):
    """A session with `loaded` controllers on screen once (every view loaded)."""
    client.send("POST", "/sessions", {"id": sid, "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view"}]}})
    for _ in range(min(loaded, 99)):
        client.send("POST", f"/sessions/{sid}/push", {"controller": {"kind": "view"}, "animated": False})


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/navstate")
    parser.add_argument("--port", type=int, default=18480)
    arguments = parser.parse_args()
    results = {}

    # 1. One session driven to each budget, and the largest answers.
    server = start(arguments.binary, arguments.port)
    client = Client(arguments.port)
    base = rss_mib(server)
    # Text: 99 controllers of a stack, each near the 4 KiB limit.
    client.send("POST", "/sessions", {"id": "text", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view"}]}})
    title = "t" * 4_000
    for _ in range(99):
        client.send("POST", "/sessions/text/push", {"controller": {"kind": "view", "title": title}, "animated": False})
    status, snapshot = client.send("GET", "/sessions/text")
    status, over = client.send("PATCH", "/sessions/text/controllers/nav", {"title": "t" * 9_000})
    results["snapshot of 100 controllers at the text limit"] = f"{len(snapshot) / 1024:.0f} KiB (over the limit: {over.decode()[:40]}…)"
    results["RSS, that session"] = f"+{rss_mib(server) - base:.1f} MiB"
    # The journal: batches at the callback limit, 64 of them (two checkpoint intervals).
    heavy_session(client, "journal")
    before = rss_mib(server)
    warnings = [{"action": "memory-warning"}] * 19  # 100 loaded views: 1,900 callbacks a batch
    times = []
    for _ in range(64):
        started = time.perf_counter()
        status, answer = client.send("POST", "/sessions/journal/actions", {"actions": warnings})
        times.append(time.perf_counter() - started)
    status, refused = client.send("POST", "/sessions/journal/actions", {"actions": warnings + [{"action": "memory-warning"}] * 2})
    results["one batch at the callback limit (1,900 callbacks)"] = f"answer {len(answer) / 1024:.0f} KiB, {statistics.median(times) * 1000:.0f} ms median"
    results["over the callback limit"] = json.loads(refused)["type"]
    results["RSS, 64 such batches in one session's journal"] = f"+{rss_mib(server) - before:.1f} MiB"
    status, page = client.send("GET", "/sessions/journal/history?limit=500")
    results["largest history page (limit=500)"] = f"{len(page) / 1024:.0f} KiB, {len(json.loads(page)['entries'])} entries"
    # Keyed answers: 64 keyed PATCHes of the large snapshot.
    before = rss_mib(server)
    for index in range(64):
        client.connection.request(
            "PATCH", "/sessions/text/controllers/nav", body=json.dumps({"title": f"k{index}"}).encode(),
            headers={"Content-Type": "application/json", "Idempotency-Key": f"key-{index}"})
        client.connection.getresponse().read()
    results["RSS, 64 keyed answers of that snapshot"] = f"+{rss_mib(server) - before:.1f} MiB"

    # 2. /healthz while the heaviest replays run (time travel to each kept revision).
    status, history = client.send("GET", "/sessions/journal/history?limit=1")
    oldest = json.loads(history)["oldestRevision"]
    current = json.loads(history)["revision"]
    stop = threading.Event()
    replays = []

    def replay():
        replayer = Client(arguments.port)
        revision = oldest
        while not stop.is_set() and len(replays) < 400:
            started = time.perf_counter()
            replayer.send("GET", f"/sessions/journal?revision={revision}")
            replays.append(time.perf_counter() - started)
            revision = oldest if revision == current else revision + 1

    def health(samples, count):
        checker = Client(arguments.port)
        for _ in range(count):
            started = time.perf_counter()
            checker.send("GET", "/healthz")
            samples.append(time.perf_counter() - started)
            time.sleep(0.002)

    quiet = []
    health(quiet, 500)
    threads = [threading.Thread(target=replay) for _ in range(2)]
    for thread in threads:
        thread.start()
    busy = []
    health(busy, 500)
    stop.set()
    for thread in threads:
        thread.join(timeout=120)

    def p(samples, q):
        return sorted(samples)[int(len(samples) * q) - 1] * 1000

    results["/healthz alone, p50 / p99"] = f"{p(quiet, 0.5):.2f} / {p(quiet, 0.99):.2f} ms"
    results["/healthz while 2 clients replay every kept revision in turn, p50 / p99"] = f"{p(busy, 0.5):.2f} / {p(busy, 0.99):.2f} ms"
    results["a replay of a kept revision (a checkpoint, then up to 63 batches at the limit): median / max"] = (
        f"{statistics.median(replays) * 1000:.0f} / {max(replays) * 1000:.0f} ms ({len(replays)} replays)")
    server.kill()
    server.wait()

    # 3. 256 event streams that never read, on a session that keeps changing.
    server = start(arguments.binary, arguments.port)
    client = Client(arguments.port)
    client.send("POST", "/sessions", {"id": "watched", "root": {"kind": "view", "id": "a"}})
    memory_before = tcp_memory_kib()
    rss_before = rss_mib(server)
    streams = []
    for _ in range(256):
        stream = socket.create_connection(("127.0.0.1", arguments.port))
        stream.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        stream.sendall(b"GET /sessions/watched/events HTTP/1.1\r\nHost: localhost\r\n\r\n")
        streams.append(stream)
    title = "t" * 4_000
    for index in range(1_000):
        client.send("PATCH", "/sessions/watched/controllers/a", {"title": title if index % 2 == 0 else None})
    time.sleep(1)
    results["256 never-reading streams: kernel TCP memory (server and clients)"] = f"+{(tcp_memory_kib() - memory_before) / 1024:.1f} MiB"
    results["256 never-reading streams: server RSS"] = f"+{rss_mib(server) - rss_before:.1f} MiB"
    status, metrics = client.send("GET", "/metrics")
    still = [line for line in metrics.decode().splitlines() if line.startswith("navstate_event_streams_open ")]
    results["256 never-reading streams: still open after 2.1 MB of changes"] = still[0].split()[-1] if still else "?"
    for stream in streams:
        stream.close()
    server.kill()
    server.wait()

    for key, value in results.items():
        print(f"{key}: {value}")


if __name__ == "__main__":
    main()
