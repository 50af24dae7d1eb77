"""The ruling tests run in a forked copy of the build's own process rather than a fresh `python3 -m pytest`: the
copy starts with the interpreter, gah and the compiler already loaded, which saves the start-up a child process
pays again (about a second of CPU). It is a real pytest run all the same, with the arguments and environment a
child process would get (gah/site/rulings.py), and its output is read through a pipe as a child's would be.

`ForkedRun` answers the few calls `RulingRun` makes of a `subprocess.Popen`: poll, kill and communicate."""
from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
import traceback
from pathlib import Path

NO_PYTEST = "No module named pytest"  # what the run prints when pytest is not installed, as `python3 -m pytest` does


class ForkedRun:
    def __init__(self, root: Path, arguments: tuple[str, ...], environment: dict[str, str]):
        for stream in (sys.stdout, sys.stderr):
            stream.flush()  # or the copy would print again what the build had not yet written out
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read)
            _run_in_copy(root, write, arguments, environment)
        os.close(write)
        self.pid, self._read, self._chunks, self._code = pid, read, [], None

    def poll(self) -> int | None:
        if self._code is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self._code = os.waitstatus_to_exitcode(status)
        return self._code

    def kill(self) -> None:
        if self.poll() is None:
            os.kill(self.pid, signal.SIGKILL)

    def communicate(self, timeout: float | None = None) -> tuple[str, None]:
        """The run's output (stdout and stderr), once it has ended; `subprocess.TimeoutExpired` after `timeout` s."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while self._read is not None:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                raise subprocess.TimeoutExpired("pytest tests/rulings", timeout)
            if select.select([self._read], [], [], left)[0]:
                self._take_chunk()
        if self._code is None:
            self._code = os.waitstatus_to_exitcode(os.waitpid(self.pid, 0)[1])
        return b"".join(self._chunks).decode("utf-8", "replace"), None

    def _take_chunk(self) -> None:
        chunk = os.read(self._read, 1 << 16)
        if chunk:
            self._chunks.append(chunk)
        else:
            os.close(self._read)
            self._read = None


def _run_in_copy(root: Path, write: int, arguments: tuple[str, ...], environment: dict[str, str]) -> None:
    """In the forked copy: pytest with its output into the pipe, from the checkout's root; never returns."""
    code = 3
    try:
        for fd in (1, 2):
            os.dup2(write, fd)
        os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
        os.chdir(root)
        os.environ.update(environment)
        sys.dont_write_bytecode = True
        sys.path.insert(0, str(root))  # as `python3 -m pytest` run from the root has it
        code = _pytest_main(arguments)
    except BaseException:  # anything at all: the copy must end here, never go on as the build
        traceback.print_exc()
    finally:
        for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
            try:
                stream.flush()
            except Exception:
                pass
        os._exit(code)


def _pytest_main(arguments: tuple[str, ...]) -> int:
    try:
        import pytest
    except ImportError:
        sys.stderr.write(f"{NO_PYTEST}\n")
        return 1
    return int(pytest.main(list(arguments)))
