// The judge's page, game-agnostic core: keeps the case (the starting position and every action submitted,
// illegal ones included), asks the API for the rulings, and shows the pending decision, the timeline of
// rulings (the prelude first) and a card panel. The board itself is drawn by the game's renderer
// (static/games/<game>.js), which registers itself with Judge.register. The page holds no rules of its own:
// everything shown comes from the API's answers.
"use strict";

const Judge = (() => {
  const games = {};
  const state = { start: null, actions: [], rulings: [], prelude: [], doc: null, savedEngine: null };
  const cardFacts = {};  // season -> { rules id -> card facts of /v1/cards }
  const goddessNames = JSON.parse(document.getElementById("goddess-names").textContent);
  let lang = localStorage.getItem("furuyoni-lang") || "en";
  const $ = (sel) => document.querySelector(sel);
  // The page's game (``?game=``, chosen by the picker): its operations are under /v1/games/<game>/.
  // The default game's operations keep their /v1/<op> aliases, and its clause pages /clauses/<id>.
  const gameId = document.querySelector("main").dataset.game;
  const isDefault = gameId === document.querySelector("main").dataset.defaultGame;
  const api = (op) => (isDefault ? `/v1/${op}` : `/v1/games/${encodeURIComponent(gameId)}/${op}`);
  const clausePages = isDefault ? "/clauses" : `/games/${encodeURIComponent(gameId)}/clauses`;

  function el(tag, attrs = {}, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "onclick") e.addEventListener("click", v); else e.setAttribute(k, v === true ? "" : v);
    }
    for (const kid of kids.flat(Infinity)) if (kid !== null && kid !== undefined && kid !== "") e.append(kid);
    return e;
  }

  // --- problems, in words for a person -------------------------------------------------------------
  class Problem extends Error {
    constructor(message) { super(message); this.name = "Problem"; }
  }

  function where(loc) {
    // A pydantic location (["position", "state", "players", "0", "aura"]) as a judge would say it.
    const out = [];
    for (let i = 0; i < loc.length; i++) {
      const part = String(loc[i]);
      if (part === "body") continue;
      if (/^\d+$/.test(part) && loc[i - 1] === "players") { out[out.length - 1] = `player ${"AB"[Number(part)] || part}`; continue; }
      if (/^\d+$/.test(part) && loc[i - 1] === "actions") { out[out.length - 1] = `action ${Number(part) + 1}`; continue; }
      if (/^\d+$/.test(part) && loc[i - 1] === "answers") { out[out.length - 1] = `answer ${Number(part) + 1}`; continue; }
      if (["function-after", "function-before", "function-wrap", "tagged-union", "union"].some((w) => part.startsWith(w))) continue;
      out.push(part.replaceAll("_", " "));
    }
    return out.join(" › ") || "the request";
  }

  function problemText(doc) {
    if (!doc || typeof doc !== "object") return "The referee gave an answer the page cannot read.";
    let text = `${doc.title || "Refused"}: ${doc.detail || ""}`.trim();
    if (doc.clause) text += ` (${doc.clause})`;
    if (doc.errors && doc.errors.length) {
      const shown = doc.errors.slice(0, 6).map((e) => `• ${where(e.loc || [])}: ${String(e.msg || "").replace(/^Value error, /, "")}`);
      text += "\n" + shown.join("\n") + (doc.errors.length > 6 ? `\n• … and ${doc.errors.length - 6} more` : "");
    }
    return text;
  }

  function showProblem(message) {
    const box = $("#problem");
    box.replaceChildren(el("strong", {}, "Something needs attention"), el("p", {}, message));
    box.hidden = false;
    box.scrollIntoView({ block: "nearest" });
  }

  function clearProblem() { $("#problem").hidden = true; $("#problem").replaceChildren(); }

  async function request(path, body) {
    let res;
    try {
      res = await fetch(path, body === undefined ? {} : {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    } catch (e) {
      throw new Problem("The referee could not be reached. Is the server running?");
    }
    let doc = null;
    try { doc = await res.json(); } catch (e) { /* not JSON: said below */ }
    if (!res.ok) throw new Problem(problemText(doc));
    if (doc === null) throw new Problem("The referee's answer was not JSON.");
    return doc;
  }

  async function guarded(fn) {
    try { await fn(); } catch (e) {
      showProblem(e instanceof Problem ? e.message : `The page failed: ${e.message}`);
      if (!(e instanceof Problem)) console.error(e);
    }
  }

  // --- names, cards and the card panel -------------------------------------------------------------
  function season() { return (state.doc && state.doc.board.season) || "na-s9-2"; }

  async function loadCardFacts(board) {
    // One request per season: the whole list, so names, categories and types are known at once.
    const s = board.season || "na-s9-2";
    const real = Object.values(board.cards).some((inst) => !board.definitions[inst.card]);
    if (!real || cardFacts[s]) return;
    try {
      const doc = await request(`/v1/cards?season=${encodeURIComponent(s)}`);
      cardFacts[s] = Object.fromEntries(doc.cards.map((c) => [c.rules_id, c]));
    } catch (e) { cardFacts[s] = {}; }
  }

  function factsOf(cardId) { return (cardFacts[season()] || {})[cardId] || null; }

  function nameOfCard(cardId, board) {
    const def = board && board.definitions[cardId];
    if (def) return def.name || def.id;  // a game's inline card may have no name but its id
    const facts = factsOf(cardId);
    if (!facts) return cardId;
    const n = facts.names;
    return n[lang] || n.latin || n.en || n.ja || cardId;
  }

  function cardName(uid) {
    const board = state.doc.board;
    const inst = board.cards[uid];
    return inst ? nameOfCard(inst.card, board) : uid;
  }

  function isTrump(uid) {
    const board = state.doc.board;
    const inst = board.cards[uid];
    if (!inst) return false;
    const def = board.definitions[inst.card];
    return def ? def.category === "trump" : (factsOf(inst.card) || {}).category === "trump";
  }

  function goddessName(key) {
    const n = goddessNames[key];
    return n ? (n[lang] || n.en || key) : key;
  }

  // A card name that opens the card panel.
  function cardLink(uid, text) {
    return el("button", { type: "button", class: "card-link", "data-uid": uid, onclick: () => openCard(uid) }, text || cardName(uid));
  }

  async function openCard(uid) {
    const board = state.doc.board;
    const inst = board.cards[uid];
    if (!inst) return;
    const def = board.definitions[inst.card];
    const body = $("#card-panel-body");
    if (game().cardPanel) {  // a game's own panel (its cards are not Furuyoni's)
      body.replaceChildren(...game().cardPanel(uid, board, ctx()));
      $("#card-panel").showModal();
      return;
    }
    body.replaceChildren(el("p", {}, "Reading the card…"));
    $("#card-panel").showModal();
    await guarded(async () => {
      let facts; let reading;
      if (def) {
        const doc = await request("/v1/card-reading", { definition: def, season: season(), lang });
        facts = { names: { en: def.name }, category: def.category, type: def.type, subtype: def.subtype, range: def.range,
                  damage: def.type === "attack" ? `${def.aura_damage ?? "-"}/${def.life_damage ?? "-"}` : null,
                  charge: def.charge, cost: def.cost, users: def.user ? [def.user] : [], rules_id: def.id, test: true };
        reading = doc.reading;
      } else {
        const id = inst.card.replaceAll("/", "_");  // the shared card's id travels in the path this way
        const doc = await request(`/v1/cards/${encodeURIComponent(id)}?season=${encodeURIComponent(season())}&lang=${lang}`);
        facts = doc; reading = doc.reading;
      }
      body.replaceChildren(...cardPanel(uid, inst, facts, reading));
    });
  }

  function cardPanel(uid, inst, facts, reading) {
    const n = facts.names || {};
    const title = el("h2", {}, n[lang] || n.latin || n.en || n.ja || facts.rules_id);
    const names = facts.test ? el("p", { class: "names" }, "An inline test card (declared in the position).")
      : el("p", { class: "names" }, ["ja", "ko", "en"].map((l) => el("span", { lang: l }, el("b", {}, `${l} `), n[l] || (l === "en" && n.latin ? `${n.latin} (romanised)` : "—"))));
    const fact = (k, v) => (v === null || v === undefined || v === "" ? null : el("div", {}, el("dt", {}, k), el("dd", {}, String(v))));
    const dl = el("dl", { class: "facts" },
      fact("Id", facts.rules_id), fact("Category", facts.category), fact("Type", [facts.type, facts.subtype].filter(Boolean).map((t) => ({ fullpower: "full power", full_power: "full power", enhance: "enhancement" })[t] || t).join(", ")),
      fact("Range", facts.range ? facts.range.join(",") : null), fact("Damage", facts.damage), fact("Charge", facts.charge),
      fact("Cost", facts.cost), fact("Goddess", (facts.users || []).map(goddessName).join(", ")),
      fact("Holder", `player ${"AB"[inst.holder]}`), fact("Crystals on it", inst.crystals || null),
      fact("Trump state", inst.trump_state), fact("Uid", uid));
    const lines = reading === null || reading === undefined
      ? [el("p", {}, "The engine does not encode this card in this season.")]
      : [el("h3", {}, "What the engine believes it does"),
         el("ul", { class: "reading" }, reading.map((line) => el("li", {}, line.text, " ", line.clauses.map(clauseLink))))];
    return [title, names, dl, ...lines];
  }

  function clauseLink(citation) {
    const id = citation.split(" ").slice(0, 2).join("-");
    return el("a", { class: "clause", href: `${clausePages}/${id}`, target: "_blank", rel: "noopener" }, citation);
  }

  // Engine text naming cards (an event's `names`: name as written -> uid): each name in the reader's
  // language, opening the card panel.
  function namedText(text, names) {
    const entries = Object.entries(names || {}).filter(([n]) => n).sort((a, b) => b[0].length - a[0].length);
    if (!entries.length) return [text];
    const pattern = new RegExp(entries.map(([n]) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
    const out = []; let last = 0;
    for (const m of text.matchAll(pattern)) {
      out.push(text.slice(last, m.index));
      const uid = names[m[0]];
      out.push(state.doc.board.cards[uid] ? cardLink(uid) : m[0]);
      last = m.index + m[0].length;
    }
    out.push(text.slice(last));
    return out;
  }

  // --- the decision ----------------------------------------------------------------------------------
  function optionLabel(opt, pending) {
    const said = game().describe(opt, ctx());
    const detail = pending.detail || {};
    const key = opt.option;
    const extra = key !== undefined && typeof detail[key] === "string" && detail[key] !== key ? detail[key] : null;
    return extra ? [said, el("span", { class: "does" }, ` — ${extra}`)] : [said];
  }

  function drawDecision(pending) {
    const root = $("#decision");
    root.replaceChildren();
    if (!pending) return;
    const who = "AB"[pending.player];
    const detail = pending.detail || {};
    const head = el("h2", {}, `Player ${who} to decide: ${pending.kind.replaceAll("_", " ")} `, clauseLink(pending.clause));
    const about = [];
    if (typeof detail.card === "string" && state.doc.board.cards[detail.card]) about.push("Asked by ", cardLink(detail.card), ". ");
    if (typeof detail.what === "string") about.push(pending.kind === "may" ? `${who} may: ${detail.what}.` : `Choosing: ${detail.what}.`);
    if (pending.kind === "reaction" && state.doc.readings.attacks.length) about.push("The attack in progress is shown on the board.");
    const list = el("div", { id: "options" });
    const cards = state.doc.board.cards;
    for (const opt of pending.options) {
      const button = el("button", { type: "button", class: "option", "data-action": JSON.stringify(opt), onclick: () => act(opt) }, ...optionLabel(opt, pending));
      // The card an option names opens its panel too (a button cannot hold another: it sits beside it).
      const named = [opt.card, opt.face_down, opt.option, ...(opt.cards || [])].filter((u) => typeof u === "string" && cards[u]);
      const about = [...new Set(named)].map((u) => el("button", { type: "button", class: "about", title: `About ${cardName(u)}`,
        "aria-label": `About ${cardName(u)}`, onclick: () => openCard(u) }, "ⓘ"));
      list.append(about.length ? el("span", { class: "option-group" }, button, ...about) : button);
    }
    const ta = el("textarea", { id: "custom-action", rows: "3", "aria-label": "Action JSON" });
    const go = el("button", { type: "button", id: "submit-custom", onclick: () => guarded(async () => {
      let action;
      try { action = JSON.parse(ta.value); } catch (e) { throw new Problem(`The action is not valid JSON: ${e.message}`); }
      await act(action);
    }) }, "Rule on it");
    root.append(el("div", { class: `decision player-${who}` }, head, about.length ? el("p", {}, ...about) : null, list,
      el("details", {}, el("summary", {}, "Submit another action (JSON) to have it ruled on"), ta, go)));
  }

  // --- the timeline ------------------------------------------------------------------------------------
  function events(evs) {
    return el("ol", { class: "events" }, evs.map((ev) => el("li", {}, clauseLink(ev.clause), " ", ...namedText(ev.what, ev.names))));
  }

  function drawTimeline() {
    const root = $("#ruling");
    root.replaceChildren(el("h2", {}, "Rulings"));
    if (state.savedEngine && state.doc && state.savedEngine !== state.doc.engine) {
      root.append(el("p", { class: "note" }, `Saved with engine ${state.savedEngine}; replayed here with engine ${state.doc.engine}.`));
    }
    const ol = el("ol", { id: "timeline" });
    if (state.prelude.length) {
      ol.append(el("li", { class: "prelude", id: "prelude" }, el("h3", {}, "Before any decision, on its own"), events(state.prelude)));
    }
    state.rulings.forEach((r, i) => {
      const verdict = el("span", { class: r.legal ? "legal" : "illegal" }, r.legal ? "legal" : "illegal");
      const item = el("li", { class: r.legal ? "ruling" : "ruling refused", "data-index": String(i) },
        el("h3", {}, `${i + 1}. `, game().describe(r.action, ctx()), " — ", verdict, ...(r.reason ? [": ", ...namedText(r.reason, r.names)] : [])));
      if (!r.legal) item.append(el("p", {}, "Forbidden by ", r.clauses.map((c) => [clauseLink(c), " "]), "— nothing changed."));
      else item.append(events(r.events));
      ol.append(item);
    });
    if (!state.prelude.length && !state.rulings.length) ol.append(el("li", { class: "empty" }, "No action ruled on yet."));
    root.append(ol);
    const last = ol.lastElementChild;
    if (last && state.rulings.length) last.classList.add("latest");
  }

  function drawResult(board) {
    const box = $("#result");
    // A game whose board says its end its own way gives ``outcome(board)`` (null while it goes on).
    const end = game().outcome ? game().outcome(board)
      : board.step === "game_over" ? { draw: board.draw, winner: board.winner, clause: game().gameOverClause || "C 4-2", why: null } : null;
    if (!end) { box.hidden = true; box.replaceChildren(); return; }
    box.hidden = false;
    box.replaceChildren(el("h2", {}, end.draw ? "The duel is a draw" : `Player ${"AB"[end.winner]} wins`),
      el("p", {}, "The duel is over", end.why ? `: ${end.why}` : "", " (", clauseLink(end.clause || game().gameOverClause || "C 4-2"), "); no action can be taken."));
  }

  // --- the case ----------------------------------------------------------------------------------------
  function game() { return games[document.querySelector("main").dataset.game] || games.furuyoni; }

  function ctx() {
    return { el, cardName, cardLink, clauseLink, namedText, isTrump, goddessName, lang, nameOfCard, openCard };
  }

  function clearCase() {
    state.start = null; state.actions = []; state.rulings = []; state.prelude = []; state.doc = null;
    for (const id of ["#board", "#decision", "#ruling"]) $(id).replaceChildren();
    $("#result").hidden = true;
  }

  async function redraw() {
    const doc = state.doc;
    if (!doc) return;
    await loadCardFacts(doc.board);
    drawResult(doc.board);
    game().drawBoard($("#board"), doc, ctx());
    drawDecision(doc.pending);
    drawTimeline();
  }

  async function act(action) {
    await guarded(async () => {
      const doc = await request(api("adjudicate"), { position: state.doc.position, actions: [action] });
      clearProblem();
      const ruling = doc.rulings[0];
      state.actions.push(action);
      state.rulings.push(ruling);
      if (ruling.legal) state.doc = doc;
      await redraw();
      await remember();
    });
  }

  async function loadCase(start, actions, savedEngine = null) {
    await guarded(async () => {
      let doc;
      try {
        doc = await request(api("adjudicate"), { position: start, actions });
      } catch (e) { clearCase(); throw e; }  // a failed load leaves no stale board behind
      clearProblem();
      state.start = start; state.actions = actions.slice(); state.rulings = doc.rulings; state.prelude = doc.prelude || [];  // a game may rule nothing before the first decision
      state.doc = doc; state.savedEngine = savedEngine;
      $("#start-box").open = false;
      await redraw();
      if (savedEngine === null) await remember();  // a saved case keeps its short /r/ address
    });
  }

  // --- links: the case in the address (compressed), or saved server-side as /r/<id> -----------------------
  const b64url = (bytes) => btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  const unb64url = (text) => Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));

  async function pipe(bytes, stream) {
    const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
    return new Uint8Array(await out.arrayBuffer());
  }

  async function encodeCase() {
    const json = new TextEncoder().encode(JSON.stringify({ start: state.start, actions: state.actions }));
    if (typeof CompressionStream === "undefined") return "j" + b64url(json);
    return "z" + b64url(await pipe(json, new CompressionStream("deflate-raw")));
  }

  async function decodeCase(hash) {
    if (hash.startsWith("z")) return JSON.parse(new TextDecoder().decode(await pipe(unb64url(hash.slice(1)), new DecompressionStream("deflate-raw"))));
    if (hash.startsWith("j")) return JSON.parse(new TextDecoder().decode(unb64url(hash.slice(1))));
    return JSON.parse(decodeURIComponent(escape(atob(hash))));  // links of the page's first version
  }

  async function remember() {
    if (!state.start) return;
    const hash = await encodeCase();
    if (location.pathname.startsWith("/r/")) history.replaceState(null, "", `/${isDefault ? "" : `?game=${encodeURIComponent(gameId)}`}#${hash}`);
    else history.replaceState(null, "", "#" + hash);
  }

  async function save() {
    if (!state.start) throw new Problem("There is no case to save yet: start a duel or load a position.");
    const doc = await request(api("rulings"), { position: state.start, actions: state.actions });
    return location.origin + doc.url;
  }

  async function loadFromHash() {
    if (location.hash.length <= 1) return;
    let c;
    try { c = await decodeCase(location.hash.slice(1)); } catch (e) {
      clearCase();
      showProblem("The link could not be read: it may have been cut short when it was copied.");
      return;
    }
    await loadCase(c.start, c.actions || []);
  }

  // --- wiring ----------------------------------------------------------------------------------------------
  function applyLanguage() {
    document.querySelectorAll("#new-duel option[data-en]").forEach((o) => { o.textContent = o.dataset[lang] || o.dataset.en; });
    $("#lang").value = lang;
  }

  function wire() {
    $("#new-duel").addEventListener("submit", (ev) => {
      ev.preventDefault();
      guarded(async () => {
        if (ev.target.dataset.setup) {  // a game offering no choices: a duel of its test decks
          const doc = await request(api("new-duel"), JSON.parse(ev.target.dataset.setup));
          await loadCase(doc.position, []);
          return;
        }
        const f = new FormData(ev.target);
        const seed = Number(f.get("seed"));
        const real = f.get("decks") === "real";
        const decks = await Promise.all([[f.get("a1"), f.get("a2")], [f.get("b1"), f.get("b2")]].map((gs, i) =>
          request(real ? `/v1/random-deck?goddesses=${gs.join(",")}&seed=${seed + i}` : `/v1/test-deck?goddesses=${gs.join(",")}`)));
        const body = { players: decks.map((d) => ({ goddesses: d.goddesses, cards: d.cards })),
                       definitions: Object.assign({}, ...decks.map((d) => d.definitions || {})), seed };
        const doc = await request(api("new-duel"), body);
        await loadCase(doc.position, []);
      });
    });
    const blank = $("#blank-duel");  // Furuyoni's form: an empty position is turn 3, A's main phase
    if (blank) blank.addEventListener("click", () => loadCase({ state: {} }, []));
    $("#load-position").addEventListener("click", () => {
      let pos;
      try { pos = JSON.parse($("#paste").value); } catch (e) {
        clearCase();
        showProblem(`The pasted position is not valid JSON (${e.message.replace(/^JSON\.parse: /, "")}). Paste the whole document, from { to }.`);
        return;
      }
      loadCase(pos, []);
    });
    $("#copy-link").addEventListener("click", () => guarded(async () => {
      const link = await save();
      try { await navigator.clipboard.writeText(link); $("#copied").textContent = `Link copied: ${link}`; } catch (e) { $("#copied").textContent = `Link: ${link}`; }
      $("#copied").dataset.link = link;
    }));
    $("#save-ruling").addEventListener("click", () => guarded(async () => {
      const link = await save();
      $("#copied").replaceChildren("Saved: ", el("a", { href: link }, link));
      $("#copied").dataset.link = link;
    }));
    $("#lang").addEventListener("change", async () => {
      lang = $("#lang").value;
      localStorage.setItem("furuyoni-lang", lang);
      applyLanguage();
      await redraw();
    });
    window.addEventListener("hashchange", () => { if (!location.pathname.startsWith("/r/")) loadFromHash(); });
  }

  async function boot() {
    applyLanguage();
    wire();
    const savedId = document.querySelector("main").dataset.rulingId;
    if (savedId) {
      await guarded(async () => {
        let doc;
        try { doc = await request(api(`rulings/${encodeURIComponent(savedId)}`)); } catch (e) { clearCase(); throw e; }
        await loadCase(doc.position, doc.actions, doc.engine);
      });
    } else {
      await loadFromHash();
    }
  }

  return {
    register(id, renderer) { games[id] = renderer; },
    boot,
    get lang() { return lang; },
    state,
  };
})();

window.addEventListener("DOMContentLoaded", () => Judge.boot());
