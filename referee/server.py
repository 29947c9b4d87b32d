"""Serving with gunicorn (a production WSGI server), embedded: no config file, no other process."""

from __future__ import annotations

from typing import Any

from gunicorn.app.base import BaseApplication

from engine.games import warm_up

from .app import create_app
from .store import SchemaError, StoreUnavailable, display_url, make_engine, migrate, url_from_config


class _Gunicorn(BaseApplication):  # type: ignore[misc]
    def __init__(self, options: dict[str, Any]) -> None:
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        app = create_app()
        migrate_rulings(url_from_config(app.config))
        warm_up()  # in the master (preload_app): the workers fork with the static tables loaded and frozen
        return app


def migrate_rulings(url: str) -> None:
    """Bring the saved rulings' database to this referee's schema before any worker serves (issue 23):
    a deployed database survives an upgrade of the referee. In the master, once; each worker's store
    then finds it at the head. A database that cannot be reached or migrated stops the start."""
    try:
        engine = make_engine(url)
    except StoreUnavailable as exc:
        raise SystemExit(f"saved rulings: {exc}") from None
    try:
        revision = migrate(engine)
    except (StoreUnavailable, SchemaError) as exc:
        raise SystemExit(f"saved rulings: {exc}") from None
    finally:
        engine.dispose()  # no connection is inherited by the forked workers
    print(f"Saved rulings: {display_url(url)} (schema revision {revision})", flush=True)


def serve(host: str, port: int, workers: int) -> None:
    print(f"Referee on http://{host}:{port}/ (API under /v1, OpenAPI at /openapi/openapi.json)", flush=True)
    _Gunicorn({"bind": f"{host}:{port}", "workers": workers, "accesslog": "-", "timeout": 30, "preload_app": True}).run()
