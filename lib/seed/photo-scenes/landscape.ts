/** Exterior landscape pieces: sky, far tree line, lawn, trees, shrubs and the waterfront. */
import type { Rng } from '../random';
import type { Sky } from './exterior-palette';
import { circle, ellipse, H, line, mix, op, path, poly, rect, shade, vary, W } from './svg';

export function skyLayer(rng: Rng, sky: Sky, groundY: number): string {
  const out = [rect(0, 0, W, groundY + 20, 'url(#sky)')];
  if (sky.sunset) {
    // Low sun: it sits just above the tree line, which is drawn over its lower half.
    const x = rng.int(120, 840);
    const y = groundY - rng.int(10, 45);
    out.push(circle(x, y, 150, 'url(#sunGlow)'), circle(x, y, 32, sky.sun));
  } else if (rng.chance(0.6)) {
    const x = rng.pick([rng.int(60, 260), rng.int(700, 900)]);
    const y = rng.int(55, 120);
    out.push(circle(x, y, 90, 'url(#sunGlow)'), circle(x, y, 24, sky.sun));
  }
  for (let i = rng.int(1, 4); i > 0; i--) out.push(cloud(rng, rng.int(40, 900), rng.int(45, groundY - 190), rng.int(16, 30), sky.cloud));
  return out.join('');
}

function cloud(rng: Rng, x: number, y: number, s: number, colour: string): string {
  const puffs = [
    ellipse(x, y, s * 2.6, s * 0.7, colour),
    circle(x - s * 1.1, y - s * 0.3, s * 0.75, colour),
    circle(x + s * rng.float(-0.2, 0.3), y - s * 0.7, s * rng.float(0.95, 1.2), colour),
    circle(x + s * 1.2, y - s * 0.35, s * 0.8, colour),
  ];
  return `<g ${op(rng.float(0.7, 0.92))}>${puffs.join('')}</g>`;
}

/** The far tree line gives the horizon depth and hides where sky meets lawn. */
export function treeLine(rng: Rng, groundY: number, sky: Sky): string {
  const out: string[] = [];
  if (rng.chance(0.5)) {
    const hill = mix(sky.far, sky.bottom, 0.45);
    out.push(ellipse(rng.int(100, 400), groundY + 10, rng.int(300, 480), rng.int(70, 110), hill), ellipse(rng.int(560, 880), groundY + 10, rng.int(300, 480), rng.int(60, 100), hill));
  }
  const far = sky.far;
  for (let x = -30; x < W + 30; x += rng.int(20, 36)) {
    if (rng.chance(0.15)) {
      const h = rng.int(40, 70);
      out.push(poly([[x - 14, groundY - 5], [x + 14, groundY - 5], [x, groundY - 5 - h]], shade(far, 0.12)));
    } else {
      out.push(circle(x, groundY - rng.int(6, 24), rng.int(16, 30), vary(rng, far, 0.05)));
    }
  }
  out.push(rect(0, groundY - 14, W, 20, far));
  return out.join('');
}

export function lawn(groundY: number): string {
  const out = [rect(0, groundY, W, H - groundY, 'url(#lawn)')];
  // Mowing stripes converge on the horizon, which sells the ground as a receding plane.
  const vx = W / 2;
  for (let i = -12; i < 12; i += 2) {
    const a = vx + i * 60;
    const b = vx + (i + 1) * 60;
    out.push(poly([[a, groundY], [b, groundY], [vx + (b - vx) * 4, H], [vx + (a - vx) * 4, H]], '#ffffff', op(0.035)));
  }
  return out.join('');
}

export function broadleaf(rng: Rng, x: number, bottom: number, size: number, g: readonly [string, string, string]): string {
  const [dark, mid, light] = g;
  const cy = bottom - size * 0.72;
  const r = size * 0.36;
  const tw = size * 0.05;
  const j = (): number => rng.float(-0.1, 0.1) * r;
  return [
    ellipse(x, bottom, size * 0.34, size * 0.05, '#000', op(0.12)),
    poly([[x - tw, bottom], [x + tw, bottom], [x + tw * 0.6, cy], [x - tw * 0.6, cy]], '#6a4e3a'),
    circle(x - r * 0.62 + j(), cy + r * 0.2 + j(), r * 0.72, mid),
    circle(x + r * 0.62 + j(), cy + r * 0.22 + j(), r * 0.74, mid),
    circle(x + j(), cy - r * 0.38 + j(), r * 0.86, mid),
    circle(x + j(), cy + r * 0.3, r * 0.72, mid),
    circle(x + r * 0.45, cy + r * 0.42, r * 0.45, dark, op(0.45)),
    circle(x - r * 0.3, cy - r * 0.55, r * 0.42, light, op(0.55)),
    circle(x - r * 0.75, cy + r * 0.05, r * 0.3, light, op(0.35)),
  ].join('');
}

function conifer(x: number, bottom: number, size: number, g: readonly [string, string, string]): string {
  const [dark, , light] = g;
  const out = [ellipse(x, bottom, size * 0.25, size * 0.04, '#000', op(0.12)), rect(x - size * 0.035, bottom - size * 0.16, size * 0.07, size * 0.16, '#5e4533')];
  for (let i = 0; i < 3; i++) {
    const by = bottom - size * 0.12 - i * size * 0.26;
    const w = size * (0.56 - i * 0.13);
    const h = size * 0.45;
    out.push(poly([[x - w / 2, by], [x + w / 2, by], [x, by - h]], dark), poly([[x - w / 2, by], [x, by], [x, by - h]], light, op(0.3)));
  }
  return out.join('');
}

export function tree(rng: Rng, x: number, bottom: number, size: number, g: readonly [string, string, string]): string {
  return rng.chance(0.25) ? conifer(x, bottom, size * 1.05, g) : broadleaf(rng, x, bottom, size, g);
}

const FLOWERS = ['#8fa8dc', '#e4a6c4', '#f4f1ec', '#b79ad8'] as const;

export function shrub(rng: Rng, x: number, bottom: number, size: number, g: readonly [string, string, string], flowers: boolean): string {
  const [dark, mid, light] = g;
  const colour = vary(rng, mid, 0.06);
  const out = [
    ellipse(x, bottom, size * 1.0, size * 0.12, '#000', op(0.12)),
    circle(x - size * 0.45, bottom - size * 0.42, size * 0.48, colour),
    circle(x + size * 0.45, bottom - size * 0.4, size * 0.46, colour),
    circle(x, bottom - size * 0.62, size * 0.58, colour),
    rect(x - size * 0.88, bottom - size * 0.35, size * 1.76, size * 0.35, colour),
    circle(x + size * 0.35, bottom - size * 0.3, size * 0.3, dark, op(0.35)),
    circle(x - size * 0.18, bottom - size * 0.85, size * 0.24, light, op(0.5)),
  ];
  if (flowers) {
    const bloom = rng.pick(FLOWERS);
    for (let i = 0; i < 9; i++) out.push(circle(x + rng.float(-0.8, 0.8) * size, bottom - rng.float(0.3, 1.0) * size, size * rng.float(0.09, 0.14), bloom));
  }
  return out.join('');
}

export function waterfront(rng: Rng, waterY: number): string {
  const out: string[] = [rect(0, waterY - 9, W, 11, '#d9caa3'), rect(0, waterY, W, H - waterY, 'url(#water)')];
  for (let i = 0; i < 34; i++) {
    const x = rng.int(0, W);
    const y = rng.int(waterY + 8, H - 4);
    const len = 8 + ((y - waterY) / (H - waterY)) * rng.int(14, 36);
    out.push(line([x, y], [x + len, y], '#ffffff', 2, `${op(0.28)} stroke-linecap="round"`));
  }
  for (let x = rng.int(0, 30); x < W; x += rng.int(30, 70)) {
    for (let k = -1; k <= 1; k++) out.push(line([x + k * 4, waterY - 6], [x + k * 7, waterY - 20 - rng.int(0, 8)], '#8b9a5a', 2, 'stroke-linecap="round"'));
  }
  const dx = rng.chance(0.5) ? rng.int(120, 260) : rng.int(660, 800);
  const topW = 46;
  const xl = (y: number): number => dx - ((y - waterY) / (H - waterY)) * 40;
  const xr = (y: number): number => dx + topW + ((y - waterY) / (H - waterY)) * 40;
  const wood = rng.pick(['#a88661', '#9c8f7c', '#b39470']);
  out.push(poly([[xl(waterY) + 12, waterY], [xr(waterY) + 12, waterY], [xr(H) + 22, H], [xl(H) + 22, H]], '#0b2a3a', op(0.25)));
  out.push(poly([[xl(waterY - 6), waterY - 6], [xr(waterY - 6), waterY - 6], [xr(H), H], [xl(H), H]], wood));
  for (let y = waterY, gap = 6; y < H; y += gap, gap *= 1.08) out.push(line([xl(y), y], [xr(y), y], shade(wood, 0.25), 1.2));
  for (const y of [waterY + 8, waterY + (H - waterY) * 0.55]) {
    for (const x of [xl(y) - 5, xr(y) - 2]) out.push(rect(x, y - 14, 7, 24, '#5b4a3a'), ellipse(x + 3.5, y - 14, 3.5, 1.5, '#7a6650'));
  }
  if (rng.chance(0.6)) {
    const bx = dx < W / 2 ? xr(H - 30) + rng.int(30, 120) : xl(H - 30) - rng.int(110, 200);
    const by = waterY + rng.int(22, 40);
    const hull = rng.pick(['#f4f1ea', '#b8412f', '#2f4a6b', '#d9a43a']);
    out.push(ellipse(bx + 40, by + 12, 46, 4, '#0b2a3a', op(0.25)), path(`M${bx} ${by}L${bx + 80} ${by}Q${bx + 72} ${by + 14} ${bx + 40} ${by + 14}Q${bx + 8} ${by + 14} ${bx} ${by}Z`, hull), rect(bx + 4, by, 72, 2.5, shade(hull, 0.3)));
  }
  return out.join('');
}
