#!/usr/bin/env python3
"""The cluster's failure test (docs/operations.md, cluster): real PostgreSQL, real nginx, real nodes, all on 127.0.0.1.

    python3 scripts/cluster_test.py [--runs 3] [--seconds 6] [--binary .build/debug/navstate]

One cluster (scripts/cluster.sh: a throwaway PostgreSQL, 3 nodes, nginx with cluster/nginx.conf)
serves every run. Each run:

1. creates --sessions sessions through nginx (a navigation controller with a root view) and
   learns which node serves each (nginx's X-Upstream header);
2. follows each session's event stream through nginx (one subscriber each, from revision 1 with
   Last-Event-ID, reconnecting with the last id it saw whenever the stream is cut);
3. drives every session with --threads-per-session client threads that push and pop through
   nginx, each mutation with its own Idempotency-Key, retried with the same key after a lost
   connection, 502/503/504, 409 idempotency-key-in-flight or 409 changed-elsewhere (another
   node stored a revision while this one was storing; nothing was kept, docs/operations.md),
   so that each is applied once;
4. a third of the way in, kills (SIGKILL) the node serving the most sessions, measures for each
   of its sessions how long until nginx serves it again (from another node), restarts the node
   on its port and waits until nginx sends its sessions back to it (after fail_timeout);
5. then sends one push per session straight to a node other than the one nginx uses (any node
   must serve any session, and never apply a change on a stale revision);
6. and checks: every node converges to the final revision within a few seconds; the acknowledged
   revisions of each session are exactly 2…final (none lost, none applied twice: final = 1 +
   acknowledged changes); /history lists each with the action that was sent; GET ?revision=N
   answers, on every node, the bytes of the acknowledged answer (less `expiresAt` and `events`,
   which the snapshot of a past revision leaves out); every subscriber saw change events
   2…final, in order, once each.

Each session takes at most --budget changes per run, because /history keeps only 32 to 64
revisions and every one is checked. Every wait has a deadline and every loop a bound; the
cluster is stopped at the end whatever happens. Exit status 1 on any loss, 2 on a harness error.
Python 3 standard library only.
"""

import argparse
import http.client
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLUSTER_SH = os.path.join(ROOT, "scripts", "cluster.sh")
HOST = "127.0.0.1"
# Retry a mutation with the same key after these answers (and after a lost connection).
RETRY_STATUSES = {502, 503, 504}
REQUEST_TIMEOUT = 10.0       # one HTTP exchange
MUTATION_DEADLINE = 25.0     # one logical mutation, all its retries included
MAX_ATTEMPTS = 60            # … and at most this many attempts
FAIL_TIMEOUT = 3.0           # cluster/nginx.conf's fail_timeout: how soon a restarted node is tried


def now():
    return time.monotonic()


class HarnessError(Exception):
    """Something around the server failed (a port, a process): exit 2, not a finding."""


# ----------------------------------------------------------------------------------------------
# HTTP


class Answer:
    def __init__(self, status, headers, body):
        self.status = status
        self.headers = {k.lower(): v for k, v in headers}
        self.body = body

    def json(self):
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    @property
    def upstream(self):
        """The node that answered (the last one nginx tried), or None."""
        value = self.headers.get("x-upstream")
        return value.split(",")[-1].strip() if value else None

    @property
    def problem_type(self):
        document = self.json()
        return document.get("type") if isinstance(document, dict) else None


class Client:
    """One keep-alive connection to host:port, reopened after any error."""

    def __init__(self, port):
        self.port = port
        self.connection = None

    def close(self):
        if self.connection is not None:
            self.connection.close()
            self.connection = None

    def request(self, method, path, body=None, headers=None, timeout=REQUEST_TIMEOUT):
        """An Answer, or raises OSError / http.client.HTTPException (the connection is closed)."""
        if self.connection is None:
            self.connection = http.client.HTTPConnection(HOST, self.port, timeout=timeout)
        data = json.dumps(body).encode() if body is not None else None
        all_headers = {"Host": f"{HOST}:{self.port}"}
        if data is not None:
            all_headers["Content-Type"] = "application/json"
        all_headers.update(headers or {})
        try:
            self.connection.request(method, path, body=data, headers=all_headers)
            response = self.connection.getresponse()
            answer = Answer(response.status, response.getheaders(), response.read())
        except (OSError, http.client.HTTPException):
            self.close()
            raise
        if answer.headers.get("connection", "").lower() == "close":
            self.close()
        return answer


def get(port, path, timeout=REQUEST_TIMEOUT):
    client = Client(port)
    try:
        return client.request("GET", path, timeout=timeout)
    finally:
        client.close()


# ----------------------------------------------------------------------------------------------
# The cluster


class Cluster:
    def __init__(self, directory, binary, nodes, store):
        self.directory = directory
        self.binary = binary
        self.nodes = nodes
        self.store = store
        self.port = None
        self.node_ports = []

    def script(self, *args, timeout=90):
        result = subprocess.run(["bash", CLUSTER_SH, *args], capture_output=True, text=True, timeout=timeout)
        if result.returncode != 0:
            raise HarnessError(f"cluster.sh {' '.join(args)} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
        return result.stdout

    def start(self):
        # nginx, the nodes and PostgreSQL on consecutive ports: find a block that is free now.
        count = self.nodes + 2
        for _ in range(50):
            base = random.randrange(20000, 60000 - count)
            if all(port_is_free(base + i) for i in range(count)):
                break
        else:
            raise HarnessError("no block of free ports found in 50 tries")
        self.port = base
        self.node_ports = [base + 1 + k for k in range(self.nodes)]
        args = ["start", self.directory, "--nodes", str(self.nodes), "--port", str(base),
                "--binary", self.binary]
        if self.store:
            args += ["--store", self.store]
        # A short grace: `stop` should not wait long for streams the test left open.
        args += ["--", "--shutdown-grace", "2"]
        print(self.script(*args).rstrip())

    def stop(self):
        try:
            self.script("stop", self.directory, timeout=120)
        except HarnessError as error:
            print(error, file=sys.stderr)

    def node_of(self, address):
        """1-based node number of '127.0.0.1:PORT', or None."""
        try:
            return self.node_ports.index(int(address.rsplit(":", 1)[1])) + 1
        except (ValueError, AttributeError, IndexError):
            return None

    def address(self, node):
        return f"{HOST}:{self.node_ports[node - 1]}"

    def kill(self, node):
        self.script("kill-node", self.directory, str(node))

    def kill_now(self, node):
        """SIGKILL from here, at this very moment (cluster.sh kill-node costs a bash start)."""
        pid_file = os.path.join(self.directory, f"node-{node}.pid")
        with open(pid_file) as f:
            pid = int(f.read().strip())
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            if self.binary.encode() not in f.read():
                raise HarnessError(f"pid {pid} of {pid_file} is not {self.binary}")
        os.kill(pid, 9)
        os.remove(pid_file)
        with open(os.path.join(self.directory, f"node-{node}.log"), "a") as f:
            f.write(f"--- {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())} killed with SIGKILL by cluster_test.py\n")

    def restart(self, node):
        self.script("restart-node", self.directory, str(node))


def port_is_free(port):
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((HOST, port))
            return True
        except OSError:
            return False


# ----------------------------------------------------------------------------------------------
# Mutations, each applied once


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.counts = {}

    def add(self, name, n=1):
        with self.lock:
            self.counts[name] = self.counts.get(name, 0) + n

    def get(self, name):
        with self.lock:
            return self.counts.get(name, 0)


class Failures:
    def __init__(self):
        self.lock = threading.Lock()
        self.items = []

    def add(self, text):
        with self.lock:
            self.items.append(text)
            if len(self.items) <= 40:
                print(f"  FAIL: {text}", flush=True)


def keyed(client, method, path, body, stats, stop_at=None):
    """Sends one logical mutation until it is answered (not 502/503/504, not in flight, not
    changed elsewhere), with one Idempotency-Key for every attempt. Returns (Answer, attempts) or (None, attempts) when
    the deadline or the attempt bound passed."""
    key = uuid.uuid4().hex
    deadline = now() + MUTATION_DEADLINE
    delay = 0.02
    for attempt in range(1, MAX_ATTEMPTS + 1):
        if attempt > 1:
            time.sleep(delay)
            delay = min(delay * 2, 0.5)
        if now() > deadline:
            return None, attempt - 1
        try:
            answer = client.request(method, path, body, {"Idempotency-Key": key})
        except (OSError, http.client.HTTPException):
            stats.add("retry: connection lost")
            continue
        if answer.status in RETRY_STATUSES:
            stats.add(f"retry: {answer.status}")
            continue
        if answer.status == 409 and answer.problem_type == "idempotency-key-in-flight":
            stats.add("retry: 409 in flight")
            continue
        if answer.status == 409 and answer.problem_type == "changed-elsewhere":
            stats.add("retry: 409 changed elsewhere")
            continue
        if answer.headers.get("idempotent-replayed", "").lower() == "true":
            stats.add("replayed answers")
        return answer, attempt
    return None, MAX_ATTEMPTS


class Acknowledged:
    """Per session: revision -> (the request sent, the answer's bytes), and refusals."""

    def __init__(self):
        self.lock = threading.Lock()
        self.revisions = {}
        self.duplicates = []
        self.refusals = 0
        self.depth = 1        # the stack's length after the newest acknowledged change

    def add(self, revision, request, body, depth):
        with self.lock:
            if revision in self.revisions:
                self.duplicates.append((revision, request, self.revisions[revision][0]))
            else:
                self.revisions[revision] = (request, body)
            if revision == max(self.revisions):
                self.depth = depth


def mutate(client, sid, record, kind, label, stats, failures, direct=False):
    """One push or pop on session sid; records what was acknowledged. True when answered."""
    if kind == "push":
        request = ("push", label)
        body = {"controller": {"kind": "view", "id": label, "title": label}}
    else:
        request = ("pop", None)
        body = None
    answer, attempts = keyed(client, "POST", f"/sessions/{sid}/{kind}", body, stats)
    stats.add("attempts", attempts)
    if answer is None:
        failures.add(f"{sid}: {kind} {label or ''} not answered within {MUTATION_DEADLINE:.0f} s / {attempts} attempts"
                     + (" (sent straight to a node)" if direct else ""))
        return False
    document = answer.json()
    if answer.status == 200 and isinstance(document, dict) and isinstance(document.get("revision"), int):
        revision = document["revision"]
        etag = answer.headers.get("etag")
        if etag != f'"{revision}"':
            failures.add(f"{sid}: {kind} answered revision {revision} with ETag {etag}")
        depth = len(document.get("window", {}).get("root", {}).get("children", []))
        record.add(revision, request, answer.body, depth)
        stats.add("acknowledged")
        if direct:
            stats.add("acknowledged straight from a node")
        return True
    if answer.status == 409 and answer.problem_type == "nothing-to-pop" and kind == "pop":
        with record.lock:
            record.refusals += 1
        stats.add("refused (nothing to pop)")
        return True
    failures.add(f"{sid}: {kind} {label or ''} answered {answer.status} {answer.body[:300]!r}")
    return False


def driver(port, sid, record, thread_index, phases, stop, stats, failures):
    """Pushes and pops on one session until stop is set or its budget is acknowledged, in
    phases: [(go event, count, pace seconds)], each waiting for its event. The middle phase
    sends back to back (pace 0) across the kill, so that changes are under way when the node
    dies: some are applied and never answered, and their retries must be recognised."""
    client = Client(port)
    rng = random.Random()
    n = 0
    try:
        for go, count, pace in phases:
            while not go.wait(0.2):
                if stop.is_set():
                    return
            for _ in range(count):
                if stop.is_set():
                    return
                with record.lock:
                    depth = record.depth
                kind = "push" if depth <= 2 or rng.random() < 0.55 else "pop"
                label = f"t{thread_index}c{n}" if kind == "push" else None
                if not mutate(client, sid, record, kind, label, stats, failures):
                    return
                n += 1
                if pace:
                    stop.wait(pace * rng.uniform(0.5, 1.5))
    finally:
        client.close()


# ----------------------------------------------------------------------------------------------
# Event streams


class Subscriber(threading.Thread):
    """Follows /sessions/{sid}/events through nginx from revision 1, reconnecting with the last
    id seen after every cut. Plain HTTP/1.0 over a socket: nginx then streams without chunking
    and a cut is simply the end of the data."""

    MAX_CONNECTS = 300

    def __init__(self, port, sid, failures, deadline):
        super().__init__(daemon=True)
        self.port = port
        self.sid = sid
        self.failures = failures
        self.deadline = deadline
        self.last = 1
        self.ids = []             # every change id, in order received
        self.problems = []
        self.connects = 0
        self.connected = threading.Event()
        self.stop_at_revision = None   # set by the test: stop once this revision is seen
        self.stop = threading.Event()
        self.upstreams = []

    def run(self):
        backoff = 0.02
        while not self.stop.is_set() and now() < self.deadline and self.connects < self.MAX_CONNECTS:
            if self.stop_at_revision is not None and self.last >= self.stop_at_revision:
                return
            self.connects += 1
            try:
                self.follow()
                backoff = 0.02
            except (OSError, ValueError) as error:
                self.problems.append(f"connection {self.connects}: {error}")
            if self.stop.is_set():
                return
            time.sleep(backoff)
            backoff = min(backoff * 2, 0.5)

    def follow(self):
        with socket.create_connection((HOST, self.port), timeout=3) as s:
            s.sendall((f"GET /sessions/{self.sid}/events HTTP/1.0\r\nHost: {HOST}:{self.port}\r\n"
                       f"Accept: text/event-stream\r\nLast-Event-ID: {self.last}\r\n\r\n").encode())
            s.settimeout(0.3)
            data = b""
            head = None
            while not self.stop.is_set() and now() < self.deadline:
                if self.stop_at_revision is not None and self.last >= self.stop_at_revision:
                    return
                try:
                    chunk = s.recv(65536)
                except socket.timeout:
                    continue
                if not chunk:
                    return        # cut: reconnect
                data += chunk
                if head is None:
                    if b"\r\n\r\n" not in data:
                        if len(data) > 65536:
                            raise ValueError("no end of headers")
                        continue
                    head, data = data.split(b"\r\n\r\n", 1)
                    lines = head.decode("latin-1").split("\r\n")
                    status = int(lines[0].split()[1])
                    upstream = next((line.split(":", 1)[1].strip() for line in lines[1:]
                                     if line.lower().startswith("x-upstream:")), None)
                    self.upstreams.append(upstream)
                    if status != 200:
                        raise ValueError(f"status {status}")
                    self.connected.set()
                data = data.replace(b"\r\n", b"\n")
                while b"\n\n" in data:
                    block, data = data.split(b"\n\n", 1)
                    self.event(block.decode())

    def event(self, block):
        fields = {}
        for line in block.split("\n"):
            if not line or line.startswith(":"):
                continue
            name, _, value = line.partition(":")
            fields[name] = value[1:] if value.startswith(" ") else value
        kind = fields.get("event", "message")
        if "id" not in fields:
            if kind != "message" or fields:
                self.problems.append(f"event without id: {block[:120]!r}")
            return
        event_id = int(fields["id"])
        if kind == "change":
            if event_id != self.last + 1:
                self.failures.add(f"{self.sid}: event stream went from {self.last} to change {event_id}")
            self.ids.append(event_id)
            self.last = max(self.last, event_id)
        elif kind == "snapshot":
            # Resuming with Last-Event-ID must not start over: a snapshot past the last id seen
            # means the changes between were never sent as changes.
            if event_id != self.last:
                self.failures.add(f"{self.sid}: event stream resumed after {self.last} with a snapshot at {event_id}")
            self.last = max(self.last, event_id)
        elif kind == "deleted":
            self.failures.add(f"{self.sid}: event stream says deleted")
            self.stop.set()


# ----------------------------------------------------------------------------------------------
# One run


def create_sessions(cluster, run, count, stats, failures):
    client = Client(cluster.port)
    created = {}
    prefix = f"r{run}-{uuid.uuid4().hex[:6]}"
    try:
        for i in range(count):
            sid = f"{prefix}-{i}"
            body = {"id": sid, "root": {"kind": "navigation", "id": "nav", "children": [
                {"kind": "view", "id": "root", "title": "Root"}]}}
            answer, attempts = keyed(client, "POST", "/sessions", body, stats)
            if answer is None:
                raise HarnessError(f"creating {sid}: no answer")
            if answer.status == 409 and answer.problem_type == "session-exists" and attempts > 1:
                # A retried creation whose first attempt was applied (POST /sessions keys are
                # per node in memory); the store has revision 1.
                answer = get(cluster.port, f"/sessions/{sid}?revision=1")
                stats.add("creations retried")
            if answer.status not in (200, 201):
                raise HarnessError(f"creating {sid}: {answer.status} {answer.body[:300]!r}")
            created[sid] = answer.body
    finally:
        client.close()
    return created


def owners(cluster, sids):
    """sid -> node number nginx sends it to now."""
    result = {}
    for sid in sids:
        answer = get(cluster.port, f"/sessions/{sid}")
        result[sid] = cluster.node_of(answer.upstream) if answer.status == 200 else None
    return result


def snapshot_part(body):
    """The bytes GET ?revision=N should answer for a mutation's answer: without expiresAt and
    without the change's events (the snapshot's keys come first, events last)."""
    text = body.decode()
    start = text.find(',"expiresAt":"')
    if start >= 0:
        end = text.index('"', start + len(',"expiresAt":"')) + 1
        text = text[:start] + text[end:]
    cut = text.rfind(',"events":[')
    if cut >= 0:
        text = text[:cut] + "}"
    return text.encode()


def history(port, sid, failures):
    """Every kept history entry, paging with `next` (bounded)."""
    entries, after, oldest = [], 0, None
    for _ in range(100):
        answer = get(port, f"/sessions/{sid}/history?after={after}&limit=500")
        if answer.status != 200:
            failures.add(f"{sid}: /history answered {answer.status} {answer.body[:200]!r}")
            return None, entries
        page = answer.json()
        oldest = page["oldestRevision"] if oldest is None else oldest
        entries += page["entries"]
        if page["next"] is None:
            return oldest, entries
        after = page["next"]
    failures.add(f"{sid}: /history has more than 100 pages")
    return oldest, entries


def one_run(cluster, run, args):
    stats, failures = Stats(), Failures()
    t_start = now()
    run_deadline = t_start + args.seconds + 90
    for k, port in enumerate(cluster.node_ports, 1):
        answer = get(port, "/healthz")
        if answer.status != 200:
            raise HarnessError(f"node {k} is not healthy before run {run}: {answer.status}")

    created = create_sessions(cluster, run, args.sessions, stats, failures)
    sids = list(created)
    records = {sid: Acknowledged() for sid in sids}
    owner = owners(cluster, sids)

    subscribers = {sid: Subscriber(cluster.port, sid, failures, run_deadline) for sid in sids}
    for subscriber in subscribers.values():
        subscriber.start()
    for sid, subscriber in subscribers.items():
        if not subscriber.connected.wait(10):
            failures.add(f"{sid}: the event stream did not open within 10 s ({subscriber.problems[-3:]})")

    # Drivers: each session's budget shared by its threads, a third paced before the kill, a
    # third back to back across it, the rest paced over the failover and the rejoin.
    stop = threading.Event()
    per_thread = max(3, args.budget // args.threads_per_session)
    before, burst = per_thread // 3, per_thread // 3
    after = per_thread - before - burst
    started, burst_go, after_go = threading.Event(), threading.Event(), threading.Event()
    started.set()
    phases = [(started, before, max(0.05, args.seconds / 3 - 0.3) / max(1, before)),
              (burst_go, burst, 0),
              (after_go, after, (args.down + FAIL_TIMEOUT + 1.5) / max(1, after))]
    drivers = []
    for sid in sids:
        for t in range(args.threads_per_session):
            thread = threading.Thread(target=driver, daemon=True, args=(
                cluster.port, sid, records[sid], t, phases, stop, stats, failures))
            thread.start()
            drivers.append(thread)

    # The kill, a third of the way in, of the node serving the most sessions, while every
    # client sends changes back to back.
    time.sleep(max(0.0, t_start + args.seconds / 3 - now()))
    owner = owners(cluster, sids)
    counts = {}
    for sid, node in owner.items():
        counts[node] = counts.get(node, 0) + 1
    candidates = [n for n in counts if n is not None]
    if not candidates:
        raise HarnessError(f"no session answers through nginx before the kill: {owner}")
    victim = max(candidates, key=lambda n: counts[n])
    victim_address = cluster.address(victim)
    victim_sids = [sid for sid in sids if owner[sid] == victim]
    burst_go.set()
    time.sleep(0.03)
    acknowledged_before = {sid: len(records[sid].revisions) for sid in victim_sids}
    cluster.kill_now(victim)
    t_kill = now()
    after_go.set()

    # Failover: how long until each of its sessions is served again through nginx, one prober
    # per session.
    failover_ms = {}

    def prober(sid):
        client = Client(cluster.port)
        try:
            while now() < t_kill + 20:
                try:
                    answer = client.request("GET", f"/sessions/{sid}", timeout=5)
                except (OSError, http.client.HTTPException):
                    time.sleep(0.005)
                    continue
                if answer.status == 200:
                    failover_ms[sid] = (now() - t_kill) * 1000
                    if answer.upstream == victim_address:
                        failures.add(f"{sid}: served by the killed node {victim_address} after the kill")
                    return
                time.sleep(0.005)
        finally:
            client.close()

    probers = [threading.Thread(target=prober, args=(sid,), daemon=True) for sid in victim_sids]
    for thread in probers:
        thread.start()
    for thread in probers:
        thread.join(25)
    for sid in victim_sids:
        if sid not in failover_ms:
            failures.add(f"{sid}: not served again within 20 s of killing node {victim}")

    # Let the others serve its sessions a moment, then restart it on its port.
    time.sleep(max(0.0, t_kill + args.down - now()))
    cluster.restart(victim)
    t_restart = now()

    # Rejoin: nginx tries the node again after fail_timeout; then its sessions come back to it.
    rejoined_ms = None
    probe = Client(cluster.port)
    back = set()
    refused = {}
    while now() < t_restart + FAIL_TIMEOUT + 15:
        for sid in victim_sids:
            try:
                answer = probe.request("GET", f"/sessions/{sid}", timeout=5)
            except (OSError, http.client.HTTPException):
                continue
            if answer.status == 200 and answer.upstream == victim_address:
                back.add(sid)
            elif answer.status != 200 and sid not in refused:
                refused[sid] = True
                failures.add(f"{sid}: GET after the restart answered {answer.status} {answer.body[:200]!r}")
        if back == set(victim_sids):
            rejoined_ms = (now() - t_restart) * 1000
            break
        time.sleep(0.1)
    probe.close()
    if rejoined_ms is None:
        failures.add(f"node {victim} restarted but nginx did not send it its sessions within "
                     f"{FAIL_TIMEOUT + 15:.0f} s (back: {sorted(back)} of {victim_sids})")

    # The drivers go on a second after the rejoin (or to --seconds), then stop.
    time.sleep(max(0.0, t_start + args.seconds - now(), 1.0))
    stop.set()
    for thread in drivers:
        thread.join(MUTATION_DEADLINE + 5)
        if thread.is_alive():
            failures.add("a client thread did not end within its deadline")
    acknowledged_after_kill = sum(len(records[sid].revisions) - acknowledged_before[sid] for sid in victim_sids)

    # Any node, any session: one push per session straight to a node nginx does not use for it.
    owner = owners(cluster, sids)
    for i, sid in enumerate(sids):
        others = [k for k in range(1, cluster.nodes + 1) if k != owner.get(sid)]
        if not others:
            break
        node = others[i % len(others)]
        client = Client(cluster.node_ports[node - 1])
        mutate(client, sid, records[sid], "push", f"direct{node}", stats, failures, direct=True)
        client.close()

    # ---- Verification
    events_checked = 0
    convergence_ms = []
    for sid in sids:
        record = records[sid]
        revisions = sorted(record.revisions)
        final = 1 + len(revisions)
        for revision, request, earlier in record.duplicates:
            failures.add(f"{sid}: revision {revision} acknowledged twice: {request} and {earlier}")
        if revisions != list(range(2, final + 1)):
            missing = sorted(set(range(2, final + 1)) - set(revisions))
            failures.add(f"{sid}: acknowledged revisions are not 2…{final}: missing {missing[:10]}, "
                         f"beyond {[r for r in revisions if r > final][:10]}")

        # Every node converges to the final revision (NOTIFY reaches them; about a second).
        for k, port in enumerate(cluster.node_ports, 1):
            t0 = now()
            seen = first = None
            while now() < t0 + 3:
                answer = get(port, f"/sessions/{sid}")
                seen = answer.json().get("revision") if answer.status == 200 else answer.status
                first = seen if first is None else first
                if seen == final:
                    break
                time.sleep(0.02)
            if seen == final:
                waited = (now() - t0) * 1000
                convergence_ms.append(waited)
                if waited > 1000:
                    print(f"  note: {sid}: node {k} answered a revision behind {final} for {waited:.0f} ms "
                          f"after the last change was acknowledged (first answer: {first})", flush=True)
            else:
                failures.add(f"{sid}: node {k} answers revision {seen} 3 s after the last change, not {final}")

        # History: every revision, with what was sent, from the creation (revision 1, no actions).
        oldest, entries = history(cluster.port, sid, failures)
        if oldest is not None:
            listed = [e["revision"] for e in entries]
            if listed != list(range(1, final + 1)) or oldest != 1:
                failures.add(f"{sid}: /history lists {listed[:5]}…{listed[-5:]} from oldest {oldest}, not 1…{final}")
            elif entries[0]["actions"] != []:
                failures.add(f"{sid}: history revision 1 is {entries[0]['actions']}, not the creation")
            for entry in entries:
                acknowledged = record.revisions.get(entry["revision"])
                if acknowledged is None:
                    continue
                (action, label), _ = acknowledged
                sent = entry["actions"]
                same = (len(sent) == 1 and sent[0].get("action") == action and
                        (label is None or (sent[0].get("body") or {}).get("controller", {}).get("id") == label))
                if not same:
                    failures.add(f"{sid}: history revision {entry['revision']} is {sent}, the client's was {action} {label or ''}")

        # Each revision's snapshot: the acknowledged bytes, the same on every node.
        expected = {1: snapshot_part(created[sid])}
        for revision, (_, body) in record.revisions.items():
            expected[revision] = snapshot_part(body)
        for revision in sorted(expected):
            answers = []
            for k, port in enumerate(cluster.node_ports, 1):
                answer = get(port, f"/sessions/{sid}?revision={revision}")
                answers.append((k, answer))
                if answer.status != 200:
                    failures.add(f"{sid}: node {k} GET ?revision={revision} answered {answer.status} {answer.body[:200]!r}")
                elif answer.body != expected[revision]:
                    failures.add(f"{sid}: node {k} GET ?revision={revision} differs from the acknowledged answer:\n"
                                 f"      got      {answer.body[:400]!r}\n      expected {expected[revision][:400]!r}")

        # The event stream: changes 2…final, each once, in order.
        subscriber = subscribers[sid]
        subscriber.stop_at_revision = final
        subscriber.join(max(0.1, min(10, run_deadline - now())))
        if subscriber.is_alive():
            subscriber.stop.set()
            subscriber.join(2)
        if subscriber.ids != list(range(2, final + 1)):
            failures.add(f"{sid}: the event stream saw {len(subscriber.ids)} changes "
                         f"{subscriber.ids[:3]}…{subscriber.ids[-3:]}, not 2…{final}; problems {subscriber.problems[-3:]}")
        events_checked += len(subscriber.ids)
    for subscriber in subscribers.values():
        subscriber.stop.set()

    elapsed = now() - t_start
    reconnects = sum(s.connects - 1 for s in subscribers.values())
    retries = sum(v for k, v in stats.counts.items() if k.startswith("retry"))
    detail = ", ".join(f"{k} {v}" for k, v in sorted(stats.counts.items()) if k.startswith("retry") or k.startswith("repl"))
    max_failover = max(failover_ms.values()) if failover_ms else float("nan")
    print(f"run {run}: {len(sids)} sessions, {stats.get('acknowledged')} mutations acknowledged "
          f"({acknowledged_after_kill} on the killed node's sessions after the kill, "
          f"{stats.get('acknowledged straight from a node')} straight to a non-owner node), "
          f"{stats.get('refused (nothing to pop)')} refused pops, {retries} retries ({detail or 'none'}); "
          f"failover: node {victim} killed owning {len(victim_sids)} sessions, served again after "
          f"max {max_failover:.0f} ms (each: {', '.join(f'{v:.0f}' for v in sorted(failover_ms.values()))} ms), "
          f"rejoined {('after %.0f ms' % rejoined_ms) if rejoined_ms is not None else 'NEVER'}; "
          f"nodes converged within {max(convergence_ms, default=0):.0f} ms; "
          f"{events_checked} events checked, {reconnects} stream reconnects; {elapsed:.1f} s"
          + (f"; {len(failures.items)} FAILURES" if failures.items else " — ok"), flush=True)
    return failures.items, {"acknowledged": stats.get("acknowledged"), "failover_ms": max_failover,
                            "rejoined_ms": rejoined_ms, "elapsed": elapsed}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=6.0, help="how long the clients drive each run (at least)")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "navstate"))
    parser.add_argument("--nodes", type=int, default=3)
    parser.add_argument("--sessions", type=int, default=6)
    parser.add_argument("--threads-per-session", type=int, default=3)
    parser.add_argument("--budget", type=int, default=27,
                        help="changes per session per run (history keeps 32 to 64 revisions; all are checked)")
    parser.add_argument("--down", type=float, default=1.5, help="seconds the killed node stays down")
    parser.add_argument("--store", default=None, help="a store other than a throwaway PostgreSQL (e.g. memory, "
                        "to try the harness: memory nodes share nothing, so the checks then fail)")
    parser.add_argument("--keep", action="store_true", help="keep the cluster's directory (logs) after a success")
    args = parser.parse_args()
    if not (1 <= args.runs <= 10000 and 1 <= args.seconds <= 600 and 2 <= args.nodes <= 9
            and 1 <= args.sessions <= 100 and 1 <= args.threads_per_session <= 8 and 3 * args.threads_per_session <= args.budget <= 30):
        parser.error("out of range: runs 1-10000, seconds 1-600, nodes 2-9, sessions 1-100, "
                     "threads-per-session 1-8, budget 3 × threads-per-session to 30")
    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"no navstate binary at {binary}")

    directory = tempfile.mkdtemp(prefix="navstate-cluster-test-")
    os.chmod(directory, 0o755)      # PostgreSQL runs as postgres and needs to reach pg/
    cluster = Cluster(directory, binary, args.nodes, args.store)
    all_failures, results = [], []
    t0 = now()
    try:
        cluster.start()
        for run in range(1, args.runs + 1):
            failures, result = one_run(cluster, run, args)
            results.append(result)
            all_failures += [f"run {run}: {f}" for f in failures]
    except HarnessError as error:
        print(f"harness error: {error}", file=sys.stderr)
        print(f"logs kept in {directory}", file=sys.stderr)
        sys.exit(2)
    finally:
        cluster.stop()
    mutations = sum(r["acknowledged"] for r in results)
    failovers = [r["failover_ms"] for r in results]
    print(f"cluster test: {len(results)} runs, {mutations} mutations acknowledged, {len(results)} failovers "
          f"(served again after max {max(failovers):.0f} ms), {now() - t0:.1f} s in all")
    if all_failures:
        print(f"FAILED: {len(all_failures)} problems; logs (node-K.log, nginx/access.log, pg/log) kept in {directory}")
        sys.exit(1)
    if args.keep:
        print(f"logs kept in {directory}")
    else:
        shutil.rmtree(directory, ignore_errors=True)
    print("ok: nothing acknowledged was lost or applied twice")


if __name__ == "__main__":
    main()
