/** Agent avatars: a head-and-shoulders portrait on a 175×175 canvas. */
import type { Rng } from '../random';
import { circle, ellipse, f, mix, op, path, rect, shade, svgDocument, tint } from './svg';

const AVATAR_BG = ['#cfe0e8', '#e8d9c8', '#d5e3cf', '#e6d3dc', '#d9d6ea', '#f0e2c2', '#cdd9e6', '#e3dcd2'] as const;
const SKIN = ['#f6d7c3', '#eec1a0', '#dba77f', '#c08660', '#9a6644', '#6f4630'] as const;
const HAIR: readonly (readonly [string, number])[] = [
  ['#1f1a17', 3],
  ['#3b2a20', 3],
  ['#5a3d2b', 2],
  ['#8a5a35', 1.2],
  ['#b8864f', 1],
  ['#d8b778', 1],
  ['#9a9a9a', 1],
  ['#d9d9d6', 0.5],
];
const HAIR_STYLES = ['short', 'side', 'long', 'bob', 'bun', 'curly', 'buzz', 'bald'] as const;
type HairStyle = (typeof HAIR_STYLES)[number];
const SHIRTS = ['#2f3e5c', '#3d4045', '#f4f2ee', '#9fbfdc', '#7a2e3a', '#3e5a46', '#b08a5a', '#6f7f8f'] as const;

/** The part of the hair that sits in front of the forehead; cx is the face centre. */
function hairFront(style: HairStyle, cx: number, colour: string): string {
  const L = (dx: number): string => f(cx + dx);
  switch (style) {
    case 'short':
      return path(`M${L(-33)} 78C${L(-37)} 22 ${L(37)} 22 ${L(33)} 78C${L(30)} 60 ${L(16)} 53 ${L(0)} 54C${L(-16)} 53 ${L(-30)} 60 ${L(-33)} 78Z`, colour);
    case 'side':
      return path(`M${L(-33)} 80C${L(-38)} 20 ${L(38)} 20 ${L(33)} 80C${L(31)} 58 ${L(6)} 47 ${L(-14)} 52C${L(-24)} 55 ${L(-30)} 64 ${L(-33)} 80Z`, colour);
    case 'buzz':
      return path(`M${L(-32)} 72C${L(-33)} 30 ${L(33)} 30 ${L(32)} 72C${L(28)} 56 ${L(14)} 50 ${L(0)} 50C${L(-14)} 50 ${L(-28)} 56 ${L(-32)} 72Z`, colour, op(0.75));
    case 'long':
    case 'bob':
      return path(`M${L(-36)} 108C${L(-44)} 18 ${L(44)} 18 ${L(36)} 108L${L(29)} 108C${L(31)} 70 ${L(14)} 50 ${L(0)} 48C${L(-14)} 50 ${L(-31)} 70 ${L(-29)} 108Z`, colour);
    case 'bun':
      return circle(cx, 32, 14, colour) + path(`M${L(-33)} 80C${L(-37)} 22 ${L(37)} 22 ${L(33)} 80C${L(30)} 58 ${L(12)} 50 ${L(0)} 50C${L(-12)} 50 ${L(-30)} 58 ${L(-33)} 80Z`, colour);
    case 'curly': {
      const out: string[] = [];
      for (let a = 195; a <= 345; a += 18) {
        const r = (a * Math.PI) / 180;
        out.push(circle(cx + Math.cos(r) * 32, 70 + Math.sin(r) * 30, 12, colour));
      }
      return out.join('') + path(`M${L(-32)} 76C${L(-34)} 36 ${L(34)} 36 ${L(32)} 76C${L(26)} 58 ${L(12)} 54 ${L(0)} 54C${L(-12)} 54 ${L(-26)} 58 ${L(-32)} 76Z`, colour);
    }
    case 'bald':
      // The fringe is drawn behind the head (hairBack); nothing sits on top.
      return '';
  }
}

/** Hair that falls behind the head and neck, for the longer styles. */
function hairBack(style: HairStyle, cx: number, colour: string): string {
  const L = (dx: number): string => f(cx + dx);
  if (style === 'long') return path(`M${L(-40)} 70C${L(-46)} 120 ${L(-42)} 140 ${L(-30)} 146L${L(30)} 146C${L(42)} 140 ${L(46)} 120 ${L(40)} 70Z`, colour);
  if (style === 'bald') return ellipse(cx - 29, 74, 6, 15, colour) + ellipse(cx + 29, 74, 6, 15, colour);
  if (style === 'bob') return path(`M${L(-39)} 70C${L(-44)} 100 ${L(-40)} 114 ${L(-30)} 116L${L(30)} 116C${L(40)} 114 ${L(44)} 100 ${L(39)} 70Z`, colour);
  return '';
}

export function avatarSvg(rng: Rng, index: number, size: number): string {
  const V = 175;
  const cx = V / 2;
  const bg = AVATAR_BG[index % AVATAR_BG.length] ?? AVATAR_BG[0];
  const skin = rng.pick(SKIN);
  const skinShade = shade(skin, 0.14);
  const hair = rng.weighted(HAIR);
  const style = rng.pick(HAIR_STYLES);
  const shirt = rng.pick(SHIRTS);
  const blazer = rng.chance(0.5) ? rng.pick(['#2b3240', '#3d4045', '#5a5f66', '#7a6a58'].filter((c) => c !== shirt)) : null;
  const torso = `M12 175C16 146 44 132 ${f(cx)} 131C131 132 159 146 163 175Z`;
  const out = [
    rect(0, 0, V, V, 'url(#avatarBg)'),
    hairBack(style, cx, hair),
    rect(cx - 15, 96, 30, 40, skinShade),
    path(torso, blazer ?? shirt),
  ];
  if (blazer) {
    // Open blazer over a shirt: a V of shirt colour between two lapels.
    out.push(path(`M${f(cx - 22)} 133L${f(cx)} 175L${f(cx + 22)} 133Z`, shirt));
    out.push(path(`M${f(cx - 22)} 133L${f(cx - 4)} 170L${f(cx - 14)} 150L${f(cx - 26)} 145Z`, shade(blazer, 0.2)), path(`M${f(cx + 22)} 133L${f(cx + 4)} 170L${f(cx + 14)} 150L${f(cx + 26)} 145Z`, shade(blazer, 0.2)));
  } else {
    out.push(path(`M${f(cx - 15)} 131L${f(cx)} 150L${f(cx + 15)} 131Z`, skinShade), path(`M${f(cx - 17)} 131L${f(cx)} 150L${f(cx - 6)} 156L${f(cx - 22)} 136Z`, tint(shirt, 0.12)), path(`M${f(cx + 17)} 131L${f(cx)} 150L${f(cx + 6)} 156L${f(cx + 22)} 136Z`, tint(shirt, 0.12)));
  }
  out.push(ellipse(cx - 31, 82, 6, 9, skinShade), ellipse(cx + 31, 82, 6, 9, skinShade), ellipse(cx, 78, 31, 38, skin), ellipse(cx, 104, 16, 5, skinShade, op(0.35)));
  const eyeY = 80 + rng.int(-2, 2);
  const brow = style === 'bald' || hair === '#d9d9d6' ? '#6b5a4a' : hair;
  out.push(ellipse(cx - 12, eyeY, 3.2, 3.6, '#2b2320'), ellipse(cx + 12, eyeY, 3.2, 3.6, '#2b2320'), circle(cx - 11, eyeY - 1.2, 1, '#fff'), circle(cx + 13, eyeY - 1.2, 1, '#fff'));
  out.push(path(`M${f(cx - 18)} ${eyeY - 9}Q${f(cx - 12)} ${eyeY - 13} ${f(cx - 6)} ${eyeY - 9}`, 'none', `stroke="${brow}" stroke-width="2.6" stroke-linecap="round"`));
  out.push(path(`M${f(cx + 6)} ${eyeY - 9}Q${f(cx + 12)} ${eyeY - 13} ${f(cx + 18)} ${eyeY - 9}`, 'none', `stroke="${brow}" stroke-width="2.6" stroke-linecap="round"`));
  out.push(path(`M${f(cx - 1)} ${eyeY + 4}Q${f(cx - 5)} ${eyeY + 13} ${f(cx + 1)} ${eyeY + 14}`, 'none', `stroke="${shade(skin, 0.28)}" stroke-width="2" stroke-linecap="round"`));
  out.push(path(`M${f(cx - 10)} ${eyeY + 20}Q${f(cx)} ${eyeY + 28} ${f(cx + 10)} ${eyeY + 20}`, shade(mix(skin, '#b0505a', 0.45), 0.1)));
  out.push(circle(cx - 19, eyeY + 12, 6, '#e07a7a', op(0.14)), circle(cx + 19, eyeY + 12, 6, '#e07a7a', op(0.14)));
  const shortHair = style === 'short' || style === 'side' || style === 'buzz' || style === 'bald';
  if (shortHair && rng.chance(0.3)) {
    out.push(path(`M${f(cx - 31)} 84C${f(cx - 30)} 122 ${f(cx + 30)} 122 ${f(cx + 31)} 84C${f(cx + 24)} 104 ${f(cx + 14)} 108 ${f(cx)} 108C${f(cx - 14)} 108 ${f(cx - 24)} 104 ${f(cx - 31)} 84Z`, hair, op(0.85)));
  }
  out.push(hairFront(style, cx, hair));
  if (rng.chance(0.25)) {
    const frame = rng.pick(['#2b2320', '#6b4a34', '#8a8f96']);
    out.push(`<g fill="none" stroke="${frame}" stroke-width="2.2"><rect x="${f(cx - 21)}" y="${eyeY - 7}" width="17" height="13" rx="4"/><rect x="${f(cx + 4)}" y="${eyeY - 7}" width="17" height="13" rx="4"/><path d="M${f(cx - 4)} ${eyeY - 2}H${f(cx + 4)}"/></g>`);
  }
  const defs = `<radialGradient id="avatarBg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${tint(bg, 0.35)}"/><stop offset="1" stop-color="${bg}"/></radialGradient>`;
  return svgDocument(size, size, defs, out.join(''), V, V);
}
