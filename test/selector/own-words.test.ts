import { describe, expect, it } from 'vitest';
import { compileApp } from '../../src/selector/catalog.js';
import { saysOthersWords, type OwnWords } from '../../src/selector/own-words.js';
import { fillersFor } from '../../src/selector/fillers.js';
import { input, intent, manifest, tool } from './helpers.js';

const small = (lang: string) => fillersFor(lang).small;

const weather = manifest(
  'com.example.weather',
  [tool('current', { city: { type: 'string' } }, {}, []), tool('forecast', { city: { type: 'string' } }, {}, [])],
  [
    intent('current', 'current', { en: ['weather in {city}'], ja: ['{city}の天気を教えて'] }, { slots: { city: { type: 'string' } } }),
    intent('tomorrow', 'forecast', { en: ['what is the weather like tomorrow', 'forecast for tomorrow morning'], ja: ['明日の天気は'] }),
  ],
);
const app = compileApp(input(weather));
const own = (name: string): OwnWords | undefined => {
  for (const tpl of app.compiled.find((i) => i.name === name)!.templates) {
    for (const e of tpl.elements) if (e.kind === 'slot' && e.slot.type === 'string') return e.slot.own;
  }
  return undefined;
};

describe('reserveOwnWords and saysOthersWords', () => {
  it("refuses as a free-text value, whole, a run of content words another of the app's intents says", () => {
    const city = own('current')!;
    expect(saysOthersWords(city, 'ja', ['明', '日'], 0, 2, small('ja'), true)).toBe(true);
    expect(saysOthersWords(city, 'en', ['tomorrow', 'morning'], 0, 2, small('en'), true)).toBe(true);
  });

  it('takes a part of such a run, more than it, its own words, and another language', () => {
    const city = own('current')!;
    expect(saysOthersWords(city, 'en', ['tomorrow'], 0, 1, small('en'), true)).toBe(false);
    expect(saysOthersWords(city, 'en', ['tomorrow', 'morning', 'paris'], 0, 3, small('en'), true)).toBe(false);
    expect(saysOthersWords(city, 'en', ['weather'], 0, 1, small('en'), true)).toBe(false);
    expect(saysOthersWords(city, 'en', ['明', '日'], 0, 2, small('en'), true)).toBe(false);
  });

  it('refuses, in Japanese and Chinese, a value that starts with such a run and a particle', () => {
    const city = own('current')!;
    // 明日の札幌: tomorrow's Sapporo, not a city.
    expect(saysOthersWords(city, 'ja', [...'明日の札幌'], 0, 5, small('ja'), true)).toBe(true);
    expect(saysOthersWords(city, 'ja', [...'札幌の明日'], 0, 5, small('ja'), false)).toBe(false);
    expect(saysOthersWords(city, 'ja', [...'明日は札幌'], 0, 5, small('ja'), true)).toBe(true);
    // Spaced languages name their places with small words inside ("Rio de Janeiro").
    expect(saysOthersWords(city, 'en', ['tomorrow', 'in', 'paris'], 0, 3, small('en'), true)).toBe(false);
  });

  it('refuses a name that ends with such a run, and keeps dictation that does', () => {
    const city = own('current')!;
    expect(saysOthersWords(city, 'en', ['paris', 'tomorrow', 'morning'], 0, 3, small('en'), true)).toBe(true);
    expect(saysOthersWords(city, 'en', ['see', 'you', 'tomorrow', 'morning'], 0, 4, small('en'), false)).toBe(false);
  });

  it('gives nothing to an app without free text', () => {
    const plain = compileApp(input(manifest('com.example.plain', [tool('a')], [intent('a', 'a', { en: ['do it now'] })])));
    expect(plain.compiled[0]!.templates[0]!.elements.some((e) => e.kind === 'slot')).toBe(false);
  });
});
