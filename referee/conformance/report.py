"""The conformance report: per clause, how many scenarios passed, failed, failed as expected
(xfailed), passed against expectation (xpassed) or were unsupported, and whether the clause was
checked with real cards, with test cards only, or not at all — as JSON and as a static,
self-contained HTML page (no script, no external asset: it opens from a CI artifact as it is)."""

from __future__ import annotations

import datetime
import html
from collections import Counter
from pathlib import Path
from typing import Any

from engine.games import get_game

Json = dict[str, Any]
OUTCOMES = ("passed", "failed", "xfailed", "xpassed", "unsupported", "skipped")
UNTAGGED = "untagged"


def clause_status(counts: Counter[str] | dict[str, int]) -> str:
    """One word per clause: failed > unsupported (nothing ran) > known failures > passed."""
    if counts.get("failed", 0) or counts.get("xpassed", 0):
        return "failed"
    ran = sum(counts.get(o, 0) for o in ("passed", "xfailed"))
    if not ran:
        return "unsupported" if counts.get("unsupported", 0) else "skipped"
    if counts.get("xfailed", 0):
        return "known failures"
    return "partly unsupported" if counts.get("unsupported", 0) else "passed"


CHECKED = ("real cards", "test cards", "no")


def checked_with(scenarios: list[Json]) -> str:
    """How a clause was checked (its scenarios of the run): "real cards" when a scenario of real cards
    only passed (an engine knowing only the printed cards passes it), else "test cards" when one
    needing test cards passed, else "no" (none passed: failed, unsupported, known failures)."""
    passed = [s for s in scenarios if s["outcome"] == "passed"]
    if any(s.get("test_cards") is None for s in passed):
        return "real cards"
    return "test cards" if passed else "no"


def build_report(results: Json) -> Json:
    """The report document from the plugin's results (``runner.run_suite``), in the clause index of the
    game the scenarios are of."""
    game = get_game(results["game"])
    index = game.index()
    order = {c.id: n for n, c in enumerate(index)}
    scenarios: list[Json] = results["scenarios"]
    per: dict[str, Counter[str]] = {}
    of_clause: dict[str, list[Json]] = {}
    for s in scenarios:
        for cid in s["clauses"] or [UNTAGGED]:
            per.setdefault(cid, Counter())[s["outcome"] or "skipped"] += 1
            of_clause.setdefault(cid, []).append(s)
    clauses = []
    for cid in sorted(per, key=lambda c: (order.get(c, len(order)), c)):
        clause = index.get(cid)
        row: Json = {
            "id": cid,
            "citation": clause.citation if clause else cid,
            "title": clause.title if clause else "",
        }
        row.update({o: per[cid][o] for o in OUTCOMES})
        row["status"] = clause_status(per[cid])
        row["real_card_scenarios"] = sum(1 for s in of_clause[cid] if s.get("test_cards") is None)
        row["checked"] = checked_with(of_clause[cid])
        clauses.append(row)
    totals: Json = dict(Counter(s["outcome"] or "skipped" for s in scenarios))
    totals = {o: totals.get(o, 0) for o in OUTCOMES}
    totals["scenarios"] = len(scenarios)
    totals["real_card_scenarios"] = sum(1 for s in scenarios if s.get("test_cards") is None)
    checked = Counter(row["checked"] for row in clauses if row["id"] != UNTAGGED)
    totals["clauses_checked"] = {c: checked.get(c, 0) for c in CHECKED}
    return {
        "format": f"{game.id}-conformance-report/1",
        "game": game.id,
        "game_title": game.title,
        "implementation": results["impl"],
        "edition": index.edition,
        "generated": datetime.datetime.fromtimestamp(results["started"], datetime.UTC).isoformat(timespec="seconds"),
        "duration": results["duration"],
        "selection": results.get("selection", {}),
        "expectations": results.get("expectations"),
        "unused_expectations": results.get("unused_expectations", []),
        "totals": totals,
        "ok": totals["failed"] == 0 and totals["xpassed"] == 0,
        "clauses": clauses,
        "scenarios": [
            {
                **{k: s[k] for k in ("feature", "line", "scenario", "clauses", "outcome", "message", "expected_failure")},
                "test_cards": s.get("test_cards"),
            }
            for s in sorted(scenarios, key=lambda s: (s["feature"], s["line"], s["scenario"]))
        ],
    }


def per_clause(report: Json) -> dict[str, dict[str, int]]:
    """The comparable core of a report: clause -> outcome counts."""
    return {row["id"]: {o: row[o] for o in OUTCOMES} for row in report["clauses"]}


# --- HTML -------------------------------------------------------------------------------------

CSS = """
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:72rem;
padding:0 1rem;color:#1d1d1f}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.2rem;margin-top:2.2rem}
.meta{color:#555;margin:.2rem 0 1.2rem}.meta code{background:#f2f2f2;padding:0 .25rem;border-radius:3px}
.totals{display:flex;gap:.6rem;flex-wrap:wrap;margin:1rem 0}
.totals div{border:1px solid #ddd;border-radius:6px;padding:.4rem .8rem;min-width:6rem}
.totals b{display:block;font-size:1.4rem}
table{border-collapse:collapse;width:100%}th,td{padding:.3rem .5rem;border-bottom:1px solid #e5e5e5;text-align:left}
th{background:#fafafa;position:sticky;top:0}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
tr.failed td.bad{color:#8a1c17;font-weight:700}
td.zero{color:#bbb}
tr.failed td.status{background:#fde2e1;color:#8a1c17}tr.passed td.status{background:#e3f4e4;color:#1e5b24}
tr.known-failures td.status{background:#fff4d6;color:#6b4e00}tr.unsupported td.status,
tr.partly-unsupported td.status,tr.skipped td.status{background:#eceff3;color:#3d4a5c}
.outcome-failed,.outcome-xpassed{color:#8a1c17;font-weight:600}.outcome-passed{color:#1e5b24}
.outcome-xfailed{color:#6b4e00}.outcome-unsupported,.outcome-skipped{color:#3d4a5c}
details{margin:.3rem 0}summary{cursor:pointer}pre{white-space:pre-wrap;background:#f7f7f7;
padding:.4rem .6rem;border-radius:4px;font-size:.85rem;margin:.2rem 0 .6rem}
ul.sc{list-style:none;padding-left:1rem}ul.sc li{margin:.15rem 0}.where{color:#777;font-size:.85rem}
a{color:#0b57d0}
"""


def _e(x: object) -> str:
    return html.escape(str(x), quote=True)


def _anchor(cid: str) -> str:
    return "clause-" + "".join(ch if ch.isalnum() or ch == "-" else "_" for ch in cid)


def render_html(report: Json) -> str:
    impl = report["implementation"]
    t = report["totals"]
    out: list[str] = [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width,initial-scale=1">',
        f"<title>Conformance of {_e(impl['name'])} — {_e(report['game_title'])}</title>",
        f"<style>{CSS}</style></head><body>",
        f"<h1>Conformance of {_e(impl['name'])} to {_e(report['game_title'])}</h1>",
        f'<p class="meta">Implementation <code>{_e(impl["spec"])}</code> · game <code>{_e(report["game"])}</code> · rules edition '
        f"<code>{_e(report['edition'])}</code> · run {_e(report['generated'])} in {report['duration']:.1f} s"
        + (f" · known failures from <code>{_e(report['expectations'])}</code>" if report["expectations"] else "")
        + "</p>",
    ]
    sel = [f"{k} {', '.join(v) if isinstance(v, list) else v}" for k, v in report["selection"].items() if v]
    if sel:
        out.append(f'<p class="meta">Selection: {_e("; ".join(sel))}</p>')
    verdict = "every scenario behaves as expected" if report["ok"] else "some scenarios fail"
    out.append(f"<p><b>{_e(verdict)}.</b> {t['scenarios']} scenarios over {len(report['clauses'])} clauses.</p>")
    cc = t.get("clauses_checked", {})
    out.append(
        f'<p class="meta">{t.get("real_card_scenarios", 0)} of the scenarios use real cards only. Clauses checked '
        f"with real cards: {cc.get('real cards', 0)}; with test cards only: {cc.get('test cards', 0)}; "
        f"not at all: {cc.get('no', 0)}.</p>"
    )
    out.append('<div class="totals">')
    for o in ("passed", "failed", "xfailed", "xpassed", "unsupported"):
        out.append(f'<div class="outcome-{o}"><b>{t[o]}</b>{o}</div>')
    out.append("</div>")
    if report["unused_expectations"]:
        out.append("<p>Expectations that matched no scenario of this run:</p><ul>")
        out += [f"<li>{_e(x)}</li>" for x in report["unused_expectations"]]
        out.append("</ul>")

    out.append("<h2>Clauses</h2><table><thead><tr><th>Clause</th><th>Title</th>")
    out += [f'<th class="n">{o}</th>' for o in ("passed", "failed", "xfailed", "xpassed", "unsupported")]
    out.append('<th class="n">real-card</th><th>Checked with</th><th>Status</th></tr></thead><tbody>')
    for row in report["clauses"]:
        cls = row["status"].replace(" ", "-")
        out.append(f'<tr class="{cls}"><td><a href="#{_anchor(row["id"])}">{_e(row["citation"])}</a></td>')
        out.append(f"<td>{_e(row['title'])}</td>")
        for o in ("passed", "failed", "xfailed", "xpassed", "unsupported"):
            cell = "zero" if not row[o] else "bad" if o in ("failed", "xpassed") else ""
            out.append(f'<td class="n {cell}">{row[o]}</td>')
        real = row.get("real_card_scenarios", 0)
        out.append(f'<td class="n{" zero" if not real else ""}">{real}</td>')
        out.append(f'<td class="checked">{_e(row.get("checked", ""))}</td>')
        out.append(f'<td class="status">{_e(row["status"])}</td></tr>')
    out.append("</tbody></table>")

    bad = [s for s in report["scenarios"] if s["outcome"] in ("failed", "xpassed")]
    if bad:
        out.append(f'<h2 id="failures">Failures ({len(bad)})</h2>')
        out += [_scenario_block(s) for s in bad]
    for outcome, title in (("unsupported", "Unsupported"), ("xfailed", "Known failures")):
        group = [s for s in report["scenarios"] if s["outcome"] == outcome]
        if group:
            out.append(f"<h2>{title} ({len(group)})</h2><ul class='sc'>")
            out += [
                f"<li>{_e(s['scenario'])} <span class='where'>{_e(s['feature'])}:{s['line']}</span>"
                f" — {_e(s['message'] or '')}</li>"
                for s in group
            ]
            out.append("</ul>")

    out.append("<h2>Scenarios by clause</h2>")
    by_clause: dict[str, list[Json]] = {}
    for s in report["scenarios"]:
        for cid in s["clauses"] or [UNTAGGED]:
            by_clause.setdefault(cid, []).append(s)
    for row in report["clauses"]:
        group = by_clause.get(row["id"], [])
        tally = ", ".join(f"{row[o]} {o}" for o in OUTCOMES if row[o])
        out.append(
            f'<details id="{_anchor(row["id"])}"{" open" if row["status"] == "failed" else ""}><summary>'
            f"<b>{_e(row['citation'])}</b> {_e(row['title'])} — {_e(tally)}</summary><ul class='sc'>"
        )
        for s in group:
            cards = "real cards" if s.get("test_cards") is None else "test cards"
            out.append(
                f"<li><span class='outcome-{_e(s['outcome'])}'>{_e(s['outcome'])}</span> {_e(s['scenario'])}"
                f" <span class='where'>{_e(s['feature'])}:{s['line']} · {cards}</span></li>"
            )
        out.append("</ul></details>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def _scenario_block(s: Json) -> str:
    clauses = ", ".join(s["clauses"]) or UNTAGGED
    return (
        f"<div><b class='outcome-{_e(s['outcome'])}'>{_e(s['outcome'])}</b> {_e(s['scenario'])}"
        f" <span class='where'>{_e(s['feature'])}:{s['line']} · {_e(clauses)}</span>"
        f"<pre>{_e(s['message'] or '')}</pre></div>"
    )


def write_reports(report: Json, directory: Path) -> dict[str, Path]:
    import json

    directory.mkdir(parents=True, exist_ok=True)
    paths = {"json": directory / "report.json", "html": directory / "report.html"}
    paths["json"].write_text(json.dumps(report, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    paths["html"].write_text(render_html(report), encoding="utf-8")
    return paths
