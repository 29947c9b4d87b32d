import os
import sys

from .cli import main

try:
    code = main()
    sys.stdout.flush()
except BrokenPipeError:
    # The reader stopped early (`python -m referee coverage --json | head`): not an error of ours.
    # Point stdout at /dev/null so the interpreter's final flush does not raise again.
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    code = 0
sys.exit(code)
