#!/usr/bin/env bash
# NavState's request parser against llhttp (Debian's node-llhttp: Node.js's parser, in C) on the
# parser fuzzer's corpus (scripts/fuzz_parser.sh grows it) and the tests' requests: every input
# the two read differently, grouped (Tests/differential/main.swift). llhttp is an oracle for
# this script only, never a dependency of the product.
# Run from the repository's root: bash scripts/differential_parser.sh
set -euo pipefail
dpkg -s node-llhttp >/dev/null 2>&1 || { ${SUDO:-} apt-get install -y -qq node-llhttp >/dev/null; }
work=.build/differential-parser
mkdir -p "$work"
cc -O1 -c -I/usr/share/include/llhttp -o "$work/llhttp.o" /usr/share/llhttp/llhttp.c
cc -O1 -c -I/usr/share/include/llhttp -o "$work/api.o" /usr/share/llhttp/api.c
cc -O1 -c -I/usr/share/include/llhttp -o "$work/http.o" /usr/share/llhttp/http.c
cc -O1 -c -I/usr/share/include/llhttp -o "$work/oracle.o" Tests/differential/oracle.c
swiftc -O -module-name EventHTTP -import-objc-header Tests/differential/oracle.h -o "$work/differential" \
    Sources/EventHTTP/Wire/*.swift Sources/EventHTTP/Message/HTTPHeaders.swift \
    Sources/EventHTTP/Message/HTTPMethod.swift Sources/EventHTTP/Message/HTTPStatus.swift \
    Tests/differential/main.swift "$work/llhttp.o" "$work/api.o" "$work/http.o" "$work/oracle.o"
"$work/differential" .build/fuzz-parser/corpus/*
