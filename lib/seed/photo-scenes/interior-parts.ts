/** Interior building blocks shared by the rooms: the room shell, windows, art, plants, lamps, rugs and the sofa. */
import type { Rng } from '../random';
import { at, box, type Cam, quad, scaleAt } from './interior-camera';
import { circle, ellipse, f, H, line, op, poly, rect, shade, tint, vary, W } from './svg';

export interface RoomPalette {
  wall: string;
  floor: string;
  fabric: string;
  accent: string;
  wood: string;
}

export const TRIM = '#fbfaf7';

export function roomShell(rng: Rng, c: Cam, pal: RoomPalette): string {
  const { left: l, right: r, ceil: h } = c;
  // Far enough towards the camera to run off the frame, but never behind the camera, where the projection flips.
  const far = c.z0 - 0.3;
  const out = [
    rect(0, 0, W, H, shade(pal.wall, 0.1)),
    quad(c, [[l, h, 0], [r, h, 0], [r, h, far], [l, h, far]], tint(pal.wall, 0.55)),
    quad(c, [[l, 0, 0], [l, h, 0], [l, h, far], [l, 0, far]], shade(pal.wall, 0.05)),
    quad(c, [[r, 0, 0], [r, h, 0], [r, h, far], [r, 0, far]], shade(pal.wall, 0.12)),
    quad(c, [[l, 0, 0], [r, 0, 0], [r, h, 0], [l, h, 0]], pal.wall),
  ];
  // Floorboards run towards the camera; each gets its own tone and a few butt joints.
  const bw = 0.16;
  for (let x = l; x < r - 0.01; x += bw) {
    const x1 = Math.min(x + bw, r);
    out.push(quad(c, [[x, 0, 0], [x1, 0, 0], [x1, 0, far], [x, 0, far]], vary(rng, pal.floor, 0.05)));
    for (let d = rng.float(0, 0.9); d < 3.4; d += rng.float(0.9, 1.6)) out.push(line(at(c, x, 0, d), at(c, x1, 0, d), shade(pal.floor, 0.3), 1));
    out.push(line(at(c, x, 0, 0), at(c, x, 0, far), shade(pal.floor, 0.28), 1.2));
  }
  out.push(quad(c, [[l, 0, 0], [r, 0, 0], [r, 0.11, 0], [l, 0.11, 0]], TRIM));
  for (const x of [l, r]) out.push(quad(c, [[x, 0, 0], [x, 0.11, 0], [x, 0.11, far], [x, 0, far]], shade(TRIM, 0.06)));
  for (const x of [l, r]) out.push(line(at(c, x, h, 0), at(c, x, h, far), TRIM, 4), line(at(c, x, 0.11, 0), at(c, x, h, 0), shade(pal.wall, 0.2), 1.5));
  out.push(line(at(c, l, h, 0), at(c, r, h, 0), TRIM, 4));
  return out.join('');
}

let clipSeq = 0;

/** A window on the back wall with a glimpse of garden, and the patch of daylight it throws. */
export function backWindow(rng: Rng, c: Cam, x0: number, x1: number, y0: number, y1: number, curtains: string | null): string {
  const [sx0, sy0] = at(c, x0, y1, 0);
  const [sx1, sy1] = at(c, x1, y0, 0);
  const w = sx1 - sx0;
  const h = sy1 - sy0;
  const id = `view${clipSeq++}`;
  const out = [
    quad(c, [[x0 + 0.3, 0, 0.25], [x1 + 0.3, 0, 0.25], [x1 + 0.9, 0, 2.1], [x0 + 0.9, 0, 2.1]], '#fffbea', op(0.16)),
    rect(sx0 - 9, sy0 - 9, w + 18, h + 18, TRIM),
    `<clipPath id="${id}"><rect x="${f(sx0)}" y="${f(sy0)}" width="${f(w)}" height="${f(h)}"/></clipPath>`,
    `<g clip-path="url(#${id})">`,
    rect(sx0, sy0, w, h, 'url(#daySky)'),
  ];
  for (let i = 0; i < 4; i++) out.push(circle(sx0 + rng.float(0, w), sy1 - rng.float(0, h * 0.25), rng.float(h * 0.18, h * 0.35), rng.pick(['#7ea867', '#93b877', '#6a9a5c'])));
  out.push(rect(sx0, sy1 - h * 0.12, w, h * 0.12, '#9cc27a'), '</g>');
  const cols = w > 160 ? 3 : 2;
  for (let i = 1; i < cols; i++) out.push(rect(sx0 + (w * i) / cols - 2.5, sy0, 5, h, TRIM));
  out.push(rect(sx0, sy0 + h * 0.5 - 2.5, w, 5, TRIM), rect(sx0 - 15, sy1 + 8, w + 30, 8, TRIM), rect(sx0 - 12, sy1 + 16, w + 24, 4, '#000', op(0.1)));
  if (curtains) {
    const floorY = at(c, 0, 0.05, 0)[1];
    const cw = w * 0.28;
    out.push(rect(sx0 - 40, sy0 - 24, w + 80, 4, '#3a3a3a'));
    for (const cx of [sx0 - 40, sx1 + 40 - cw]) {
      out.push(rect(cx, sy0 - 22, cw, floorY - sy0 + 22, curtains));
      for (let k = 1; k < 4; k++) out.push(rect(cx + (cw * k) / 4 - 1, sy0 - 22, 2.5, floorY - sy0 + 22, shade(curtains, 0.12)));
    }
  }
  return out.join('');
}

/** A window in a side wall, foreshortened along the wall. */
export function sideWindow(c: Cam, side: -1 | 1, d0: number, d1: number, y0: number, y1: number): string {
  const x = side < 0 ? c.left : c.right;
  const dm = (d0 + d1) / 2;
  const ym = (y0 + y1) / 2;
  return [
    quad(c, [[x, 0, d0 + 0.2], [x, 0, d1 + 0.2], [x - side * 1.5, 0, d1 + 0.9], [x - side * 1.5, 0, d0 + 0.9]], '#fffbea', op(0.16)),
    quad(c, [[x, y0 - 0.08, d0 - 0.08], [x, y0 - 0.08, d1 + 0.08], [x, y1 + 0.08, d1 + 0.08], [x, y1 + 0.08, d0 - 0.08]], TRIM),
    quad(c, [[x, y0, d0], [x, y0, d1], [x, y1, d1], [x, y1, d0]], 'url(#daySky)'),
    quad(c, [[x, y0, d0], [x, y0, d1], [x, y0 + 0.25, d1], [x, y0 + 0.25, d0]], '#8fbb72'),
    line(at(c, x, y0, dm), at(c, x, y1, dm), TRIM, 5),
    line(at(c, x, ym, d0), at(c, x, ym, d1), TRIM, 5),
  ].join('');
}

/** Abstract framed art: no text, just shapes in the room's accent colours. */
export function art(rng: Rng, c: Cam, x0: number, x1: number, y0: number, y1: number, pal: RoomPalette): string {
  const [sx0, sy0] = at(c, x0, y1, 0);
  const [sx1, sy1] = at(c, x1, y0, 0);
  const w = sx1 - sx0;
  const h = sy1 - sy0;
  const out = [rect(sx0 + 4, sy0 + 5, w, h, '#000', op(0.12)), rect(sx0, sy0, w, h, rng.pick(['#2a2a2a', '#c9a46a', TRIM])), rect(sx0 + 6, sy0 + 6, w - 12, h - 12, '#f7f4ee')];
  const ix = sx0 + 14;
  const iy = sy0 + 14;
  const iw = w - 28;
  const ih = h - 28;
  const palette = [pal.accent, pal.fabric, shade(pal.wall, 0.25), '#e8c07a'];
  if (rng.chance(0.5)) {
    out.push(rect(ix, iy, iw, ih, tint(rng.pick(palette), 0.6)), rect(ix, iy + ih * 0.62, iw, ih * 0.38, tint(pal.fabric, 0.2)));
    out.push(circle(ix + iw * rng.float(0.25, 0.75), iy + ih * 0.38, Math.min(iw, ih) * 0.14, pal.accent));
  } else {
    for (let i = 0; i < 4; i++) {
      const bw = iw * rng.float(0.25, 0.5);
      const bh = ih * rng.float(0.2, 0.45);
      out.push(rect(ix + rng.float(0, iw - bw), iy + rng.float(0, ih - bh), bw, bh, rng.pick(palette), op(0.85)));
    }
  }
  return out.join('');
}

export function plant(rng: Rng, c: Cam, x: number, d: number): string {
  const [px, py] = at(c, x, 0.45, d - 0.15);
  const s = scaleAt(c, d);
  const out = [box(c, x - 0.18, x + 0.18, 0, 0.45, d - 0.3, d, rng.pick(['#e9e4da', '#b8755a', '#3b3d40']))];
  for (let i = 0; i < 9; i++) {
    const a = -90 + rng.float(-70, 70);
    const len = s * rng.float(0.35, 0.6);
    const rad = (a * Math.PI) / 180;
    const cx = px + Math.cos(rad) * len * 0.5;
    const cy = py + Math.sin(rad) * len * 0.5;
    out.push(ellipse(cx, cy, len * 0.5, len * 0.13, rng.pick(['#3f6b3a', '#5a8a47', '#4f7d4a']), `transform="rotate(${f(a)} ${f(cx)} ${f(cy)})"`));
  }
  return out.join('');
}

export function floorLamp(c: Cam, x: number, d: number, shadeColour: string): string {
  const s = scaleAt(c, d);
  const [bx, by] = at(c, x, 0, d);
  return [
    circle(...at(c, x, 1.5, d), s * 0.7, 'url(#lampGlow)'),
    ellipse(bx, by, s * 0.15, s * 0.03, '#2e2e2e'),
    line([bx, by], at(c, x, 1.5, d), '#2e2e2e', s * 0.025),
    poly([at(c, x - 0.14, 1.78, d), at(c, x + 0.14, 1.78, d), at(c, x + 0.22, 1.46, d), at(c, x - 0.22, 1.46, d)], shadeColour),
  ].join('');
}

export function tableLamp(c: Cam, x: number, y: number, d: number, base: string): string {
  const s = scaleAt(c, d);
  const [bx, by] = at(c, x, y, d);
  return [
    circle(...at(c, x, y + 0.42, d), s * 0.45, 'url(#lampGlow)'),
    ellipse(bx, by - s * 0.12, s * 0.08, s * 0.12, base),
    poly([at(c, x - 0.11, y + 0.55, d), at(c, x + 0.11, y + 0.55, d), at(c, x + 0.17, y + 0.3, d), at(c, x - 0.17, y + 0.3, d)], '#f3ede2'),
  ].join('');
}

export function rug(c: Cam, x0: number, x1: number, d0: number, d1: number, colour: string, border: string): string {
  return quad(c, [[x0, 0, d0], [x1, 0, d0], [x1, 0, d1], [x0, 0, d1]], border) + quad(c, [[x0 + 0.12, 0, d0 + 0.1], [x1 - 0.12, 0, d0 + 0.1], [x1 - 0.12, 0, d1 - 0.1], [x0 + 0.12, 0, d1 - 0.1]], colour);
}

export function sofa(c: Cam, cx: number, d0: number, width: number, fabric: string, pillow: string): string {
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const d1 = d0 + 0.95;
  const arm = 0.22;
  const out = [quad(c, [[x0 - 0.05, 0, d0], [x1 + 0.05, 0, d0], [x1 + 0.05, 0, d1 + 0.08], [x0 - 0.05, 0, d1 + 0.08]], '#000', op(0.12))];
  for (const lx of [x0 + 0.05, x1 - 0.1]) out.push(box(c, lx, lx + 0.05, 0, 0.1, d1 - 0.1, d1 - 0.05, '#3a2e25'));
  out.push(box(c, x0 + arm, x1 - arm, 0.1, 0.88, d0, d0 + 0.25, shade(fabric, 0.06)));
  const seats = width > 1.9 ? 3 : 2;
  const sw = (width - 2 * arm) / seats;
  for (let i = 0; i < seats; i++) out.push(box(c, x0 + arm + i * sw + 0.01, x0 + arm + (i + 1) * sw - 0.01, 0.45, 0.8, d0 + 0.12, d0 + 0.34, tint(fabric, 0.04)));
  out.push(box(c, x0 + arm, x1 - arm, 0.1, 0.32, d0 + 0.25, d1, shade(fabric, 0.04)));
  for (let i = 0; i < seats; i++) out.push(box(c, x0 + arm + i * sw + 0.01, x0 + arm + (i + 1) * sw - 0.01, 0.32, 0.46, d0 + 0.3, d1 - 0.02, fabric));
  for (const px of [x0 + arm + 0.05, x1 - arm - 0.45]) out.push(box(c, px, px + 0.4, 0.46, 0.78, d0 + 0.34, d0 + 0.42, pillow));
  out.push(box(c, x0, x0 + arm, 0.1, 0.64, d0, d1, shade(fabric, 0.02)), box(c, x1 - arm, x1, 0.1, 0.64, d0, d1, shade(fabric, 0.02)));
  return out.join('');
}
