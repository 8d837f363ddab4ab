#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on 127.0.0.1, for tests and `make cluster` (docs/operations.md, cluster):
#   scripts/pg_cluster.sh start DIR PORT [TEMPLATE]   initdb (once) and start; prints the connection URL
#   scripts/pg_cluster.sh init DIR                    initdb only: a TEMPLATE for later starts
#   scripts/pg_cluster.sh stop DIR                    stop it (fast shutdown)
# A start with a TEMPLATE copies that directory's initialised cluster instead of running initdb
# again (the tests start dozens of clusters: a copy takes a tenth of initdb's time).
# As root it runs the server as the `postgres` user (PostgreSQL refuses to run as root). Trust
# authentication on loopback only; nothing is synced to disk at initdb (--no-sync).
set -euo pipefail
command=${1:?start or stop}
dir=${2:?a directory for the cluster}
bin=/usr/lib/postgresql/15/bin
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
initialise() {
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        if [ -n "${template:-}" ] && [ -f "$template/data/PG_VERSION" ]; then
            cp -a "$template/data" "$dir/data"
        else
            run "$bin/initdb -D '$dir/data' -A trust -U postgres --no-sync >'$dir/initdb.log' 2>&1"
        fi
    fi
}
case "$command" in
init)
    initialise
    ;;
start)
    port=${3:?a port}
    template=${4:-}
    initialise
    run "$bin/pg_ctl -D '$dir/data' -l '$dir/log' -w -t 30 \
        -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=on\" start >/dev/null"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
stop)
    run "$bin/pg_ctl -D '$dir/data' -m fast -w stop >/dev/null" || true
    ;;
*)
    echo "usage: $0 start DIR PORT [TEMPLATE] | init DIR | stop DIR" >&2; exit 64
    ;;
esac
