"""One way the Python checks start NavState: `navstate serve` on port 0 (the kernel picks a free
loopback port, so no two checks race for one), its port read from the `listening` log line.

    server = NavStateServer(".build/debug/navstate", store="sqlite:/tmp/x.sqlite")
    ... http://127.0.0.1:{server.port} ...
    server.stop()
"""

import os
import re
import subprocess
import tempfile
import time
from pathlib import Path


class NavStateServer:
    """A navstate process on an ephemeral loopback port, its log in a temporary file."""

    def __init__(self, binary, store="memory", extra=(), start_seconds=15):
        self.log = tempfile.NamedTemporaryFile(prefix="navstate-check-", suffix=".log", delete=False)
        self.process = subprocess.Popen(
            [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--store", store, "--log-level", "notice", *extra],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + start_seconds
        while True:
            text = Path(self.log.name).read_text(errors="replace")
            found = re.search(r"port=(\d+).*listening", text)
            if found:
                self.port = int(found.group(1))
                break
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("navstate did not start:\n" + text)
            time.sleep(0.05)
        self.base = f"http://127.0.0.1:{self.port}"

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if not self.log.closed:
            self.log.close()
            os.unlink(self.log.name)
