/** The furnished rooms, one function each: living room, kitchen, bedroom and dining room. */
import type { Rng } from '../random';
import { at, box, type Cam, quad, scaleAt } from './interior-camera';
import { art, backWindow, floorLamp, plant, type RoomPalette, rug, sideWindow, sofa, tableLamp, TRIM } from './interior-parts';
import { circle, ellipse, f, line, path, rect, shade, tint } from './svg';

export function livingRoom(rng: Rng, c: Cam, pal: RoomPalette): string {
  const cx = rng.float(-0.5, 0.5);
  const width = rng.float(1.9, 2.3);
  const out: string[] = [];
  const windowSide = rng.pick([-1, 1] as const);
  if (rng.chance(0.5)) {
    out.push(sideWindow(c, windowSide, 0.5, 1.6, 0.8, 2.2));
    out.push(art(rng, c, cx - 0.55, cx + 0.55, 1.3, 2.0, pal));
  } else {
    const wx = windowSide < 0 ? c.left + 0.35 : c.right - 1.35;
    out.push(backWindow(rng, c, wx, wx + 1.0, 0.85, 2.2, rng.chance(0.6) ? pal.accent : null));
    const ax = windowSide < 0 ? Math.max(cx, wx + 1.9) : Math.min(cx, wx - 0.8);
    out.push(art(rng, c, ax - 0.4, ax + 0.4, 1.35, 1.95, pal));
  }
  out.push(rug(c, cx - 1.5, cx + 1.5, 0.7, 2.9, tint(pal.accent, 0.45), shade(tint(pal.accent, 0.45), 0.15)));
  out.push(sofa(c, cx, 0.05, width, pal.fabric, pal.accent));
  const lampX = cx + (windowSide < 0 ? width / 2 + 0.35 : -width / 2 - 0.35);
  out.push(floorLamp(c, lampX, 0.3, '#f3ede2'));
  // The plant goes in the window corner, away from the lamp on the sofa's other side.
  const px = windowSide < 0 ? c.left + 0.4 : c.right - 0.4;
  out.push(plant(rng, c, px, 0.55));
  // Coffee table: top slab on four legs, with a bowl and books.
  const t0 = cx - 0.6;
  const t1 = cx + 0.6;
  for (const lx of [t0 + 0.04, t1 - 0.09]) out.push(box(c, lx, lx + 0.05, 0, 0.38, 1.6, 1.65, pal.wood), box(c, lx, lx + 0.05, 0, 0.38, 2.05, 2.1, pal.wood));
  out.push(box(c, t0, t1, 0.38, 0.43, 1.55, 2.1, pal.wood));
  out.push(box(c, cx - 0.35, cx - 0.05, 0.43, 0.47, 1.7, 1.9, pal.accent), box(c, cx - 0.33, cx - 0.07, 0.47, 0.5, 1.72, 1.88, TRIM));
  const [bx, by] = at(c, cx + 0.25, 0.46, 1.8);
  const s = scaleAt(c, 1.8);
  out.push(ellipse(bx, by, s * 0.13, s * 0.05, '#f3efe7'), path(`M${f(bx - s * 0.13)} ${f(by)}Q${f(bx)} ${f(by + s * 0.12)} ${f(bx + s * 0.13)} ${f(by)}Z`, '#d9d2c5'));
  return out.join('');
}

export function kitchen(rng: Rng, c: Cam, pal: RoomPalette): string {
  const cab = rng.pick(['#f3f1ec', '#2f4258', '#95a58d', '#7e8b92', '#d8d2c6']);
  const counter = rng.pick(['#f1eee9', '#e7e3dc', '#3b3d40']);
  const islandColour = rng.chance(0.5) ? cab : rng.pick(['#2f4258', '#5e4030', '#95a58d']);
  const { left: l, right: r } = c;
  const wx = rng.float(-0.3, 0.3);
  const fridge = r - 0.9;
  const out: string[] = [];
  // Tiled backsplash between counter and upper cabinets.
  const [bx0, by0] = at(c, l, 1.5, 0);
  const [bx1, by1] = at(c, r, 0.9, 0);
  out.push(rect(bx0, by0, bx1 - bx0, by1 - by0, 'url(#tiles)'));
  out.push(backWindow(rng, c, wx - 0.55, wx + 0.55, 1.1, 2.1, null));
  out.push(box(c, fridge, r, 0, 2.05, 0, 0.7, '#c9ccce'), box(c, fridge, r, 2.1, 2.5, 0, 0.62, cab));
  const [fx, fy] = at(c, fridge + 0.45, 1.2, 0.7);
  const fs = scaleAt(c, 0.7);
  out.push(line(at(c, fridge + 0.45, 0, 0.7), at(c, fridge + 0.45, 2.05, 0.7), '#9ea2a5', 1.5), rect(fx - fs * 0.06, fy - fs * 0.3, fs * 0.02, fs * 0.6, '#8a8e91'), rect(fx + fs * 0.04, fy - fs * 0.3, fs * 0.02, fs * 0.6, '#8a8e91'));
  const uppers: [number, number][] = [[l, wx - 0.7], [wx + 0.7, fridge - 0.02]];
  for (const [a, b] of uppers) {
    if (b - a < 0.3) continue;
    out.push(box(c, a, b, 1.5, 2.35, 0, 0.36, cab));
    for (let x = a + 0.5; x < b - 0.1; x += 0.5) out.push(line(at(c, x, 1.5, 0.36), at(c, x, 2.35, 0.36), shade(cab, 0.18), 1.2));
  }
  out.push(box(c, l, fridge - 0.02, 0, 0.1, 0, 0.58, '#2b2b2b'), box(c, l, fridge - 0.02, 0.1, 0.88, 0, 0.62, cab));
  for (let x = l + 0.6; x < fridge - 0.1; x += 0.6) out.push(line(at(c, x, 0.1, 0.62), at(c, x, 0.88, 0.62), shade(cab, 0.2), 1.2), line(at(c, x - 0.12, 0.78, 0.62), at(c, x - 0.12, 0.62, 0.62), '#8a8e91', 3));
  out.push(box(c, l, fridge - 0.02, 0.88, 0.93, 0, 0.65, counter));
  // Sink under the window, range with a hood on the wider run of counter.
  out.push(quad(c, [[wx - 0.35, 0.935, 0.15], [wx + 0.35, 0.935, 0.15], [wx + 0.35, 0.935, 0.5], [wx - 0.35, 0.935, 0.5]], '#9aa0a4'));
  out.push(line(at(c, wx, 0.93, 0.08), at(c, wx, 1.22, 0.08), '#7d8286', 4), line(at(c, wx, 1.22, 0.08), at(c, wx, 1.2, 0.25), '#7d8286', 4));
  const rx = l + 0.9;
  if (wx - 0.7 - l > 1.3) {
    out.push(quad(c, [[rx - 0.38, 0.935, 0.08], [rx + 0.38, 0.935, 0.08], [rx + 0.38, 0.935, 0.6], [rx - 0.38, 0.935, 0.6]], '#2a2a2a'));
    out.push(quad(c, [[rx - 0.38, 0.1, 0.625], [rx + 0.38, 0.1, 0.625], [rx + 0.38, 0.88, 0.625], [rx - 0.38, 0.88, 0.625]], '#b9bcbe'));
    out.push(quad(c, [[rx - 0.3, 0.2, 0.63], [rx + 0.3, 0.2, 0.63], [rx + 0.3, 0.62, 0.63], [rx - 0.3, 0.62, 0.63]], '#2f3133'));
  }
  out.push(rug(c, -1.1, 1.1, 0.85, 1.35, tint(pal.accent, 0.35), shade(tint(pal.accent, 0.35), 0.15)));
  // Island with an overhanging counter, bar stools in front, pendants above.
  const iw = rng.float(0.9, 1.15);
  out.push(box(c, -iw, iw, 0, 0.88, 1.5, 2.2, islandColour));
  for (let x = -iw + 0.5; x < iw - 0.2; x += 0.5) out.push(line(at(c, x, 0.06, 2.2), at(c, x, 0.84, 2.2), shade(islandColour, 0.2), 1.4));
  out.push(box(c, -iw - 0.06, iw + 0.06, 0.88, 0.94, 1.45, 2.35, counter));
  // Backless stools, so they sit in front of the island without hiding it.
  const stool = rng.pick(['#6b4a34', pal.wood, '#4a4d50']);
  for (const sx of [-iw * 0.5, iw * 0.5]) {
    for (const lx of [sx - 0.15, sx + 0.11]) out.push(box(c, lx, lx + 0.035, 0, 0.64, 2.45, 2.485, stool));
    out.push(line(at(c, sx - 0.14, 0.25, 2.47), at(c, sx + 0.14, 0.25, 2.47), stool, 3));
    out.push(box(c, sx - 0.18, sx + 0.18, 0.64, 0.69, 2.36, 2.6, stool));
  }
  const pendant = rng.pick(['#1f1f1f', '#b08d57', '#e9e4da']);
  const n = iw > 1 ? 3 : 2;
  for (let i = 0; i < n; i++) {
    const x = -iw * 0.7 + (1.4 * iw * i) / (n - 1);
    const s = scaleAt(c, 1.85);
    const [hx, hy] = at(c, x, 1.8, 1.85);
    out.push(line(at(c, x, c.ceil, 1.85), [hx, hy], '#2b2b2b', 1.5), circle(hx, hy + s * 0.2, s * 0.24, 'url(#lampGlow)'));
    out.push(path(`M${f(hx - s * 0.16)} ${f(hy + s * 0.16)}Q${f(hx - s * 0.16)} ${f(hy)} ${f(hx)} ${f(hy)}Q${f(hx + s * 0.16)} ${f(hy)} ${f(hx + s * 0.16)} ${f(hy + s * 0.16)}Z`, pendant));
  }
  return out.join('');
}

export function bedroom(rng: Rng, c: Cam, pal: RoomPalette): string {
  const cx = rng.float(-0.35, 0.35);
  const side = rng.pick([-1, 1] as const);
  const duvet = rng.pick(['#f4f1ea', '#e6e1d6', tint(pal.fabric, 0.5)]);
  const out = [sideWindow(c, side, 0.6, 1.7, 0.85, 2.2), art(rng, c, cx - 0.6, cx + 0.6, 1.45, 2.05, pal)];
  out.push(rug(c, cx - 1.4, cx + 1.4, 0.9, 2.9, tint(pal.fabric, 0.3), shade(tint(pal.fabric, 0.3), 0.12)));
  for (const nx of [cx - 1.5, cx + 1.0]) {
    out.push(box(c, nx, nx + 0.5, 0, 0.58, 0.02, 0.45, pal.wood), line(at(c, nx, 0.36, 0.45), at(c, nx + 0.5, 0.36, 0.45), shade(pal.wood, 0.3), 1.2));
    out.push(tableLamp(c, nx + 0.25, 0.58, 0.2, pal.accent));
  }
  out.push(box(c, cx - 0.95, cx + 0.95, 0, 1.25, 0, 0.08, pal.fabric));
  out.push(box(c, cx - 0.9, cx + 0.9, 0.08, 0.35, 0.08, 2.15, pal.wood));
  out.push(box(c, cx - 0.87, cx + 0.87, 0.35, 0.58, 0.1, 2.12, '#f6f4ef'));
  for (const px of [cx - 0.8, cx + 0.05]) out.push(box(c, px, px + 0.75, 0.58, 0.86, 0.12, 0.34, '#fbfaf7'));
  for (const px of [cx - 0.6, cx + 0.15]) out.push(box(c, px, px + 0.45, 0.58, 0.8, 0.36, 0.44, pal.accent));
  out.push(box(c, cx - 0.93, cx + 0.93, 0.3, 0.62, 0.75, 2.18, duvet), box(c, cx - 0.93, cx + 0.93, 0.3, 0.64, 0.7, 0.9, tint(duvet, 0.3)));
  out.push(box(c, cx - 0.94, cx + 0.94, 0.3, 0.65, 1.7, 1.98, pal.accent));
  return out.join('');
}

/** A dining chair facing the camera: legs, seat, and a back against the far edge. */
function chair(c: Cam, x: number, d: number, colour: string, seat: string): string {
  const out: string[] = [];
  for (const lx of [x - 0.2, x + 0.16]) for (const ld of [d, d + 0.4]) out.push(box(c, lx, lx + 0.04, 0, 0.45, ld, ld + 0.04, colour));
  out.push(box(c, x - 0.2, x + 0.2, 0.45, 0.98, d, d + 0.04, colour), box(c, x - 0.22, x + 0.22, 0.45, 0.5, d, d + 0.44, seat));
  return out.join('');
}

/** A chair at the end of the table, seen side-on: its back is on the outer edge. */
function endChair(c: Cam, x: number, outward: -1 | 1, d: number, colour: string, seat: string): string {
  const back = outward < 0 ? x - 0.22 : x + 0.18;
  const out: string[] = [];
  for (const lx of [x - 0.2, x + 0.16]) for (const ld of [d, d + 0.4]) out.push(box(c, lx, lx + 0.04, 0, 0.45, ld, ld + 0.04, colour));
  out.push(box(c, x - 0.22, x + 0.22, 0.45, 0.5, d, d + 0.44, seat), box(c, back, back + 0.04, 0.45, 0.98, d, d + 0.44, colour));
  return out.join('');
}

export function diningRoom(rng: Rng, c: Cam, pal: RoomPalette): string {
  const cx = rng.float(-0.3, 0.3);
  const out: string[] = [];
  if (rng.chance(0.5)) {
    out.push(backWindow(rng, c, c.left + 0.3, c.left + 1.3, 0.8, 2.2, rng.chance(0.5) ? pal.fabric : null), backWindow(rng, c, c.right - 1.3, c.right - 0.3, 0.8, 2.2, null));
  } else {
    out.push(sideWindow(c, rng.pick([-1, 1] as const), 0.5, 1.7, 0.8, 2.2));
  }
  const sb = rng.float(0.8, 1.0);
  out.push(art(rng, c, cx - 0.5, cx + 0.5, 1.3, 2.0, pal), box(c, cx - sb, cx + sb, 0.12, 0.85, 0, 0.45, pal.wood));
  for (const lx of [cx - sb + 0.05, cx + sb - 0.1]) out.push(box(c, lx, lx + 0.05, 0, 0.12, 0.35, 0.4, shade(pal.wood, 0.3)));
  out.push(line(at(c, cx - sb, 0.5, 0.45), at(c, cx + sb, 0.5, 0.45), shade(pal.wood, 0.3), 1.2));
  const [vx, vy] = at(c, cx + sb * 0.55, 0.85, 0.2);
  const vs = scaleAt(c, 0.2);
  out.push(ellipse(vx, vy - vs * 0.14, vs * 0.09, vs * 0.15, pal.accent));
  for (let i = 0; i < 5; i++) out.push(line([vx, vy - vs * 0.25], [vx + vs * rng.float(-0.3, 0.3), vy - vs * rng.float(0.55, 0.8)], '#5a4a3a', 2));
  out.push(rug(c, cx - 1.7, cx + 1.7, 0.8, 3.0, tint(pal.accent, 0.45), shade(tint(pal.accent, 0.45), 0.15)));
  const chairC = rng.pick([shade(pal.wood, 0.25), '#2b2b2b', '#6b4a34']);
  const seat = rng.chance(0.5) ? pal.fabric : chairC;
  for (const x of [cx - 0.6, cx, cx + 0.6]) out.push(chair(c, x, 1.05, chairC, seat));
  const tw = 1.0;
  for (const lx of [cx - tw + 0.06, cx + tw - 0.13]) for (const ld of [1.38, 2.0]) out.push(box(c, lx, lx + 0.07, 0, 0.72, ld, ld + 0.07, pal.wood));
  out.push(box(c, cx - tw + 0.06, cx + tw - 0.06, 0.62, 0.72, 1.36, 2.04, shade(pal.wood, 0.08)), box(c, cx - tw, cx + tw, 0.72, 0.77, 1.3, 2.1, pal.wood));
  for (const x of [cx - 0.5, cx + 0.5]) {
    const [px, py] = at(c, x, 0.775, 1.7);
    const s = scaleAt(c, 1.7);
    out.push(ellipse(px, py, s * 0.13, s * 0.05, '#f7f4ee'), ellipse(px, py, s * 0.08, s * 0.03, '#e3ddd2'));
  }
  for (const o of [-1, 1] as const) out.push(endChair(c, cx + o * (tw + 0.28), o, 1.48, chairC, seat));
  const lamp = rng.pick(['#1f1f1f', '#b08d57']);
  const s = scaleAt(c, 1.7);
  const [hx, hy] = at(c, cx, 1.75, 1.7);
  out.push(line(at(c, cx, c.ceil, 1.7), [hx, hy], '#2b2b2b', 1.5), circle(hx, hy + s * 0.15, s * 0.6, 'url(#lampGlow)'));
  out.push(ellipse(hx, hy + s * 0.1, s * 0.36, s * 0.06, shade(lamp, 0.2)), rect(hx - s * 0.36, hy - s * 0.06, s * 0.72, s * 0.16, lamp), ellipse(hx, hy - s * 0.06, s * 0.36, s * 0.06, tint(lamp, 0.15)));
  return out.join('');
}
