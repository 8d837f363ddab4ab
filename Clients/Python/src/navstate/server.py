"""A ``navstate serve`` process on a free loopback port, for tests.

>>> server = NavStateServer("/path/to/navstate").start()    # doctest: +SKIP
>>> server.url                                               # doctest: +SKIP
'http://127.0.0.1:40123'
>>> server.stop()                                            # doctest: +SKIP
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

__all__ = ["NavStateServer"]

_LISTENING = re.compile(r"port=(\d+).*listening")


class NavStateServer:
    """``navstate serve --host 127.0.0.1 --port 0 --store memory``: the kernel picks a free port,
    read back from the server's ``port=N … listening`` log line. Its log goes to a temporary
    file (``log_path``), removed by :meth:`stop`."""

    def __init__(
        self,
        binary: str | os.PathLike[str],
        *,
        store: str = "memory",
        extra_args: Sequence[str] = (),
        env: dict[str, str] | None = None,
        start_timeout: float = 15.0,
    ) -> None:
        self.binary = str(binary)
        self.store = store
        self.extra_args = list(extra_args)
        self.env = env
        self.start_timeout = start_timeout
        self.port: int | None = None
        self.log_path: str | None = None
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        if self.port is None:
            raise RuntimeError("the server is not started")
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> NavStateServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def start(self) -> NavStateServer:
        """Starts the server and waits until it listens (``RuntimeError`` with its log otherwise)."""
        if not os.access(self.binary, os.X_OK):
            raise RuntimeError(f"no navstate executable at {self.binary}")
        handle, self.log_path = tempfile.mkstemp(prefix="navstate-", suffix=".log")
        command = [self.binary, "serve", "--host", "127.0.0.1", "--port", "0", "--store", self.store]
        command += ["--log-level", "notice", *self.extra_args]
        environment = None if self.env is None else {**os.environ, **self.env}
        with os.fdopen(handle, "wb") as log:
            self._process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=environment)
        deadline = time.monotonic() + self.start_timeout
        while True:
            text = Path(self.log_path).read_text(errors="replace")
            found = _LISTENING.search(text)
            if found:
                self.port = int(found.group(1))
                return self
            if self._process.poll() is not None or time.monotonic() > deadline:
                status = self._process.poll()
                self.stop()
                reason = f"exited with status {status}" if status is not None else f"did not listen within {self.start_timeout} s"
                raise RuntimeError(f"navstate serve ({self.binary}) {reason}:\n{text}")
            time.sleep(0.02)

    def log(self) -> str:
        """What the server has logged so far."""
        return Path(self.log_path).read_text(errors="replace") if self.log_path and os.path.exists(self.log_path) else ""

    def stop(self) -> None:
        """Stops the server (SIGTERM: it finishes the requests in flight; SIGKILL after 10 s)."""
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        self._process = None
        if self.log_path and os.path.exists(self.log_path):
            os.unlink(self.log_path)
        self.log_path = None
