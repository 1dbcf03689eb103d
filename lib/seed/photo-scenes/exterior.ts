/** Exterior composition: picks sky, palette and house, frames the house and lays out the landscaping around it. */
import type { Rng } from '../random';
import type { House } from './building-parts';
import { greens, housePalette, type Palette, SKIES } from './exterior-palette';
import { drawHouse } from './house-styles';
import type { HouseStyle } from './kinds';
import { broadleaf, lawn, shrub, skyLayer, tree, treeLine, waterfront } from './landscape';
import { ellipse, f, H, line, linearGradient, mix, op, poly, rect, shade, svgDocument, W } from './svg';

/** Textures are overlaid as translucent pattern fills so one pattern works on any siding colour. */
const EXTERIOR_PATTERNS =
  '<pattern id="clap" width="10" height="9" patternUnits="userSpaceOnUse"><rect y="7.6" width="10" height="1.4" fill="#000" opacity="0.13"/><rect width="10" height="1" fill="#fff" opacity="0.12"/></pattern>' +
  '<pattern id="shake" width="14" height="20" patternUnits="userSpaceOnUse"><rect y="8.8" width="14" height="1.2" fill="#000" opacity="0.16"/><rect y="18.8" width="14" height="1.2" fill="#000" opacity="0.16"/><rect x="4" width="1" height="9" fill="#000" opacity="0.1"/><rect x="11" y="10" width="1" height="9" fill="#000" opacity="0.1"/></pattern>' +
  '<pattern id="batten" width="16" height="10" patternUnits="userSpaceOnUse"><rect width="2.4" height="10" fill="#000" opacity="0.1"/></pattern>' +
  '<pattern id="shingle" width="18" height="12" patternUnits="userSpaceOnUse"><rect y="10.6" width="18" height="1.4" fill="#000" opacity="0.22"/><rect x="5" width="1" height="11" fill="#000" opacity="0.1"/><rect x="14" width="1" height="11" fill="#000" opacity="0.06"/></pattern>' +
  '<pattern id="seam" width="13" height="10" patternUnits="userSpaceOnUse"><rect width="2" height="10" fill="#fff" opacity="0.18"/></pattern>' +
  '<pattern id="slats" width="7" height="10" patternUnits="userSpaceOnUse"><rect width="1.6" height="10" fill="#000" opacity="0.2"/></pattern>' +
  '<pattern id="brick" width="16" height="8" patternUnits="userSpaceOnUse"><rect y="7" width="16" height="1" fill="#000" opacity="0.22"/><rect x="7" width="1" height="4" fill="#000" opacity="0.18"/><rect x="15" y="4" width="1" height="4" fill="#000" opacity="0.18"/></pattern>';

function walkways(rng: Rng, house: House, baseY: number, end: number): string {
  const out: string[] = [];
  if (house.garage) {
    const g = house.garage;
    const skew = (g.x + g.w / 2 - W / 2) * 0.25;
    const colour = rng.pick(['#8b8d8f', '#cdbf9f', '#b9aea0']);
    out.push(poly([[g.x - 4, baseY - 2], [g.x + g.w + 4, baseY - 2], [g.x + g.w + 80 + skew, end], [g.x - 80 + skew, end]], colour));
  }
  const dx = house.doorX;
  const skew = rng.int(-40, 40);
  const stone = '#d9d2c4';
  out.push(poly([[dx - 20, baseY - 2], [dx + 20, baseY - 2], [dx + 40 + skew, end], [dx - 40 + skew, end]], stone));
  // Paver joints, spaced wider towards the viewer as perspective would.
  for (let y = baseY + 8, gap = 8; y < end; y += gap, gap *= 1.22) {
    const t = (y - baseY) / (end - baseY);
    const half = 20 + 20 * t;
    const cx = dx + skew * t;
    out.push(line([cx - half, y], [cx + half, y], shade(stone, 0.18), 1.5));
  }
  return out.join('');
}

function foundationPlanting(rng: Rng, house: House, baseY: number, g: readonly [string, string, string]): string {
  const out: string[] = [];
  const flowers = rng.chance(0.5);
  for (let x = house.left + 34; x < house.right - 30; x += rng.int(48, 66)) {
    if (Math.abs(x - house.doorX) < 62) continue;
    if (house.garage && x > house.garage.x - 40 && x < house.garage.x + house.garage.w + 40) continue;
    out.push(shrub(rng, x, baseY + rng.int(4, 10), rng.int(24, 34), g, flowers && rng.chance(0.6)));
  }
  return out.join('');
}

/**
 * Draws the house at its natural size, then scales it about its base line so it fills a
 * realistic share of the frame; the landscaping is placed against the scaled outline.
 */
function frameHouse(rng: Rng, house: House, baseY: number, planting: string): { svg: string; placed: House } {
  const mid = (house.left + house.right) / 2;
  const width = house.right - house.left;
  const k = Math.min(rng.float(1.08, 1.3), 900 / width, (baseY - 24) / (baseY - house.top));
  const half = (width * k) / 2;
  const tc = Math.min(Math.max(W / 2 + rng.int(-80, 80), 30 + half), W - 30 - half);
  const mapX = (x: number): number => tc + (x - mid) * k;
  const transform = `translate(${f(tc)} ${f(baseY)}) scale(${k.toFixed(3)}) translate(${f(-mid)} ${f(-baseY)})`;
  return {
    svg: `<g transform="${transform}">${house.svg}${planting}</g>`,
    placed: {
      svg: '',
      left: mapX(house.left),
      right: mapX(house.right),
      top: baseY - (baseY - house.top) * k,
      doorX: mapX(house.doorX),
      garage: house.garage ? { x: mapX(house.garage.x), w: house.garage.w * k } : null,
    },
  };
}

export function exteriorSvg(rng: Rng, style: HouseStyle, width: number, height: number): string {
  const water = style === 'waterfront';
  const houseStyle = water ? rng.pick(['shingle', 'cape', 'modern', 'colonial'] as const) : style;
  const sky = rng.weighted(SKIES);
  const groundY = water ? rng.int(390, 410) : rng.int(410, 445);
  const baseY = groundY + (water ? rng.int(42, 52) : rng.int(58, 84));
  const waterY = H - rng.int(78, 96);
  const g = greens(rng, sky.sunset);
  const p: Palette = houseStyle === 'modern' ? { ...housePalette(rng, 'ranch'), texture: 'none' } : housePalette(rng, houseStyle);
  const drawn = drawHouse(houseStyle, { rng: rng.fork('house'), p, cx: W / 2, baseY }, sky.sunset);
  const { svg: houseSvg, placed: house } = frameHouse(rng, drawn, baseY, foundationPlanting(rng, drawn, baseY, g));

  const glass: readonly (readonly [number, string])[] = sky.sunset ? [[0, '#e9b865'], [1, '#f7dc9c']] : [[0, '#86a9c0'], [1, '#d3e5ef']];
  const defs =
    EXTERIOR_PATTERNS +
    linearGradient('sky', [[0, sky.top], [0.55, sky.mid], [1, sky.bottom]]) +
    linearGradient('lawn', [[0, sky.lawnTop], [1, sky.lawnBottom]]) +
    linearGradient('glass', glass) +
    linearGradient('bigGlass', [[0, '#5f7f95'], [0.6, '#9fbccc'], [1, '#c9dce4']]) +
    linearGradient('glow', [[0, '#d9a555'], [1, '#f6d79a']]) +
    linearGradient('water', [[0, mix(sky.bottom, '#3f7fa6', 0.55)], [1, '#2b5b7b']]) +
    `<radialGradient id="sunGlow"><stop offset="0.2" stop-color="${sky.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>`;

  const back: string[] = [];
  // Big trees behind the house's shoulders, their trunks hidden by the walls.
  if (rng.chance(0.75)) back.push(tree(rng, house.left + rng.int(-40, 40), baseY - 8, rng.int(180, 250), g));
  if (rng.chance(0.6)) back.push(tree(rng, house.right + rng.int(-40, 40), baseY - 8, rng.int(170, 240), g));
  // Mid-distance trees out in the side yards.
  for (const x of [rng.int(10, 110), rng.int(850, 950)]) {
    if ((x < house.left - 50 || x > house.right + 50) && rng.chance(0.7)) back.push(tree(rng, x, groundY + rng.int(20, 40), rng.int(120, 180), g));
  }

  const front: string[] = [];
  if (!water) {
    if (rng.chance(0.4)) front.push(broadleaf(rng, rng.int(-40, 20), H - rng.int(20, 50), rng.int(250, 320), g));
    else if (rng.chance(0.4)) front.push(broadleaf(rng, rng.int(940, 1000), H - rng.int(20, 50), rng.int(250, 320), g));
  }

  const body = [
    skyLayer(rng, sky, groundY),
    treeLine(rng, groundY, sky),
    lawn(groundY),
    back.join(''),
    walkways(rng, house, baseY, water ? waterY - 8 : H),
    ellipse((house.left + house.right) / 2, baseY, (house.right - house.left) / 2 + 24, 10, '#000', op(0.16)),
    houseSvg,
    water ? waterfront(rng, waterY) : '',
    front.join(''),
    sky.sunset ? rect(0, 0, W, H, '#ff8c42', op(0.07)) : '',
  ].join('');
  return svgDocument(width, height, defs, body);
}
