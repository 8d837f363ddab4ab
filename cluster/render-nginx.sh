#!/bin/sh
# Renders cluster/nginx.conf (the template) into a configuration nginx runs:
#   sh cluster/render-nginx.sh TEMPLATE OUTPUT LISTEN ACCESS_LOG ERROR_LOG NODE...
# LISTEN is what `listen` takes (8080, 127.0.0.1:8080); ACCESS_LOG and ERROR_LOG a path
# (relative ones land under nginx's -p prefix), /dev/stdout, or stderr; each NODE a host:port,
# which gets its own copy of the template's `server @NODE@ …;` line. POSIX sh and awk only: it
# runs both in scripts/cluster.sh and inside the official nginx image (docker/compose.cluster.yaml).
set -eu
if [ "$#" -lt 6 ]; then
    echo "usage: $0 TEMPLATE OUTPUT LISTEN ACCESS_LOG ERROR_LOG NODE..." >&2
    exit 64
fi
template=$1 output=$2 listen=$3 access_log=$4 error_log=$5
shift 5
awk -v listen="$listen" -v access_log="$access_log" -v error_log="$error_log" -v nodes="$*" '
    # Plain string replacement (gsub would read & and \ in the values as its own syntax).
    function put(line, name, value,   at) {
        while ((at = index(line, name)) > 0)
            line = substr(line, 1, at - 1) value substr(line, at + length(name))
        return line
    }
    index($0, "@NODE@") > 0 {
        count = split(nodes, node, " ")
        for (i = 1; i <= count; i++) print put($0, "@NODE@", node[i])
        next
    }
    {
        line = put($0, "@LISTEN@", listen)
        line = put(line, "@ACCESS_LOG@", access_log)
        print put(line, "@ERROR_LOG@", error_log)
    }
' "$template" > "$output.tmp"
if grep -n '@[A-Z_]*@' "$output.tmp" >&2; then
    echo "$0: placeholders left in $output (above)" >&2
    rm -f "$output.tmp"
    exit 65
fi
mv "$output.tmp" "$output"
