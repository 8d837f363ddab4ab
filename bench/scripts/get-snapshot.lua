-- (a) GET the snapshot of one session whose navigation stack is 10 deep.
dofile(os.getenv("NAVSTATE_BENCH_SCRIPTS") .. "/report.lua")
wrk.method = "GET"
wrk.path = "/sessions/deep"
