// The judge's page: keeps the position and the actions taken from the starting position, asks the
// API for the pending decision, and draws the board and the ruling. Everything shown comes from
// the API's answers; the page holds no rules of its own.
"use strict";

const state = { start: null, actions: [], result: null };
// Real cards are named in the reader's language (ja / ko / en) from the card database (/v1/cards);
// inline test cards have the one name they were declared with.
const cardNames = {};  // season -> { rules id -> { ja, ko, en } }
let lang = localStorage.getItem("furuyoni-lang") || "en";
const $ = (sel) => document.querySelector(sel);
const el = (tag, attrs = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const kid of kids) e.append(kid);
  return e;
};

async function call(path, body) {
  const res = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const doc = await res.json();
  if (!res.ok) { showProblem(doc); throw new Error(doc.detail); }
  $("#problem").textContent = "";
  return doc;
}

function showProblem(doc) {
  $("#problem").textContent = `${doc.title}: ${doc.detail}` + (doc.clause ? ` (${doc.clause})` : "") +
    (doc.errors ? "\n" + doc.errors.map((e) => `${e.loc.join(".")}: ${e.msg}`).join("\n") : "");
}

function clauseLink(citation) {
  const id = citation.split(" ").slice(0, 2).join("-").replace(/^(C|A)-/, "$1-");
  return el("a", { class: "clause", href: `/clauses/${id}`, target: "_blank" }, citation);
}

function cardName(board, uid) {
  const inst = board.cards[uid];
  if (!inst) return uid;
  const def = board.definitions[inst.card];
  if (def) return def.name;
  const names = (cardNames[board.season || "na-s9-2"] || {})[inst.card];
  return names ? (names[lang] || names.en || names.ja || inst.card) : inst.card;
}

async function loadCardNames(board) {
  // One request per season: the whole list, so a card id with a slash (the shared Saine/Tokoyo card)
  // never has to travel in a URL path.
  const season = board.season || "na-s9-2";
  const real = Object.values(board.cards).some((inst) => !board.definitions[inst.card]);
  if (!real || cardNames[season]) return;
  const res = await fetch(`/v1/cards?season=${encodeURIComponent(season)}`);
  if (!res.ok) return;
  const doc = await res.json();
  cardNames[season] = Object.fromEntries(doc.cards.map((c) => [c.rules_id, c.names]));
}

function applyLanguage() {
  document.querySelectorAll("#new-duel option[data-en]").forEach((o) => { o.textContent = o.dataset[lang] || o.dataset.en; });
  $("#lang").value = lang;
}

// The distance a judge reads is the current one (C 5-2-1): the crystals of 〈Distance〉 as the effects in
// force change them. Where they differ, the crystals are shown beside it; so is the master distance (C 5-2-2).
function distanceLine(board, readings) {
  if (!readings) return `Distance ${board.distance}`;
  const crystals = readings.distance !== board.distance ? ` (${board.distance} crystals in 〈Distance〉)` : "";
  return `Distance ${readings.distance}${crystals} · Master distance ${readings.master_distance}`;
}

// Zones beyond the common ones, drawn when they hold a card: 〈In-use〉, 〈Extra〉, out of the game, and those
// the goddesses' additional rules add (A 3-9, 6-3-1, 7-3-1, 9-4, 14-4, 16-4, 18-4, 20-2).
const MORE_ZONES = [
  ["in_use", "In use"], ["extra", "Extra"], ["out_of_game", "Out of game"],
  ["parts", "Parts"], ["assembled", "Assembled"], ["anvil", "Anvil"], ["poison_bag", "Poison bag"],
  ["machine", "Machine"], ["memories", "Memories"], ["barracks", "Barracks"], ["perjury", "Perjury"],
  ["relics", "Relics"], ["plan", "Plan"], ["achieved", "Achieved"],
];

// The player information the goddesses' additional rules add, for the players who have it (a null or
// a zero where every player has the field means "none").
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

function drawBoard(board, readings) {
  const root = $("#board");
  root.replaceChildren();
  root.append(el("h2", {}, "Board"));
  const over = board.step === "game_over";
  root.append(el("p", { class: "shared" },
    over ? (board.draw ? "The duel is a draw." : `Player ${"AB"[board.winner]} wins.`)
         : `Turn ${board.turn} · ${board.step.replace("_", " ")} · active: ${"AB"[board.active]}` +
           (board.action_kind ? ` (${board.action_kind.replace("_", "-")} action)` : ""),
    el("br"), `${distanceLine(board, readings)} · Dust ${board.dust}`));
  const grid = el("div", { class: "players" });
  board.players.forEach((p, i) => {
    const box = el("div", { class: "player" + (board.active === i ? " active" : ""), "data-player": "AB"[i] });
    box.append(el("h3", {}, `Player ${"AB"[i]} — ${p.goddesses.join(", ") || "test cards"}`));
    box.append(el("div", { class: "stats" },
      ...[["Life", p.life], ["Aura", p.aura], ["Flare", p.flare], ["Concentration", p.concentration]]
        .map(([k, v]) => el("span", { "data-stat": k.toLowerCase() }, `${k} ${v}`)),
      p.flinched ? el("span", {}, "flinched") : ""));
    const zone = (label, uids, extra = () => "") => {
      const row = el("div", {}, el("strong", {}, `${label}: `));
      if (!uids.length) row.append("—");
      for (const u of uids) {
        const inst = board.cards[u];
        const def = board.definitions[inst.card] || {};
        row.append(el("span", { class: "card" + (def.category === "trump" ? " trump" : "") + (inst.trump_state === "used" ? " used" : ""), title: u },
          cardName(board, u) + extra(inst)));
      }
      return row;
    };
    box.append(zone("Hand", p.hand));
    box.append(el("div", {}, el("strong", {}, "Deck: "), `${p.deck.length} card(s)`));
    box.append(zone("Enhancements", p.enhancements, (inst) => ` [${inst.crystals}]`));
    box.append(zone("Trumps", p.trumps, (inst) => ` (${inst.trump_state})`));
    box.append(zone("Discard", p.discard));
    box.append(zone("Face-down", p.face_down));
    for (const [key, label] of MORE_ZONES) {
      if (p[key] && p[key].length) box.append(zone(label, p[key], (inst) => (inst.crystals ? ` [${inst.crystals}]` : "")));
    }
    const info = goddessInfo(p, readings && readings.acts ? readings.acts[i] : null);
    if (info.length) box.append(el("div", { class: "info" }, el("strong", {}, "Goddess information: "), info.join(" · ")));
    grid.append(box);
  });
  root.append(grid);
}

function describe(a, board) {
  const who = "AB"[a.player];
  switch (a.type) {
    case "use_card": return `${who}: use ${cardName(board, a.card)}`;
    case "basic_action": return `${who}: ${a.move} (${a.cost === "none" ? "no cost: by an effect" : a.cost === "concentration" ? "1 concentration" : "face-down " + cardName(board, a.face_down)})`;
    case "end_phase": return `${who}: end the main phase`;
    case "decline": return `${who}: decline`;
    case "accept": return `${who}: accept`;
    case "damage": return `${who}: take it on ${a.side}`;
    case "charge": return `${who}: charge ${a.from_dust} from dust`;
    case "face_down": return `${who}: put ${cardName(board, a.card)} face-down`;
    case "choose_first": return `${who}: resolve ${a.option} first`;
    case "choose": return `${who}: choose ${board.cards[a.option] ? cardName(board, a.option) : a.option}`;
    case "stratagem": return `${who}: prepare the ${a.stratagem} stratagem`;
    case "action_kind": return `${who}: ${a.kind.replace("_", "-")} action`;
    case "mulligan": return a.cards.length ? `${who}: return ${a.cards.map((c) => cardName(board, c)).join(", ")}` : `${who}: keep the hand`;
    default: return JSON.stringify(a);
  }
}

function drawDecision(pending, board) {
  const root = $("#decision");
  root.replaceChildren(el("h2", {}, "Next decision"));
  if (!pending) { root.append(el("p", {}, "No decision is pending.")); return; }
  root.append(el("p", {}, `Player ${"AB"[pending.player]} decides: ${pending.kind.replace("_", " ")} `, clauseLink(pending.clause)));
  const list = el("div", { id: "options" });
  for (const opt of pending.options) {
    const b = el("button", { type: "button", "data-action": JSON.stringify(opt) }, describe(opt, board));
    b.addEventListener("click", () => act(opt));
    list.append(b);
  }
  root.append(list);
  const custom = el("details", {}, el("summary", {}, "Submit another action (JSON) to have it ruled on"));
  const ta = el("textarea", { id: "custom-action", rows: "3", "aria-label": "Action JSON" });
  const go = el("button", { type: "button", id: "submit-custom" }, "Rule on it");
  go.addEventListener("click", () => { try { act(JSON.parse(ta.value)); } catch (e) { $("#problem").textContent = String(e); } });
  custom.append(ta, go);
  root.append(custom);
}

function drawRuling(ruling, board) {
  const root = $("#ruling");
  root.replaceChildren(el("h2", {}, "Ruling"));
  if (!ruling) return;
  root.append(el("p", {}, describe(ruling.action, board), " — ",
    el("span", { class: ruling.legal ? "legal" : "illegal" }, ruling.legal ? "legal" : "illegal"),
    ruling.reason ? `: ${ruling.reason}` : ""));
  if (!ruling.legal) { root.append(el("p", {}, "Forbidden by ", ...ruling.clauses.flatMap((c) => [clauseLink(c), " "]))); return; }
  const ol = el("ol", { id: "timeline" });
  for (const ev of ruling.events) ol.append(el("li", {}, clauseLink(ev.clause), " ", ev.what));
  root.append(ol);
}

async function refresh(lastRuling) {
  const doc = state.result;
  state.lastRuling = lastRuling;
  await loadCardNames(doc.board);
  drawBoard(doc.board, doc.readings);
  drawDecision(doc.pending, doc.board);
  drawRuling(lastRuling, doc.board);
  history.replaceState(null, "", "#" + encodeCase());
}

async function act(action) {
  const doc = await call("/v1/adjudicate", { position: state.result.position, actions: [action] });
  const ruling = doc.rulings[0];
  if (ruling.legal) { state.actions.push(action); state.result = doc; }
  await refresh(ruling);
}

function encodeCase() {
  const json = JSON.stringify({ start: state.start, actions: state.actions });
  return btoa(unescape(encodeURIComponent(json)));
}

async function loadCase(start, actions) {
  state.start = start;
  state.actions = [];
  state.result = await call("/v1/adjudicate", { position: start, actions: [] });
  let last = null;
  if (actions.length) {
    const doc = await call("/v1/adjudicate", { position: start, actions });
    state.actions = actions.filter((_, i) => doc.rulings[i].legal);
    state.result = doc;
    last = doc.rulings[doc.rulings.length - 1];
  }
  await refresh(last);
}

$("#new-duel").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const f = new FormData(ev.target);
  const pair = (a, b) => [f.get(a), f.get(b)];
  const seed = Number(f.get("seed"));
  const real = f.get("decks") === "real";
  const deckUrl = (gs, i) => real ? `/v1/random-deck?goddesses=${gs.join(",")}&seed=${seed + i}`
                                  : `/v1/test-deck?goddesses=${gs.join(",")}`;
  const decks = await Promise.all([pair("a1", "a2"), pair("b1", "b2")].map(async (gs, i) => {
    const res = await fetch(deckUrl(gs, i));
    const doc = await res.json();
    if (!res.ok) { showProblem(doc); throw new Error(doc.detail); }
    return doc;
  }));
  const body = { players: decks.map((d) => ({ goddesses: d.goddesses, cards: d.cards })),
                 definitions: Object.assign({}, ...decks.map((d) => d.definitions || {})), seed };
  const doc = await call("/v1/new-duel", body);
  await loadCase(doc.position, []);
});

$("#blank-duel").addEventListener("click", async () => {
  // A blank duel: turn 3, A's standard main phase, distance 10, the default crystals, no cards.
  await loadCase({ state: {} }, []);
});

$("#load-position").addEventListener("click", async () => {
  try { await loadCase(JSON.parse($("#paste").value), []); } catch (e) { if (!$("#problem").textContent) $("#problem").textContent = String(e); }
});

$("#copy-link").addEventListener("click", async () => {
  const link = location.origin + location.pathname + "#" + encodeCase();
  try { await navigator.clipboard.writeText(link); } catch (e) { /* clipboard may be unavailable */ }
  $("#copied").textContent = "Link: " + link.slice(0, 60) + "…";
  $("#copied").dataset.link = link;
});

$("#save-ruling").addEventListener("click", async () => {
  const doc = await call("/v1/rulings", { position: state.start, actions: state.actions });
  $("#copied").textContent = "Saved: " + location.origin + doc.url;
  $("#copied").dataset.link = doc.url;
});

$("#lang").addEventListener("change", async () => {
  lang = $("#lang").value;
  localStorage.setItem("furuyoni-lang", lang);
  applyLanguage();
  if (state.result) await refresh(state.lastRuling);
});
applyLanguage();

const savedId = document.querySelector("main").dataset.rulingId;
if (savedId) {
  fetch(`/v1/rulings/${savedId}`).then(async (res) => {
    const doc = await res.json();
    if (!res.ok) { showProblem(doc); return; }
    await loadCase(doc.position, doc.actions);
  });
} else if (location.hash.length > 1) {
  loadFromHash();
}
// A pasted link opened in the same tab only changes the fragment: load the case it carries.
window.addEventListener("hashchange", loadFromHash);

function loadFromHash() {
  try {
    const c = JSON.parse(decodeURIComponent(escape(atob(location.hash.slice(1)))));
    loadCase(c.start, c.actions);
  } catch (e) { $("#problem").textContent = "The link could not be read: " + e; }
}
