"""Serving with gunicorn (a production WSGI server), embedded: no config file, no other process."""

from __future__ import annotations

from typing import Any

from gunicorn.app.base import BaseApplication

from engine.games import warm_up

from .app import create_app


class _Gunicorn(BaseApplication):  # type: ignore[misc]
    def __init__(self, options: dict[str, Any]) -> None:
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        app = create_app()
        warm_up()  # in the master (preload_app): the workers fork with the static tables loaded and frozen
        return app


def serve(host: str, port: int, workers: int) -> None:
    print(f"Referee on http://{host}:{port}/ (API under /v1, OpenAPI at /openapi/openapi.json)", flush=True)
    _Gunicorn({"bind": f"{host}:{port}", "workers": workers, "accesslog": "-", "timeout": 30, "preload_app": True}).run()
