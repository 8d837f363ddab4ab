#!/usr/bin/env bash
# libFuzzer on the HTTP request parser (Sources/EventHTTP/Wire) for SECONDS (default 120): the
# parser's sources and their few dependencies compiled with Tests/fuzz/RequestParserFuzz.swift
# by swiftc -sanitize=fuzzer,address (SwiftPM's executables do not link with it). The corpus
# grows in .build/fuzz-parser/corpus, seeded with the parser tests' requests; a crash leaves
# its input in .build/fuzz-parser/ and fails the run.
# Run from the repository's root: bash scripts/fuzz_parser.sh [SECONDS]
set -euo pipefail
seconds=${1:-120}
work=.build/fuzz-parser
mkdir -p "$work/corpus"
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name EventHTTP -o "$work/fuzz" \
    Sources/EventHTTP/Wire/*.swift Sources/EventHTTP/Message/HTTPHeaders.swift \
    Sources/EventHTTP/Message/HTTPMethod.swift Sources/EventHTTP/Message/HTTPStatus.swift \
    Tests/fuzz/RequestParserFuzz.swift 2>&1 | grep -v "ld.gold: warning: Cannot export local symbol" || true
test -x "$work/fuzz"
# Seeds: a cut byte, then a request of the tests'.
printf '\x05GET / HTTP/1.1\r\nHost: a\r\n\r\n' >"$work/corpus/get"
printf '\x10POST /s HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhelloGET / HTTP/1.0\r\n\r\n' >"$work/corpus/post"
printf '\x20POST /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5;n="v"\r\nhello\r\n0\r\nT: x\r\n\r\n' >"$work/corpus/chunked"
cd "$work"
# Unsymbolized reports and no Swift backtracer (each hung here on a trap), and a bound in case
# the target hangs.
ASAN_OPTIONS=symbolize=0 SWIFT_BACKTRACE=enable=no timeout $((seconds + 60)) ./fuzz -max_total_time="$seconds" -max_len=2048 -dict=../../Tests/fuzz/http.dict -print_final_stats=1 corpus 2>&1 |
    grep -E "^(Done|stat::|==|SUMMARY|artifact|Fatal|.*precondition)" || true
# A crash leaves a crash-* file (libFuzzer's artifact) in the working directory.
if ls crash-* leak-* timeout-* >/dev/null 2>&1; then echo "FAIL: the parser fuzzer found an input: $(ls crash-* leak-* timeout-* 2>/dev/null)"; exit 1; fi
