"""The Furuyoni referee: a Flask service (API + judge's page) and command-line entry points."""

from .app import create_app

__all__ = ["create_app"]
