import type { CSSProperties } from 'react';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** The colour darkened step by step until it reaches `ratio` against white (WCAG AA text is 4.5). */
export function readableOnWhite(hex: string, ratio = 4.5): string {
  let rgb = parseHex(hex);
  for (let i = 0; i < 40 && contrastRatio(toHex(rgb), '#ffffff') < ratio; i++) rgb = rgb.map((c) => c * 0.93) as Rgb;
  return toHex(rgb);
}

/**
 * Company colours as CSS variables. The brand colour is used as given for decoration;
 * text, and fills that carry white text, use a shade darkened to WCAG AA (4.5:1), so
 * every brand stays readable (axe) without asking the company for a second palette.
 */
export function themeStyle(colours: { primary: string; cta: string }): CSSProperties {
  return {
    '--color-primary': colours.primary,
    '--color-primary-strong': readableOnWhite(colours.primary),
    '--color-cta': colours.cta,
    '--color-cta-strong': readableOnWhite(colours.cta),
  } as CSSProperties;
}
