/**
 * Shared SVG and colour primitives for the demo photo drawings.
 *
 * Everything is drawn on a fixed W×H canvas and scaled by the SVG viewBox, so proportions stay
 * valid whatever output size is asked for.
 */
import type { Rng } from '../random';

export const W = 960;
export const H = 640;

export type Pt = readonly [number, number];

/** One decimal is plenty at this size and keeps the SVG (and librsvg's parse time) small. */
export const f = (v: number): string => String(Math.round(v * 10) / 10);
const sp = (extra: string): string => (extra ? ` ${extra}` : '');

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${sp(extra)}/>`;
}
export function poly(pts: readonly Pt[], fill: string, extra = ''): string {
  return `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${sp(extra)}/>`;
}
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${sp(extra)}/>`;
}
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${sp(extra)}/>`;
}
export function line(a: Pt, b: Pt, stroke: string, width: number, extra = ''): string {
  return `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="${stroke}" stroke-width="${f(width)}"${sp(extra)}/>`;
}
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${sp(extra)}/>`;
}
export const op = (o: number): string => `opacity="${o}"`;

export function linearGradient(id: string, stops: readonly (readonly [number, string])[], horizontal = false): string {
  const dir = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${dir}>${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

export function svgDocument(width: number, height: number, defs: string, body: string, viewW = W, viewH = H): string {
  // "slice" fills any requested aspect ratio by cropping the edges instead of letterboxing.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number): string => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}
export const shade = (c: string, t: number): string => mix(c, '#000000', t);
export const tint = (c: string, t: number): string => mix(c, '#ffffff', t);
/** Nudges a colour lighter or darker so repeated pieces (boards, shrubs) do not look stamped. */
export const vary = (rng: Rng, c: string, amount: number): string => {
  const t = rng.float(-amount, amount);
  return t < 0 ? shade(c, -t) : tint(c, t);
};
