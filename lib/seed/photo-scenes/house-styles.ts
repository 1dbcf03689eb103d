/** Exterior house styles, one function each. Each returns its own extents so the landscaping can work around it. */
import {
  chimney,
  dormer,
  FOUND,
  foundation,
  frontDoor,
  gable,
  garageDoor,
  garageWing,
  type House,
  houseWindow,
  placeLeft,
  porch,
  type Site,
  steps,
  trapezoidRoof,
  wall,
} from './building-parts';
import { BRICK } from './exterior-palette';
import type { HouseStyle } from './kinds';
import { circle, op, poly, rect } from './svg';

/** Two storeys, five bays, centred door: the most common East End house. */
function colonial(s: Site): House {
  const { rng, p } = s;
  const w = rng.int(385, 440);
  const storey = rng.int(86, 94);
  const garageSide = rng.chance(0.45) ? rng.pick([-1, 1] as const) : 0;
  const gw = rng.int(140, 165);
  const total = w + (garageSide ? gw - 8 : 0);
  const left = placeLeft(s.cx, total);
  const x = garageSide === -1 ? left + gw - 8 : left;
  const wallBottom = s.baseY - FOUND;
  const wallTop = wallBottom - storey * 2;
  const roofH = rng.int(72, 88);
  const out: string[] = [];
  let garage: House['garage'] = null;
  if (garageSide !== 0) {
    const wing = garageWing(garageSide === -1 ? left : x + w - 8, gw, wallBottom, p);
    out.push(wing.svg);
    garage = wing.garage;
  }
  if (rng.chance(0.6)) {
    const chx = rng.chance(0.5) ? x + roofH * 0.6 + 12 : x + w - roofH * 0.6 - 42;
    out.push(chimney(chx, 30, wallTop - roofH - rng.int(16, 28), wallTop, p.chimney));
  }
  out.push(wall(x, wallTop, w, storey * 2, p), foundation(x, wallBottom, w, p));
  // Shutters, sidelights and a portico all want the space beside the door; allow one of them.
  const shutters = rng.chance(0.6);
  const sidelights = !shutters && rng.chance(0.6);
  const portico = !shutters && !sidelights;
  const ww = 40;
  const wh = storey * 0.56;
  const bays = [-2, -1, 0, 1, 2].map((k) => x + w * (0.5 + 0.185 * k));
  bays.forEach((bx, i) => {
    out.push(houseWindow(bx - ww / 2, wallTop + storey * 0.15, ww, wh, p, { cols: 2, rows: 3, shutters }));
    if (i !== 2) out.push(houseWindow(bx - ww / 2, wallTop + storey * 1.2, ww, wh, p, { cols: 2, rows: 3, shutters }));
  });
  const doorX = x + w / 2;
  out.push(frontDoor(doorX, wallBottom, 40, storey * 0.74, p, { sidelights, pediment: !portico }));
  if (portico) {
    const pTop = wallBottom - storey * 0.86;
    for (const cx of [doorX - 34, doorX + 34]) out.push(rect(cx - 4, pTop, 8, wallBottom - pTop, p.trim), rect(cx - 4, pTop, 2, wallBottom - pTop, '#000', op(0.1)));
    out.push(rect(doorX - 44, pTop - 12, 88, 12, p.trim), rect(doorX - 48, pTop - 16, 96, 5, p.roof), rect(doorX - 44, pTop, 88, 4, '#000', op(0.12)));
  }
  out.push(steps(doorX, wallBottom, s.baseY, 76), trapezoidRoof(x, wallTop, w, roofH, roofH * 0.6, p));
  return { svg: out.join(''), left, right: left + total, top: wallTop - roofH - 36, doorX, garage };
}

/** One and a half storeys under a steep roof, with dormers lighting the upstairs. */
function capeCod(s: Site): House {
  const { rng, p } = s;
  const w = rng.int(345, 400);
  const wallH = rng.int(94, 104);
  const roofH = rng.int(125, 145);
  const garageSide = rng.chance(0.3) ? rng.pick([-1, 1] as const) : 0;
  const gw = rng.int(140, 160);
  const total = w + (garageSide ? gw - 8 : 0);
  const left = placeLeft(s.cx, total);
  const x = garageSide === -1 ? left + gw - 8 : left;
  const wallBottom = s.baseY - FOUND;
  const wallTop = wallBottom - wallH;
  const inset = roofH * 0.32;
  const dormers = w > 370 && rng.chance(0.5) ? [-0.28, 0, 0.28] : [-0.2, 0.2];
  const out: string[] = [];
  let garage: House['garage'] = null;
  if (garageSide !== 0) {
    const wing = garageWing(garageSide === -1 ? left : x + w - 8, gw, wallBottom, p);
    out.push(wing.svg);
    garage = wing.garage;
  }
  if (rng.chance(0.7)) {
    const chx = dormers.length === 3 ? x + inset + 8 : x + w / 2 - 15;
    out.push(chimney(chx, 30, wallTop - roofH - rng.int(14, 24), wallTop, p.chimney));
  }
  out.push(wall(x, wallTop, w, wallH, p), foundation(x, wallBottom, w, p));
  const shutters = rng.chance(0.6);
  const ww = 34;
  for (const k of [-0.37, -0.2, 0.2, 0.37]) out.push(houseWindow(x + w * (0.5 + k) - ww / 2, wallTop + 18, ww, wallH * 0.5, p, { cols: 2, rows: 3, shutters }));
  const doorX = x + w / 2;
  out.push(frontDoor(doorX, wallBottom, 38, wallH * 0.76, p, { glassTop: rng.chance(0.4) }));
  out.push(steps(doorX, wallBottom, s.baseY, 70), trapezoidRoof(x, wallTop, w, roofH, inset, p, 12));
  for (const k of dormers) out.push(dormer(x + w * (0.5 + k), wallTop - roofH * 0.2, p));
  return { svg: out.join(''), left, right: left + total, top: wallTop - roofH - 32, doorX, garage };
}

/** Long and low under a shallow hipped roof, garage at one end. */
function ranch(s: Site): House {
  const { rng, p } = s;
  const w = rng.int(540, 620);
  const wallH = rng.int(88, 96);
  const roofH = rng.int(48, 60);
  const x = placeLeft(s.cx, w);
  const wallBottom = s.baseY - FOUND;
  const wallTop = wallBottom - wallH;
  const garageSide = rng.chance(0.65) ? rng.pick([-1, 1] as const) : 0;
  // Layout is written for a garage on the right and mirrored for the left.
  const at = (fr: number): number => (garageSide === -1 ? x + w * (1 - fr) : x + w * fr);
  const out: string[] = [];
  if (rng.chance(0.4)) out.push(chimney(at(0.3) - 15, 30, wallTop - roofH - 20, wallTop, p.chimney));
  out.push(wall(x, wallTop, w, wallH, p), foundation(x, wallBottom, w, p));
  const wy = wallTop + 16;
  const wh = wallH * 0.55;
  const small = (fr: number): string => houseWindow(at(fr) - 28, wy, 56, wh, p, { cols: 2, rows: 2 });
  const picture = (fr: number): string => houseWindow(at(fr) - 50, wy, 100, wh, p, { cols: 3, rows: 2 });
  let garage: House['garage'] = null;
  let doorX: number;
  if (garageSide !== 0) {
    const gdw = Math.min(140, w * 0.24);
    garage = { x: at(0.83) - gdw / 2, w: gdw };
    out.push(small(0.1), picture(0.3), small(0.63), garageDoor(garage.x, wallBottom, gdw, 70, p));
    doorX = at(0.48);
  } else {
    out.push(small(0.12), picture(0.3), small(0.7), small(0.88));
    doorX = at(0.5);
  }
  out.push(frontDoor(doorX, wallBottom, 40, wallH * 0.8, p, { glassTop: rng.chance(0.5) }), steps(doorX, wallBottom, s.baseY, 66));
  out.push(trapezoidRoof(x, wallTop, w, roofH, roofH * 1.8, p, 20));
  return { svg: out.join(''), left: x - 20, right: x + w + 20, top: wallTop - roofH - 28, doorX, garage };
}

/** Two storeys of board-and-batten behind a full-width covered porch. */
function farmhouse(s: Site): House {
  const { rng, p } = s;
  const w = rng.int(370, 420);
  const storey = rng.int(88, 96);
  const roofH = rng.int(88, 102);
  const x = placeLeft(s.cx, w + 32) + 16;
  const deckTop = s.baseY - 24;
  const wallTop = deckTop - storey * 2;
  const doorX = x + w / 2;
  const out: string[] = [];
  if (rng.chance(0.4)) out.push(chimney(x + w - roofH * 0.45 - 44, 30, wallTop - roofH - 22, wallTop, p.chimney));
  out.push(wall(x, wallTop, w, deckTop - wallTop + 4, p));
  const upper = rng.chance(0.5) ? [0.14, 0.38, 0.62, 0.86] : [0.2, 0.5, 0.8];
  for (const fr of upper) out.push(houseWindow(x + w * fr - 19, wallTop + storey * 0.1, 38, storey * 0.56, p, { cols: 2, rows: 2 }));
  for (const fr of [0.14, 0.32, 0.68, 0.86]) out.push(houseWindow(x + w * fr - 19, deckTop - storey * 0.76, 38, storey * 0.56, p, { cols: 2, rows: 2 }));
  out.push(frontDoor(doorX, deckTop, 40, storey * 0.72, p, { glassTop: rng.chance(0.6) }));
  out.push(trapezoidRoof(x, wallTop, w, roofH, roofH * 0.45, p));
  if (rng.chance(0.5)) out.push(gable(doorX - 65, wallTop, 130, roofH - 6, p));
  out.push(porch(x, w, deckTop, deckTop - storey * 0.88, doorX, s.baseY, p, rng.pick([4, 6])));
  return { svg: out.join(''), left: x - 16, right: x + w + 16, top: wallTop - roofH - 30, doorX, garage: null };
}

/** Cedar shakes with one or two front gables pushed forward of the main block. */
function shingleStyle(s: Site): House {
  const { rng, p } = s;
  const w = rng.int(410, 460);
  const storey = rng.int(86, 92);
  const roofH = rng.int(88, 100);
  const x = placeLeft(s.cx, w + 20) + 10;
  const wallBottom = s.baseY - FOUND;
  const wallTop = wallBottom - storey * 2;
  const side = rng.pick([-1, 1] as const);
  const wings: { x: number; w: number }[] = [];
  const w1 = rng.int(130, 150);
  wings.push({ x: side === -1 ? x - 10 : x + w - w1 + 10, w: w1 });
  if (rng.chance(0.45)) {
    const w2 = rng.int(110, 122);
    wings.push({ x: side === -1 ? x + w - w2 + 10 : x - 10, w: w2 });
  }
  const a = Math.max(x, ...wings.filter((g) => g.x < x + w / 2).map((g) => g.x + g.w));
  const b = Math.min(x + w, ...wings.filter((g) => g.x > x + w / 2).map((g) => g.x));
  const out: string[] = [];
  if (rng.chance(0.7)) out.push(chimney(x + w / 2 + rng.int(-40, 40) - 16, 32, wallTop - roofH - rng.int(20, 34), wallTop, rng.pick(BRICK)));
  out.push(wall(x, wallTop, w, storey * 2, p), foundation(x, wallBottom, w, p));
  const free = b - a;
  const doorX = a + free * 0.5;
  const upper = free >= 240 ? [0.2, 0.5, 0.8] : [0.25, 0.75];
  for (const fr of upper) out.push(houseWindow(a + free * fr - 20, wallTop + storey * 0.2, 40, storey * 0.54, p, { cols: 2, rows: 2 }));
  if (free >= 240) for (const fr of [0.18, 0.82]) out.push(houseWindow(a + free * fr - 20, wallTop + storey * 1.22, 40, storey * 0.54, p, { cols: 2, rows: 2 }));
  out.push(frontDoor(doorX, wallBottom, 40, storey * 0.76, p, { sidelights: free < 240 || rng.chance(0.5) }));
  out.push(rect(doorX - 40, wallBottom - storey * 0.76 - 22, 80, 6, p.roof), steps(doorX, wallBottom, s.baseY, 70));
  out.push(trapezoidRoof(x, wallTop, w, roofH, roofH * 0.55, p));
  for (const g of wings) {
    const shadowX = g.x < x + w / 2 ? g.x + g.w : g.x - 10;
    out.push(rect(shadowX, wallTop + 10, 10, wallBottom - wallTop - 10, '#000', op(0.12)));
    out.push(wall(g.x, wallTop, g.w, storey * 2, p), foundation(g.x, wallBottom, g.w, p));
    const gx = g.x + g.w / 2;
    out.push(houseWindow(gx - 48, wallTop + storey * 1.2, 96, storey * 0.56, p, { cols: 3, rows: 2 }));
    out.push(houseWindow(gx - 32, wallTop + storey * 0.2, 64, storey * 0.54, p, { cols: 2, rows: 2 }));
    const gh = roofH - 2;
    out.push(gable(g.x, wallTop, g.w, gh, p));
    out.push(circle(gx, wallTop - gh * 0.38, 15, p.trim), circle(gx, wallTop - gh * 0.38, 11, 'url(#glass)'), rect(gx - 11, wallTop - gh * 0.38 - 1, 22, 2, p.trim), rect(gx - 1, wallTop - gh * 0.38 - 11, 2, 22, p.trim));
  }
  return { svg: out.join(''), left: x - 24, right: x + w + 24, top: wallTop - roofH - 42, doorX, garage: null };
}

const MODERN_SCHEMES: readonly (readonly [string, string])[] = [
  ['#ecebe6', '#a8734c'],
  ['#3d4045', '#ecebe6'],
  ['#a8734c', '#3a3d42'],
  ['#ecebe6', '#3a3d42'],
  ['#d9d6cf', '#8c6446'],
];

/** Two stacked flat-roofed boxes, one clad in wood, with a wall of glass. */
function modern(s: Site, sunset: boolean): House {
  const { rng } = s;
  const [lowerC, upperC] = rng.pick(MODERN_SCHEMES);
  const w1 = rng.int(460, 540);
  const h1 = rng.int(108, 120);
  const w2 = rng.int(260, 330);
  const h2 = rng.int(100, 112);
  const side = rng.pick([-1, 1] as const);
  const overhang = rng.chance(0.5) ? rng.int(30, 60) : 0;
  const left = placeLeft(s.cx, w1 + overhang);
  const x1 = side === -1 ? left + overhang : left;
  const x2 = side === -1 ? left : x1 + w1 - w2 + overhang;
  const bottom = s.baseY - 6;
  const top1 = bottom - h1;
  const top2 = top1 - h2;
  const cap = '#2a2c30';
  const frame = '#2b2d30';
  const isWood = (c: string): boolean => c === '#a8734c' || c === '#8c6446';
  const out = [rect(x1 - 4, bottom, w1 + 8, 6, '#6b6e72'), rect(x1, top1, w1, h1, lowerC)];
  if (isWood(lowerC)) out.push(rect(x1, top1, w1, h1, 'url(#slats)'));
  // Glass wall on the side under the upper box, door and garage in the solid part.
  const gw = Math.round(w1 * 0.42);
  const gx = side === -1 ? x1 + 24 : x1 + w1 - gw - 24;
  out.push(rect(gx - 4, top1 + 10, gw + 8, h1 - 10, frame), rect(gx, top1 + 14, gw, h1 - 14, sunset ? 'url(#glow)' : 'url(#bigGlass)'));
  out.push(poly([[gx + gw * 0.1, bottom], [gx + gw * 0.45, top1 + 14], [gx + gw * 0.6, top1 + 14], [gx + gw * 0.25, bottom]], '#fff', op(0.1)));
  const panes = Math.round(gw / 70);
  for (let i = 1; i < panes; i++) out.push(rect(gx + (gw * i) / panes - 2, top1 + 14, 4, h1 - 14, frame));
  const solidA = side === -1 ? gx + gw + 4 : x1;
  const solidB = side === -1 ? x1 + w1 : gx - 4;
  const solid = solidB - solidA;
  let garage: House['garage'] = null;
  let doorX = solidA + solid / 2;
  if (solid > 230 && rng.chance(0.5)) {
    const gdw = 130;
    const gdx = side === -1 ? solidB - gdw - 22 : solidA + 22;
    garage = { x: gdx, w: gdw };
    out.push(rect(gdx, bottom - 84, gdw, 84, '#cfd0cc'), ...Array.from({ length: 6 }, (_, i) => rect(gdx, bottom - 84 + i * 14, gdw, 1.5, '#000', op(0.15))));
    doorX = side === -1 ? (solidA + gdx) / 2 : (gdx + gdw + solidB) / 2;
  }
  const dh = h1 - 22;
  out.push(rect(doorX - 24, bottom - dh, 48, dh, rng.pick(['#8c6446', '#202326', '#5b4634'])), rect(doorX + 12, bottom - dh * 0.7, 4, dh * 0.4, '#c9c9c4'));
  out.push(rect(doorX - 44, bottom - dh - 12, 88, 6, cap), rect(doorX - 44, bottom - dh - 6, 88, 5, '#000', op(0.15)));
  out.push(rect(x1 - 10, top1 - 9, w1 + 20, 10, cap));
  if (rng.chance(0.5)) {
    // The lower roof doubles as a terrace behind a glass balustrade.
    const tx = side === -1 ? x2 + w2 + 6 : x1 + 4;
    const tw = side === -1 ? x1 + w1 - tx - 4 : x2 - tx - 6;
    if (tw > 40) out.push(rect(tx, top1 - 40, tw, 31, '#d6e8f0', op(0.45)), rect(tx, top1 - 42, tw, 3, '#8a8d90'));
  }
  if (overhang > 0) {
    const colX = side === -1 ? x2 + 14 : x2 + w2 - 20;
    out.push(rect(colX, top1, 6, bottom - top1 + 6, '#3a3c40'));
  }
  out.push(rect(x2, top2, w2, h2, upperC));
  if (isWood(upperC)) out.push(rect(x2, top2, w2, h2, 'url(#slats)'));
  out.push(rect(x2, top2 + h2 - 6, w2, 6, '#000', op(0.15)));
  const rw = w2 * rng.float(0.55, 0.8);
  const rx = side === -1 ? x2 + 26 : x2 + w2 - rw - 26;
  out.push(rect(rx - 4, top2 + 24, rw + 8, 52, frame), rect(rx, top2 + 28, rw, 44, sunset ? 'url(#glow)' : 'url(#bigGlass)'));
  const rp = Math.round(rw / 60);
  for (let i = 1; i < rp; i++) out.push(rect(rx + (rw * i) / rp - 2, top2 + 28, 4, 44, frame));
  out.push(rect(x2 - 10, top2 - 10, w2 + 20, 11, cap));
  return { svg: out.join(''), left: Math.min(x1, x2) - 10, right: Math.max(x1 + w1, x2 + w2) + 10, top: top2 - 10, doorX, garage };
}

export function drawHouse(style: Exclude<HouseStyle, 'waterfront'>, s: Site, sunset: boolean): House {
  switch (style) {
    case 'colonial':
      return colonial(s);
    case 'cape':
      return capeCod(s);
    case 'ranch':
      return ranch(s);
    case 'farmhouse':
      return farmhouse(s);
    case 'shingle':
      return shingleStyle(s);
    case 'modern':
      return modern(s, sunset);
  }
}
