import { isSafeText, storableText } from '@/lib/text/safe-text';

describe('isSafeText', () => {
  it.each([['plain', true], ['é 😀 Ｒ', true], ['a\u0000b', false], ['\ud800', false], ['x\udfff', false], ['\udc00\ud800', false]])('%p → %p', (text, safe) =>
    expect(isSafeText(text)).toBe(safe),
  );
});

describe('storableText (what the audit log keeps of what someone sent)', () => {
  it('drops NUL and replaces a lone surrogate', () => {
    expect(storableText('a\u0000b\ud800c')).toBe('ab\ufffdc');
  });

  it('never leaves half a surrogate pair where it cuts', () => {
    const cut = storableText(`${'a'.repeat(254)}😀`, 255);
    expect([cut.length, cut.isWellFormed()]).toEqual([255, true]);
  });
});
