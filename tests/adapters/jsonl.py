"""``jsonl:"command args"``: an implementation in a subprocess speaking JSON lines on stdin/stdout
(docs/jsonl-protocol.md; ``python -m referee.jsonl_example`` is a working example).

One request per line, one response per line, strictly in turn. The subprocess is started on first
use (a ``hello`` first), restarted if it has died, and stopped by ``close()`` at the end of the
session. Its standard error is kept in a temporary file and quoted when an exchange breaks.
``python`` or ``python3`` as the command means the interpreter running the suite (the venv's).

The ``hello`` offers version 2 of the protocol (``referee-jsonl/2``: every request names its
``game``); a process that does not answer with that version speaks version 1, the default game's
(``furuyoni-jsonl/1``: no ``game`` key), and is asked about the default game only.
"""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import tempfile
import threading
from typing import IO, Any

from engine.games import DEFAULT_GAME

from . import ImplementationError, Json, Refused, Unsupported

PROTOCOL = "referee-jsonl/2"
PROTOCOL_1 = f"{DEFAULT_GAME}-jsonl/1"  # version 1: the default game's, before there were several


class JsonLinesImplementation:
    name = "jsonl"

    def __init__(self, argv: list[str], game: str = DEFAULT_GAME, timeout: float = 30.0) -> None:
        if argv[0] in ("python", "python3"):
            argv = [sys.executable, *argv[1:]]
        self.argv = argv
        self.game = game
        self.protocol = PROTOCOL
        self.timeout = timeout
        self.proc: subprocess.Popen[str] | None = None
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.stderr: IO[bytes] | None = None
        self.next_id = 0
        self.hello: Json | None = None

    # --- the process ---------------------------------------------------------------------------
    def _start(self) -> subprocess.Popen[str]:
        self.stderr = tempfile.TemporaryFile()  # noqa: SIM115  (lives as long as the process; closed by close())
        try:
            proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self.stderr,
                text=True,
                encoding="utf-8",
                bufsize=1,
            )
        except OSError as exc:
            raise ImplementationError(f"cannot start {self.argv}: {exc}") from exc
        self.proc = proc
        self.lines = queue.Queue()
        threading.Thread(target=_pump, args=(proc.stdout, self.lines), daemon=True).start()
        try:
            self.hello = self._exchange({"op": "hello", "protocol": PROTOCOL, "game": self.game})
        except Unsupported:
            self.hello = None  # hello is optional
        self.protocol = PROTOCOL if (self.hello or {}).get("protocol") == PROTOCOL else PROTOCOL_1
        return proc

    def _stderr_tail(self) -> str:
        if self.stderr is None:
            return ""
        self.stderr.seek(0)
        text = self.stderr.read().decode("utf-8", "replace")
        self.stderr.seek(0, 2)
        return "\n".join(text.splitlines()[-15:])

    def _fail(self, why: str) -> ImplementationError:
        self._kill()
        tail = self._stderr_tail()
        return ImplementationError(f"{' '.join(self.argv)}: {why}" + (f"\n--- its stderr:\n{tail}" if tail else ""))

    def _kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=5)

    # --- one exchange ----------------------------------------------------------------------------
    def _exchange(self, request: Json) -> Json:
        proc = self.proc
        assert proc is not None and proc.stdin is not None
        self.next_id += 1
        rid = self.next_id
        try:
            proc.stdin.write(json.dumps({"id": rid, **request}, ensure_ascii=False) + "\n")
            proc.stdin.flush()
        except OSError as exc:
            raise self._fail(f"cannot send the request: {exc}") from exc
        try:
            line = self.lines.get(timeout=self.timeout)
        except queue.Empty:
            raise self._fail(f"no answer to {request['op']} within {self.timeout:g} s") from None
        if line is None:
            raise self._fail(f"the process ended (status {proc.wait(timeout=5)}) without answering {request['op']}")
        try:
            doc = json.loads(line)
        except ValueError:
            raise self._fail(f"answered a line that is not JSON: {line[:300]!r}") from None
        if not isinstance(doc, dict) or doc.get("id") != rid:
            raise self._fail(f"answered {line[:300]!r} to request id {rid}")
        if "ok" in doc:
            if not isinstance(doc["ok"], dict):
                raise self._fail(f"'ok' is not a JSON object: {line[:300]!r}")
            result: Json = doc["ok"]
            return result
        if "problem" in doc and isinstance(doc["problem"], dict):
            raise Refused(doc["problem"])
        if "unsupported" in doc:
            raise Unsupported(f"{request['op']}: {doc['unsupported']}")
        if "error" in doc:
            raise ImplementationError(f"{' '.join(self.argv)} reports an internal error: {doc['error']}")
        raise self._fail(f"answered neither ok, problem, unsupported nor error: {line[:300]!r}")

    def _call(self, request: Json) -> Json:
        if self.proc is None or self.proc.poll() is not None:
            self._start()  # first use, or the process died in an earlier exchange
        if self.protocol == PROTOCOL:
            return self._exchange({**request, "game": self.game})
        if self.game != DEFAULT_GAME:
            raise Unsupported(f"{request['op']}: the process speaks {PROTOCOL_1}, which carries no game; {self.game} needs {PROTOCOL}")
        return self._exchange(request)

    # --- the Implementation interface --------------------------------------------------------------
    def adjudicate(self, position: Json, actions: list[Json]) -> Json:
        return self._call({"op": "adjudicate", "position": position, "actions": actions})

    def legal_actions(self, position: Json) -> Json:
        return self._call({"op": "legal_actions", "position": position})

    def new_duel(self, request: Json) -> Json:
        return self._call({"op": "new_duel", "setup": request})

    def view(self, position: Json, player: int) -> Json:
        return self._call({"op": "view", "position": position, "player": player})

    def close(self) -> None:
        proc = self.proc
        if proc is None:
            return
        try:
            if proc.stdin is not None:
                proc.stdin.close()  # end of input: the process should exit by itself
            proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait(timeout=5)
        finally:
            if proc.stdout is not None:
                proc.stdout.close()
            if self.stderr is not None:
                self.stderr.close()
            self.proc = None


def _pump(stream: Any, lines: queue.Queue[str | None]) -> None:
    """Read the subprocess's stdout line by line into the queue; None at end of file."""
    try:
        for line in stream:
            lines.put(line)
    except (OSError, ValueError):
        pass
    lines.put(None)
