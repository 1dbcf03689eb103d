/**
 * Interiors: a one-point-perspective camera. World units are metres: x across the room (0 on
 * the camera axis), y up from the floor, d forward from the back wall towards the camera.
 */
import { poly, type Pt, shade, tint } from './svg';

export interface Cam {
  vx: number;
  vy: number;
  /** Pixels per metre on the back wall. */
  u: number;
  eye: number;
  /** Camera distance from the back wall. */
  z0: number;
  left: number;
  right: number;
  ceil: number;
}

type P3 = readonly [number, number, number];

export function at(c: Cam, x: number, y: number, d: number): Pt {
  const s = c.z0 / (c.z0 - d);
  return [c.vx + x * c.u * s, c.vy + (c.eye - y) * c.u * s];
}
export const scaleAt = (c: Cam, d: number): number => (c.z0 / (c.z0 - d)) * c.u;
export const quad = (c: Cam, pts: readonly P3[], fill: string, extra = ''): string => poly(pts.map(([x, y, d]) => at(c, x, y, d)), fill, extra);

/**
 * A box with the faces the camera can see: the front, the top when it is below eye level (the
 * bottom when above) and the side facing the room's centre line.
 */
export function box(c: Cam, x0: number, x1: number, y0: number, y1: number, d0: number, d1: number, colour: string): string {
  const out: string[] = [];
  if (y1 < c.eye) out.push(quad(c, [[x0, y1, d0], [x1, y1, d0], [x1, y1, d1], [x0, y1, d1]], tint(colour, 0.16)));
  else if (y0 > c.eye) out.push(quad(c, [[x0, y0, d0], [x1, y0, d0], [x1, y0, d1], [x0, y0, d1]], shade(colour, 0.22)));
  if (x1 < 0) out.push(quad(c, [[x1, y0, d0], [x1, y1, d0], [x1, y1, d1], [x1, y0, d1]], shade(colour, 0.12)));
  else if (x0 > 0) out.push(quad(c, [[x0, y0, d0], [x0, y1, d0], [x0, y1, d1], [x0, y0, d1]], shade(colour, 0.12)));
  out.push(quad(c, [[x0, y0, d1], [x1, y0, d1], [x1, y1, d1], [x0, y1, d1]], colour));
  return out.join('');
}
