"""The ruling store itself, on SQLite and on PostgreSQL alike (issue 23): one row per case whoever
saves it, a ruling read back as it was saved, each game's rulings apart, and concurrent writers —
threads of one host and two stores standing for two hosts — losing and duplicating nothing."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

from sqlalchemy import func, select, text

from engine.games import DEFAULT_GAME, get_game
from referee.store import RulingStore, rulings

RESULT: dict[str, Any] = {"engine": "1.2.3", "edition": "ed", "season": "s1", "rulings": []}


def count(store: RulingStore) -> int:
    with store.engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(rulings)).scalar_one())


def test_a_case_saved_twice_is_one_ruling_read_back_as_saved(database_url: str) -> None:
    store = RulingStore(database_url)
    try:
        position, actions = get_game(DEFAULT_GAME).bench_case()
        first = store.save(DEFAULT_GAME, position, actions, RESULT)
        again = store.save(DEFAULT_GAME, position, actions, {**RESULT, "engine": "9.9.9"})
        assert first == again and count(store) == 1
        loaded = store.load(first)
        assert loaded is not None
        assert loaded["position"] == position and loaded["actions"] == actions
        assert loaded["engine"] == "1.2.3", "the first save is kept: a ruling is not rewritten by a later one"
        assert (loaded["game"], loaded["edition"], loaded["season"]) == (DEFAULT_GAME, "ed", "s1")
        assert store.load("0" * 20) is None
    finally:
        store.dispose()


def test_each_game_keeps_its_own_rulings(database_url: str) -> None:
    store = RulingStore(database_url)
    try:
        position, actions = get_game(DEFAULT_GAME).bench_case()
        mine = store.save(DEFAULT_GAME, position, actions, RESULT)
        other = store.save("another-game", position, actions, {**RESULT, "season": None})
        assert mine != other and count(store) == 2
        loaded = store.load(other)
        assert loaded is not None and loaded["game"] == "another-game" and loaded["season"] is None
    finally:
        store.dispose()


def test_text_any_json_may_carry_is_stored(database_url: str) -> None:
    """Hangul, a NUL and a lone surrogate (JSON's \\u0000 and \\ud800 parse to them) are stored and read
    back: neither database nor driver sees the raw code points (the body is stored as ASCII JSON)."""
    store = RulingStore(database_url)
    try:
        position = {"state": {"note": "베기 \u0000 \ud800"}}
        cid = store.save(DEFAULT_GAME, position, [], RESULT)
        loaded = store.load(cid)
        assert loaded is not None and loaded["position"] == position
    finally:
        store.dispose()


def test_concurrent_writers_of_the_same_and_of_different_cases(database_url: str) -> None:
    """Two stores (two hosts' connection pools) and 8 threads: every case saved by several writers
    at once. Each id is returned the same to all its writers and is one row; none is lost."""
    stores = [RulingStore(database_url), RulingStore(database_url)]
    try:
        position, actions = get_game(DEFAULT_GAME).bench_case()

        def write(n: int) -> tuple[int, str]:
            case = n % 12  # each of 12 cases written by 8 of the 96 writes, across both stores
            return case, stores[n % 2].save(DEFAULT_GAME, {**position, "case": case}, actions, RESULT)

        with ThreadPoolExecutor(max_workers=8) as pool:
            written = list(pool.map(write, range(96)))
        ids: dict[int, set[str]] = {}
        for case, cid in written:
            ids.setdefault(case, set()).add(cid)
        assert all(len(v) == 1 for v in ids.values()), "every writer of a case got the same id"
        assert count(stores[0]) == 12
        with stores[0].engine.connect() as conn:
            dupes = conn.execute(text("SELECT id FROM rulings GROUP BY id HAVING COUNT(*) > 1")).all()
        assert dupes == []
        for (cid,) in ids.values():
            for store in stores:
                loaded = store.load(cid)
                assert loaded is not None and loaded["position"]["case"] in ids
    finally:
        for store in stores:
            store.dispose()
