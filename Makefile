# NavState: `make run` serves on 127.0.0.1:8080, `make test` runs every test.
# Both install what is missing first (Debian packages with apt-get, as root or with sudo).

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
APT_PACKAGES := libevent-dev libsqlite3-dev libpq-dev pkg-config jq curl
PORT ?= 8080

.PHONY: fuzz-parser parser-differential client-generate help man format schemathesis bench-limits run test build deps py-tools spec-check browser-test client-test generators-check python-client-test readme-check readme fuzz crash-test bench bench-quick bench-micro bench-cluster clean cluster cluster-stop cluster-deps cluster-test

# `make` alone lists the targets (each target's `##` text).
.DEFAULT_GOAL := help
help: ## list the targets
	@awk -F':.*## ' '/^[a-z-]+:.*## /{printf "  make %-20s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

deps: ## install the Debian packages the build needs (libevent, SQLite, libpq, …)
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps ## build the server (debug)
	$(SWIFT) build -c release --product navstate

run: build ## install what is missing, build, serve on 127.0.0.1:8080 (PORT=…) with the SQLite store
	.build/release/navstate serve --host 127.0.0.1 --port $(PORT) --store sqlite:navstate.sqlite

# What the tests need beside the build: Debian's chromium, and Python tools from PyPI when
# missing (module:package). Playwright drives Debian's chromium; its own browser download is
# never used.
PY_TOOLS := openapi_spec_validator:openapi-spec-validator prometheus_client:prometheus-client playwright:playwright
# Debian packages only the tests need: the browser the live view's tests drive, PostgreSQL
# (a throwaway cluster per test, scripts/pg_cluster.sh) and nginx (the cluster's failure test).
TEST_APT_PACKAGES := chromium postgresql nginx

py-tools: ## install the tests' Debian packages and Python tools
	@missing=""; for p in $(TEST_APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@for entry in $(PY_TOOLS); do module=$${entry%%:*}; package=$${entry#*:}; \
		python3 -c "import $$module" 2>/dev/null || python3 -m pip install -q $$package; done

# The OpenAPI document is checked by openapi-spec-validator (from PyPI) as well as by the Swift tests.
spec-check: py-tools ## validate openapi.yaml against the OpenAPI 3.1 schema
	python3 -m openapi_spec_validator openapi.yaml

# Every part, timed (scripts/test.sh: the Swift client builds while the server's tests run).
test: deps spec-check ## install what is missing, build, run every test (timed)
	SWIFT=$(SWIFT) bash scripts/test.sh

# The live view in a real browser only (screenshots in .build/browser-screenshots/);
# `make browser-test BROWSER_ARGS=--update-docs` also retakes docs/view.png.
browser-test: deps py-tools ## the live view in Debian's chromium only
	$(SWIFT) build --product navstate
	python3 Tests/browser/run.py --binary .build/debug/navstate $(BROWSER_ARGS)

# The manual page, from the same help texts as `navstate --help` (ArgumentParser's
# generate-manual plugin, which builds the package in release mode first): `man ./navstate.1`.
man: deps ## write the manual page, navstate.1
	$(SWIFT) package --allow-writing-to-package-directory generate-manual
	cp .build/plugins/GenerateManual/outputs/navstate/navstate.1 navstate.1

# The Swift client package only (Clients/Swift): its generated code from this openapi.yaml, its
# tests and the example against a real server.
client-test: deps ## the Swift client package only (Clients/Swift)
	$(SWIFT) build --product navstate
	bash scripts/client_check.sh

# The Swift client's generated code written again from openapi.yaml (after every change of the
# document: `make test` fails until then), with no generator warning; the generator builds once
# into Clients/Swift/Generator/.build.
client-generate: deps ## write the Swift client's generated code from openapi.yaml
	bash scripts/client_generate.sh

# openapi.yaml through the client generators with no warning: openapi-python-client (pinned, in
# a venv in .build/py-generators), its package imported and checked with mypy --strict, and
# swift-openapi-generator when `make client-generate` has built it (scripts/generators_check.sh).
generators-check: ## openapi.yaml through both client generators, no warning allowed
	bash scripts/generators_check.sh

# The Python client (Clients/Python): installed in a venv under .build/py-client, mypy --strict,
# its tests (the pytest plugin, a mail app's suite) against this build's server.
python-client-test: deps ## the Python client and its pytest plugin only (Clients/Python)
	$(SWIFT) build --product navstate
	bash scripts/python_client_check.sh .build/debug/navstate

# Every curl example of README.md and docs/, run against a fresh server: `readme-check` compares the
# output, `readme` rewrites it after a change of behaviour (review the diff).
readme-check: deps ## run every console example of README.md and docs/ and compare
	$(SWIFT) build --product navstate
	python3 scripts/readme_examples.py --binary .build/debug/navstate

readme: deps ## rewrite those examples' output after a change of behaviour
	$(SWIFT) build --product navstate
	python3 scripts/readme_examples.py --binary .build/debug/navstate --update

# The stateful fuzzer for as long as asked (default 10 minutes), new random seeds each run; a
# failure prints its seed and the shortest failing sequence. FUZZ_SEED=N replays one seed.
FUZZ_SECONDS ?= 600
FUZZ_STEPS ?= 400
fuzz: deps ## the stateful fuzzer, FUZZ_SECONDS long (default 600)
	$(SWIFT) build --build-tests
	NAVSTATE_FUZZ_SECONDS=$(if $(FUZZ_SEED),,$(FUZZ_SECONDS)) NAVSTATE_FUZZ_SEED=$(FUZZ_SEED) \
		NAVSTATE_FUZZ_STEPS=$(FUZZ_STEPS) NAVSTATE_FUZZ_STATISTICS=1 \
		$(SWIFT) test --skip-build --filter randomSequencesKeepEveryInvariantInProcess

# libFuzzer on the HTTP request parser for PARSER_FUZZ_SECONDS (default 120; scripts/fuzz_parser.sh):
# no trap, and the same reading whole, in two pieces and byte by byte. Its corpus stays in
# .build/fuzz-parser, where `make parser-differential` reads it against llhttp.
PARSER_FUZZ_SECONDS ?= 120
fuzz-parser: ## libFuzzer on the HTTP request parser (PARSER_FUZZ_SECONDS, default 120)
	bash scripts/fuzz_parser.sh $(PARSER_FUZZ_SECONDS)

parser-differential: ## the request parser against llhttp on the fuzzer's corpus: every disagreement
	bash scripts/differential_parser.sh

# schemathesis (from PyPI, the version below) against a fresh debug server: every phase,
# ST_RUNS runs of at most ST_SECONDS each; scripts/schemathesis_hooks.py lists the refusals no
# schema can state, and every other failure fails the target.
ST_RUNS ?= 2
ST_SECONDS ?= 300
SCHEMATHESIS_VERSION := 4.32.5
schemathesis: deps ## schemathesis against a fresh server (ST_RUNS runs)
	@python3 -c "import schemathesis" 2>/dev/null || python3 -m pip install -q schemathesis==$(SCHEMATHESIS_VERSION)
	$(SWIFT) build --product navstate
	RUNS=$(ST_RUNS) MAX_SECONDS=$(ST_SECONDS) bash scripts/schemathesis.sh

# The crash test for as many rounds as asked (default 100; `make test` runs 10): 32 clients change
# sessions, navstate is killed with SIGKILL at a random moment and restarted on the same store,
# and every acknowledged revision must be there, byte for byte.
CRASH_RUNS ?= 100
crash-test: deps ## kill the server mid-change CRASH_RUNS times (default 100); nothing acknowledged lost
	$(SWIFT) build --build-tests
	NAVSTATE_CRASH_RUNS=$(CRASH_RUNS) $(SWIFT) test --skip-build --filter CrashTests

# A cluster on loopback (docs/operations.md), as docker/compose.cluster.yaml runs it in containers: a
# throwaway PostgreSQL, three nodes sharing it and nginx in front on 127.0.0.1:$(PORT) with
# cluster/nginx.conf. Everything lives in .build/cluster (logs, the database: sessions outlive
# `make cluster-stop`; delete the directory to start empty). See scripts/cluster.sh for the
# ports and for killing and restarting a node by hand.
CLUSTER_DIR ?= .build/cluster
CLUSTER_NODES ?= 3
CLUSTER_APT_PACKAGES := nginx postgresql

cluster-deps: deps ## install PostgreSQL and nginx for the cluster targets
	@missing=""; for p in $(CLUSTER_APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

cluster: cluster-deps build ## three nodes on one PostgreSQL behind nginx on 127.0.0.1:8080 (PORT=…)
	bash scripts/cluster.sh start $(CLUSTER_DIR) --nodes $(CLUSTER_NODES) --port $(PORT) --binary .build/release/navstate

cluster-stop: ## stop that cluster
	bash scripts/cluster.sh stop $(CLUSTER_DIR)

# The failure test as often as asked (default 10; `make test` runs 3): clients drive sessions
# through nginx, the busiest node is killed with SIGKILL and restarted, and nothing acknowledged
# may be lost or applied twice, nor any event missed.
CLUSTER_RUNS ?= 10
cluster-test: cluster-deps ## the cluster failure test CLUSTER_RUNS times (default 10)
	$(SWIFT) build --product navstate
	python3 scripts/cluster_test.py --binary .build/debug/navstate --runs $(CLUSTER_RUNS)

# Load benchmark: NavState beside bare servers in C: evhttp, raw epoll, libevent's loop (bench/README.md).
bench: deps ## load benchmark beside bare servers in C (evhttp, epoll)
	@command -v wrk >/dev/null || ($(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq wrk)
	python3 bench/run.py $(BENCH_ARGS)

# The same in under a minute: shorter runs, smaller memory counts.
bench-quick: ## the same in under a minute
	$(MAKE) bench BENCH_ARGS="--duration 3 --warmup 1 --memory 10000 --restart 10000 --churn 10000"

# The cluster's figures: what the PostgreSQL store costs one node (against memory and SQLite), and
# requests/s through nginx with 1, 2 and 3 nodes (about 2 minutes; bench/results/cluster.json).
bench-cluster: cluster-deps build ## what the PostgreSQL store and 1-3 nodes cost
	@command -v wrk >/dev/null || ($(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq wrk)
	python3 bench/cluster.py $(BENCH_ARGS)

# Model micro-benchmarks (ordo-one/package-benchmark), a package of its own in Benchmarks/.
bench-micro: deps ## model micro-benchmarks (Benchmarks/)
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --format markdown

format: ## apply the house style (swift format)
	$(SWIFT) format format -i --parallel -r $$(cat scripts/format_paths)

clean: ## remove build products
	rm -rf .build .build-bench Benchmarks/.build Clients/Swift/.build Clients/Swift/Generator/.build

# What the byte and time limits hold one session, an answer and the event loops to, on the
# release build: RSS per budget, the largest answers, /healthz while replays run, streams that
# never read (docs/operations.md, "Limits in bytes and time").
bench-limits: build ## what the byte and time limits hold memory and latency to
	python3 bench/limits.py --binary .build/release/navstate
