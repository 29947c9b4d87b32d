"""``python -m referee store-bench`` measures what it says on both databases: every save counted, the
shared cases one ruling each, every read the ruling saved."""

from __future__ import annotations

import pytest

from referee import store_bench
from referee.cli import main


def test_the_figures_of_a_small_run(database_url: str) -> None:
    (figures,) = store_bench.run([database_url], saves=40, threads=3, postgres=False)
    assert figures["database"] == database_url.split(":")[0].split("+")[0]
    assert figures["saves"] == 40 and figures["rulings"] == 30 + store_bench.SHARED, "10 saves of 4 shared cases"
    for key in ("saves_per_s", "reads_per_s", "save_p50_ms", "save_p99_ms", "read_p50_ms", "read_p99_ms"):
        assert figures[key] > 0
    assert figures["save_p99_ms"] >= figures["save_p50_ms"] and figures["read_p99_ms"] >= figures["read_p50_ms"]
    assert "rulings/s" in store_bench.render([figures])


def test_the_command_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["store-bench", "--saves", "8", "--threads", "2", "--no-postgres"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("sqlite (") and "p99" in out
