#!/usr/bin/env bash
# A NavState cluster on loopback, without containers (docs/operations.md, cluster): a throwaway PostgreSQL
# (scripts/pg_cluster.sh), N `navstate serve` nodes sharing it, and nginx in front with the
# project's configuration (cluster/nginx.conf, rendered by cluster/render-nginx.sh).
#
#   scripts/cluster.sh start DIR [--nodes 3] [--port 8080] [--binary PATH] [--node-port BASE]
#                               [--pg-port PORT] [--store STORE] [-- EXTRA SERVE OPTIONS…]
#   scripts/cluster.sh stop DIR                 nginx, the nodes, PostgreSQL; nothing left running
#   scripts/cluster.sh status DIR               what runs, and each node's /healthz
#   scripts/cluster.sh kill-node DIR K          SIGKILL node K (1-based): a crash
#   scripts/cluster.sh restart-node DIR K       start node K again on its port, same options
#
# Ports: nginx on --port (all interfaces of 127.0.0.1 only), node K on BASE+K-1 (BASE defaults to
# --port + 1), PostgreSQL on --pg-port (default --port + 1 + nodes). Everything listens on
# 127.0.0.1. --store replaces the PostgreSQL store (e.g. `memory`: unshared nodes, only to try the
# plumbing); then no PostgreSQL is started.
# DIR keeps everything: cluster.env (what `start` chose), node-K.log and node-K.pid, pg/ (the
# database, kept across start/stop: the sessions survive `stop`; delete DIR to start empty),
# nginx/ (rendered nginx.conf, access.log, error.log, nginx.pid).
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
command=${1:-}
dir=${2:-}
if [ -z "$command" ] || [ -z "$dir" ]; then
    sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 64
fi
shift 2
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
env_file="$dir/cluster.env"

log() { echo "cluster: $*" >&2; }
die() { log "$*"; exit 1; }

# A pid from a pid file, if that process is alive and its command line contains $2 (so a pid
# reused by an unrelated process is never signalled).
live_pid() {
    local file=$1 expect=$2 pid
    [ -f "$file" ] || return 1
    pid=$(cat "$file" 2>/dev/null) || return 1
    [[ "$pid" =~ ^[0-9]+$ ]] || return 1
    [ -r "/proc/$pid/cmdline" ] || return 1
    # A zombie has an empty command line: it is dead.
    tr '\0' ' ' < "/proc/$pid/cmdline" | grep -qF -- "$expect" || return 1
    echo "$pid"
}

# Polls until URL answers 2xx, at most $2 seconds; the pid $3, if given, must stay alive.
wait_http() {
    local url=$1 seconds=$2 pid=${3:-} deadline
    deadline=$(( $(date +%s%N) / 1000000 + seconds * 1000 ))
    while [ $(( $(date +%s%N) / 1000000 )) -lt "$deadline" ]; do
        if curl -fsS --max-time 1 -o /dev/null "$url" 2>/dev/null; then return 0; fi
        if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then return 1; fi
        sleep 0.05
    done
    return 1
}

load_env() {
    [ -f "$env_file" ] || die "no cluster in $dir (no cluster.env): start one first"
    # shellcheck disable=SC1090
    source "$env_file"
}

node_port() { echo $(( NODE_PORT_BASE + $1 - 1 )); }

start_node() {
    local k=$1 port pid
    port=$(node_port "$k")
    if pid=$(live_pid "$dir/node-$k.pid" "$BINARY"); then
        die "node $k already runs (pid $pid)"
    fi
    echo "--- $(date -u +%FT%TZ) start: $BINARY serve --host 127.0.0.1 --port $port --store $STORE ${EXTRA_ARGS[*]}" >> "$dir/node-$k.log"
    # setsid: the node leaves this script's process group and terminal, so it outlives the
    # script (and a ^C in the shell that ran `make cluster` does not reach it).
    setsid "$BINARY" serve --host 127.0.0.1 --port "$port" --store "$STORE" "${EXTRA_ARGS[@]}" \
        >> "$dir/node-$k.log" 2>&1 < /dev/null &
    pid=$!
    echo "$pid" > "$dir/node-$k.pid"
    if ! wait_http "http://127.0.0.1:$port/healthz" 30 "$pid"; then
        log "node $k (port $port) did not answer /healthz; the end of $dir/node-$k.log:"
        tail -n 20 "$dir/node-$k.log" >&2
        return 1
    fi
}

# Sends $2 to the process in pid file $1 (checked with $3) and waits up to $4 seconds for it to
# end; then SIGKILL. Returns once it is gone.
end_process() {
    local file=$1 signal=$2 expect=$3 seconds=$4 pid i
    pid=$(live_pid "$file" "$expect") || { rm -f "$file"; return 0; }
    kill "-$signal" "$pid" 2>/dev/null || true
    for (( i = 0; i < seconds * 20; i++ )); do
        live_pid "$file" "$expect" >/dev/null || { rm -f "$file"; return 0; }
        sleep 0.05
    done
    log "pid $pid ($expect) still runs after ${seconds}s: SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    for (( i = 0; i < 100; i++ )); do
        live_pid "$file" "$expect" >/dev/null || break
        sleep 0.05
    done
    rm -f "$file"
}

nginx_stop() {
    local pid
    if pid=$(live_pid "$dir/nginx/nginx.pid" "nginx"); then
        # QUIT: finish the requests under way (an event stream ends at once: no more data), then exit.
        end_process "$dir/nginx/nginx.pid" QUIT "nginx" 5
        log "nginx (pid $pid) stopped"
    fi
}

case "$command" in
start)
    nodes=3 port=8080 binary="$here/.build/release/navstate" node_port_base="" pg_port="" store=""
    extra=()
    while [ "$#" -gt 0 ]; do
        case "$1" in
        --nodes) nodes=${2:?}; shift 2 ;;
        --port) port=${2:?}; shift 2 ;;
        --binary) binary=${2:?}; shift 2 ;;
        --node-port) node_port_base=${2:?}; shift 2 ;;
        --pg-port) pg_port=${2:?}; shift 2 ;;
        --store) store=${2:?}; shift 2 ;;
        --) shift; extra=("$@"); break ;;
        *) die "unknown option $1 (see $0 without arguments)" ;;
        esac
    done
    [[ "$nodes" =~ ^[1-9][0-9]?$ ]] || die "--nodes must be 1 to 99"
    node_port_base=${node_port_base:-$(( port + 1 ))}
    pg_port=${pg_port:-$(( port + 1 + nodes ))}
    binary=$(cd "$(dirname "$binary")" 2>/dev/null && pwd)/$(basename "$binary")
    [ -x "$binary" ] || die "no navstate binary at $binary (build it: swift build -c release --product navstate)"
    command -v nginx >/dev/null || die "nginx is not installed (apt-get install nginx, or make cluster)"
    if [ -f "$env_file" ]; then
        # shellcheck disable=SC1090
        source "$env_file"
        for (( k = 1; k <= NODES; k++ )); do
            live_pid "$dir/node-$k.pid" "$BINARY" >/dev/null && die "a cluster already runs in $dir: $0 stop $dir first"
        done
        live_pid "$dir/nginx/nginx.pid" nginx >/dev/null && die "a cluster already runs in $dir: $0 stop $dir first"
    fi

    if [ -z "$store" ]; then
        [ -x /usr/lib/postgresql/15/bin/initdb ] || die "PostgreSQL 15 is not installed (apt-get install postgresql, or make cluster)"
        # PostgreSQL runs as the postgres user, which must be able to reach $dir/pg.
        chmod a+x "$dir"
        store=$(bash "$here/scripts/pg_cluster.sh" start "$dir/pg" "$pg_port")
        log "PostgreSQL on 127.0.0.1:$pg_port (data in $dir/pg)"
        pg=1
    else
        pg=0
    fi
    {
        echo "# Written by scripts/cluster.sh start; read by its other commands."
        printf 'NODES=%q\nPORT=%q\nNODE_PORT_BASE=%q\nPG_PORT=%q\nPG=%q\nBINARY=%q\nSTORE=%q\n' \
            "$nodes" "$port" "$node_port_base" "$pg_port" "$pg" "$binary" "$store"
        printf 'EXTRA_ARGS=('; [ "${#extra[@]}" -gt 0 ] && printf '%q ' "${extra[@]}"; printf ')\n'
    } > "$env_file"
    load_env

    # On any failure below, stop what was started.
    trap 'log "start failed: stopping what was started"; bash "$0" stop "$dir" || true' ERR
    for (( k = 1; k <= NODES; k++ )); do
        start_node "$k"
        log "node $k on 127.0.0.1:$(node_port "$k") (pid $(cat "$dir/node-$k.pid"), log $dir/node-$k.log)"
    done

    mkdir -p "$dir/nginx/tmp"
    upstreams=()
    for (( k = 1; k <= NODES; k++ )); do upstreams+=("127.0.0.1:$(node_port "$k")"); done
    sh "$here/cluster/render-nginx.sh" "$here/cluster/nginx.conf" "$dir/nginx/nginx.conf" \
        "127.0.0.1:$PORT" access.log error.log "${upstreams[@]}"
    # -e: the error log before the configuration is read (else the compiled-in /var/log/nginx).
    nginx -e "$dir/nginx/error.log" -c "$dir/nginx/nginx.conf" -p "$dir/nginx/"
    if ! wait_http "http://127.0.0.1:$PORT/healthz" 10; then
        tail -n 20 "$dir/nginx/error.log" >&2
        false
    fi
    trap - ERR
    echo "NavState cluster: http://127.0.0.1:$PORT/ (nginx, config $dir/nginx/nginx.conf)"
    for (( k = 1; k <= NODES; k++ )); do
        echo "  node $k: http://127.0.0.1:$(node_port "$k")/  log $dir/node-$k.log"
    done
    [ "$PG" = 1 ] && echo "  store:  $STORE  (log $dir/pg/log)"
    echo "Stop: scripts/cluster.sh stop $dir"
    ;;
stop)
    if [ ! -f "$env_file" ]; then log "no cluster in $dir"; exit 0; fi
    load_env
    nginx_stop
    # SIGTERM: each node finishes its requests (within --shutdown-grace, 15 s) and exits 0.
    for (( k = 1; k <= NODES; k++ )); do
        if pid=$(live_pid "$dir/node-$k.pid" "$BINARY"); then kill -TERM "$pid" 2>/dev/null || true; fi
    done
    for (( k = 1; k <= NODES; k++ )); do
        end_process "$dir/node-$k.pid" TERM "$BINARY" 20
    done
    log "nodes stopped"
    if [ "$PG" = 1 ] && [ -f "$dir/pg/data/postmaster.pid" ]; then
        bash "$here/scripts/pg_cluster.sh" stop "$dir/pg"
        log "PostgreSQL stopped (data kept in $dir/pg)"
    fi
    ;;
status)
    load_env
    if pid=$(live_pid "$dir/nginx/nginx.pid" nginx); then
        echo "nginx  pid $pid  http://127.0.0.1:$PORT/"
    else
        echo "nginx  not running"
    fi
    for (( k = 1; k <= NODES; k++ )); do
        p=$(node_port "$k")
        if pid=$(live_pid "$dir/node-$k.pid" "$BINARY"); then
            health=$(curl -fsS --max-time 2 "http://127.0.0.1:$p/healthz" 2>&1 || true)
            echo "node $k pid $pid  http://127.0.0.1:$p/  $health"
        else
            echo "node $k not running (port $p)"
        fi
    done
    if [ "$PG" = 1 ]; then
        if [ -f "$dir/pg/data/postmaster.pid" ]; then echo "store  $STORE"; else echo "store  not running"; fi
    fi
    ;;
kill-node)
    load_env
    k=${1:?node number}
    pid=$(live_pid "$dir/node-$k.pid" "$BINARY") || die "node $k does not run"
    kill -KILL "$pid"
    # Gone once its command line is (a zombie, reaped by init later, counts as gone).
    for (( i = 0; i < 100; i++ )); do
        live_pid "$dir/node-$k.pid" "$BINARY" >/dev/null || break
        sleep 0.02
    done
    rm -f "$dir/node-$k.pid"
    echo "--- $(date -u +%FT%TZ) killed with SIGKILL by scripts/cluster.sh kill-node" >> "$dir/node-$k.log"
    log "node $k (pid $pid, port $(node_port "$k")) killed"
    ;;
restart-node)
    load_env
    k=${1:?node number}
    [ "$k" -ge 1 ] && [ "$k" -le "$NODES" ] || die "node $k: the cluster has nodes 1 to $NODES"
    end_process "$dir/node-$k.pid" TERM "$BINARY" 20
    start_node "$k"
    log "node $k on 127.0.0.1:$(node_port "$k") again (pid $(cat "$dir/node-$k.pid"))"
    ;;
*)
    die "unknown command $command: start, stop, status, kill-node, restart-node"
    ;;
esac
