import { describe, expect, it } from 'vitest';
import { fillersFor, phraseLengthAt, phraseLengthBefore, roleOf, ROLE_ARTICLE, ROLE_NEGATION, ROLE_PHRASE, ROLE_SMALL } from '../../src/selector/fillers.js';
import { wordHash } from '../../src/selector/hash.js';
import { tokenize } from '../../src/selector/tokenize.js';

const toks = (s: string) => tokenize(s).tokens;

describe('fillersFor', () => {
  it('gives each token the roles of the tables it is in, and none to others', () => {
    for (const lang of ['en', 'de', 'fr', 'es', 'ja', 'zh', 'xx']) {
      const f = fillersFor(lang);
      const words = new Set([...f.phrases.keys(), ...f.articles, ...f.small, ...f.negations, 'play', 'lights']);
      for (const w of words) {
        const want =
          (f.phrases.has(w) ? ROLE_PHRASE : 0) | (f.articles.has(w) ? ROLE_ARTICLE : 0) | (f.small.has(w) ? ROLE_SMALL : 0) | (f.negations.has(w) ? ROLE_NEGATION : 0);
        expect([lang, w, roleOf(f, w, wordHash(w))]).toEqual([lang, w, want]);
      }
    }
    expect(roleOf(fillersFor('en'), 'the', wordHash('the'))).toBe(ROLE_ARTICLE);
  });

  it('knows polite phrases, articles and small words per language', () => {
    const en = fillersFor('en');
    expect(en.articles.has('the')).toBe(true);
    expect(en.small.has('to')).toBe(true);
    // Words that flip a command's meaning are never fillers.
    expect(en.small.has('on')).toBe(false);
    expect(en.small.has('off')).toBe(false);
    expect(fillersFor('de').articles.has('der')).toBe(true);
    expect(fillersFor('fr').articles.has("l'")).toBe(true);
  });

  it('passes over the day a command is given on, a pause, haste, and the French "me" and German "mir" of whom it is for', () => {
    // [text, token, language, length of the polite phrase there]
    const said: [string, number, string, number][] = [
      ['today', 0, 'en', 1],
      ['hoy', 0, 'es', 1],
      ['heute', 0, 'de', 1],
      ["aujourd'hui", 0, 'fr', 1],
      ['me', 0, 'fr', 1],
      ["m'éteindre", 0, 'fr', 1],
      ['moi', 0, 'fr', 1],
      ['hold on, pause the podcast', 0, 'en', 2],
      ['pause it for a sec', 2, 'en', 3],
      ['para la música un momento', 3, 'es', 2],
      ['real quick, lock the door', 0, 'en', 2],
      ['prends vite une note', 1, 'fr', 1],
      ['现在把音量调到50', 0, 'zh', 2],
      // "now" said longer.
      ['weather in Paris at the moment', 3, 'en', 3],
      ['à Lyon en ce moment', 2, 'fr', 3],
      ['in Berlin im Moment', 2, 'de', 2],
      ['en Madrid en este momento', 2, 'es', 3],
      ['stell mir einen Wecker', 1, 'de', 1],
      ['do you know the weather in Paris', 0, 'en', 3],
      ['would you mind turning off the lights', 0, 'en', 3],
      ["if it's not too much trouble, could you pause", 0, 'en', 7],
      ['¿te importaría pausar la música?', 0, 'es', 2],
      ['könntest du vielleicht das Licht ausmachen', 0, 'de', 3],
      ['vielleicht Musik anhalten', 0, 'de', 0],
      ['can you tell me the weather', 0, 'en', 4],
      // Asked formally, and Mexico's "now".
      ['Könnten Sie das Licht ausmachen', 0, 'de', 2],
      ['¿Me puede poner Focus?', 0, 'es', 2],
      ['qué tiempo hace ahorita', 3, 'es', 1],
      // "now" for the time being, and the day it is given on said with its preposition.
      ['weather in Berlin for now', 3, 'en', 2],
      ['weather in Berlin for today', 3, 'en', 2],
      ['à Liège pour le moment', 2, 'fr', 3],
      ["à Lyon pour l'instant", 2, 'fr', 3],
      ['en Madrid por ahora', 2, 'es', 2],
      ['in Berlin fürs Erste', 2, 'de', 2],
      // Thanks said longer, asked formally, and "please" as Nigeria and Singapore say it.
      ['danke schön', 0, 'de', 2],
      ['muchas gracias', 0, 'es', 2],
      ['hágame el favor de poner', 0, 'es', 4],
      ['play Focus lah', 2, 'en', 1],
      ['abeg play Focus', 0, 'en', 1],
      ['kannste mal das Licht ausmachen', 0, 'de', 2],
      ["annule le minuteur s'te plaît", 3, 'fr', 3],
      ['恐れ入りますが', 0, 'ja', 7],
      // Not the next day: that is another request.
      ['tomorrow', 0, 'en', 0],
    ];
    for (const [text, at, lang, length] of said) expect([text, phraseLengthAt(toks(text), at, fillersFor(lang).phrases)]).toEqual([text, length]);
    expect(fillersFor('fr').small.has('moi')).toBe(false);
  });

  it('knows the words that negate a command, in the token format', () => {
    expect(toks("don't").map((w) => fillersFor('en').negations.has(w))).toEqual([false, true]);
    expect(['not', 'never'].every((w) => fillersFor('en').negations.has(w))).toBe(true);
    expect(['nicht', 'keine'].every((w) => fillersFor('de').negations.has(w))).toBe(true);
    expect([...toks("n'arrête"), 'pas', 'jamais'].filter((w) => fillersFor('fr').negations.has(w))).toEqual(["n'", 'pas', 'jamais']);
    expect(['no', 'nunca'].every((w) => fillersFor('es').negations.has(w))).toBe(true);
    expect(['不', '别'].every((w) => fillersFor('zh').negations.has(w))).toBe(true);
    expect(fillersFor('en').negations.has('now')).toBe(false);
  });

  it('pairs contracted and full forms both ways, per language, in the token format', () => {
    expect(fillersFor('en').contractions.get(toks("what's")[1]!)).toEqual(['is']);
    expect(fillersFor('en').contractions.get('is')).toEqual(["'s"]);
    expect(fillersFor('de').contractions.get('im')).toEqual(['in']);
    expect(fillersFor('de').contractions.get('in')).toEqual(['im', 'ins']);
    // German articles as speech shortens them.
    expect(fillersFor('de').contractions.get('einen')).toEqual(['nen']);
    expect(fillersFor('fr').contractions.get(toks('à')[0]!)).toEqual(['au', 'aux']);
    expect(fillersFor('es').contractions.get('al')).toEqual(['a']);
    expect(fillersFor('fr').contractions.get('de')).toEqual(['du', 'des', "d'"]);
    expect(fillersFor('en').contractions.has('im')).toBe(false);
    expect(fillersFor('de').beforeNumber.get('fur')).toEqual(['auf']);
    expect(fillersFor('fr').beforeNumber.get('pour')).toEqual(['a', 'de']);
  });

  it("knows the units that only restate a number or what it measures, never one of several for a quantity", () => {
    expect(toks("o'clock").every((w) => fillersFor('en').restating.has(w))).toBe(true);
    expect(fillersFor('de').restating.has('uhr')).toBe(true);
    expect(fillersFor('en').restating.has('degrees')).toBe(true);
    expect(fillersFor('fr').restating.has('degres')).toBe(true);
    expect(['minutes', 'hours', 'seconds'].some((w) => fillersFor('en').restating.has(w))).toBe(false);
    expect(fillersFor('fr').restating.has('heures')).toBe(false);
  });

  it('knows the directions that a number after them makes redundant, in English only', () => {
    expect(['up', 'down'].every((w) => fillersFor('en').directions.has(w))).toBe(true);
    expect(fillersFor('de').directions.size).toBe(0);
  });

  it('is empty for a language it has no lists for', () => {
    const xx = fillersFor('xx');
    expect(xx.phrases.size).toBe(0);
    expect(xx.articles.size).toBe(0);
    expect(xx.contractions.size).toBe(0);
  });
});

describe('phraseLengthAt', () => {
  it('finds the longest polite phrase at a position', () => {
    const en = fillersFor('en').phrases;
    const t = toks('could you please pause');
    expect(phraseLengthAt(t, 0, en)).toBe(2);
    expect(phraseLengthAt(t, 2, en)).toBe(1);
    expect(phraseLengthAt(t, 3, en)).toBe(0);
  });

  it('reads French, Spanish, German and Japanese phrases in the token format', () => {
    expect(phraseLengthAt(toks("s'il vous plaît"), 0, fillersFor('fr').phrases)).toBe(4);
    expect(phraseLengthAt(toks('por favor'), 0, fillersFor('es').phrases)).toBe(2);
    expect(phraseLengthAt(toks('könntest du'), 0, fillersFor('de').phrases)).toBe(2);
    expect(phraseLengthAt(toks('dis, mets la musique'), 0, fillersFor('fr').phrases)).toBe(1);
    expect(phraseLengthAt(toks('dis-moi, joue Focus'), 0, fillersFor('fr').phrases)).toBe(2);
    expect(phraseLengthAt(toks('dites-moi la météo'), 0, fillersFor('fr').phrases)).toBe(2);
    expect(phraseLengthAt(toks('oye, pon Focus'), 0, fillersFor('es').phrases)).toBe(1);
    expect(phraseLengthAt(toks('sag mal, spiel Focus'), 0, fillersFor('de').phrases)).toBe(2);
    expect(phraseLengthAt(toks('sag Anna dass'), 0, fillersFor('de').phrases)).toBe(0); // sag alone is a verb
    for (const lang of ['en', 'es', 'de', 'fr']) expect(phraseLengthAt(toks('hey, play'), 0, fillersFor(lang).phrases), lang).toBe(1);
    const ja = toks('止めてください');
    expect(phraseLengthAt(ja, 3, fillersFor('ja').phrases)).toBe(4);
  });
});

describe('phraseLengthBefore', () => {
  it('finds a phrase ending exactly at a position', () => {
    const t = toks('check the build please');
    expect(phraseLengthBefore(t, 4, 0, fillersFor('en').edge)).toBe(1);
    expect(phraseLengthBefore(t, 3, 0, fillersFor('en').edge)).toBe(0);
  });
});
