// Furuyoni's board renderer for the judge's page: the board drawn like the play mat — the opponent's side
// on top, the distance track and the dust between, each zone's sakura crystals as tokens, cards as cards
// (face-down ones as backs) — and the figures the rules check: the current and master distance (C 5-2),
// the turn-start distance (C 8-1-1), who has attacked this turn, the attack in progress (C 9-4).
"use strict";

(() => {
  const STEPS = {
    mulligan: "mulligan (C 4-1)", start_phase: "start phase", main_start: "start of the main phase",
    main_action: "main phase", main_end: "end of the main phase", end_phase: "end phase", game_over: "the duel is over",
  };

  // Zones beyond the common ones, drawn when they hold a card: 〈In-use〉, 〈Extra〉, out of the game, and those
  // the goddesses' additional rules add (A 3-9, 6-3-1, 7-3-1, 9-4, 14-4, 16-4, 18-4, 20-2).
  const MORE_ZONES = [
    ["extra", "Extra"], ["out_of_game", "Out of game"], ["parts", "Parts"], ["assembled", "Assembled"],
    ["anvil", "Anvil"], ["poison_bag", "Poison bag", true], ["machine", "Machine"], ["memories", "Memories", true],
    ["barracks", "Barracks", true], ["perjury", "Perjury", true], ["relics", "Relics", true], ["plan", "Plan"],
    ["achieved", "Achieved"],
  ];

  function tokens(c, n, cls, slots = 0) {
    // Sakura crystals as tokens; `slots` empty places show a zone's room (aura 5, distance 10).
    const box = c.el("span", { class: `tokens ${cls}`, "aria-label": `${n} crystal${n === 1 ? "" : "s"}` });
    for (let i = 0; i < Math.max(n, slots); i++) box.append(c.el("i", { class: i < n ? "crystal" : "slot" }));
    return box;
  }

  function card(c, board, uid, { back = false, note = "" } = {}) {
    const inst = board.cards[uid];
    const classes = ["card"];
    if (back) classes.push("back");
    if (c.isTrump(uid)) classes.push("trump");
    if (inst && inst.trump_state === "used") classes.push("used");
    const name = c.cardName(uid);
    const kids = [c.el("span", { class: "name" }, name)];
    if (c.isTrump(uid)) kids.unshift(c.el("span", { class: "mark", title: "trump" }, "★"));
    if (inst && inst.crystals) kids.push(tokens(c, inst.crystals, "on-card"));
    if (note) kids.push(c.el("span", { class: "note" }, note));
    return c.el("button", { type: "button", class: classes.join(" "), "data-uid": uid, title: `${name} (${uid})`,
      onclick: () => c.openCard(uid) }, ...kids);
  }

  function zone(c, board, label, uids, opts = {}) {
    const row = c.el("div", { class: "zone", "data-zone": label });
    row.append(c.el("h4", {}, label, c.el("small", {}, ` ${uids.length}`)));
    const cards = c.el("div", { class: "cards" });
    if (!uids.length) cards.append(c.el("span", { class: "empty" }, "—"));
    for (const u of uids) {
      const inst = board.cards[u];
      const back = opts.back || (opts.backOf ? opts.backOf(inst) : false);
      cards.append(card(c, board, u, { back, note: opts.noteOf ? opts.noteOf(inst) : back ? "face-down" : "" }));
    }
    row.append(cards);
    return row;
  }

  function deck(c, board, p) {
    const box = c.el("details", { class: "zone deck" });
    box.append(c.el("summary", {}, c.el("span", { class: "card back stack" }, c.el("span", { class: "name" }, `${p.deck.length}`)), ` Deck (top first)`));
    box.append(c.el("div", { class: "cards" }, p.deck.length ? p.deck.map((u) => card(c, board, u, { back: true })) : c.el("span", { class: "empty" }, "empty")));
    return box;
  }

  // The player information the goddesses' additional rules add, for the players who have it.
  function goddessInfo(p, act) {
    const info = [];
    const some = (v) => v !== null && v !== undefined;
    if (p.story) {  // A 18-3: the act the mask is on, its colour and number from the readings
      info.push(`Act ${p.story.act}` + (act ? ` (${act.colour} ${act.number})` : "") +
        (p.plan.length ? ` · plan crystal in box ${p.story.box ?? "—"}${p.story.will ? ", holding will" : ""}` : ""));
    }
    if (some(p.umbrella)) info.push(`Umbrella ${p.umbrella}`);  // A 4-1-1
    if (some(p.stratagem)) info.push(`Stratagem ${p.stratagem}${p.stratagem_revealed ? " (revealed)" : ""}`);  // A 5-1
    if (p.anvil_crystals) info.push(`Anvil crystals ${p.anvil_crystals}`);  // A 6-3-1
    if (some(p.wind)) info.push(`Wind ${p.wind}`);  // A 10-2-1
    if (some(p.thunder)) info.push(`Thunder ${p.thunder}`);
    if (p.machine_crystals || p.burned) info.push(`Machine crystals ${p.machine_crystals}, burned ${p.burned}`);  // A 9
    if (p.freeze) info.push(`Freeze tokens ${p.freeze}`);  // A 13-1
    if (some(p.memory_position)) info.push(`Memory crystal at ${p.memory_position}`);  // A 14-4
    if (some(p.headwind)) info.push(p.headwind ? "Headwind" : "Tailwind");  // A 15-1-1
    if (some(p.diving)) info.push(`Diving ${p.diving}`);  // A 15-1-2
    if (p.soil || p.soil_germinated) info.push(`Soil ${p.soil} (${p.soil_germinated} sprouted)`);  // A 17
    if (some(p.taboo)) info.push(`Taboo ${p.taboo}`);  // A 19-2-1
    if (some(p.market_price)) info.push(`Market price ${p.market_price} · Flow ${p.flow}`);  // A 21
    if (p.lacerations) {  // A 22-1: per zone, the tokens each player holds
      const l = p.lacerations;
      info.push(`Lacerations aura ${l.aura.join("/")}, life ${l.life.join("/")}, flare ${l.flare.join("/")}`);
    }
    if (some(p.aim)) info.push(`Aim ${p.aim}`);  // A 23-1-1
    return info;
  }

  function side(c, doc, i) {
    const board = doc.board;
    // Format furuyoni-position/2 keeps what a goddess adds under her key (players[i].goddess.<goddess>):
    // read her fields beside the player's own, as the page drew them.
    const p = Object.assign({}, board.players[i], ...Object.values(board.players[i].goddess || {}));
    const who = "AB"[i];
    const pending = doc.pending;
    const badges = [];
    if (board.active === i && board.step !== "game_over") badges.push(c.el("span", { class: "badge active" }, "active player"));
    if (pending && pending.player === i) badges.push(c.el("span", { class: "badge deciding" }, `to decide: ${pending.kind.replaceAll("_", " ")}`));
    if (board.attacked_this_turn.includes(i)) badges.push(c.el("span", { class: "badge" }, "has attacked this turn"));
    if (p.flinched) badges.push(c.el("span", { class: "badge warn" }, "flinched (C 5-1-4)"));
    const goddesses = p.goddesses.map(c.goddessName).join(", ") || "test cards";
    const box = c.el("section", { class: `side player-${who}${board.active === i ? " is-active" : ""}${pending && pending.player === i ? " is-deciding" : ""}`,
      "data-player": who, "aria-label": `Player ${who}` });
    box.append(c.el("h3", {}, `Player ${who} `, c.el("span", { class: "goddesses" }, goddesses), " ", ...badges));
    const stat = (label, n, cls, slots, extra = "") => c.el("div", { class: `stat ${cls}`, "data-stat": label.toLowerCase() },
      c.el("b", {}, `${label} ${n}${extra}`), tokens(c, n, cls, slots));
    box.append(c.el("div", { class: "stats" },
      stat("Life", p.life, "life", 0), stat("Aura", p.aura, "aura", 5), stat("Flare", p.flare, "flare", 0),
      stat("Concentration", p.concentration, "conc", 2)));
    const zones = c.el("div", { class: "zones" });
    zones.append(zone(c, board, "Hand", p.hand));
    zones.append(zone(c, board, "Enhancements", p.enhancements));
    // Unused trumps lie face down (C 6-2-2-3); the judge still reads their names on the backs.
    zones.append(zone(c, board, "Trumps", p.trumps, { noteOf: (inst) => inst.trump_state.replace("_", " "), backOf: (inst) => inst.trump_state === "unused" }));
    if (p.in_use.length) zones.append(zone(c, board, "In use", p.in_use));
    zones.append(zone(c, board, "Discard", p.discard));
    zones.append(zone(c, board, "Face-down", p.face_down, { back: true }));
    zones.append(deck(c, board, p));
    for (const [key, label, hidden] of MORE_ZONES) {
      if (!p[key] || !p[key].length) continue;
      // Out of the game a card lies face up or down as its instance says (C 7-1-16); some zones are face-down.
      zones.append(zone(c, board, label, p[key], hidden ? { back: true } : key === "out_of_game" ? { backOf: (inst) => !inst.face_up } : {}));
    }
    box.append(zones);
    const info = goddessInfo(p, doc.readings && doc.readings.acts ? doc.readings.acts[i] : null);
    if (info.length) box.append(c.el("p", { class: "info" }, c.el("strong", {}, "Goddess information: "), info.join(" · ")));
    return box;
  }

  function span(range) {
    if (!range || !range.length) return "none";
    const v = [...range].sort((a, b) => a - b);
    const contiguous = v.every((x, k) => k === 0 || x === v[k - 1] + 1);
    return contiguous && v.length > 1 ? `${v[0]}-${v[v.length - 1]}` : v.join(",");
  }

  const dmg = (d) => `${d[0] ?? "-"}/${d[1] ?? "-"}`;

  function attackPanel(c, doc) {
    const attacks = (doc.readings && doc.readings.attacks) || [];
    if (!attacks.length) return null;
    const box = c.el("section", { class: "attacks", "aria-label": "Attack in progress" }, c.el("h3", {}, "Attack in progress ", c.clauseLink("C 9-4")));
    for (const a of attacks) {
      const from = a.source ? c.cardLink(a.source) : "an effect";
      const item = c.el("div", { class: "attack", "data-attack": a.id });
      item.append(c.el("p", { class: "what" }, c.el("b", {}, `${a.id}`), ` by player ${"AB"[a.attacker]} with `, from,
        a.user ? ` (${c.goddessName(a.user)})` : "", a.reacting ? ` — a reaction to ${a.answers}` : "", a.nullified ? " — nullified" : ""));
      item.append(c.el("p", {}, c.el("b", {}, "Range "), `${span(a.range)}`, a.range.join() !== a.printed_range.join() ? ` (printed ${span(a.printed_range)})` : "",
        " · ", c.el("b", {}, "Damage "), dmg(a.damage), dmg(a.damage) !== dmg(a.printed_damage) ? ` (printed ${dmg(a.printed_damage)})` : ""));
      item.append(c.el("p", {}, "Range check: ", a.check_value === null ? "no aim" : `${a.check_value}`, a.in_range ? " is in range " : " is out of range ", c.clauseLink("C 9-4-1")));
      item.append(c.el("p", {}, c.el("b", {}, "Keywords in force: "), a.keywords.length ? a.keywords.map((k) => k.replaceAll("_", " ")).join(", ") : "none"));
      const mods = c.el("ul", { class: "mods" });
      for (const m of a.modifications) {
        const source = m.source ? c.cardLink(m.source) : m.rule ? `rule ${m.rule}` : "the effect that made or modified it";
        mods.append(c.el("li", { class: m.applies ? "" : "not-applied" }, source, ` (player ${"AB"[m.holder]}): ${m.text}`,
          m.applies ? "" : " — not applied now", " ", m.clauses.map(c.clauseLink)));
      }
      item.append(c.el("div", {}, c.el("b", {}, "Modifications: "), a.modifications.length ? mods : "none"));
      box.append(item);
    }
    return box;
  }

  function middle(c, doc) {
    const board = doc.board;
    const r = doc.readings || {};
    const box = c.el("section", { class: "middle", "aria-label": "Shared zones" });
    const current = r.distance ?? board.distance;
    const crystals = current !== board.distance ? ` (${board.distance} crystals in 〈Distance〉)` : "";
    box.append(c.el("div", { class: "track", "data-zone": "distance" },
      c.el("b", {}, `Distance ${current}${crystals}`), tokens(c, board.distance, "distance", 10)));
    box.append(c.el("div", { class: "track", "data-zone": "dust" }, c.el("b", {}, `Dust ${board.dust}`), tokens(c, board.dust, "dust")));
    const attacked = board.attacked_this_turn.map((p) => "AB"[p]).join(", ") || "nobody";
    box.append(c.el("p", { class: "checks" },
      `Current distance ${current} `, c.clauseLink("C 5-2-1"), ` · Master distance ${r.master_distance ?? 2} `, c.clauseLink("C 5-2-2"),
      ` · Turn-start distance ${board.turn_start_distance ?? "—"} `, c.clauseLink("C 8-1-1"), ` · Attacked this turn: ${attacked}`));
    return box;
  }

  function drawBoard(root, doc, c) {
    const board = doc.board;
    root.replaceChildren();
    const over = board.step === "game_over";
    const kind = board.action_kind && board.step.startsWith("main") ? ` (${board.action_kind.replace("_", "-")} action)` : "";
    root.append(c.el("p", { class: "status" }, over ? (board.draw ? "The duel is a draw." : `Player ${"AB"[board.winner]} wins.`)
      : `Turn ${board.turn} · player ${"AB"[board.active]}'s ${STEPS[board.step] || board.step}${kind}`));
    const mat = c.el("div", { class: "mat" });
    mat.append(side(c, doc, 1), middle(c, doc));
    const attacks = attackPanel(c, doc);
    if (attacks) mat.append(attacks);
    mat.append(side(c, doc, 0));
    root.append(mat);
  }

  function describe(a, c) {
    const who = "AB"[a.player];
    const name = (uid) => c.cardName(uid);
    switch (a.type) {
      case "use_card": return `${who}: use ${name(a.card)}` + (a.as_card ? ` as ${c.nameOfCard(a.as_card)}` : "");
      case "basic_action": return `${who}: ${a.move.replaceAll("_", " ")} (${a.cost === "none" ? "no cost: by an effect" : a.cost === "concentration" ? "1 concentration" : "face-down " + name(a.face_down)})`;
      case "end_phase": return `${who}: end the main phase`;
      case "decline": return `${who}: decline`;
      case "accept": return `${who}: accept`;
      case "damage": return `${who}: take it on ${a.side}`;
      case "charge": return `${who}: charge ${a.from_dust} from dust`;
      case "face_down": return `${who}: put ${name(a.card)} face-down`;
      case "choose_first": return `${who}: resolve ${a.option.split("#")[0] && Judge.state.doc && Judge.state.doc.board.cards[a.option.split("#")[0]] ? name(a.option.split("#")[0]) : a.option} first`;
      case "choose": return `${who}: choose ${Judge.state.doc && Judge.state.doc.board.cards[a.option] ? name(a.option) : a.option}`;
      case "stratagem": return `${who}: prepare the ${a.stratagem} stratagem`;
      case "action_kind": return `${who}: ${a.kind.replace("_", "-")} action`;
      case "mulligan": return a.cards.length ? `${who}: return ${a.cards.map(name).join(", ")}` : `${who}: keep the hand`;
      default: return JSON.stringify(a);
    }
  }

  Judge.register("furuyoni", { drawBoard, describe });
})();
