"""The reports of a differential run: a JSON document (for tools), JUnit XML (for CI systems) and a
static, self-contained HTML page listing every divergence (no script, no external asset), plus one
case file per divergence: ``{"position", "actions"}``, the body of ``POST /v1/rulings`` (the judge's
page opens a saved ruling at ``/r/<id>``), replayable with ``differential --replay``."""

from __future__ import annotations

import datetime
import html
import http.client
import json
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit
from xml.etree import ElementTree as ET

from engine.games import DEFAULT_GAME

from .play import Found
from .run import RunResult

Json = dict[str, Any]
FORMAT = "referee-differential-report/1"


def case_of(found: Found) -> Json:
    """The replayable case of a divergence: our start position and the shrunk answers (all of the
    game's answers up to the divergence when it could not be shrunk)."""
    return {"position": found.start, "actions": found.shrunk if found.shrunk is not None else found.actions}


def run_json(result: RunResult) -> Json:
    first = result.first
    return {
        "impl": result.config.impl,
        "label": result.config.label or result.config.impl,
        "games": result.games,
        "decisions": result.decisions,
        "finished": result.finished,
        "unsupported": dict(result.unsupported),
        "divergences": len(result.found),
        "first": None
        if first is None
        else {"game": first.index, "after_games": result.games_before, "after_decisions": result.decisions_until},
        "cpu_seconds": round(result.cpu_seconds, 2),
        "found": [f.as_json() for f in sorted(result.found, key=lambda f: f.index)],
    }


def build_report(
    game: str, results: list[RunResult], figures: Json, settings: Json, mutants: list[Json] | None = None
) -> Json:
    runs = [run_json(r) for r in results]
    ok = all(not r["divergences"] for r in runs) if mutants is None else all(m["found"] for m in mutants)
    return {
        "format": FORMAT,
        "game": game,
        "generated": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "settings": settings,
        "figures": figures,
        "ok": ok,
        "runs": runs,
        **({"mutants": mutants} if mutants is not None else {}),
    }


def mutant_rows(results: list[RunResult], mutants: dict[str, Any]) -> list[Json]:
    """Per mutant: found or not, after how many games and decisions, and what showed it."""
    rows = []
    for r in results:
        name = r.config.label
        m = mutants[name]
        first = r.first
        rows.append(
            {
                "name": name,
                "clause": m.clause,
                "mistake": m.mistake,
                "found": first is not None,
                "games_played": r.games,
                "game": None if first is None else first.index,
                "after_games": r.games_before,
                "after_decisions": r.decisions_until,
                "what": None if first is None else first.mismatch.what,
                "detail": None if first is None else first.mismatch.detail,
                "shrunk_to": None if first is None or first.shrunk is None else len(first.shrunk),
                "from_actions": None if first is None else len(first.actions),
                "case": None if first is None else first.case,
                "url": None if first is None else first.url,
            }
        )
    return rows


# --- files -------------------------------------------------------------------------------------------


def write_cases(results: list[RunResult], directory: Path) -> None:
    """One case file per divergence, named after the run and the game; sets ``Found.case``."""
    cases = directory / "cases"
    for r in results:
        for f in r.found:
            cases.mkdir(parents=True, exist_ok=True)
            label = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in (r.config.label or r.config.impl))
            path = cases / f"{label}-game{f.index}.json"
            path.write_text(json.dumps(case_of(f), ensure_ascii=False) + "\n", encoding="utf-8")
            f.case = str(path)


def publish(results: list[RunResult], base: str, game: str) -> list[str]:
    """Save every case as a ruling on a running referee (``POST /v1/rulings``, or the game's own path);
    sets ``Found.url`` to the page that replays it. Returns the problems met, one line each."""
    url = urlsplit(base)
    if url.scheme not in ("http", "https") or not url.hostname:
        return [f"not an http(s) URL: {base!r}"]
    factory = http.client.HTTPSConnection if url.scheme == "https" else http.client.HTTPConnection
    root = url.path.rstrip("/")
    path = f"{root}/v1/rulings" if game == DEFAULT_GAME else f"{root}/v1/games/{game}/rulings"
    problems = []
    for r in results:
        for f in r.found:
            conn = factory(url.hostname, url.port, timeout=30)
            try:
                conn.request("POST", path, body=json.dumps(case_of(f)), headers={"Content-Type": "application/json"})
                resp = conn.getresponse()
                doc = json.loads(resp.read() or b"null")
                if resp.status == 200 and isinstance(doc, dict) and "url" in doc:
                    f.url = f"{base.rstrip('/')}{doc['url']}"
                else:
                    problems.append(f"game {f.index}: HTTP {resp.status}: {str(doc)[:200]}")
            except (OSError, http.client.HTTPException, ValueError) as exc:
                problems.append(f"game {f.index}: {exc}")
            finally:
                conn.close()
    return problems


def write_reports(report: Json, directory: Path, junit: Path | None = None) -> dict[str, Path]:
    directory.mkdir(parents=True, exist_ok=True)
    paths = {"json": directory / "report.json", "html": directory / "report.html", "junit": directory / "junit.xml"}
    paths["json"].write_text(json.dumps(report, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    paths["html"].write_text(render_html(report), encoding="utf-8")
    xml = render_junit(report)
    paths["junit"].write_text(xml, encoding="utf-8")
    if junit is not None:
        junit.parent.mkdir(parents=True, exist_ok=True)
        junit.write_text(xml, encoding="utf-8")
        paths["junit_copy"] = junit
    return paths


# --- JUnit -------------------------------------------------------------------------------------------


def _failure_text(f: Json) -> str:
    lines = [
        f"game {f['game']} (seed {f['seed']}), after {f['decision']} answer(s): {f['what']}: {f['detail']}",
        f"ours:   {json.dumps(f['ours'], ensure_ascii=False)[:2000]}",
        f"theirs: {json.dumps(f['theirs'], ensure_ascii=False)[:2000]}",
    ]
    if f["shrunk"] is not None:
        lines.append(f"shrunk from {f['actions']} to {f['shrunk_to']} answer(s)" + ("" if f["shrink_complete"] else " (budget spent)"))
    if f["case"]:
        lines.append(f"case: {f['case']}")
    if f["url"]:
        lines.append(f"judge's page: {f['url']}")
    return "\n".join(lines)


def render_junit(report: Json) -> str:
    game = report["game"]
    suites = ET.Element("testsuites", name=f"differential {game}")
    total = failures = 0
    if "mutants" in report:
        suite = ET.SubElement(suites, "testsuite", name=f"differential {game} mutants")
        by_label = {r["label"]: r for r in report["runs"]}
        for m in report["mutants"]:
            case = ET.SubElement(suite, "testcase", classname=f"differential.{game}.mutants", name=f"{m['name']} ({m['clause']})")
            total += 1
            if m["found"]:
                first = by_label[m["name"]]["found"][0]
                ET.SubElement(case, "system-out").text = (
                    f"found in game {m['game']} after {m['after_games']} game(s) and {m['after_decisions']} answer(s)\n"
                    + _failure_text(first)
                )
            else:
                failures += 1
                ET.SubElement(case, "failure", message=f"not found in {m['games_played']} game(s)").text = m["mistake"]
        suite.set("tests", str(len(report["mutants"])))
        suite.set("failures", str(sum(not m["found"] for m in report["mutants"])))
    else:
        for r in report["runs"]:
            suite = ET.SubElement(suites, "testsuite", name=f"differential {game} {r['label']}")
            cls = f"differential.{game}.{r['label']}"
            n = 0
            if not r["found"]:
                ET.SubElement(suite, "testcase", classname=cls, name=f"{r['games']} games, {r['decisions']} answers")
                n = 1
            for f in r["found"]:
                case = ET.SubElement(suite, "testcase", classname=cls, name=f"game {f['game']} (seed {f['seed']})")
                ET.SubElement(case, "failure", message=f"{f['what']}: {f['detail']}"[:500]).text = _failure_text(f)
                n += 1
            suite.set("tests", str(n))
            suite.set("failures", str(len(r["found"])))
            total += n
            failures += len(r["found"])
    suites.set("tests", str(total))
    suites.set("failures", str(failures))
    ET.indent(suites)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suites, encoding="unicode") + "\n"


# --- HTML --------------------------------------------------------------------------------------------

CSS = """
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:72rem;
padding:0 1rem;color:#1d1d1f}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.2rem;margin-top:2.2rem}h3{font-size:1.05rem}
.meta{color:#555}.meta code,td code{background:#f2f2f2;padding:0 .25rem;border-radius:3px}
table{border-collapse:collapse;width:100%}th,td{padding:.3rem .5rem;border-bottom:1px solid #e5e5e5;text-align:left;
vertical-align:top}th{background:#fafafa}td.n{text-align:right;font-variant-numeric:tabular-nums}
.bad{color:#8a1c17;font-weight:600}.good{color:#1e5b24;font-weight:600}
pre{white-space:pre-wrap;word-break:break-all;background:#f7f7f7;padding:.4rem .6rem;border-radius:4px;
font-size:.8rem;max-height:24rem;overflow:auto}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:1rem}a{color:#0b57d0}
"""


def _e(x: object) -> str:
    return html.escape(str(x), quote=True)


def _pre(doc: Any, limit: int = 20000) -> str:
    text = json.dumps(doc, ensure_ascii=False, indent=1)
    if len(text) > limit:
        text = text[:limit] + "\n…"
    return f"<pre>{_e(text)}</pre>"


def _found_block(run: Json, f: Json) -> str:
    players = f["setup"].get("players") if isinstance(f["setup"], dict) else None
    who = (
        " vs ".join("/".join(p.get("goddesses", [])) for p in players)
        if isinstance(players, list) and all(isinstance(p, dict) for p in players)
        else ""
    )
    out = [
        f"<h3 id='{_e(run['label'])}-{f['game']}'>{_e(run['label'])}: game {f['game']} (seed {f['seed']})"
        + (f" — {_e(who)}" if who else "") + "</h3>",
        f"<p><b class='bad'>{_e(f['what'])}</b> after {f['decision']} answer(s): {_e(f['detail'])}</p>",
        "<div class='cols'><div><b>Ours</b>" + _pre(f["ours"]) + "</div><div><b>Theirs</b>" + _pre(f["theirs"]) + "</div></div>",
    ]
    if f["shrunk"] is not None:
        note = "1-minimal" if f["shrink_complete"] else "the shrink budget ran out"
        out.append(
            f"<p>Shrunk from {f['actions']} to <b>{f['shrunk_to']}</b> answer(s) in {f['shrink_tests']} replays ({note})"
            + (f"; replayed, it shows: {_e(f['shrunk_divergence']['detail'])}" if f["shrunk_divergence"] else "")
            + "</p>"
        )
        out.append("<details><summary>The answers</summary>" + _pre(f["shrunk"]) + "</details>")
    links = []
    if f["url"]:
        links.append(f"<a href='{_e(f['url'])}'>open it on the judge's page</a>")
    if f["case"]:
        links.append(f"case file <code>{_e(f['case'])}</code> (<code>python -m referee differential --replay "
                     f"{_e(f['case'])} --impl {_e(run['impl'])}</code>)")
    if links:
        out.append("<p>" + " · ".join(links) + "</p>")
    return "\n".join(out)


def render_html(report: Json) -> str:
    fig = report["figures"]
    s = report["settings"]
    title = f"Differential games — {report['game']}"
    out = [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width,initial-scale=1">',
        f"<title>{_e(title)}</title><style>{CSS}</style></head><body>",
        f"<h1>{_e(title)}</h1>",
        f"<p class='meta'>Run {_e(report['generated'])} · seed <code>{_e(s.get('seed'))}</code> · "
        f"setup options <code>{_e(json.dumps(s.get('options', {})))}</code> · at most {_e(s.get('max_decisions'))} "
        f"answers a game · {fig['games']} games, {fig['decisions']} answers in {fig['wall_seconds']} s "
        f"({fig['cpu_seconds']} s CPU, {fig['games_per_cpu_s']} games per CPU second)</p>",
        f"<p><b class='{'good' if report['ok'] else 'bad'}'>"
        + _e(_verdict(report)) + "</b></p>",
    ]
    if "mutants" in report:
        out.append("<h2>Mutants</h2><table><thead><tr><th>Mutant</th><th>Clause</th><th>Found</th>"
                   "<th>after games</th><th>after answers</th><th>What</th><th>Shrunk to</th></tr></thead><tbody>")
        for m in report["mutants"]:
            found = f"<span class='good'>game {m['game']}</span>" if m["found"] else f"<span class='bad'>no ({m['games_played']} games)</span>"
            out.append(
                f"<tr><td><a href='#{_e(m['name'])}-{m['game']}'>{_e(m['name'])}</a><br><small>{_e(m['mistake'])}</small></td>"
                f"<td>{_e(m['clause'])}</td><td>{found}</td><td class='n'>{_e(m['after_games'] if m['found'] else '')}</td>"
                f"<td class='n'>{_e(m['after_decisions'] if m['found'] else '')}</td><td>{_e(m['what'] or '')}</td>"
                f"<td class='n'>{_e('' if m['shrunk_to'] is None else m['shrunk_to'])}</td></tr>"
            )
        out.append("</tbody></table>")
    out.append("<h2>Runs</h2><table><thead><tr><th>Implementation</th><th>games</th><th>answers</th>"
               "<th>finished</th><th>unsupported</th><th>divergences</th></tr></thead><tbody>")
    for r in report["runs"]:
        out.append(
            f"<tr><td><code>{_e(r['impl'])}</code></td><td class='n'>{r['games']}</td><td class='n'>{r['decisions']}</td>"
            f"<td class='n'>{r['finished']}</td><td class='n'>{sum(r['unsupported'].values())}</td>"
            f"<td class='n {'bad' if r['divergences'] else ''}'>{r['divergences']}</td></tr>"
        )
    out.append("</tbody></table>")
    divergences = [(r, f) for r in report["runs"] for f in r["found"]]
    if divergences:
        out.append(f"<h2>Divergences ({len(divergences)})</h2>")
        out += [_found_block(r, f) for r, f in divergences]
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def _verdict(report: Json) -> str:
    if "mutants" in report:
        ms = report["mutants"]
        found = sum(m["found"] for m in ms)
        return f"{found} of {len(ms)} mutants found"
    n = sum(r["divergences"] for r in report["runs"])
    return "no divergence" if n == 0 else f"{n} game(s) diverged"
