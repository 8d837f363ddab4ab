#!/usr/bin/env python3
"""GET /metrics read by Prometheus's own Python parser (prometheus_client), against a real
`navstate serve` with an SQLite store on an ephemeral loopback port: the exposition parses,
every family the API documents is there, and counters move as requests are made.

    python3 scripts/metrics_check.py --binary .build/debug/navstate
"""

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
import urllib.error
import urllib.request

from prometheus_client.parser import text_string_to_metric_families

from readme_examples import start_server

FAMILIES = {
    "navstate_http_requests": "counter",
    "navstate_http_request_duration_seconds": "histogram",
    "navstate_sessions": "gauge",
    "navstate_actions_applied": "counter",
    "navstate_refusals": "counter",
    "navstate_event_streams_open": "gauge",
    "navstate_events_sent": "counter",
    "navstate_store_commits": "counter",
    "navstate_store_failed_commits": "counter",
    "navstate_store_commit_writes": "histogram",
    "navstate_store_commit_duration_seconds": "histogram",
    "navstate_connections_open": "gauge",
    "navstate_store_synchronized": "gauge",
}


def call(port, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def scrape(port):
    """{(name, labels as a sorted tuple): value} and {family: type}."""
    status, body = call(port, "GET", "/metrics")
    assert status == 200, status
    samples, types = {}, {}
    for family in text_string_to_metric_families(body.decode()):
        types[family.name] = family.type
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples, types


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    args = parser.parse_args()
    started = time.monotonic()
    store = tempfile.mkdtemp(prefix="navstate-metrics-")
    server, port = start_server(args.binary, os.path.join(store, "metrics.sqlite"))
    failures = []

    def check(condition, message):
        if not condition:
            failures.append(message)

    try:
        before, _ = scrape(port)
        check(before[("navstate_sessions", ())] == 0, "sessions before")

        status, _ = call(port, "POST", "/sessions", {"id": "m", "root": {"kind": "navigation", "children": [{"kind": "view"}]}})
        check(status == 201, f"create: {status}")
        for _ in range(3):
            check(call(port, "POST", "/sessions/m/push", {"controller": {"kind": "view"}})[0] == 200, "push")
        check(call(port, "POST", "/sessions/m/pop-to-root")[0] == 200, "pop-to-root")
        check(call(port, "POST", "/sessions/m/pop")[0] == 409, "pop at the root")
        # Labelled families appear with their first series.
        after, types = scrape(port)
        for name, kind in FAMILIES.items():
            check(types.get(name) == kind, f"{name}: {types.get(name)}, expected {kind}")

        def moved(name, labels, by):
            key = (name, tuple(sorted(labels.items())))
            delta = after.get(key, 0) - before.get(key, 0)
            check(delta == by, f"{name}{labels}: moved by {delta}, expected {by}")

        moved("navstate_http_requests_total", {"route": "/sessions/{sid}/push", "method": "POST", "status": "200"}, 3)
        moved("navstate_http_requests_total", {"route": "/sessions", "method": "POST", "status": "201"}, 1)
        moved("navstate_http_requests_total", {"route": "/metrics", "method": "GET", "status": "200"}, 1)
        moved("navstate_http_request_duration_seconds_count", {"route": "/sessions/{sid}/push", "method": "POST"}, 3)
        moved("navstate_actions_applied_total", {"action": "push"}, 3)
        moved("navstate_actions_applied_total", {"action": "pop-to-root"}, 1)
        moved("navstate_refusals_total", {"type": "nothing-to-pop"}, 1)
        moved("navstate_store_commit_writes_sum", {}, 5)
        check(after[("navstate_sessions", ())] == 1, "sessions after")
        commits = after[("navstate_store_commits_total", ())]
        check(1 <= commits <= 5, f"commits: {commits}")
        check(after[("navstate_store_commit_duration_seconds_count", ())] == commits, "one duration per commit")
        # Histogram buckets are cumulative and end with +Inf equal to the count.
        inf = after[("navstate_http_request_duration_seconds_bucket",
                     (("le", "+Inf"), ("method", "POST"), ("route", "/sessions/{sid}/push")))]
        check(inf == 3, f"+Inf bucket: {inf}")
        for (name, labels), _ in after.items():
            for key, value in labels:
                check(value != "m", f"{name} carries the session id in {key}")
    finally:
        server.stop()
        shutil.rmtree(store, ignore_errors=True)
    for failure in failures:
        print("FAIL", failure)
    print(f"metrics: {len(FAMILIES)} families parsed by prometheus_client, "
          f"{'all checks passed' if not failures else f'{len(failures)} failures'} in {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
