"""The benchmark comparison (``referee.bench.compare``) judges ratios, never absolute timings: a
machine that is slower across the board passes; one figure far worse than the rest fails."""

from __future__ import annotations

from typing import Any

from referee.bench import compare, goal_lines

BASELINE: dict[str, Any] = {
    "games_per_s": {"trace_off": 120.0, "trace_on": 100.0},
    "decisions_per_s": {"trace_off": 11000.0, "trace_on": 9500.0},
    "adjudicate_p50_ms": 1.2,
    "adjudicate_p99_ms": 2.5,
    "json_roundtrip_ms": 0.5,
    "adjudicate_over_json_roundtrip": 2.4,
    "http_rulings_per_s": 500.0,
}


def scaled(doc: dict[str, Any], slower: float) -> dict[str, Any]:
    """The same engine on a machine `slower` times slower at everything."""
    out: dict[str, Any] = {}
    for k, v in doc.items():
        if isinstance(v, dict):
            out[k] = {kk: vv / slower for kk, vv in v.items()}
        elif k.endswith("_ms"):
            out[k] = v * slower
        elif k.endswith("_per_s"):
            out[k] = v / slower
        else:
            out[k] = v
    return out


def test_a_slower_machine_is_no_regression() -> None:
    lines, failures = compare(BASELINE, scaled(BASELINE, 2.5))
    assert failures == []
    assert any(line.startswith("games_per_s.trace_off: better by 1.00x") for line in lines)


def test_one_figure_four_times_worse_fails() -> None:
    current = scaled(BASELINE, 1.0)
    current["games_per_s"] = {"trace_off": 30.0, "trace_on": 100.0}
    _, failures = compare(BASELINE, current)
    assert [f.split(":")[0] for f in failures] == ["games_per_s.trace_off"]


def test_latency_ratios_compare_the_other_way() -> None:
    current = scaled(BASELINE, 1.0)
    current["adjudicate_p99_ms"] = 2.5 * 3.5
    _, failures = compare(BASELINE, current)
    assert [f.split(":")[0] for f in failures] == ["adjudicate_p99_ms"]
    _, failures = compare(BASELINE, current, tolerance=4.0)
    assert failures == []


def test_figures_missing_on_one_side_are_skipped() -> None:
    current = {k: v for k, v in scaled(BASELINE, 1.0).items() if k != "http_rulings_per_s"}
    lines, failures = compare(BASELINE, current)
    assert failures == [] and not any(line.startswith("http_") for line in lines)


def test_goals_are_reported() -> None:
    lines = goal_lines(BASELINE)
    assert "ok   games_per_s.trace_off = 120 (goal >= 100)" in lines
    assert any(line.startswith("ok   http_rulings_per_s") for line in lines)


def test_real_card_figures_are_compared_and_have_goals() -> None:
    """Issue 22: the real-card figures are compared like the others (throughputs higher is better,
    latencies lower, the ratio to the JSON round trip as it is) and printed against their goals."""
    base = {
        **BASELINE,
        "real_decisions_per_s": 3000.0,
        "real_roundtrip_decisions_per_s": 900.0,
        "real_adjudicate_p99_ms": 8.0,
        "real_adjudicate_over_json_roundtrip": 4.0,
        "real_http_rulings_per_s": 500.0,
    }
    current = scaled(base, 1.0)
    current["real_decisions_per_s"] = 700.0  # over 4x worse
    current["real_adjudicate_p99_ms"] = 40.0  # 5x worse
    current["real_adjudicate_over_json_roundtrip"] = 4.0 * 3.5  # 3.5x worse
    _, failures = compare(base, current)
    assert sorted(f.split(":")[0] for f in failures) == [
        "real_adjudicate_over_json_roundtrip",
        "real_adjudicate_p99_ms",
        "real_decisions_per_s",
    ]
    goals = {line.split()[1]: line.split()[0] for line in goal_lines(base)}
    assert goals["real_decisions_per_s"] == "MISS"  # 3000 < 10000
    assert goals["real_roundtrip_decisions_per_s"] == "MISS"  # 900 < 3000
    assert goals["real_adjudicate_p99_ms"] == "ok"  # 8 <= 10
    assert goals["real_adjudicate_over_json_roundtrip"] == "ok"
    assert goals["real_http_rulings_per_s"] == "MISS"  # 500 < 600


def test_a_goal_above_its_ceiling_is_reported_out_of_reach() -> None:
    """Issue 22: the round-trip goal is printed with the ceiling the interchange format sets (its JSON
    read and written with no engine work) when that ceiling is below the goal, and only then."""
    base = {**BASELINE, "real_roundtrip_decisions_per_s": 600.0, "real_roundtrip_json_floor_per_s": 2500.0}
    (line,) = [x for x in goal_lines(base) if " real_roundtrip_decisions_per_s " in x]
    assert line.startswith("MISS") and "out of reach: real_roundtrip_json_floor_per_s = 2500" in line
    roomy = {**base, "real_roundtrip_json_floor_per_s": 4000.0}
    (line,) = [x for x in goal_lines(roomy) if " real_roundtrip_decisions_per_s " in x]
    assert line.startswith("MISS") and "out of reach" not in line
