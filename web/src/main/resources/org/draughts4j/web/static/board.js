// The board, drawn as SVG from the variant's geometry that /api/variants sends: every playable
// square is a <g data-square="NAME"> (its piece in data-piece, a column-draughts tower in
// data-tower), the other squares plain rectangles. Written for this project (no code of
// draughtsground or lidraughts, which are GPL).

const NS = 'http://www.w3.org/2000/svg';
const UNIT = 10;          // a square's side in SVG units
const BORDER = 4;         // room for files and ranks, on boards that have them

function el(name, attrs, parent) {
  const node = document.createElementNS(NS, name);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
  if (parent) parent.appendChild(node);
  return node;
}

/**
 * Draws the board into `container`.
 * variant: an entry of /api/variants; position: {pieces, towers} of /api/game;
 * options: {flipped, marks: {name: [classes]}, arrows: [[from, to]], onClick(name)}.
 */
export function drawBoard(container, variant, position, options) {
  const n = variant.size;
  // Coordinates as the variant writes them: square numbers on the squares where it numbers them,
  // files and ranks on the border only where it also names squares algebraically (Russian, Turkish,
  // ...); International and the others number their squares only.
  const border = variant.algebraic;
  const MARGIN = border ? BORDER : 0;
  const full = n * UNIT + MARGIN;
  const svg = el('svg', { viewBox: `0 0 ${full} ${full}`, role: 'img' });
  const place = (row, column) => {
    const r = options.flipped ? n - 1 - row : row;
    const c = options.flipped ? n - 1 - column : column;
    return [MARGIN + c * UNIT, r * UNIT];
  };
  const playable = new Map();
  for (const square of variant.squares) playable.set(square.row * n + square.column, square);
  const centres = new Map();
  const pieceGroups = new Map();
  for (let row = 0; row < n; row++) {
    for (let column = 0; column < n; column++) {
      const [x, y] = place(row, column);
      const square = playable.get(row * n + column);
      // Turkish plays on all 64 squares: they alternate in colour all the same.
      const dark = variant.allSquares ? (row + column) % 2 === 1 : Boolean(square);
      if (!square) {
        el('rect', { x, y, width: UNIT, height: UNIT, class: dark ? 'sq-dark' : 'sq-light' }, svg);
        continue;
      }
      const g = el('g', { 'data-square': square.name }, svg);
      for (const cls of (options.marks && options.marks[square.name]) || []) g.classList.add(cls);
      el('rect', { x, y, width: UNIT, height: UNIT, class: dark ? 'sq-dark' : 'sq-light' }, g);
      centres.set(square.name, [x + UNIT / 2, y + UNIT / 2]);
      const piece = position.pieces[square.name];
      if (piece) {
        g.setAttribute('data-piece', piece);
        const tower = variant.towers ? (position.towers[square.name] || piece) : piece;
        if (variant.towers) g.setAttribute('data-tower', tower);
        const discs = el('g', { class: 'piece' }, g);
        drawStack(discs, x + UNIT / 2, y + UNIT / 2, tower);
        pieceGroups.set(square.name, discs);
      }
      if (!variant.allSquares) {
        // After the piece, so above it, in the corner, outlined: legible on the square and on a
        // disc of either colour (drawn before, the disc hid half of a two-digit number).
        const label = el('text', { x: x + 0.35, y: y + 2.6, class: 'num' }, g);
        label.textContent = square.name;
      }
      g.addEventListener('click', () => options.onClick && options.onClick(square.name));
    }
  }
  // Files below, ranks on the left, as White sees them unless flipped.
  for (let i = 0; border && i < n; i++) {
    const file = String.fromCharCode(97 + i);
    const [fx] = place(n - 1, i);
    const t = el('text', { x: fx + UNIT / 2 - 0.8, y: n * UNIT + 3, class: 'coord' }, svg);
    t.textContent = file;
    const [, ry] = place(i, 0);
    const r = el('text', { x: 0.3, y: ry + UNIT / 2 + 1, class: 'coord' }, svg);
    r.textContent = String(n - i);
  }
  for (const [from, to] of options.arrows || []) {
    const a = centres.get(from);
    const b = centres.get(to);
    if (a && b) drawArrow(svg, a, b);
  }
  container.replaceChildren(svg);
  if (options.animate) animate(svg, pieceGroups, centres, options.animate);
}

/**
 * Shows a move as it is played: the piece that arrived slides from where it came, drawn above the
 * board meanwhile (it takes no clicks then: the square under it does), then goes back into its
 * square's element.
 */
function animate(svg, pieceGroups, centres, [from, to]) {
  const discs = pieceGroups.get(to);
  const a = centres.get(from);
  const b = centres.get(to);
  if (!discs || !a || !b || from === to) return;
  const home = discs.parentNode;
  const next = discs.nextSibling;
  discs.style.pointerEvents = 'none';
  svg.appendChild(discs);
  discs.style.transform = `translate(${a[0] - b[0]}px, ${a[1] - b[1]}px)`;
  discs.getBoundingClientRect();
  discs.style.transition = 'transform 0.18s ease-out';
  discs.style.transform = 'translate(0px, 0px)';
  setTimeout(() => {
    if (home.isConnected) {
      discs.style.transition = '';
      discs.style.transform = '';
      discs.style.pointerEvents = '';
      // Back under the square's number.
      home.insertBefore(discs, next);
    }
  }, 200);
}

/** A piece, or a tower of pieces bottom to top (column draughts), as stacked discs. */
function drawStack(g, cx, cy, letters) {
  const count = letters.length;
  const step = count > 1 ? Math.min(1.3, 5 / count) : 0;
  const base = cy + (step * (count - 1)) / 2;
  for (let i = 0; i < count; i++) {
    const letter = letters[i];
    const y = base - i * step;
    const white = letter === 'w' || letter === 'W';
    if (count > 1) {
      el('ellipse', { cx, cy: y, rx: 3.9, ry: 3.1, class: white ? 'man-w' : 'man-b' }, g);
    } else {
      el('circle', { cx, cy: y, r: 3.9, class: white ? 'man-w' : 'man-b' }, g);
    }
    if (letter === 'W' || letter === 'B') {
      if (i === count - 1) drawCrown(g, cx, y);
    }
  }
}

function drawCrown(g, cx, cy) {
  const points = [
    [-2.2, 1.2], [-2.4, -1.4], [-1.1, -0.2], [0, -1.8], [1.1, -0.2], [2.4, -1.4], [2.2, 1.2],
  ].map(([x, y]) => `${cx + x},${cy + y}`).join(' ');
  el('polygon', { points, class: 'crown' }, g);
}

function drawArrow(svg, [x1, y1], [x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const tipX = x2 - ux * 1.5;
  const tipY = y2 - uy * 1.5;
  el('line', { x1, y1, x2: tipX - ux * 2, y2: tipY - uy * 2, class: 'arrow' }, svg);
  const left = `${tipX - ux * 3 - uy * 1.8},${tipY - uy * 3 + ux * 1.8}`;
  const right = `${tipX - ux * 3 + uy * 1.8},${tipY - uy * 3 - ux * 1.8}`;
  el('polygon', { points: `${tipX},${tipY} ${left} ${right}`, class: 'arrow-head' }, svg);
}
