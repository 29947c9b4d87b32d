"""Deterministic shuffles from a seed carried in the state (ARCHITECTURE decision 1): the game-neutral
generator of ``engine.rng`` (splitmix64 and Fisher–Yates, specified there and in docs/protocol.md)."""

from __future__ import annotations

from engine.rng import MASK, below, next_u64, shuffle

__all__ = ["MASK", "below", "next_u64", "shuffle"]
