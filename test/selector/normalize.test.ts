import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, foldCodePoint, foldInPlace, foldText } from '../../src/selector/normalize.js';

describe('fold', () => {
  it('lower-cases, removes accents and straightens quotes', () => {
    expect(fold('Café CRÈME')).toBe('cafe creme');
    expect(fold('l’heure “juste”')).toBe('l\'heure "juste"');
    expect(fold('Größe Ñandú')).toBe('grosse nandu');
    expect(fold('GRÜSSE')).toBe(fold('grüße'));
  });

  it('writes every dash and the minus sign as the ASCII hyphen', () => {
    expect(fold('–5 — 3 −2 ‒1')).toBe('-5 - 3 -2 -1');
    expect(foldInPlace('Paris – Lyon')).toBe('paris - lyon');
  });

  it('applies NFKC: full-width forms and ligatures', () => {
    expect(fold('ＡＢＣ１２３')).toBe('abc123');
    expect(fold('ﬁle')).toBe('file');
  });

  it('keeps kana voicing marks (only U+0300–U+036F are removed)', () => {
    expect(fold('ガギグ')).toBe('ガギグ');
    expect(fold('ｶﾞ')).toBe('ガ');
  });

  it('folds a combining accent written separately', () => {
    expect(fold('cafe\u0301')).toBe('cafe');
    expect(foldCodePoint('\u0301')).toBe('');
  });
});

describe('foldText', () => {
  it('maps every folded unit back to its source range', () => {
    const f = foldText('Aﬁ');
    expect(f.text).toBe('afi');
    expect(f.from).toEqual([0, 1, 1]);
    expect(f.to).toEqual([1, 2, 2]);
  });
});

describe('foldInPlace', () => {
  it('folds when every character stays one unit, so offsets are unchanged', () => {
    expect(foldInPlace('Éteins la Lumière')).toBe('eteins la lumiere');
  });

  it('refuses text whose folding changes its length', () => {
    expect(foldInPlace('ﬁle')).toBeNull();
    expect(foldInPlace('cafe\u0301')).toBeNull();
  });

  it('folds exactly as fold() whenever it folds at all', () => {
    const alphabet = [...'aZ `´’ÉéÄßẞİıΣσςΟΔ\u212aﬁｶﾞÅ\u0301😀-', '\ud83d'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 12 }), (chars) => {
        const text = chars.join('');
        const inPlace = foldInPlace(text);
        if (inPlace !== null) expect(inPlace).toBe(fold(text));
      }),
      { numRuns: 2000 },
    );
  });
});
