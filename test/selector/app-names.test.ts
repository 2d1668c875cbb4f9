import { describe, expect, it } from 'vitest';
import { compileCatalog, select } from '../../src/selector/index.js';
import { compileAppNames, namedApp } from '../../src/selector/app-names.js';
import { prepareRequest } from '../../src/selector/request.js';
import { input, intent, manifest, tool } from './helpers.js';

const music = {
  ...manifest('com.example.music', [tool('play', { playlist: { type: 'string' } })], [
    intent('play', 'play', { en: ['play the {playlist} playlist', 'play {playlist}'], ja: ['{playlist}を再生して'] }, { slots: { playlist: { type: 'enum', values: ['Focus', 'Morning Coffee'] } } }),
  ]),
  name: 'Tempo Music',
};
const podcasts = {
  ...manifest('com.example.podcasts', [tool('play_show', { show: { type: 'string' } })], [
    intent('play_show', 'play_show', { en: ['play {show}'] }, { slots: { show: { type: 'enum', values: ['Morning Coffee', 'Radiolab'] } } }),
  ]),
  name: 'Pod Corner',
};
const snap = compileCatalog([input(music), input(podcasts)]);
const named = (text: string, lang = 'en') => namedApp(prepareRequest(text, lang, lang, snap.index.get(lang)!), snap.names);
const pick = (text: string, lang = 'en', apps?: string[]) => select(snap, { text, lang, ...(apps ? { apps } : {}) });

describe('compileAppNames', () => {
  it('keys each name by its tokens, with every app that has it', () => {
    const names = compileAppNames([['a', 'Tempo Music'], ['b', 'tempo music'], ['c', 'Jot']]);
    expect(names.apps.get('tempo music')).toEqual(['a', 'b']);
    expect(names.phrases.get('jot')).toEqual([['jot']]);
  });
});

describe('namedApp', () => {
  it('takes out a name said first or last, with the word that leads it', () => {
    expect(named('Tempo Music, play Focus')).toEqual({ text: 'play Focus', apps: ['com.example.music'], from: 0, to: 2 });
    expect(named('on Tempo Music, play Focus')).toEqual({ text: 'play Focus', apps: ['com.example.music'], from: 0, to: 3 });
    expect(named('play Morning Coffee on Pod Corner please')).toEqual({ text: 'play Morning Coffee please', apps: ['com.example.podcasts'], from: 3, to: 6 });
    // Last after a comma, as a name is called out.
    expect(named('play Focus, Tempo Music')).toEqual({ text: 'play Focus', apps: ['com.example.music'], from: 2, to: 4 });
    expect(named('Tempo Musicで夜のドライブを再生して', 'ja')?.text).toBe('夜のドライブを再生して');
  });

  it('is null for a request that names no app there', () => {
    expect(named('play Focus')).toBeNull();
    // Last, only led by a short function word or a word of the means.
    expect(named('play Focus Tempo Music')).toBeNull();
    // A name alone is no command.
    expect(named('Tempo Music')).toBeNull();
  });
});

describe('select: a request that names its app', () => {
  it("selects among the named app's intents alone, at a cost", () => {
    const m = pick('play Morning Coffee on Pod Corner').match;
    expect(m?.app).toBe('com.example.podcasts');
    expect(m!.confidence).toBeCloseTo(0.99, 5);
    expect(pick('Tempo Music, play Morning Coffee').match?.app).toBe('com.example.music');
    // Unnamed, the two apps tie.
    expect(pick('play Morning Coffee').reason).toBe('ambiguous');
  });

  it('declines a command the named app has no intent for, or an app not enabled', () => {
    expect(pick('play Radiolab on Tempo Music').match).toBeNull();
    expect(pick('play Radiolab on Pod Corner', 'en', ['com.example.music']).match).toBeNull();
  });
});
