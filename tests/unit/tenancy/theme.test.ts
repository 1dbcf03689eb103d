import { contrastRatio, readableOnWhite, themeStyle } from '@/lib/tenancy/theme';

describe('theme', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#3c8dbc', '#ffffff')).toBeCloseTo(3.7, 1);
  });

  it('darkens a light brand colour until text reaches 4.5:1, leaves a dark one alone', () => {
    const strong = readableOnWhite('#3c8dbc');
    expect(contrastRatio(strong, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOnWhite('#1b4f72')).toBe('#1b4f72');
  });

  it('exposes the brand colours as CSS variables', () => {
    expect(themeStyle({ primary: '#3c8dbc', cta: '#d82738' })).toMatchObject({ '--color-primary': '#3c8dbc', '--color-cta': '#d82738' });
  });
});
