import { describe, expect, it } from 'vitest';
import { compileApp } from '../../src/selector/catalog.js';
import { saysOthersWords, type OwnWords } from '../../src/selector/own-words.js';
import { input, intent, manifest, tool } from './helpers.js';

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
    expect(saysOthersWords(city, 'ja', ['明', '日'], 0, 2)).toBe(true);
    expect(saysOthersWords(city, 'en', ['tomorrow', 'morning'], 0, 2)).toBe(true);
  });

  it('takes a part of such a run, more than it, its own words, and another language', () => {
    const city = own('current')!;
    expect(saysOthersWords(city, 'en', ['tomorrow'], 0, 1)).toBe(false);
    expect(saysOthersWords(city, 'en', ['tomorrow', 'morning', 'paris'], 0, 3)).toBe(false);
    expect(saysOthersWords(city, 'en', ['weather'], 0, 1)).toBe(false);
    expect(saysOthersWords(city, 'en', ['明', '日'], 0, 2)).toBe(false);
  });

  it('gives nothing to an app without free text', () => {
    const plain = compileApp(input(manifest('com.example.plain', [tool('a')], [intent('a', 'a', { en: ['do it now'] })])));
    expect(plain.compiled[0]!.templates[0]!.elements.some((e) => e.kind === 'slot')).toBe(false);
  });
});
