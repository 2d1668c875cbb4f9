import { describe, expect, it } from 'vitest';
import { toSimplified } from '../../src/selector/chinese.js';
import { compileCatalog, select } from '../../src/selector/index.js';
import { input, intent, manifest, tool } from './helpers.js';

describe('toSimplified', () => {
  it('writes traditional characters as simplified ones, one for one', () => {
    expect(toSimplified('關掉客廳的燈')).toBe('关掉客厅的灯');
    expect(toSimplified('播放輕鬆午後')).toBe('播放轻松午后');
    expect(toSimplified('关掉客厅的灯')).toBe('关掉客厅的灯');
    expect(toSimplified('Focus')).toBe('Focus');
  });
});

describe('select: Chinese in traditional characters', () => {
  const home = manifest('com.example.home', [tool('off', { room: { type: 'string' } })], [
    intent('off', 'off', { zh: ['关掉{room}的灯'], ja: ['{room}の電気を消して'] }, { slots: { room: { type: 'enum', values: ['客厅', '書房', 'リビング'] } } }),
  ]);
  const snap = compileCatalog([input(home)]);
  const pick = (text: string, lang: string) => select(snap, { text, lang }).match;

  it('selects utterances and values written in simplified characters, and the other way round', () => {
    expect(pick('關掉客廳的燈', 'zh-TW')?.arguments).toEqual({ room: '客厅' });
    expect(pick('关掉客厅的灯', 'zh-Hant')?.arguments).toEqual({ room: '客厅' });
    // A value listed in traditional characters is returned as listed.
    expect(pick('关掉书房的灯', 'zh')?.arguments).toEqual({ room: '書房' });
  });

  it('leaves Japanese as written', () => {
    expect(pick('リビングの電気を消して', 'ja')?.arguments).toEqual({ room: 'リビング' });
    expect(pick('リビングの电气を消して', 'ja')).toBeNull();
  });
});
