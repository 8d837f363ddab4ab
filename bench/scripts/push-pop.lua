-- (b) push/pop cycles spread over 1,000 sessions (s0 … s999, each a 5-deep stack):
-- request k acts on session (k / 2) mod 1000, pushing when k is even and popping when odd,
-- so every session alternates push and pop and never reaches its root or its limit.
dofile(os.getenv("NAVSTATE_BENCH_SCRIPTS") .. "/report.lua")
local sessions = tonumber(os.getenv("NAVSTATE_BENCH_SESSIONS") or "1000")
local counter = 0
local offset = 0
local push_body = '{"controller":{"kind":"view","title":"Pushed"}}'

function setup(thread)
  thread:set("offset", math.random(0, sessions - 1))
end

function request()
  local k = counter
  counter = counter + 1
  local session = (offset + math.floor(k / 2)) % sessions
  if k % 2 == 0 then
    return wrk.format("POST", "/sessions/s" .. session .. "/push", {["Content-Type"] = "application/json"}, push_body)
  else
    return wrk.format("POST", "/sessions/s" .. session .. "/pop", nil, nil)
  end
end
