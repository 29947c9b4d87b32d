// Monster Collection's board renderer for the judge's page: the battlefield of MC 5.1.2 as twelve areas
// (three columns a-c, four rows 1-4; player B's rows on top) with each terrain — a card terrain by name
// and limit, a headquarters or proxy terrain face down (5.1.2.10, 5.1.2.20.5) — who controls it, and the
// units standing on it with their level, attack, defence and damage as the board reads now (the API's
// `readings`, MC 3.2.2), whether they are exhausted, and their equipment; each player's headquarters and
// whether enemy units stand on it (1.2.2.1); the hand (shown for the deciding player, a count for the
// other, whose hand is hidden from its opponent: 5.1.4.3 — open it on demand), the draw pile as a count
// (5.1.3.6), the public discard pile, removal zone and effect zone (5.1.5-5.1.7); a battle in progress:
// its area, the advancing and defending players, the current timing of 8.3, initiative and the counter
// chain being declared (10.2); the ±n in force. Clause ids are the document's, dots as dashes (MC-8-3-5).
// Chapters 10-16 (mc-judge2), so that a judge sees why a ruling came out as it did: every continuous effect
// in force on a unit with its source card, how long it lasts, the moment it arose and its clause (the API's
// `readings.in_force`: ±n, standing abilities given or lost, races granted or changed, ○ abilities' ±n,
// grants, replacements and prohibitions); the triggered abilities waiting, whose and in which order
// (10.5.2-10.5.3), the delayed triggers and when they fire (10.5.4.2), the states of state triggers that
// hold (10.5.5.1), the targets designated by 重複しない effects this phase (16.2); each unit's races,
// resistances, weaknesses and marked damage as read now (10.7, 13.1.7-13.1.8); 時の歯車 (15.4.9); a
// declaration's negation, choice, named value, costs and chains (10.1, 10.15, 15.2); the turn's counters.
"use strict";

(() => {
  const PLAYER = (p) => `Player ${"AB"[p]}`;
  const STEPS = {
    preparation: ["preparation", "MC-6-1-1-7"],
    first_hand_adjustment: ["first hand adjustment phase", "MC-7-2"],
    main: ["main phase", "MC-7-3"],
    summon_discard: ["normal summon phase: discarding equipment", "MC-7-4-3"],
    summon: ["normal summon phase: summoning", "MC-7-4-4"],
    second_hand_adjustment: ["second hand adjustment phase", "MC-7-5"],
    end_declaration: ["end declaration phase", "MC-7-6"],
    game_over: ["the game is over", "MC-1-2"],
  };
  const TIMINGS = {
    start: ["battle start timing", "MC-8-3-1"],
    instant_summon: ["instant summon timing", "MC-8-3-2"],
    formation: ["formation timing", "MC-8-3-3"],
    initiative: ["initiative timing", "MC-8-3-4"],
    first_normal: ["first normal timing", "MC-8-3-5"],
    second_normal: ["second normal timing", "MC-8-3-6"],
    simultaneous: ["simultaneous attack timing", "MC-8-3-7"],
    end: ["battle end timing", "MC-8-3-8"],
    closed: ["the battle is ending", "MC-8-3-8-4"],
  };
  const TYPES = { unit: "unit", item: "item", battle_spell: "battle spell", terrain: "terrain" };
  const ADVANCE = { walking: "walking", flying: "flying", long_range_flying: "long-distance flying" };
  const REASONS = {
    headquarters_fall: "a headquarters has fallen", deck_out: "the draw piles ran out", repetition: "the same situation repeated",
    concession: "a player conceded", time_out: "time ran out",
  };
  const AREA_ROWS = [4, 3, 2, 1];  // B's side on top, as the opponent sits across the table
  const COLUMNS = ["a", "b", "c"];

  function board0() {
    return (typeof Judge !== "undefined" && Judge.state.doc && Judge.state.doc.board) || { cards: {}, definitions: {} };
  }

  function readingsNow() {
    return (typeof Judge !== "undefined" && Judge.state.doc && Judge.state.doc.readings) || { units: {}, terrains: {} };
  }

  function def(board, uid) {
    const inst = board.cards[uid];
    return inst ? board.definitions[inst.card] || { id: inst.card } : { id: uid };
  }

  function name(board, uid) {
    if (typeof uid === "string" && uid.startsWith("player:")) return PLAYER(Number(uid.slice(7)));
    const d = def(board, uid);
    return d.name || d.id || uid;
  }

  function owner(board, uid) {
    const inst = board.cards[uid];
    return inst ? inst.owner : null;
  }

  // A unit's values now (the API's readings, MC 3.2.2), else its printed ones.
  function unitNote(board, unit) {
    const d = def(board, unit.card);
    const r = readingsNow().units[unit.card] || {};
    const parts = [`Lv ${r.level ?? d.level ?? "?"}`, `${r.attack ?? d.attack}/${r.defence ?? d.defence}`];
    if (unit.damage) parts.push(`${unit.damage} damage`);
    if (unit.exhausted) parts.push("exhausted");
    return [...parts, ...unitTraits(d, unit, r)].join(" · ");
  }

  // MC 10.7, 13.1.7-13.1.8: the races, resistances and weaknesses the unit has now, its marked damage and
  // how much of its damage counts towards its death (a resisted part does not).
  function unitTraits(d, unit, r) {
    const out = [];
    const same = (a, b) => JSON.stringify([...(a || [])].sort()) === JSON.stringify([...(b || [])].sort());
    if (r.races && !same(r.races, d.races)) out.push(`races now ${r.races.join("/") || "none"}`);
    if (r.resistance && r.resistance.length) out.push(`resists ${r.resistance.join(", ")}`);
    const printed = (d.standing && d.standing.resistance) || [];
    if (r.resistance && !r.resistance.length && printed.length) out.push(`resists nothing (lost ${printed.join(", ")})`);
    if (r.weakness && r.weakness.length) out.push(`weak to ${r.weakness.map((w) => `${w.attribute} +${w.amount}`).join(", ")}`);
    for (const m of unit.marks || []) out.push(`${m.amount} of it ${m.attribute || ""}${m.attribute && m.source ? ", " : ""}${m.source ? m.source.replaceAll("_", " ") : ""}`);
    if (unit.damage && r.lethal_damage !== undefined && r.lethal_damage !== unit.damage) out.push(`${r.lethal_damage} counts towards its death`);
    if (unit.items_spent) out.push(`${unit.items_spent} item slot${unit.items_spent === 1 ? "" : "s"} spent`);
    if (unit.spells_spent && unit.spells_spent.length) out.push(`spell slots spent: ${unit.spells_spent.join(", ")}`);
    return out;
  }

  function cardChip(c, board, uid, { extra = "", back = false, label = null } = {}) {
    const d = def(board, uid);
    const classes = ["card", `type-${d.type || "unknown"}`];
    if (back) classes.push("back");
    const shown = label || (back ? "face down" : name(board, uid));
    const kids = [c.el("span", { class: "name" }, shown)];
    if (extra) kids.push(c.el("span", { class: "note" }, extra));
    const attrs = { class: classes.join(" "), "data-uid": uid, title: back ? `${shown} (${name(board, uid)}, ${uid})` : `${shown} (${uid})` };
    if (board.cards[uid]) {
      attrs.role = "button"; attrs.tabindex = "0";
      attrs.onclick = () => c.openCard(uid);
    }
    return c.el("span", attrs, ...kids);
  }

  // A card's name, with its uid when another card of the position has the same name (two Sentries).
  function distinct(board, uid) {
    const n = name(board, uid);
    const inst = board.cards[uid];
    const twins = inst ? Object.entries(board.cards).filter(([u, i]) => u !== uid && i.card === inst.card).length : 0;
    return twins ? `${n} (${uid})` : n;
  }

  // A card named inline in a list (an effect's source, a waiting ability's card): its name, opening its panel.
  function cardRef(c, board, uid, label = null) {
    const attrs = { class: "cardref", "data-uid": uid, title: uid };
    if (board.cards[uid]) { attrs.role = "button"; attrs.tabindex = "0"; attrs.onclick = () => c.openCard(uid); }
    return c.el("span", attrs, label || distinct(board, uid));
  }

  function unitChip(c, board, unit) {
    const kids = [unitNote(board, unit)];
    const eq = (unit.equipment || []).map((e) => `${name(board, e.card)} (${e.slots} slot${e.slots === 1 ? "" : "s"})`);
    if (eq.length) kids.push(`equips ${eq.join(", ")}`);
    const chip = cardChip(c, board, unit.card, { extra: kids.join(" · ") });
    chip.classList.add("unit", `owner-${"AB"[owner(board, unit.card)]}`);
    if (unit.exhausted) chip.classList.add("exhausted");
    return chip;
  }

  function zone(c, board, label, uids, opts = {}) {
    const row = c.el("div", { class: "zone", "data-zone": label });
    row.append(c.el("h4", {}, label, c.el("small", {}, ` ${uids.length}`)));
    const cards = c.el("div", { class: "cards" });
    if (!uids.length) cards.append(c.el("span", { class: "empty" }, "—"));
    for (const u of uids) cards.append(cardChip(c, board, u, opts));
    row.append(cards);
    return row;
  }

  // A pile shown as its count, its cards on demand (a judge may look; the players may not).
  function counted(c, board, label, uids, cls, why) {
    const box = c.el("details", { class: `zone deck ${cls}`, "data-zone": label });
    box.append(c.el("summary", {}, c.el("span", { class: "card back stack" }, c.el("span", { class: "name" }, `${uids.length}`)),
      ` ${label} `, c.clauseLink(why)));
    box.append(c.el("div", { class: "cards" }, uids.length ? uids.map((u) => cardChip(c, board, u)) : c.el("span", { class: "empty" }, "empty")));
    return box;
  }

  function terrainOf(board, area) {
    return (board.battlefield || []).find((t) => t.area === area) || null;
  }

  function headquarters(board, p) {
    return (board.battlefield || []).find((t) => t.kind === "headquarters" && t.placed_by === p) || null;
  }

  // MC 1.2.2.1, 11.2.1.1: a headquarters falls when only the enemy's units stand on it and no battle is fought there.
  function hqState(board, p) {
    const hq = headquarters(board, p);
    if (!hq) return "no headquarters on the battlefield";
    const r = board.result;
    if (r && r.reason === "headquarters_fall" && r.winner === 1 - p) return `headquarters at ${hq.area} taken`;
    const enemies = hq.units.filter((u) => owner(board, u.card) !== p).length;
    const own = hq.units.length - enemies;
    if (board.battle && board.battle.area === hq.area) return `headquarters at ${hq.area} under attack (a battle there)`;
    if (enemies && !own) return `headquarters at ${hq.area}: only enemy units on it`;
    if (enemies) return `headquarters at ${hq.area}: ${enemies} enemy unit${enemies === 1 ? "" : "s"} on it`;
    return `headquarters at ${hq.area} holds`;
  }

  function deciding(doc) { return doc.pending ? doc.pending.player : doc.board.active; }

  function side(c, doc, p) {
    const board = doc.board;
    const ps = board.players[p];
    const classes = ["side"];
    if (board.active === p && board.step !== "game_over") classes.push("is-active");
    if (doc.pending && doc.pending.player === p) classes.push("is-deciding");
    const box = c.el("section", { class: classes.join(" "), "aria-label": PLAYER(p) });
    const badges = [];
    if (board.active === p && board.step !== "game_over") badges.push(c.el("span", { class: "badge active" }, "advancing side"));
    if (doc.pending && doc.pending.player === p) badges.push(c.el("span", { class: "badge deciding" }, "deciding"));
    box.append(c.el("h3", {}, PLAYER(p), board.first_player === p ? " (first) " : " (second) ", ...badges,
      c.el("span", { class: "hq" }, ` · ${hqState(board, p)}`)));
    const zones = c.el("div", { class: "zones" });
    // MC 5.1.4.3: a hand is hidden from the opponent; the deciding player's is open, the other's a count.
    if (p === deciding(doc)) zones.append(zone(c, board, "Hand", ps.hand, { extra: "" }));
    else zones.append(counted(c, board, "Hand", ps.hand, "hand hidden", "MC-5-1-4-3"));
    zones.append(counted(c, board, "Draw pile (top first)", ps.draw_pile, "draw-pile", "MC-5-1-3-6"));
    zones.append(zone(c, board, "Discard pile", ps.discard));
    zones.append(zone(c, board, "Removed", ps.removed));
    zones.append(zone(c, board, "Effect zone", ps.effect_zone));
    box.append(zones);
    box.append(c.el("p", { class: "info" }, `Hand limit ${ps.hand_limit ?? 6}`, ps.redone ? " · redid the preparation" : ""));
    const gears = ((doc.readings && doc.readings.players) || [])[p];
    if (gears && gears.gears) {
      box.append(c.el("p", { class: "info gears" }, `時の歯車: +${gears.gears}D to every die result asked in this battle `, c.clauseLink("MC-15-4-9-2")));
    }
    return box;
  }

  function terrainLabel(board, t) {
    if (t.kind === "headquarters") return `${PLAYER(t.placed_by)}'s headquarters`;
    if (t.kind === "proxy") return `proxy terrain of ${"AB"[t.placed_by]}`;
    return name(board, t.card);
  }

  function areaCell(c, board, area) {
    const t = terrainOf(board, area);
    const battle = board.battle && board.battle.area === area;
    const row = Number(area[1]);
    const classes = ["area", row <= 2 ? "territory-A" : "territory-B"];
    if (battle) classes.push("battle-here");
    if (!t) classes.push("vacant");
    const cell = c.el("div", { class: classes.join(" "), "data-area": area, role: "group", "aria-label": `Area ${area}` });
    cell.append(c.el("div", { class: "area-name" }, area, battle ? c.el("span", { class: "badge warn" }, " battle") : null));
    if (!t) { cell.append(c.el("span", { class: "empty" }, "vacant")); return cell; }
    const r = readingsNow().terrains[area] || {};
    const faceDown = t.kind !== "card";  // MC 5.1.2.10, 5.1.2.20.5: no player sees these faces
    const facts = [];
    if (r.limit !== undefined) facts.push(`limit ${r.limit}`);
    facts.push(r.controller === null || r.controller === undefined ? "no controller" : `held by ${"AB"[r.controller]}`);
    cell.append(c.el("div", { class: "terrain" }, cardChip(c, board, t.card, { back: faceDown, label: terrainLabel(board, t), extra: facts.join(" · ") })));
    for (const p of [1, 0]) {
      const party = t.units.filter((u) => owner(board, u.card) === p);
      if (!party.length) continue;
      const cards = c.el("div", { class: "cards party", "data-party": "AB"[p] });
      party.forEach((u) => cards.append(unitChip(c, board, u)));
      cell.append(c.el("div", { class: "party-row" }, c.el("h4", {}, `${"AB"[p]}'s party${battle && board.battle.timing !== "start" ? " (front first)" : ""}`), cards));
    }
    return cell;
  }

  function field(c, board) {
    const grid = c.el("section", { class: "field", "aria-label": "Battlefield" });
    grid.append(c.el("h3", {}, "Battlefield ", c.clauseLink("MC-5-1-2")));
    const g = c.el("div", { class: "field-grid" });
    for (const row of AREA_ROWS) for (const col of COLUMNS) g.append(areaCell(c, board, `${col}${row}`));
    grid.append(g);
    return grid;
  }

  function declaration(c, board, d) {
    const who = "AB"[d.player];
    const targets = (d.targets || []).map((t) => name(board, t)).join(", ");
    if (d.kind === "attack") {
      return [`${who}: attack by ${(d.participants || []).map((u) => name(board, u)).join(", ") || "—"}`, targets ? ` on ${targets}` : ""];
    }
    // chapter 14: an activated ability is the ability number ``ability`` of ``card`` (the unit or a terrain)
    const card = d.card ? name(board, d.card) : "—";
    const what = d.ability !== null && d.ability !== undefined ? `${d.card === d.unit ? "its" : `${card}'s`} ability ${d.ability}` : card;
    return [`${who}: ${d.unit ? name(board, d.unit) : "—"} uses ${what}`, targets ? ` on ${targets}` : "",
      d.timing ? ` [${d.timing}]` : "", d.rolls && d.rolls.length ? ` (rolled ${d.rolls.join(", ")})` : "", ...declarationMore(c, board, d)];
  }

  // MC 10.1.7, 1.3.2, 4.7.3, 10.11, 10.15.1.1, 15.2.5, 15.4.9: what else a declaration carries.
  function declarationMore(c, board, d) {
    const out = [];
    if (d.choice !== null && d.choice !== undefined) out.push(` · alternative ${d.choice + 1} chosen`);
    if (d.number !== null && d.number !== undefined) out.push(` · n = ${d.number}`);
    if (d.named) out.push(` · naming ${d.named}`);
    if (d.cost_cards && d.cost_cards.length) out.push(` · paid with ${d.cost_cards.map((u) => name(board, u)).join(", ")}`);
    if (d.sacrificed && d.sacrificed.length) out.push(` · sacrificing ${d.sacrificed.map((u) => name(board, u)).join(", ")}`);
    if (d.extra_rolls && d.extra_rolls.length) out.push(` · 時の歯車 dice ${d.extra_rolls.join(", ")}`);
    if (d.negated) out.push(" · ", c.el("b", { class: "negated" }, "negated: its effect vanishes"), " ", c.clauseLink("MC-10-15-1-1"));
    if (d.links && d.links.length) {
      out.push(" · chained: ", c.clauseLink("MC-15-2-5"), c.el("ol", { class: "chain links" }, d.links.map((l) => c.el("li", {}, ...declaration(c, board, l)))));
    }
    return out;
  }

  function battlePanel(c, board) {
    const b = board.battle;
    const [timing, clause] = TIMINGS[b.timing] || [b.timing, "MC-8-3"];
    const box = c.el("section", { class: "middle battle", "aria-label": "Battle" });
    box.append(c.el("h3", {}, `Battle at ${b.area} `, c.clauseLink("MC-8-1")));
    box.append(c.el("p", { class: "timing" }, "Timing: ", c.el("b", {}, timing), " ", c.clauseLink(clause)));
    box.append(c.el("p", {}, `Advancing (attacking) side: player ${"AB"[b.advancing]} · defending side: player ${"AB"[1 - b.advancing]}`));
    if (b.dice || b.initiative) {
      box.append(c.el("p", {}, "Initiative: ",
        b.dice ? `dice A ${b.dice[0]}, B ${b.dice[1]}` : "", b.initiative ? ` · results A ${b.initiative[0]}, B ${b.initiative[1]}` : "",
        b.simultaneous ? " · both strike at once" : b.first_side !== null && b.first_side !== undefined ? ` · player ${"AB"[b.first_side]} strikes first` : "",
        " ", c.clauseLink("MC-8-3-4")));
    }
    if (b.suspended) box.append(c.el("p", {}, "Abilities and bonuses are lost during the simultaneous attack ", c.clauseLink("MC-8-3-7")));
    if (b.summoned && b.summoned.length) box.append(c.el("p", {}, "Summoned during the battle: ", b.summoned.map((u) => name(board, u)).join(", ")));
    const moved = Object.entries(b.origins || {});
    if (moved.length) box.append(c.el("p", {}, "Came from: ", moved.map(([u, a]) => `${name(board, u)} (${a})`).join(", ")));
    if (b.chain && b.chain.length) {
      box.append(c.el("h4", {}, "Declared, not yet resolved (the counter chain) ", c.clauseLink("MC-10-2")));
      box.append(c.el("ol", { class: "chain" }, b.chain.map((d) => c.el("li", {}, ...declaration(c, board, d)))));
    }
    return box;
  }

  function modifiers(c, board) {
    if (!board.modifiers || !board.modifiers.length) return null;
    return c.el("section", { class: "middle modifiers", "aria-label": "Modifiers" }, c.el("h4", {}, "In force"),
      c.el("ul", {}, board.modifiers.map((m) => c.el("li", {}, `${name(board, m.unit)}: ${m.stat} ${m.amount > 0 ? "+" : ""}${m.amount} until the end of the ${m.until}`,
        m.source ? ` (by ${name(board, m.source)})` : "", " ", c.clauseLink(m.clause)))));
  }

  const UNTIL = { battle: "until the end of the battle", phase: "until the end of the phase", chain: "until the counter chain ends" };
  const TRIGGERS = {
    enters: "it was put onto the battlefield", leaves: "it left the battlefield", damaged: "damage was dealt",
    main_start: "a main phase began", summon_start: "a normal summon phase began", hand_empty: "its owner's hand is empty",
    battle_start: "a battle started", battle_end: "a battle end timing began", attack_declared: "an attack was declared",
  };
  const DELAYED = { battle_end: "at the battle end timing" };
  // MC 10.5.6-10.5.7: where its card was as it triggered ("any": a delayed trigger's, 10.5.4.2)
  const WAITING_ZONES = { discard: "its card was in the discard pile", removed: "its card was in the removal zone", any: "wherever its card is" };

  // One continuous effect in force (an entry of the API's readings.in_force) in words.
  function forceText(e) {
    const signed = (n) => `${n > 0 ? "+" : ""}${n}`;
    switch (e.what) {
      case "attack": case "defence": case "level": case "initiative": return `${e.what} ${signed(e.amount)}`;
      case "gain": return `gains ${standingText(e.standing) || "nothing"}`;
      case "lose": return `loses every ${(e.lose || []).join(", ")} it has`;
      case "grant_race": return `gains the race${e.values.length === 1 ? "" : "s"} ${e.values.join("/")}`;
      case "change_race": return `its races change to ${e.values.join("/")}`;
      case "change_name": return `its name becomes ${e.values.join("/")}`;
      case "grant_resistance": return `gains resistance ${e.values.join(", ")}`;
      case "prevent_exhaust": return "cannot be exhausted by effects";
      default: return e.what.startsWith("replaces_") ? `${(e.effects || []).join(", ")} instead of ${e.what.slice(9)}` : e.what;
    }
  }

  // MC 10.7: every continuous effect in force, by unit, in the order they arose (10.7.2.2), with its source
  // card, its duration and the clause that makes it apply.
  function inForce(c, doc) {
    const board = doc.board;
    const list = (doc.readings && doc.readings.in_force) || [];
    if (!list.length) return null;
    const box = c.el("section", { class: "middle in-force", "aria-label": "Effects in force" },
      c.el("h4", {}, "Effects in force, in the order they arose ", c.clauseLink("MC-10-7-2")));
    const units = [...new Set(list.map((e) => e.unit))];
    const ul = c.el("ul", {});
    for (const u of units) {
      const items = list.filter((e) => e.unit === u).sort((a, b) => (a.moment ?? 0) - (b.moment ?? 0));
      ul.append(c.el("li", { "data-unit": u }, c.el("b", {}, distinct(board, u)),
        c.el("ul", {}, items.map((e) => c.el("li", { "data-source": e.source || "" },
          forceText(e), e.source ? [" — by ", cardRef(c, board, e.source)] : "",
          ` (${e.until ? UNTIL[e.until] || e.until : e.constant ? "a ○ ability, while it is in force" : "in force"}`,
          e.moment ? `; moment ${e.moment}` : "", e.if_race && e.if_race.length ? `; only to ${e.if_race.join("/")}` : "", ") ",
          c.clauseLink(e.clause))))));
    }
    box.append(ul);
    return box;
  }

  // MC 10.5.2-10.5.3: the triggered abilities waiting, whose and in which order — the advancing player's
  // first, each player choosing the order of its own; MC 10.5.4.2: the delayed triggers; MC 10.5.5.1: the
  // states of state triggers that hold; MC 16.2.1: what 重複しない effects have designated this phase.
  function triggersPanel(c, board) {
    const waiting = board.waiting || [], delayed = board.delayed || [];
    const states = board.state_triggers || [], marks = board.targeted || [];
    if (!waiting.length && !delayed.length && !states.length && !marks.length) return null;
    const box = c.el("section", { class: "middle triggers", "aria-label": "Triggers and designations" });
    if (waiting.length) {
      const first = board.active;
      const ordered = [...waiting.filter((w) => w.owner === first), ...waiting.filter((w) => w.owner !== first)];
      box.append(c.el("h4", {}, "Triggered abilities waiting (the advancing player's first) ", c.clauseLink("MC-10-5-2"), " ", c.clauseLink("MC-10-5-3")));
      box.append(c.el("ol", { class: "waiting" }, ordered.map((w) => {
        const d = def(board, w.card);
        const ab = w.hidden ? null : (d.abilities || [])[w.ability];
        const label = w.hidden ? "a card hidden from this player" : ab && ab.name ? `${distinct(board, w.card)}: ${ab.name}` : `${distinct(board, w.card)}, ability ${w.ability}`;
        return c.el("li", { "data-owner": "AB"[w.owner] }, `${PLAYER(w.owner)}: `, w.hidden ? label : cardRef(c, board, w.card, label),
          ` — because ${TRIGGERS[w.trigger] || w.trigger || "its condition was met"}`,
          w.constant ? " (a ○ ability's)" : "", WAITING_ZONES[w.zone] ? ` · ${WAITING_ZONES[w.zone]}` : "",
          w.effects && w.effects.length ? ` · ${w.effects.map(effectText).join("; ")}` : "",
          w.targets && w.targets.length ? ` on ${w.targets.map((t) => name(board, t)).join(", ")}` : "",
          w.seen && Object.keys(w.seen).length ? ` · as it triggered: ${Object.entries(w.seen).map(([k, v]) => `${k} ${v}`).join(", ")}` : "");
      })));
    }
    if (delayed.length) {
      box.append(c.el("h4", {}, "Delayed triggers ", c.clauseLink("MC-10-5-4-2")));
      box.append(c.el("ul", { class: "delayed" }, delayed.map((d) => c.el("li", { "data-owner": "AB"[d.owner] },
        `${PLAYER(d.owner)}'s `, d.hidden ? "card hidden from this player" : cardRef(c, board, d.card), `: ${DELAYED[d.when] || d.when}, `,
        d.effects ? d.effects.map(effectText).join("; ") : "its effects", d.targets && d.targets.length ? ` on ${d.targets.map((t) => name(board, t)).join(", ")}` : "",
        " (once)"))));
    }
    if (states.length) {
      box.append(c.el("h4", {}, "States that hold (their state triggers do not trigger again meanwhile) ", c.clauseLink("MC-10-5-5-1")));
      box.append(c.el("ul", {}, states.map((k) => {
        const i = k.lastIndexOf("#");
        return c.el("li", {}, `${name(board, k.slice(0, i))}, ability ${k.slice(i + 1)}`);
      })));
    }
    if (marks.length) {
      box.append(c.el("h4", {}, "Designated this phase by 重複しない effects ", c.clauseLink("MC-16-2-1")));
      box.append(c.el("ul", { class: "designations" }, marks.map((m) => {
        const [key, target, used] = m.split(">");
        const d = board.definitions[key];
        return c.el("li", {}, `${name(board, target)}, by ${name(board, used)}`, ` (${d ? d.name : key}: not applied again to it this phase)`);
      })));
    }
    return box;
  }

  // The turn's counters: the clock ordering continuous effects (10.7.2.2), failed battle areas (12.2.4.2),
  // terrain placements (12.1.1.2.2), the repetition count (1.2.4) and the turn the draw piles ran out (1.2.3.1).
  function counters(c, board) {
    const parts = [];
    if (board.clock) parts.push([`clock ${board.clock}`, "MC-10-7-2-2"]);
    if (board.failed_battle_areas && board.failed_battle_areas.length) parts.push([`battle advances failed at ${board.failed_battle_areas.join(", ")}`, "MC-12-2-4-2"]);
    if (board.placed_card_terrain) parts.push(["a terrain card was placed this turn", "MC-12-1-1-2-2-1"]);
    if (board.placed_proxy) parts.push(["a proxy terrain was placed this turn", "MC-12-1-1-2-2-2"]);
    if (board.same_turns) parts.push([`${board.same_turns} turn${board.same_turns === 1 ? "" : "s"} of the same situation`, "MC-1-2-4"]);
    if (board.decks_out_turn !== null && board.decks_out_turn !== undefined) parts.push([`the draw piles ran out in turn ${board.decks_out_turn}`, "MC-1-2-3-1"]);
    if (!parts.length) return null;
    return c.el("p", { class: "info counters" }, parts.map(([t, k], i) => [i ? " · " : "", t, " ", c.clauseLink(k)]));
  }

  function drawBoard(root, doc, c) {
    const board = doc.board;
    root.replaceChildren();
    const [step, clause] = STEPS[board.step] || [board.step, "MC-7"];
    const status = board.step === "game_over" && board.result
      ? (board.result.winner === null ? "The game is a draw." : `Player ${"AB"[board.result.winner]} wins.`)
      : `Turn ${board.turn} · player ${"AB"[board.active]}'s ${step}`;
    root.append(c.el("p", { class: "status" }, status, " ", c.clauseLink(board.step === "game_over" && board.result ? board.result.clause : clause)));
    const mat = c.el("div", { class: "mat mc" });
    mat.append(side(c, doc, 1));
    if (board.battle) mat.append(battlePanel(c, board));
    mat.append(field(c, board));
    // the effects in force, from the readings (the modifiers' list alone, for a document without them)
    const mods = doc.readings && doc.readings.in_force ? inForce(c, doc) : modifiers(c, board);
    if (mods) mat.append(mods);
    const trig = triggersPanel(c, board);
    if (trig) mat.append(trig);
    const count = counters(c, board);
    if (count) mat.append(count);
    mat.append(side(c, doc, 0));
    root.append(mat);
  }

  function describe(a, c) {
    const who = "AB"[a.player];
    const board = board0();
    const n = (uid) => (uid && board.cards[uid] ? name(board, uid) : uid);
    switch (a.type) {
      case "redo": return a.redo ? `${who}: reveal the hand and redo the preparation` : `${who}: keep the preparation`;
      case "discard": return `${who}: discard ${n(a.card)}`;
      case "done": return `${who}: done (stop repeating this step)`;
      case "end_phase": return `${who}: end the phase`;
      case "place_terrain": return a.card ? `${who}: place the terrain ${n(a.card)}` : `${who}: place a proxy terrain`;
      case "area": return `${who}: choose area ${a.area}`;
      case "advance": return `${who}: declare an advance`;
      case "advance_unit": return `${who}: advance ${n(a.unit)} to ${a.to}`;
      case "summon": return `${who}: summon ${n(a.card)} at ${a.area}`;
      case "equip": return `${who}: equip ${n(a.card)} to ${n(a.unit)}`;
      case "discard_equipment": return `${who}: discard the equipment ${n(a.card)}`;
      case "swap_equipment": return `${who}: move ${n(a.card)} to ${n(a.to)}${a.exchange ? ` in exchange for ${n(a.exchange)}` : ""}`;
      case "front": return `${who}: put ${n(a.unit)} next in the formation`;
      case "use": return `${who}: ${n(a.unit)} uses ${n(a.card)}${a.targets && a.targets.length ? ` on ${a.targets.map((t) => name(board, t)).join(", ")}` : ""}`;
      case "pass": return `${who}: pass`;
      case "choose_unit": return `${who}: discard ${n(a.unit)} (limit adjustment)`;
      case "concede": return `${who}: concede`;
      case "time_out": return `${who}: record a time-out (${a.winner === null || a.winner === undefined ? "a draw" : `player ${"AB"[a.winner]} wins`})`;
      default: return JSON.stringify(a);
    }
  }

  function standingText(s) {
    if (!s) return null;
    const parts = [];
    if (s.items) parts.push(`items ${s.items}`);
    if (s.spells && s.spells.length) parts.push(`spells ${s.spells.join("/")}`);
    if (s.initiative) parts.push(`initiative ${s.initiative}`);
    if (s.charge) parts.push(`charge ${s.charge}`);
    if (s.defender) parts.push(`defender ${s.defender}`);
    if (s.resistance && s.resistance.length) parts.push(`resistance ${s.resistance.join(", ")}`);
    if (s.weakness && s.weakness.length) parts.push(`weakness ${s.weakness.map((w) => `${w.attribute} +${w.amount}`).join(", ")}`);
    return parts.join(", ") || null;
  }

  function effectText(e) {
    const dice = e.dice ? `${e.dice}${e.amount ? `${e.amount > 0 ? "+" : ""}${e.amount}` : ""}` : null;
    const value = e.to !== null && e.to !== undefined ? `to ${e.to}` : dice || (e.kind === "damage" ? `${e.amount}` : `${e.amount > 0 ? "+" : ""}${e.amount}`);
    const kind = e.kind === "destroy" || e.kind === "exhaust" || e.kind === "swap" ? e.kind : `${e.kind} ${value}`;
    const cond = [...(e.if_race || []).map((r) => `if ${r}`), ...(e.if_terrain_type || []).map((t) => `if on ${t}`)];
    return [e.after ? "then " : "", kind, e.attribute ? ` (${e.attribute})` : "", cond.length ? ` ${cond.join(" or ")}` : ""].join("");
  }

  function whereIs(board, uid) {
    for (const t of board.battlefield || []) {
      if (t.card === uid) return `terrain at ${t.area}`;
      for (const u of t.units) {
        if (u.card === uid) return `on the battlefield at ${t.area}`;
        if ((u.equipment || []).some((e) => e.card === uid)) return `equipped to ${name(board, u.card)} at ${t.area}`;
      }
    }
    const zones = { draw_pile: "draw pile", hand: "hand", discard: "discard pile", removed: "removal zone", effect_zone: "effect zone" };
    for (const [p, ps] of board.players.entries()) {
      for (const [k, label] of Object.entries(zones)) if ((ps[k] || []).includes(uid)) return `player ${"AB"[p]}'s ${label}`;
    }
    return null;
  }

  // The card panel: a test card's information as declared in the position (no card list is public, MC 2.1).
  function cardPanel(uid, board, c) {
    const d = def(board, uid);
    const inst = board.cards[uid] || {};
    const r = readingsNow().units[uid];
    const fact = (k, v) => (v === null || v === undefined || v === "" ? null : c.el("div", {}, c.el("dt", {}, k), c.el("dd", {}, String(v))));
    const list = (xs) => (xs && xs.length ? xs.join(", ") : null);
    const unit = d.type === "unit";
    return [
      c.el("h2", {}, name(board, uid)),
      c.el("p", { class: "names" }, "An inline test card (declared in the position)."),
      c.el("dl", { class: "facts" },
        fact("Id", d.id), fact("Type", TYPES[d.type] || d.type), fact("Classification", d.classification),
        fact("Level", unit ? `${d.level}${d.instant ? " (instant summon)" : ""}` : null), fact("Hero", d.hero),
        fact("Attack / defence", unit ? `${d.attack}/${d.defence}` : null),
        fact("Now", r ? `Lv ${r.level} · ${r.attack}/${r.defence} · initiative ${r.initiative} · free item slots ${r.free_item_slots}` : null),
        fact("Advance", list((d.advance || []).map((x) => ADVANCE[x] || x))), fact("Standing", standingText(d.standing)),
        fact("Bonus", [d.bonus_attack ? `attack ${d.bonus_attack > 0 ? "+" : ""}${d.bonus_attack}` : "", d.bonus_defence ? `defence ${d.bonus_defence > 0 ? "+" : ""}${d.bonus_defence}` : "",
          standingText(d.bonus_standing) || ""].filter(Boolean).join(", ")),
        fact("Equip cost", d.equip_cost), fact("Limit", d.limit), fact("Attributes", list(d.attributes)),
        fact("Races", list(d.races)), fact("Types", list(d.types)), fact("Faction", d.faction),
        fact("Abilities", d.abilities && d.abilities.length ? d.abilities.map((ab) => `${ab.name ? `${ab.name}: ` : ""}${ab.kind} [${ab.timing.join(", ")}] ${ab.target.replaceAll("_", " ")}: ${ab.effects.map(effectText).join("; ") || "nothing"}`).join(" | ") : null),
        fact("Owner", inst.owner === undefined ? null : `player ${"AB"[inst.owner]}`), fact("Where", whereIs(board, uid)),
        fact("Uid", uid)),
    ];
  }

  // The end of the game (MC 1.2): board.result, not Furuyoni's winner/draw fields.
  function outcome(board) {
    const r = board.result;
    if (board.step !== "game_over" || !r) return null;
    return { draw: r.winner === null, winner: r.winner, clause: r.clause, why: REASONS[r.reason] || r.reason };
  }

  Judge.register("monster-collection", { drawBoard, describe, cardPanel, outcome, gameOverClause: "MC-1-2" });
})();
