import { expect, it } from 'vitest';
import { foldAccents, lexicon, morph } from '../../src/slots/numbers/lexicon.js';
import { DIGIT, TEEN } from '../../src/slots/numbers/spoken.js';

it('folds accents exactly like the shared token format (U+0300–U+036F only)', () => {
  expect(foldAccents('dieciséis')).toBe('dieciseis');
  expect(foldAccents('fünf')).toBe('funf');
  expect(foldAccents('zéro')).toBe('zero');
  expect(foldAccents('dreißig')).toBe('dreißig');
  expect(foldAccents('パーセント')).toBe('パーセント'); // kana voicing marks are not combining accents
});

it('stores each word as written and without accents, frozen', () => {
  const six = [morph(TEEN, 16)];
  const map = lexicon([['dieciséis', six], ['uno', [morph(DIGIT, 1)]]]);
  expect(map.get('dieciséis')).toEqual(six);
  expect(map.get('dieciseis')).toBe(map.get('dieciséis'));
  expect(map.get('uno')?.[0]).toEqual({ k: DIGIT, v: 1 });
  expect(Object.isFrozen(map.get('uno'))).toBe(true);
  expect(Object.isFrozen(map.get('uno')?.[0])).toBe(true);
  expect(map.has('dos')).toBe(false);
});

it('keeps morpheme flags', () => {
  expect(morph(DIGIT, 1, { closed: true })).toEqual({ k: DIGIT, v: 1, closed: true });
});
