/** Exterior building parts: walls, roofs, gables, chimneys, windows, doors, steps, garages and porches. */
import type { Rng } from '../random';
import type { Palette } from './exterior-palette';
import { circle, f, line, op, poly, type Pt, rect, shade, tint, W } from './svg';

export const FOUND = 12;

export interface Site {
  rng: Rng;
  p: Palette;
  cx: number;
  baseY: number;
}

export interface House {
  svg: string;
  left: number;
  right: number;
  /** Highest point (ridge or chimney cap), used to keep the house inside the frame when it is scaled up. */
  top: number;
  doorX: number;
  garage: { x: number; w: number } | null;
}

/** Keeps a house of the given total width on the canvas, centred near the wanted x. */
export function placeLeft(cx: number, total: number): number {
  return Math.min(Math.max(cx - total / 2, 40), W - 40 - total);
}

export function wall(x: number, top: number, w: number, h: number, p: Palette, corners = true, fill = p.siding): string {
  const out = [rect(x, top, w, h, fill)];
  if (p.texture !== 'none') out.push(rect(x, top, w, h, `url(#${p.texture})`));
  if (corners) out.push(rect(x, top, 7, h, p.trim), rect(x + w - 7, top, 7, h, p.trim));
  return out.join('');
}

export function foundation(x: number, wallBottom: number, w: number, p: Palette): string {
  return rect(x - 3, wallBottom, w + 6, FOUND, p.foundation) + rect(x - 3, wallBottom, w + 6, 2, '#000', op(0.15));
}

/** Side-gabled or hipped roof seen front-on: a trapezoid whose eave overhangs the wall it sits on. */
export function trapezoidRoof(x: number, eaveY: number, w: number, h: number, inset: number, p: Palette, ov = 14): string {
  const pts: Pt[] = [[x - ov, eaveY + 4], [x + w + ov, eaveY + 4], [x + w - inset, eaveY - h], [x + inset, eaveY - h]];
  return (
    poly(pts, p.roof) +
    poly(pts, `url(#${p.roofTexture})`) +
    line([x + inset, eaveY - h], [x + w - inset, eaveY - h], tint(p.roof, 0.2), 3) +
    rect(x - ov, eaveY + 4, w + 2 * ov, 6, p.trim) +
    rect(x, eaveY + 10, w, 6, '#000', op(0.12))
  );
}

/**
 * A front-facing gable: the triangular wall end with the roof showing as a band along the two
 * rakes. The inner (wall) triangle is parallel to the outer one so the band has an even width.
 */
export function gable(x: number, eaveY: number, w: number, h: number, p: Palette, ov = 14): string {
  const cx = x + w / 2;
  const slope = (h + 6) / (w / 2 + ov);
  const innerApex = eaveY - slope * (w / 2);
  const wallTri: Pt[] = [[x, eaveY], [cx, innerApex], [x + w, eaveY]];
  return (
    poly([[x - ov, eaveY + 6], [cx, eaveY - h], [x + w + ov, eaveY + 6]], p.roof) +
    poly(wallTri, p.siding) +
    (p.texture !== 'none' ? poly(wallTri, `url(#${p.texture})`) : '') +
    `<polyline points="${f(x)},${f(eaveY)} ${f(cx)},${f(innerApex)} ${f(x + w)},${f(eaveY)}" fill="none" stroke="${p.trim}" stroke-width="5" stroke-linejoin="round"/>`
  );
}

export function chimney(x: number, w: number, top: number, bottom: number, colour: string): string {
  return rect(x, top, w, bottom - top, colour) + rect(x, top, w, bottom - top, 'url(#brick)') + rect(x - 4, top - 7, w + 8, 8, shade(colour, 0.35));
}

interface WindowOpts {
  cols?: number;
  rows?: number;
  shutters?: boolean;
  sill?: boolean;
}

export function houseWindow(x: number, y: number, w: number, h: number, p: Palette, o: WindowOpts = {}): string {
  const cols = o.cols ?? 2;
  const rows = o.rows ?? 2;
  const out: string[] = [];
  if (o.shutters) {
    const sw = Math.min(w * 0.38, 20);
    for (const sx of [x - 7 - sw, x + w + 7]) {
      const panel = shade(p.shutter, 0.15);
      out.push(rect(sx, y - 4, sw, h + 8, p.shutter), rect(sx + 3, y + 1, sw - 6, h / 2 - 4, panel), rect(sx + 3, y + h / 2 + 3, sw - 6, h / 2 - 4, panel));
    }
  }
  out.push(rect(x - 5, y - 5, w + 10, h + 10, p.trim, `stroke="${shade(p.siding, 0.35)}" stroke-opacity="0.3"`));
  out.push(rect(x, y, w, h, 'url(#glass)'));
  out.push(poly([[x, y + h * 0.55], [x + w * 0.55, y], [x + w * 0.8, y], [x, y + h * 0.9]], '#fff', op(0.16)));
  for (let i = 1; i < cols; i++) out.push(rect(x + (w * i) / cols - 1.25, y, 2.5, h, p.trim));
  for (let j = 1; j < rows; j++) out.push(rect(x, y + (h * j) / rows - 1.25, w, 2.5, p.trim));
  if (o.sill !== false) out.push(rect(x - 8, y + h + 4, w + 16, 5, p.trim), rect(x - 6, y + h + 9, w + 12, 3, '#000', op(0.12)));
  return out.join('');
}

interface DoorOpts {
  sidelights?: boolean;
  transom?: boolean;
  pediment?: boolean;
  glassTop?: boolean;
}

export function frontDoor(cx: number, bottom: number, w: number, h: number, p: Palette, o: DoorOpts = {}): string {
  const out: string[] = [];
  const side = o.sidelights ? 14 : 0;
  const tr = o.transom ? 16 : 0;
  const top = bottom - h;
  const outerW = w + 2 * side + 14;
  if (o.pediment) out.push(poly([[cx - outerW / 2 - 7, top - tr - 5], [cx, top - tr - 30], [cx + outerW / 2 + 7, top - tr - 5]], p.trim, `stroke="${shade(p.siding, 0.3)}" stroke-opacity="0.4"`));
  out.push(rect(cx - outerW / 2, top - tr - 7, outerW, h + tr + 7, p.trim));
  if (side) for (const sx of [cx - w / 2 - side - 1, cx + w / 2 + 3]) out.push(rect(sx, top + 4, side - 2, h - 8, 'url(#glass)'));
  if (tr) out.push(rect(cx - w / 2 - side, top - tr - 2, w + 2 * side, tr - 2, 'url(#glass)'));
  out.push(rect(cx - w / 2, top, w, h, p.door), rect(cx - w / 2, top, 3, h, '#000', op(0.15)));
  const panel = shade(p.door, 0.14);
  if (o.glassTop) {
    out.push(rect(cx - w / 2 + 7, top + 7, w - 14, h * 0.36, 'url(#glass)'), rect(cx - w / 2 + 7, top + h * 0.5, w - 14, h * 0.42, panel));
  } else {
    for (const px of [cx - w / 2 + 6, cx + 3]) out.push(rect(px, top + 7, w / 2 - 9, h * 0.3, panel), rect(px, top + h * 0.44, w / 2 - 9, h * 0.48, panel));
  }
  out.push(circle(cx + w / 2 - 7, top + h * 0.55, 2.8, '#d8b45a'));
  return out.join('');
}

export function steps(cx: number, top: number, bottom: number, w: number): string {
  const mid = (top + bottom) / 2;
  return rect(cx - w / 2, top, w, mid - top, '#c9c3b8') + rect(cx - w / 2 - 8, mid, w + 16, bottom - mid, '#b8b2a7') + rect(cx - w / 2 - 8, mid, w + 16, 2, '#000', op(0.12));
}

export function garageDoor(x: number, bottom: number, w: number, h: number, p: Palette): string {
  const out = [rect(x - 6, bottom - h - 6, w + 12, h + 6, p.trim), rect(x, bottom - h, w, h, p.garageDoor)];
  const rows = 4;
  for (let r = 1; r < rows; r++) out.push(rect(x, bottom - h + (h * r) / rows - 1, w, 2, '#000', op(0.14)));
  const cols = Math.max(2, Math.round(w / 36));
  for (let c = 0; c < cols; c++) {
    const px = x + (w * c) / cols + 4;
    const pw = w / cols - 8;
    // Top row glazed, the rest raised panels.
    out.push(rect(px, bottom - h + 5, pw, h / rows - 10, 'url(#glass)'));
    for (let r = 1; r < rows; r++) out.push(rect(px, bottom - h + (h * r) / rows + 5, pw, h / rows - 10, '#000', op(0.06)));
  }
  return out.join('');
}

export function dormer(cx: number, bottom: number, p: Palette): string {
  const w = 58;
  const boxH = 42;
  const top = bottom - boxH;
  return wall(cx - w / 2, top, w, boxH + 6, p) + houseWindow(cx - 15, top + 9, 30, 27, p, { cols: 2, rows: 2, sill: false }) + gable(cx - w / 2, top, w, 28, p, 8);
}

export function garageWing(gx: number, gw: number, wallBottom: number, p: Palette): { svg: string; garage: { x: number; w: number } } {
  const h = 100;
  const top = wallBottom - h;
  const dw = gw - 40;
  return {
    svg: wall(gx, top, gw, h, p) + foundation(gx, wallBottom, gw, p) + garageDoor(gx + 20, wallBottom, dw, 74, p) + trapezoidRoof(gx, top, gw, 46, 40, p, 10),
    garage: { x: gx + 20, w: dw },
  };
}

export function porch(x: number, w: number, deckTop: number, roofBottom: number, doorX: number, groundY: number, p: Palette, posts: number): string {
  const railing = p.trim;
  const out = [rect(x, roofBottom + 7, w, 12, '#000', op(0.16))];
  const step = (w + 12 - 9) / (posts - 1);
  const postXs = Array.from({ length: posts }, (_, i) => x - 6 + i * step);
  postXs.forEach((px, i) => {
    const next = postXs[i + 1];
    // Railing runs between posts except across the bay in front of the door (the steps go there).
    if (next !== undefined && !(px < doorX && next > doorX)) {
      out.push(rect(px + 9, deckTop - 34, next - px - 9, 5, railing), rect(px + 9, deckTop - 8, next - px - 9, 4, railing));
      for (let bx = px + 15; bx < next - 4; bx += 10) out.push(rect(bx, deckTop - 30, 3, 23, railing));
    }
  });
  for (const px of postXs) out.push(rect(px, roofBottom, 9, deckTop - roofBottom, p.trim), rect(px + 6, roofBottom, 3, deckTop - roofBottom, '#000', op(0.1)));
  const roof: Pt[] = [[x - 16, roofBottom - 2], [x + w + 16, roofBottom - 2], [x + w + 6, roofBottom - 20], [x - 6, roofBottom - 20]];
  out.push(poly(roof, p.roof), poly(roof, `url(#${p.roofTexture})`), rect(x - 16, roofBottom - 2, w + 32, 9, p.trim));
  out.push(rect(x - 16, deckTop, w + 32, 8, p.trim), rect(x - 14, deckTop + 8, w + 28, groundY - deckTop - 8, shade(p.siding, 0.45)));
  out.push(rect(doorX - 40, deckTop + 8, 80, 8, '#b9b2a6'), rect(doorX - 46, deckTop + 16, 92, groundY - deckTop - 16, '#c9c3b8'));
  return out.join('');
}
