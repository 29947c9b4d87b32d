// 奏奪's board renderer for the judge's page: each player's life and zones — the deck (a count, top
// first on demand), the hand, the play area with each soldier's attack, health and damage and each
// building's durability and current line, the face-down resonances (backs, with the turn they were
// set), the recursion zone and the graveyard — the opponent's side on top; who has attacked or used an
// ability this turn; a card in mid-resolution. Clause ids are the project's (SD-guide-7-2-1, docs/soudatsu.md).
"use strict";

(() => {
  const STEPS = {
    setup: "setup: opening hands and foresight (SD-guide-4, SD-guide-5)",
    turn_start: "start of the turn (SD-guide-7-1)",
    main: "actions of the turn (SD-guide-7-2)",
    game_over: "the game is over (SD-guide-8)",
  };
  const KINDS = { soldier: "soldier", loyalist: "loyalist", building: "building", action: "action", resonance: "resonance" };

  function def(board, uid) {
    const inst = board.cards[uid];
    return inst ? board.definitions[inst.card] || { id: inst.card } : { id: uid };
  }

  function name(board, uid) {
    const d = def(board, uid);
    return d.name || d.id;
  }

  function stepsOf(d) {
    return (d.lines || []).reduce((n, line) => n + (line.steps || 1), 0);
  }

  function lineAt(d, seasons) {
    let n = 0;
    for (const line of d.lines || []) {
      n += line.steps || 1;
      if (seasons <= n) return line;
    }
    return null;
  }

  function note(board, uid) {
    const d = def(board, uid);
    const inst = board.cards[uid] || {};
    if (d.kind === "soldier" || d.kind === "loyalist") {
      const health = inst.health ?? d.health;
      return `${d.attack}/${health}` + (inst.damage ? ` · ${inst.damage} damage` : "") + (d.kind === "loyalist" ? " · loyalist" : "");
    }
    if (d.kind === "building") {
      const parts = [`durability ${inst.durability ?? d.durability ?? 0}`];
      if (d.lines && d.lines.length) {
        const line = lineAt(d, inst.seasons || 0);
        parts.push(`line ${line ? line.label : "—"} (${inst.seasons || 0}/${stepsOf(d)})`);
      }
      return parts.join(" · ");
    }
    return KINDS[d.kind] || "";
  }

  function card(c, board, uid, { back = false, extra = "" } = {}) {
    const d = def(board, uid);
    const classes = ["card", `kind-${d.kind || "unknown"}`, `mark-${d.mark || "none"}`];
    if (back) classes.push("back");
    const label = back ? "face-down" : name(board, uid);
    const kids = [c.el("span", { class: "name" }, label)];
    if (!back && d.mark) kids.unshift(c.el("span", { class: "mark", title: `${d.mark} mark` }, d.mark === "skull" ? "☠" : "♻"));
    const text = back ? extra : [note(board, uid), extra].filter(Boolean).join(" · ");
    if (text) kids.push(c.el("span", { class: "note" }, text));
    return c.el("span", { class: classes.join(" "), "data-uid": uid, title: back ? "a face-down resonance" : `${label} (${uid})` }, ...kids);
  }

  function zone(c, board, label, uids, opts = {}) {
    const row = c.el("div", { class: "zone", "data-zone": label });
    row.append(c.el("h4", {}, label, c.el("small", {}, ` ${uids.length}`)));
    const cards = c.el("div", { class: "cards" });
    if (!uids.length) cards.append(c.el("span", { class: "empty" }, "—"));
    for (const u of uids) cards.append(card(c, board, u, opts.of ? opts.of(u) : opts));
    row.append(cards);
    return row;
  }

  function side(c, doc, p) {
    const board = doc.board;
    const ps = board.players[p];
    const pending = doc.pending;
    const classes = ["side"];
    if (board.active === p && board.step !== "game_over") classes.push("active");
    if (pending && pending.player === p) classes.push("deciding");
    const box = c.el("section", { class: classes.join(" "), "aria-label": `Player ${"AB"[p]}` });
    box.append(c.el("h3", {}, `Player ${"AB"[p]}`, board.first === p ? " (first)" : " (second)",
      c.el("span", { class: "life" }, ` · life ${ps.life}`)));
    const deck = c.el("details", { class: "zone deck" });
    deck.append(c.el("summary", {}, c.el("span", { class: "card back stack" }, c.el("span", { class: "name" }, `${ps.deck.length}`)), " Deck (top first)"));
    deck.append(c.el("div", { class: "cards" }, ps.deck.length ? ps.deck.map((u) => card(c, board, u, { back: true })) : c.el("span", { class: "empty" }, "empty")));
    box.append(deck);
    box.append(zone(c, board, "Hand", ps.hand));
    const attacked = new Set(board.attacked || []);
    const used = new Set(board.abilities_used || []);
    box.append(zone(c, board, "In play", ps.play, {
      of: (u) => ({ extra: [attacked.has(u) ? "attacked this turn" : "", used.has(u) ? "ability used this turn" : ""].filter(Boolean).join(" · ") }),
    }));
    box.append(zone(c, board, "Face down", ps.face_down, { of: (u) => ({ back: true, extra: `set in turn ${board.cards[u].set_turn}` }) }));
    box.append(zone(c, board, "Recursion zone", ps.recursion));
    box.append(zone(c, board, "Graveyard", ps.graveyard));
    return box;
  }

  function drawBoard(root, doc, c) {
    const board = doc.board;
    root.replaceChildren();
    const over = board.step === "game_over";
    root.append(c.el("p", { class: "status" }, over ? `Player ${"AB"[board.winner]} wins.`
      : `Turn ${board.turn} · player ${"AB"[board.active]}'s ${STEPS[board.step] || board.step}`));
    const mat = c.el("div", { class: "mat" });
    mat.append(side(c, doc, 1));
    if (board.resolving && board.resolving.length) {
      mat.append(c.el("section", { class: "middle", "aria-label": "Resolving" }, zone(c, board, "Resolving", board.resolving)));
    }
    mat.append(side(c, doc, 0));
    root.append(mat);
  }

  function describe(a, c) {
    const who = "AB"[a.player];
    const board = (typeof Judge !== "undefined" && Judge.state.doc && Judge.state.doc.board) || { cards: {}, definitions: {} };
    const n = (uid) => (board.cards[uid] ? name(board, uid) : uid);
    switch (a.type) {
      case "keep_hand": return `${who}: keep the opening hand`;
      case "redraw": return `${who}: set the pair aside and draw two more`;
      case "foresee": return `${who}: ${a.choice === "keep" ? "leave the top card" : "put the top card at the bottom"}`;
      case "cast": return `${who}: cast ${n(a.card)}`;
      case "set": return `${who}: set ${n(a.card)} face down`;
      case "attack": return `${who}: ${n(a.attacker)} attacks ${a.target === "opponent" ? `player ${"AB"[1 - a.player]}` : n(a.target)}`;
      case "ability": {
        const d = def(board, a.card);
        const cost = d.abilities && d.abilities[a.ability] ? d.abilities[a.ability].cost : "?";
        return `${who}: ${n(a.card)} uses its ability ${cost > 0 ? "+" : ""}${cost}`;
      }
      case "reveal": return `${who}: reveal ${n(a.card)}`;
      case "pass": return `${who}: let the moment pass`;
      case "choose": return `${who}: choose ${n(a.target)}`;
      case "end_turn": return `${who}: end the turn`;
      default: return JSON.stringify(a);
    }
  }

  function effectText(e) {
    const target = e.target ? ` to ${e.target.replaceAll("_", " ")}` : "";
    return `${e.op.replaceAll("_", " ")}${e.amount ? ` ${e.amount}` : ""}${target}`;
  }

  // The card panel: an inline test card's facts as declared in the position (no card list is public).
  function cardPanel(uid, board, c) {
    const d = def(board, uid);
    const inst = board.cards[uid] || {};
    const fact = (k, v) => (v === null || v === undefined || v === "" ? null : c.el("div", {}, c.el("dt", {}, k), c.el("dd", {}, String(v))));
    const effects = (list) => (list && list.length ? list.map(effectText).join("; ") : null);
    const soldier = d.kind === "soldier" || d.kind === "loyalist";
    return [
      c.el("h2", {}, name(board, uid)),
      c.el("p", { class: "names" }, "An inline test card (declared in the position)."),
      c.el("dl", { class: "facts" },
        fact("Id", d.id), fact("Kind", KINDS[d.kind] || d.kind), fact("Mark", d.mark),
        fact("Attack", soldier ? d.attack : null),
        fact("Health", soldier ? (inst.health ?? d.health) : null), fact("Damage", inst.damage || null),
        fact("Durability", d.kind === "building" ? (inst.durability ?? d.durability) : null),
        fact("Lines", d.lines && d.lines.length ? d.lines.map((l) => `${l.label}: ${effects(l.effects) || "nothing"}`).join(" | ") : null),
        fact("Abilities", d.abilities && d.abilities.length ? d.abilities.map((ab) => `${ab.cost > 0 ? "+" : ""}${ab.cost}: ${effects(ab.effects) || "nothing"}`).join(" | ") : null),
        fact("Effects", effects(d.effects)), fact("Keywords", (d.keywords || []).join(", ")),
        fact("Quoted card", d.quoted), fact("Owner", inst.owner === undefined ? null : `player ${"AB"[inst.owner]}`),
        fact("Uid", uid)),
    ];
  }

  Judge.register("soudatsu", { drawBoard, describe, cardPanel, gameOverClause: "SD-guide-8" });
})();
