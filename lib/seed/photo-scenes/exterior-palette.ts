/** Colour choices for exteriors: skies (with their lawn and far-tree colours), house palettes and foliage. */
import type { Rng } from '../random';
import type { HouseStyle } from './kinds';
import { mix, shade, tint, vary } from './svg';

export interface Sky {
  top: string;
  mid: string;
  bottom: string;
  sunset: boolean;
  cloud: string;
  sun: string;
  far: string;
  lawnTop: string;
  lawnBottom: string;
}

export const SKIES: readonly (readonly [Sky, number])[] = [
  [{ top: '#4f8fcf', mid: '#86b9e3', bottom: '#d8ecf5', sunset: false, cloud: '#ffffff', sun: '#fff7dc', far: '#6f9168', lawnTop: '#95bf63', lawnBottom: '#5c963d' }, 3],
  [{ top: '#6a9fd0', mid: '#a9cbe6', bottom: '#f1e9d9', sunset: false, cloud: '#ffffff', sun: '#fff3d0', far: '#728f66', lawnTop: '#9cc16a', lawnBottom: '#5f9640' }, 2],
  [{ top: '#7f9cc2', mid: '#bfd1e2', bottom: '#e8edef', sunset: false, cloud: '#f7f9fa', sun: '#fbfbf4', far: '#6e8a6a', lawnTop: '#8db565', lawnBottom: '#588f3e' }, 1],
  [{ top: '#4c5a90', mid: '#d8907f', bottom: '#f6c98f', sunset: true, cloud: '#f7d2bd', sun: '#ffe4a6', far: '#56654e', lawnTop: '#7f9c52', lawnBottom: '#4b7133' }, 1.2],
  [{ top: '#6a80b4', mid: '#e6b08e', bottom: '#f8ddab', sunset: true, cloud: '#fbe3cf', sun: '#fff0c2', far: '#5d6e52', lawnTop: '#88a558', lawnBottom: '#527838' }, 1.2],
];

type Texture = 'clap' | 'shake' | 'batten' | 'none';

export interface Palette {
  siding: string;
  trim: string;
  roof: string;
  roofTexture: 'shingle' | 'seam';
  door: string;
  shutter: string;
  foundation: string;
  garageDoor: string;
  chimney: string;
  texture: Texture;
}

const SIDING = {
  shake: '#9c968d',
  white: '#f1efe9',
  navy: '#3a4a66',
  sage: '#9fae8e',
  red: '#8f3d33',
  beige: '#d8c8a8',
  grey: '#b8bdbe',
  butter: '#e7d49e',
} as const;
type SidingName = keyof typeof SIDING;

const TRIM_WHITE = '#fbfaf6';
const ROOFS = ['#3b3f45', '#4a4f57', '#5b4b3e', '#6f6459', '#34423a', '#2f3441'] as const;
const DOORS = ['#8e2f2a', '#2f3e5c', '#202427', '#3e5a46', '#8a5a3b', '#c4953a'] as const;
export const BRICK = ['#9a4a3b', '#8a5645', '#7f7a74'] as const;

const SIDING_WEIGHTS: Record<Exclude<HouseStyle, 'waterfront' | 'modern'>, readonly (readonly [SidingName, number])[]> = {
  colonial: [['white', 3], ['navy', 1], ['beige', 1], ['shake', 1], ['butter', 0.7], ['grey', 1], ['sage', 0.6], ['red', 0.5]],
  cape: [['shake', 3], ['white', 2], ['grey', 1], ['sage', 1], ['navy', 0.5], ['beige', 0.6]],
  ranch: [['beige', 2], ['grey', 1.5], ['white', 1.5], ['sage', 1], ['navy', 0.6], ['shake', 0.6], ['red', 0.3]],
  farmhouse: [['white', 4], ['red', 1], ['sage', 1], ['navy', 0.6]],
  shingle: [['shake', 5], ['white', 1], ['sage', 0.6], ['beige', 0.6]],
};

export function housePalette(rng: Rng, style: Exclude<HouseStyle, 'waterfront' | 'modern'>): Palette {
  const name = rng.weighted(SIDING_WEIGHTS[style]);
  const siding = vary(rng, SIDING[name], 0.04);
  const light = name === 'white' || name === 'butter' || name === 'beige';
  // A white farmhouse with black trim is the look of the moment; elsewhere trim stays white.
  const trim = style === 'farmhouse' && name === 'white' && rng.chance(0.55) ? '#25282b' : TRIM_WHITE;
  const shutter = light ? rng.pick(['#1f2326', '#2f3e5c', '#34493b', '#4a4f57']) : rng.pick([shade(siding, 0.45), '#1f2326', TRIM_WHITE]);
  const doors = DOORS.filter((d) => d !== shutter);
  return {
    siding,
    trim,
    roof: vary(rng, rng.pick(ROOFS), 0.05),
    roofTexture: style === 'farmhouse' && rng.chance(0.7) ? 'seam' : 'shingle',
    door: rng.pick(doors),
    shutter,
    foundation: rng.pick(['#8f8b85', '#9a958d', style === 'colonial' ? '#8d4e3f' : '#7d7a75']),
    garageDoor: rng.pick([TRIM_WHITE, TRIM_WHITE, tint(siding, 0.35), '#9a6b45']),
    chimney: rng.pick(BRICK),
    texture: style === 'farmhouse' ? 'batten' : style === 'shingle' || name === 'shake' ? 'shake' : 'clap',
  };
}

const GREENS: readonly (readonly [string, string, string])[] = [
  ['#3f6b3a', '#5a8a47', '#86b25f'],
  ['#2f5a3f', '#497a52', '#7aa86f'],
  ['#4c6b2f', '#6f8f3c', '#a2bd5c'],
];

export function greens(rng: Rng, sunset: boolean): [string, string, string] {
  const [a, b, c] = rng.pick(GREENS);
  // Sunset light is low and warm: foliage goes darker and a touch olive.
  return sunset ? [shade(a, 0.2), mix(shade(b, 0.15), '#8a6a3a', 0.12), mix(c, '#d9a35a', 0.2)] : [a, b, c];
}
