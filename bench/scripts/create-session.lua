-- (c) POST /sessions creating a session with a small tree: a navigation controller over a
-- 3-controller stack (2 levels: the model has no 3-level container yet; tab bars will add one).
dofile(os.getenv("NAVSTATE_BENCH_SCRIPTS") .. "/report.lua")
wrk.method = "POST"
wrk.path = "/sessions"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"root":{"kind":"navigation","title":"Mail","children":[' ..
  '{"kind":"view","title":"Mailboxes"},{"kind":"view","title":"Inbox"},' ..
  '{"kind":"view","title":"Message","navigationItem":{"rightItems":[{"systemItem":"reply"}]}}]}}'
