-- Shared by every scenario: at the end, print one JSON line with the numbers the harness reads.
function done(summary, latency, requests)
  local errors = summary.errors
  local failed = errors.connect + errors.read + errors.write + errors.timeout + errors.status
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"rps":%.1f,"p50_us":%d,"p99_us":%d,"max_us":%d,"errors":%d,"non2xx":%d}\n',
    summary.requests, summary.duration, summary.requests / (summary.duration / 1e6),
    latency:percentile(50), latency:percentile(99), latency.max, failed, errors.status))
end
