-- (c) POST /sessions creating a session with a 3-level tree: a tab bar controller over two
-- navigation controllers, each over a content controller (5 controllers).
dofile(os.getenv("NAVSTATE_BENCH_SCRIPTS") .. "/report.lua")
wrk.method = "POST"
wrk.path = "/sessions"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"root":{"kind":"tabBar","children":[' ..
  '{"kind":"navigation","children":[{"kind":"view","title":"Inbox",' ..
    '"navigationItem":{"rightItems":[{"systemItem":"compose"}]}}]},' ..
  '{"kind":"navigation","children":[{"kind":"view","title":"Contacts"}]}]}}'
