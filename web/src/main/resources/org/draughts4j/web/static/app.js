// The page of `draughts serve`: play and analyse every variant. The server keeps no game: the page
// holds its start FEN and moves, and /api/game replays them with the library's rules each time.
// The element ids and data attributes are a contract (CONVENTIONS.md, "The web page").

import { drawBoard } from './board.js';
import { getJson, postJson, search } from './api.js';

const $ = (id) => document.getElementById(id);

const state = {
  variants: new Map(),
  engines: [],
  variant: 'international',
  startFen: '',
  moves: [],          // notation of every ply played
  end: '',            // how the game was ended when no rule ended it (a resignation from PDN)
  view: null,         // the ply shown, null for the last
  game: null,         // /api/game of the whole game
  shown: null,        // /api/game of the game up to the ply shown
  flipped: false,
  animated: 0,        // the ply whose move was last shown sliding: each is shown once
  selection: [],      // squares clicked for the move being made
  destination: null,  // where the move being made ends, once several captures were found to end there
  hint: null,         // [from, to] of a hint
  lines: new Map(),   // analysis lines by multipv
  token: 0,           // bumped at each request for the game shown: answers to an older one are dropped
  generation: 0,      // bumped at each change of the game itself (variant, start, moves, end)
  gameGeneration: -1, // the generation state.game was asked for: the game shown is current when they agree
  analysis: null,     // AbortController of the running analysis
  thinking: null,     // the engine choosing a move: {controller, side, engine}; gone when the game changes
  editing: null,      // the board editor's towers by square name (bottom to top, one letter a piece), while it is open
  editKing: {},       // the king each side's count of moves in a row is about, as the editor opened
  review: null,       // the whole game's analysis: {moves: Map(ply -> judgment), scores, running: AbortController}
  resigning: null,    // the timer of Resign's second click
  idle: null,         // the engine that ended its search without a move: {side, engine, why}, until the game changes
  asked: 0,           // bumped at each new game the player asks for: an answer for an earlier one is dropped
};

const session = (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2)).replace(/[^A-Za-z0-9-]/g, '');

function message(text) {
  $('message').textContent = text || '';
}

async function init() {
  const [{ variants }, { engines }] = await Promise.all([getJson('/api/variants'), getJson('/api/engines')]);
  for (const v of variants) {
    state.variants.set(v.name, v);
    const option = document.createElement('option');
    option.value = v.name;
    option.textContent = v.displayName && v.displayName !== v.name ? `${v.displayName}` : v.name;
    $('variant').appendChild(option);
  }
  state.engines = engines;
  for (const e of engines) {
    $('opponent').appendChild(new Option(e.name, e.name));
    $('autoplay').appendChild(new Option(e.name, e.name));
  }
  $('variant').value = state.variant;
  $('variant').addEventListener('change', () => newGame($('variant').value, ''));
  $('new').addEventListener('click', () => newGame(state.variant, ''));
  $('undo').addEventListener('click', undo);
  $('hint').addEventListener('click', hint);
  $('flip').addEventListener('click', () => { state.flipped = !state.flipped; render(); });
  $('opponent').addEventListener('change', playersChanged);
  $('autoplay').addEventListener('change', playersChanged);
  $('analyse-game').addEventListener('click', reviewGame);
  $('color').addEventListener('change', () => {
    state.flipped = $('color').value === 'black';
    playersChanged();
  });
  $('analyse').addEventListener('change', () => {
    state.lines.clear();
    // Only here is the server told to stop: aborting an analysis's request ends it on the server
    // within half a second, and a stop would end an engine's play search too (its best move so far
    // then played at once) or the whole game's analysis.
    if (!$('analyse').checked && !state.thinking && !reviewing()) postJson('/api/stop', { session }).catch(() => {});
    analyse();
    renderAnalysis();
  });
  $('resign').addEventListener('click', resign);
  $('claim').addEventListener('click', () => {
    const claimable = current() ? state.game.outcome.claimable : [];
    if (claimable.length && !state.thinking) finish(`claim ${claimable[0]}`);
  });
  $('edit').addEventListener('click', startEditing);
  $('edit-clear').addEventListener('click', () => { if (state.editing) { state.editing = {}; render(); } });
  $('edit-cancel').addEventListener('click', () => stopEditing(null));
  $('edit-done').addEventListener('click', () => stopEditing(editedFen()));
  $('pdn-load').addEventListener('click', loadPdn);
  $('pdn-file').addEventListener('change', async () => {
    const file = $('pdn-file').files[0];
    if (file) {
      if (file.size > 1000000) { $('pdn-errors').textContent = 'the file is larger than 1 MB'; return; }
      $('pdn-in').value = await file.text();
      loadPdn();
    }
  });
  $('fen-load').addEventListener('click', setUp);
  $('fen-in').addEventListener('keydown', (e) => { if (e.key === 'Enter') setUp(); });
  $('first').addEventListener('click', () => view(0));
  $('prev').addEventListener('click', () => view(Math.max(0, shownPly() - 1)));
  $('next').addEventListener('click', () => view(shownPly() + 1));
  $('last').addEventListener('click', () => view(null));
  document.addEventListener('keydown', (e) => {
    // The arrow keys of a form control are its own (a select changes its value with them), and
    // Alt+Left is the browser's Back.
    // A checkbox or a button has no use for them: after a click on Analyse they still step.
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const target = e.target;
    if (target.closest && target.closest('textarea, select, [contenteditable]')) return;
    if (target.tagName === 'INPUT' && !['checkbox', 'button', 'submit', 'reset', 'file'].includes(target.type)) return;
    if (e.key === 'ArrowLeft') view(Math.max(0, shownPly() - 1));
    if (e.key === 'ArrowRight') view(shownPly() + 1);
  });
  await newGame(state.variant, '');
}

function shownPly() {
  return state.view === null ? state.moves.length : state.view;
}

/** @return whether the game shown is the current game: no answer for a changed game is awaited */
function current() {
  return state.game !== null && state.gameGeneration === state.generation;
}

/**
 * The game itself changes (its variant, start, moves or end): the move an engine was choosing
 * for the game before is dropped, and the whole-game analysis of that game goes. So do the board
 * editor, open on a position of that game, and a first click on Resign, meant for it.
 */
function gameChanged() {
  state.generation++;
  stopThinking();
  state.idle = null;
  if (state.review) {
    if (state.review.running) state.review.running.abort();
    state.review = null;
  }
  $('game-analysis').textContent = '';
  closeEditor();
  resetResign();
}

/** The engine choosing a move stops; its answer, if it comes, is not played. */
function stopThinking() {
  if (state.thinking) {
    state.thinking.controller.abort();
    state.thinking = null;
  }
}

/** Who plays which side changed: an engine choosing a move for a side it no longer plays stops. */
function playersChanged() {
  const thinking = state.thinking;
  if (thinking && engineFor(thinking.side) !== thinking.engine) stopThinking();
  if (state.idle && engineFor(state.idle.side) !== state.idle.engine) state.idle = null;
  render();
  maybeEngine();
  // With no engine to move, the analysis the engine had stopped starts again.
  analyse();
}

function humanColor() {
  return $('color').value;
}

function opponentIndex() {
  const name = $('opponent').value;
  return state.engines.findIndex((e) => e.name === name);
}

/** @return the engine that plays a side ('white' or 'black'), or -1 when a person does */
function engineFor(side) {
  const name = side === humanColor() ? $('autoplay').value : $('opponent').value;
  return state.engines.findIndex((e) => e.name === name);
}

/** The engine of analysis and of hints when no engine plays: the last the server has (the strongest by default). */
function analysisEngine() {
  return state.engines.length - 1;
}

/**
 * Opens the board editor on the position shown, all of it: column-draughts towers whole, and
 * Frisian's counts of one king's moves in a row (both part of the FEN).
 */
function startEditing() {
  // Not while another game is on its way: the editor would open on the position it replaces.
  if (!current() || state.editing) return;
  // An engine choosing a move stops meanwhile; Cancel lets it choose again.
  stopThinking();
  const variant = state.variants.get(state.variant);
  const position = state.shown.position;
  state.editing = {};
  for (const [name, piece] of Object.entries(position.pieces)) {
    state.editing[name] = (position.towers && position.towers[name]) || piece;
  }
  $('edit-side').value = position.sideToMove === 'black' ? 'B' : 'W';
  $('edit-stack-row').hidden = !variant.towers;
  $('edit-stack').checked = false;
  $('edit-kings').hidden = !variant.kingMoveLimit;
  if (variant.kingMoveLimit) {
    for (const color of ['white', 'black']) {
      const count = $(`edit-${color}-count`);
      count.replaceChildren();
      for (let i = 0; i <= variant.kingMoveLimit; i++) count.appendChild(new Option(String(i), String(i)));
      const counted = position.kingMoves ? position.kingMoves[color] : { count: 0, square: null };
      count.value = String(counted.count);
      state.editKing[color] = counted.square;
      // The kings of a position edited before are no choice here.
      $(`edit-${color}-king`).replaceChildren();
    }
  }
  $('editor').hidden = false;
  editError('');
  analyse();
  render();
}

/** The kings of each side while editing, in the selects that say which king the count is about. */
function renderEditKings() {
  const variant = state.variants.get(state.variant);
  if (!state.editing || !variant.kingMoveLimit) return;
  for (const color of ['white', 'black']) {
    const letter = color === 'white' ? 'W' : 'B';
    const select = $(`edit-${color}-king`);
    const kept = select.value || state.editKing[color];
    select.replaceChildren();
    for (const square of variant.squares) {
      const tower = state.editing[square.name];
      if (tower && tower[tower.length - 1] === letter) select.appendChild(new Option(square.name, square.name));
    }
    if (kept && [...select.options].some((o) => o.value === kept)) select.value = kept;
  }
}

/**
 * Closes the editor; with a FEN, a new game starts from it (the server checks it). The editor stays
 * open until the server has taken the position, so that no engine moves in the game behind it.
 */
async function stopEditing(fen) {
  if (!state.editing) return;
  if (fen !== null && !(await newGame(state.variant, fen, editError))) {
    // Refused, with the reason beside the editor's buttons: the editor stays open on the position.
    render();
    return;
  }
  closeEditor();
  render();
  // The engine first, as after any change: an analysis waits while it chooses its move.
  maybeEngine();
  analyse();
}

function closeEditor() {
  state.editing = null;
  $('editor').hidden = true;
  editError('');
}

/** Shows why the editor's position was refused, in the editor's terms: the FEN is the page's, not the player's. */
function editError(text) {
  const reason = /^invalid FEN '.*?': (.*) \(token '.*' at position \d+\)$/s.exec(text || '');
  $('edit-error').textContent = reason ? reason[1] : (text || '');
}

/** Sets up the position of the FEN typed in the Position box. */
function setUp() {
  const fen = $('fen-in').value.trim();
  if (!fen) {
    fenError('type a FEN to set up (New game starts from the start)');
    return;
  }
  newGame(state.variant, fen, fenError);
}

function fenError(text) {
  $('fen-error').textContent = text || '';
}

/** A click on a square while editing: the brush's piece goes there, or on top of its tower. */
function editSquare(name) {
  const brush = document.querySelector('input[name="brush"]:checked').value;
  const variant = state.variants.get(state.variant);
  const onTop = variant.towers && $('edit-stack').checked;
  const tower = state.editing[name] || '';
  const next = !brush ? (onTop ? tower.slice(0, -1) : '') : (onTop ? tower + brush : brush);
  if (next) state.editing[name] = next;
  else delete state.editing[name];
  render();
}

/**
 * @return the edited position as a FEN: side to move, White's then Black's squares (a tower of
 * several pieces as SQUARE=letters bottom to top, in the field of its top piece), kings with K,
 * and where the variant counts one king's moves, the field +<black's>+<white's> (CONVENTIONS.md)
 */
function editedFen() {
  const variant = state.variants.get(state.variant);
  const white = [];
  const black = [];
  for (const square of variant.squares) {
    const tower = state.editing[square.name];
    if (!tower) continue;
    const top = tower[tower.length - 1];
    const entry = tower.length > 1 ? `${square.name}=${tower}` : (top === 'W' || top === 'B' ? 'K' : '') + square.name;
    (top === 'w' || top === 'W' ? white : black).push(entry);
  }
  let fen = `${$('edit-side').value}:W${white.join(',')}:B${black.join(',')}`;
  if (variant.kingMoveLimit) {
    const field = (color) => {
      const count = $(`edit-${color}-count`).value;
      return count === '0' ? '0' : count + $(`edit-${color}-king`).value;
    };
    fen += `:+${field('black')}+${field('white')}`;
  }
  return fen;
}

/**
 * Starts a game of a variant from a FEN (empty: the variant's start). The server checks it first:
 * a FEN it refuses leaves the game as it was (its engine thinking on, its analysis kept), and
 * report (the message line by default) says why. A later New game, Set up, variant or PDN wins
 * over this one when its answer comes last.
 * @return whether the new game started
 */
async function newGame(variant, fen, report = message) {
  const asked = ++state.asked;
  let game;
  try {
    game = await postJson('/api/game', { variant, fen, moves: [], end: '' });
  } catch (e) {
    if (asked === state.asked) {
      $('variant').value = state.variant;
      report(e.message);
    }
    return false;
  }
  if (asked !== state.asked) return false;
  gameChanged();
  state.variant = variant;
  state.startFen = fen;
  state.moves = [];
  state.end = '';
  state.view = null;
  message('');
  fenError('');
  show(++state.token, game, game, state.generation);
  return true;
}

/** Asks the server for the game (and the position shown), then draws it. */
async function refresh() {
  const token = ++state.token;
  const generation = state.generation;
  state.selection = [];
  state.destination = null;
  state.hint = null;
  state.lines.clear();
  const body = { variant: state.variant, fen: state.startFen, moves: state.moves, end: state.end };
  const game = await postJson('/api/game', body);
  let shown = game;
  if (state.view !== null && state.view < state.moves.length) {
    shown = await postJson('/api/game', { ...body, moves: state.moves.slice(0, state.view), end: '' });
  } else {
    state.view = null;
  }
  if (token === state.token) show(token, game, shown, generation);
}

/** Draws the game of the current generation and lets its engine move or the analysis start. */
function show(token, game, shown, generation) {
  state.token = token;
  state.selection = [];
  state.destination = null;
  state.hint = null;
  state.lines.clear();
  state.game = game;
  state.shown = shown;
  state.gameGeneration = generation;
  $('variant').value = state.variant;
  render();
  // The engine first: an analysis waits while it chooses its move.
  maybeEngine();
  analyse();
}

/** Ends the game as no rule did: a resignation or a claimed draw, at the last ply. */
async function finish(end) {
  gameChanged();
  const generation = state.generation;
  state.view = null;
  state.end = end;
  try {
    await refresh();
  } catch (e) {
    message(e.message);
    // Undone only if nothing changed the game since: else the change is the player's last word.
    if (generation !== state.generation) return;
    state.end = '';
    await refresh().catch(() => {});
  }
}

/** Resigns on a second click: one click by mistake loses no game. */
function resign() {
  if (!current() || state.game.outcome.over) return;
  const button = $('resign');
  if (!state.resigning) {
    button.textContent = 'Resign? Click again';
    button.classList.add('confirm');
    state.resigning = setTimeout(resetResign, 4000);
    return;
  }
  resetResign();
  // Against an engine the human resigns; between two people, the side to move.
  const loser = opponentIndex() >= 0 ? humanColor() : state.game.position.sideToMove;
  finish(`resign ${loser}`);
}

function resetResign() {
  clearTimeout(state.resigning);
  state.resigning = null;
  $('resign').textContent = 'Resign';
  $('resign').classList.remove('confirm');
}

async function view(ply) {
  if (ply !== null && ply >= state.moves.length) ply = null;
  state.view = ply;
  try {
    await refresh();
  } catch (e) {
    message(e.message);
  }
}

function render() {
  const variant = state.variants.get(state.variant);
  const shown = state.shown;
  if (!variant || !shown) return;
  const marks = {};
  const mark = (name, cls) => { (marks[name] = marks[name] || []).push(cls); };
  const ply = shownPly();
  // A move played whose game is still on its way to the page has no element yet.
  if (ply > 0 && state.game.moves[ply - 1]) {
    const last = state.game.moves[ply - 1];
    mark(last.from, 'last');
    mark(last.to, 'last');
  }
  if (state.selection.length) {
    mark(state.selection[0], 'selected');
    for (const name of nextSquares()) mark(name, 'target');
  }
  if (state.hint) {
    mark(state.hint[0], 'hint');
    mark(state.hint[1], 'hint');
  }
  const arrows = [];
  const best = state.lines.get(1);
  if ($('analyse').checked && best && best.pv.length) {
    const move = shown.legal.find((m) => m.notation === best.pv[0]);
    if (move) arrows.push([move.from, move.to]);
  }
  const position = state.editing ? editedPosition() : shown.position;
  // A move just played at the last ply slides into place once.
  let animate = null;
  if (!state.editing && state.view === null && ply > state.animated && state.game.moves[ply - 1]) {
    const last = state.game.moves[ply - 1];
    animate = [last.from, last.to];
  }
  state.animated = ply;
  drawBoard($('board'), variant, position, { flipped: state.flipped, marks: state.editing ? {} : marks,
    arrows: state.editing ? [] : arrows, onClick: click, animate });
  renderEditKings();
  $('fen').textContent = shown.position.fen;
  const outcome = state.game.outcome;
  $('status').textContent = outcome.over ? `${outcome.result} ${outcome.reason}` : '';
  const tables = shown.tables;
  $('tables').textContent = !tables ? ''
    : tables.outcome === 'draw' ? 'Endgame tables: a draw'
      : `Endgame tables: ${tables.score.startsWith('+') ? 'white' : 'black'} wins`
        + (tables.plies === null ? '' : ` in ${tables.plies} plies`);
  const claim = $('claim');
  claim.hidden = outcome.over || !outcome.claimable.length;
  if (!claim.hidden) claim.textContent = `Claim a draw (${outcome.claimable.join(', ')})`;
  $('pdn-out').value = state.game.pdn;
  const list = $('moves');
  list.replaceChildren();
  const first = state.game.moves.length ? state.game.moves[0] : null;
  const firstMover = first ? (sideAt(0, state.game.startFen) === variant.firstMover ? 0 : 1) : 0;
  state.game.moves.forEach((m, i) => {
    // The move numbers are elements of their own: a data-ply element holds its move's notation only.
    if ((i + firstMover) % 2 === 0 || i === 0) {
      const no = document.createElement('span');
      no.className = 'no';
      const number = Math.floor((i + firstMover) / 2) + 1;
      no.textContent = (i + firstMover) % 2 === 0 ? `${number}.` : `${number}...`;
      list.appendChild(no);
    }
    const move = document.createElement('span');
    move.className = 'move';
    move.setAttribute('data-ply', String(m.ply));
    move.textContent = m.notation;
    if (m.ply === ply) move.classList.add('current');
    move.addEventListener('click', () => view(m.ply === state.moves.length ? null : m.ply));
    list.appendChild(move);
    const judged = reviewOf(m.ply);
    if (judged) {
      // The judgment beside the move, not in it: a data-ply element holds its notation only.
      move.setAttribute('data-mark', judged.mark);
      if (judged.score != null) move.setAttribute('data-score', judged.score);
      const mark = document.createElement('span');
      mark.className = `mark${judged.mark ? ' bad' : ''}`;
      mark.textContent = judged.mark;
      mark.title = `${judged.score ?? ''}${judged.best && judged.best !== m.notation ? ` (best ${judged.best})` : ''}`;
      list.appendChild(mark);
    }
  });
  scrollToCurrent(list);
  $('fen-in').placeholder = variant.startFen;
  $('evalbar').classList.toggle('flipped', state.flipped);
  renderTurn();
  renderAnalysis();
}

/**
 * Scrolls the move list, and nothing else, to the move shown: scrollIntoView scrolled the page
 * too, taking the board off a phone's screen at every move.
 */
function scrollToCurrent(list) {
  const move = list.querySelector('.current');
  if (!move) return;
  const top = move.offsetTop;
  const bottom = top + move.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/** Whose turn it is in the position shown, and the engine choosing its move if one is. */
function renderTurn() {
  const turn = $('turn');
  const shown = state.shown;
  let text = '';
  let side = null;
  if (shown && !state.editing && !shown.outcome.over) {
    // The engine thinks at the last ply, whatever position is shown: its side, not the shown one's.
    side = state.thinking ? state.thinking.side : shown.position.sideToMove;
    text = `${side === 'white' ? 'White' : 'Black'} to move`;
    if (state.thinking) {
      text += `: ${state.engines[state.thinking.engine].name} is thinking…`;
    } else if (state.view === null && state.idle && state.idle.side === side) {
      text += `: ${state.engines[state.idle.engine].name} did not move (${state.idle.why})`;
    } else if (state.view === null && engineFor(side) < 0 && (engineFor('white') >= 0 || engineFor('black') >= 0)) {
      text += ': your move';
    }
  }
  // #turn is a live region: a screen reader reads it again at each change, so only real changes.
  if (turn.textContent !== text) turn.textContent = text;
  if (side) turn.setAttribute('data-side', side);
  else turn.removeAttribute('data-side');
  turn.classList.toggle('thinking', Boolean(text && state.thinking));
}

/** @return the editor's towers as the board draws a position: top pieces, and towers of several */
function editedPosition() {
  const pieces = {};
  const towers = {};
  for (const [name, tower] of Object.entries(state.editing)) {
    pieces[name] = tower[tower.length - 1];
    if (tower.length > 1) towers[name] = tower;
  }
  return { pieces, towers };
}

/**
 * @return the side to move at a ply of a game (0: its start), from its start FEN (by default the
 * page's game's, the variant's start when it has none): the sides take turns
 */
function sideAt(ply, start = state.startFen || state.variants.get(state.variant).startFen) {
  const first = start.trim().toUpperCase().startsWith('B') ? 'black' : 'white';
  return (ply % 2 === 0) === (first === 'white') ? 'white' : 'black';
}

function renderAnalysis() {
  const box = $('analysis');
  box.replaceChildren();
  if (!$('analyse').checked || !state.shown || state.shown.outcome.over) {
    setEval(null);
    return;
  }
  const lines = [...state.lines.values()].sort((a, b) => a.multipv - b.multipv);
  for (const line of lines) {
    const div = document.createElement('div');
    div.className = 'line';
    div.setAttribute('data-depth', String(line.depth ?? ''));
    div.setAttribute('data-score', line.score ?? '');
    div.setAttribute('data-pv', line.pv.join(' '));
    const score = document.createElement('span');
    score.className = 'score';
    score.textContent = line.score ?? '';
    const depth = document.createElement('span');
    depth.className = 'depth';
    depth.textContent = line.depth != null ? `d${line.depth}` : '';
    div.append(score, depth, document.createTextNode(line.pv.join(' ')));
    box.appendChild(div);
  }
  setEval(lines.length ? lines[0].score : null);
}

/**
 * The evaluation bar: White's share, from a score from White's side, on White's side of the board
 * (the bottom unless flipped); no bar without a score, rather than an even one.
 */
function setEval(score) {
  $('evalbar').classList.toggle('off', !score);
  if (!score) return;
  let share;
  if (score.startsWith('+W')) share = 100;
  else if (score.startsWith('-W')) share = 0;
  else share = 50 + 50 * Math.tanh(parseFloat(score) / 3);
  $('evalfill').style.height = `${share}%`;
}

/** The squares that may come next for the move being made. */
function nextSquares() {
  const next = new Set();
  for (const move of candidates()) {
    const at = matchIndex(move.path);
    if (at >= 0 && at + 1 < move.path.length) {
      // Asking the way: only the squares that may come next; else wherever the piece may land.
      const last = state.destination === null ? move.path.length - 1 : at + 1;
      for (let i = at + 1; i <= last; i++) next.add(move.path[i]);
    }
  }
  return next;
}

/**
 * @return the index in path of the last clicked square when the clicks are a subsequence of path
 * from its start, else -1. While the way is asked, the clicks must be the path's squares in turn,
 * none left out: a later square than the next one would be taken without a word, which the
 * message asking for the next square does not say.
 */
function matchIndex(path) {
  const clicks = state.selection;
  if (!clicks.length || path[0] !== clicks[0]) return -1;
  if (state.destination !== null) {
    return clicks.length <= path.length && clicks.every((square, i) => path[i] === square) ? clicks.length - 1 : -1;
  }
  let at = 0;
  for (let c = 1; c < clicks.length; c++) {
    let found = -1;
    for (let i = at + 1; i < path.length; i++) {
      if (path[i] === clicks[c]) { found = i; break; }
    }
    if (found < 0) return -1;
    at = found;
  }
  return at;
}

function candidates() {
  return state.shown.legal.filter((m) => matchIndex(m.path) >= 0
    && (state.destination === null || m.path[m.path.length - 1] === state.destination));
}

function humanToMove() {
  return engineFor(state.shown.position.sideToMove) < 0;
}

/**
 * @return the moves among capture paths: paths from and to the same squares that take the same
 * pieces, in whatever order, with the same crowning or none, are one move (CONVENTIONS.md),
 * played by any of them
 */
function distinct(paths) {
  const moves = new Map();
  for (const m of paths) {
    // A crowning is part of a move: in Russian, Brazilian and Czech a path that crowns and goes on
    // as a king can take the same pieces as one that does not.
    const key = `${m.from}-${m.to}:${[...m.captured].sort().join(',')}:${Boolean(m.promotion)}`;
    if (!moves.has(key)) moves.set(key, m);
  }
  return [...moves.values()];
}

/** Several captures end on a square: the squares they land on on the way are asked, in turn. */
function askTheWay(origin, destination, comesBack) {
  state.selection = [origin];
  state.destination = destination;
  message(comesBack
    ? `several captures come back to ${destination}: click the squares to land on, in turn`
    : `several captures end on ${destination}: click the squares to land on, in turn`);
  render();
}

function deselect() {
  if (state.destination !== null) message('');
  state.selection = [];
  state.destination = null;
  render();
}

/**
 * A click on a square: selects a piece, or goes on with the move being made. A capture that can
 * take several paths asks for the next square until one move is left.
 */
function click(name) {
  if (state.editing) {
    editSquare(name);
    return;
  }
  if (!current() || state.thinking || state.shown.legal.length === 0 || !humanToMove()) return;
  const legal = state.shown.legal;
  if (!state.selection.length) {
    if (legal.some((m) => m.from === name)) {
      state.selection = [name];
      render();
    }
    return;
  }
  const before = state.selection;
  if (name === before[0] && before.length === 1) {
    // The piece again: a capture that comes back to its square (a king's round trip), else deselect.
    const round = state.destination === null ? distinct(legal.filter((m) => m.from === name && m.to === name)) : [];
    if (round.length === 1) play(round[0]);
    else if (round.length > 1) askTheWay(name, name, true);
    else deselect();
    return;
  }
  if (before.length > 1 && name === before[before.length - 1]) {
    // The same square again: the move that ends there, when only one does.
    const ending = distinct(candidates().filter((m) => m.to === name));
    if (ending.length === 1) play(ending[0]);
    return;
  }
  state.selection = [...before, name];
  const left = distinct(candidates());
  if (!left.length || (state.destination === name && left.length > 1)) {
    state.selection = before;
    if (legal.some((m) => m.from === name)) {
      // A piece of the side to move: it is selected instead, the way asked for or not.
      state.selection = [name];
      state.destination = null;
      message('');
    } else if (state.destination !== null) {
      // Asking the way: the squares clicked so far stay.
      message(`${name} does not come next on the way to ${state.destination}: click one of the marked squares`);
    } else {
      state.selection = [];
    }
    render();
    return;
  }
  if (left.length === 1) {
    play(left[0]);
    return;
  }
  if (state.destination === null && left.every((m) => m.to === name)) {
    // Several captures end here by different paths: the squares they land on on the way decide.
    askTheWay(before[0], name, false);
    return;
  }
  render();
}

async function play(move) {
  message('');
  gameChanged();
  if (state.view !== null) {
    // A move played at an earlier ply starts a new line from there.
    state.moves = state.moves.slice(0, state.view);
    state.view = null;
    state.end = '';
  }
  state.moves = [...state.moves, move.notation];
  const generation = state.generation;
  try {
    await refresh();
  } catch (e) {
    message(e.message);
    if (generation !== state.generation) return;
    state.moves = state.moves.slice(0, -1);
    await refresh().catch(() => {});
  }
}

/**
 * Lets an engine move when it is its side's turn at the last ply of the current game: the
 * opponent, and with `Your moves by` an engine for the human's side too (engine against engine, a
 * move at a time). Its answer is played only if the game is still the one it was asked about and
 * the engine still plays that side: anything that changes them (a move, New game, Set up, a
 * variant, Take back, other players) stops it first.
 */
async function maybeEngine() {
  if (!current() || state.view !== null || state.game.outcome.over || state.thinking || state.editing) return;
  const side = state.game.position.sideToMove;
  const engine = engineFor(side);
  if (engine < 0) return;
  const thinking = { controller: new AbortController(), side, engine };
  state.thinking = thinking;
  state.idle = null;
  const body = { session, engine, mode: 'play', movetime: 1000, variant: state.variant,
    fen: state.startFen, moves: state.moves, end: state.end };
  if (state.analysis) {
    state.analysis.abort();
    state.analysis = null;
  }
  renderTurn();
  if (engineFor(side === 'white' ? 'black' : 'white') >= 0) {
    // Engine against engine: a pause, so that each move can be seen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (state.thinking !== thinking) return;
  }
  let chosen = null;
  let claim = null;
  let error = null;
  try {
    await search(body, (event, data) => {
      if (state.thinking !== thinking) return;
      if (event === 'done') {
        chosen = data.move;
        claim = data.claim;
      } else if (event === 'error') {
        error = data.error;
      }
    }, thinking.controller.signal);
  } catch (e) {
    if (e.name !== 'AbortError' && state.thinking === thinking) error = e.message;
  }
  if (state.thinking !== thinking) return;
  state.thinking = null;
  if (chosen) {
    gameChanged();
    state.moves = [...state.moves, chosen.notation];
    await refresh().catch((e) => message(e.message));
    return;
  }
  if (claim === 'resignation') {
    finish(`resign ${side}`);
    return;
  }
  // No move: the engine is not asked again by itself (it would answer the same), and the turn
  // line says so until Take back, New game, other players or » at the last ply ask again.
  const why = error || (claim ? `it claims ${claim}` : 'no answer');
  state.idle = { side, engine, why };
  message(error ? error : `the engine claims: ${claim || 'nothing'}`);
  renderTurn();
  analyse();
}

/**
 * Takes back to the human's last move (against an engine, its reply too), whatever an engine is
 * doing: its move being chosen is dropped, and engine against engine gives the human's side back.
 */
function undo() {
  const autoplayed = $('autoplay').value !== 'human';
  $('autoplay').value = 'human';
  let n = state.moves.length;
  if (n === 0) {
    if (autoplayed) playersChanged();
    return;
  }
  n--;
  // Against an engine, take back to the human's move: the engine's reply and the human's move.
  while (opponentIndex() >= 0 && n > 0 && sideAt(n) !== humanColor()) n--;
  gameChanged();
  state.moves = state.moves.slice(0, n);
  state.end = '';
  state.view = null;
  refresh().catch((e) => message(e.message));
}

async function hint() {
  // Not during the whole game's analysis: its search would stop it.
  if (!current() || !state.shown.legal.length || state.thinking || reviewing()) return;
  const engine = opponentIndex() >= 0 ? opponentIndex() : analysisEngine();
  if (engine < 0) return;
  const token = state.token;
  const ply = shownPly();
  let chosen = null;
  try {
    await search({ session, engine, mode: 'hint', movetime: 1000, variant: state.variant, fen: state.startFen,
      moves: state.moves.slice(0, ply) }, (event, data) => {
      if (event === 'done' && data.move) chosen = data.move;
      if (event === 'error') message(data.error);
    });
  } catch (e) {
    message(e.message);
  }
  // The hint's search stopped the analysis: it starts again, hint or not.
  if (token !== state.token) return;
  if (chosen) {
    state.hint = [chosen.from, chosen.to];
    render();
  }
  analyse();
}

/**
 * Starts the analysis of the position shown, when it is on; stops the running one. Aborting its
 * request is enough: the server ends a search whose page stopped reading within half a second, and
 * the next search of the page at once.
 */
function analyse() {
  if (state.analysis) {
    state.analysis.abort();
    state.analysis = null;
  }
  const engine = analysisEngine();
  if (!$('analyse').checked || engine < 0 || !state.shown || state.shown.outcome.over || state.thinking || state.editing || reviewing()) return;
  const controller = new AbortController();
  state.analysis = controller;
  const token = state.token;
  search({ session, engine, mode: 'analyse', multipv: 3, variant: state.variant, fen: state.startFen,
    moves: state.moves.slice(0, shownPly()) }, (event, data) => {
    if (token !== state.token || controller.signal.aborted) return;
    if (event === 'info') {
      const best = state.lines.get(1);
      state.lines.set(data.multipv, data);
      // The board is drawn again only when the best move, its arrow, changes: a click on it then
      // finds the squares it aimed at.
      if (data.multipv === 1 && (!best || best.pv[0] !== data.pv[0])) render();
      else renderAnalysis();
    } else if (event === 'error') {
      message(data.error);
    }
  }, controller.signal).catch((e) => {
    if (e.name !== 'AbortError' && token === state.token) message(e.message);
  });
}

function reviewing() {
  return Boolean(state.review && state.review.running);
}

/** @return the judgment of the move at a ply, with the score after it, when the game's analysis has it */
function reviewOf(ply) {
  if (!state.review) return null;
  const judged = state.review.moves.get(ply);
  if (!judged) return null;
  return { ...judged, score: state.review.scores.get(ply) };
}

/**
 * Analyses the whole game, position after position (the analysing engine, 300 ms each), and marks
 * its moves in the move list: ?! an inaccuracy, ? a mistake, ?? a blunder, with the score and the
 * best move on hover. A second click stops it.
 */
async function reviewGame() {
  if (reviewing()) {
    state.review.running.abort();
    return;
  }
  const engine = analysisEngine();
  if (engine < 0 || !current() || state.thinking) return;
  if (state.analysis) {
    state.analysis.abort();
    state.analysis = null;
  }
  const controller = new AbortController();
  const review = { moves: new Map(), scores: new Map(), running: controller };
  state.review = review;
  const total = state.moves.length;
  const counts = { white: { '?!': 0, '?': 0, '??': 0 }, black: { '?!': 0, '?': 0, '??': 0 } };
  $('analyse-game').textContent = 'Stop the analysis';
  $('game-analysis').textContent = `analysing: 0 of ${total} moves`;
  let complete = false;
  try {
    await search({ session, engine, mode: 'game', movetime: 300, variant: state.variant, fen: state.startFen,
      moves: state.moves }, (event, data) => {
      if (state.review !== review) return;
      if (event === 'position') {
        review.scores.set(data.ply, data.score);
        $('game-analysis').textContent = `analysing: ${data.ply} of ${total} moves`;
      } else if (event === 'move') {
        review.moves.set(data.ply, data);
        // The move of a ply is played by the side to move at the ply before.
        const side = sideAt(data.ply - 1);
        if (data.mark) counts[side][data.mark]++;
        render();
      } else if (event === 'done') {
        complete = data.complete;
      } else if (event === 'error') {
        message(data.error);
      }
    }, controller.signal);
  } catch (e) {
    if (e.name !== 'AbortError') message(e.message);
  }
  review.running = null;
  $('analyse-game').textContent = 'Analyse the game';
  if (state.review === review) {
    const said = (side) => `${side}: ${counts[side]['??']} blunders, ${counts[side]['?']} mistakes, ${counts[side]['?!']} inaccuracies`;
    $('game-analysis').textContent = `${complete ? 'analysed' : 'stopped'}: ${said('white')}; ${said('black')}`;
    render();
  }
  analyse();
}

async function loadPdn() {
  $('pdn-errors').textContent = '';
  const asked = ++state.asked;
  try {
    const answer = await postJson('/api/pdn/import', { pdn: $('pdn-in').value, variant: state.variant });
    if (asked !== state.asked) return;
    $('pdn-errors').textContent = answer.errors.join('\n');
    if (!answer.game) return;
    const game = answer.game;
    // An imported game is for looking at: no engine moves in it until one is picked again.
    $('opponent').value = 'human';
    $('autoplay').value = 'human';
    gameChanged();
    state.variant = game.variant;
    state.startFen = game.startFen;
    state.moves = game.moves.map((m) => m.notation);
    state.end = game.end;
    state.view = null;
    await refresh();
  } catch (e) {
    $('pdn-errors').textContent = e.message;
  }
}

init().catch((e) => message(e.message));
