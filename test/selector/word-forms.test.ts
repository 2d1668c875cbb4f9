import { describe, expect, it } from 'vitest';
import { imperativesOf, otherForms, VERB_STAYS_WHEN_ASKING } from '../../src/selector/word-forms.js';

describe('otherForms', () => {
  it('adds or takes off a plural -s in English, Spanish and French', () => {
    expect(otherForms('minute', 'en')).toEqual(['minutes']);
    expect(otherForms('lights', 'en')).toEqual(['light']);
    expect(otherForms('minutos', 'es')).toEqual(['minuto']);
    expect(otherForms('lumiere', 'fr')).toEqual(['lumieres']);
  });

  it('leaves short words, -ss endings and languages without a plural -s alone', () => {
    expect(otherForms('new', 'en')).toEqual([]);
    expect(otherForms('glas', 'en')).toEqual([]);
    expect(otherForms('glass', 'en')).toEqual([]);
    expect(otherForms('minute', 'de')).toEqual([]);
    expect(otherForms('分钟', 'zh')).toEqual([]);
  });

  it('stands an abbreviated unit for its full forms', () => {
    expect(otherForms('min', 'en')).toEqual(['minute', 'minutes']);
    expect(otherForms('secs', 'en')).toEqual(['seconds']);
    expect(otherForms('min', 'de')).toEqual(['minute', 'minuten']);
    expect(otherForms('h', 'fr')).toEqual(['heure', 'heures']);
    // Only the language's own: "std" is German.
    expect(otherForms('std', 'en')).toEqual([]);
  });

  it('reads only its own tables, never what every object has', () => {
    expect(otherForms('constructor', 'en')).toEqual(['constructors']);
    expect(otherForms('constructor', 'de')).toEqual([]);
  });
});

describe('imperativesOf', () => {
  it('gives the command form of a Spanish or French infinitive by its ending', () => {
    expect(imperativesOf('pausar', 'es')).toEqual(['pausa']);
    expect(imperativesOf('leer', 'es')).toEqual(['lee']);
    expect(imperativesOf('reproducir', 'es')).toEqual(['reproduce']);
    expect(imperativesOf('allumer', 'fr')).toEqual(['allume']);
    expect(imperativesOf('finir', 'fr')).toEqual(['finis']);
  });

  it('knows the irregular and stem-changing verbs, in the token format', () => {
    expect(imperativesOf('poner', 'es')).toEqual(['pon']);
    expect(imperativesOf('encender', 'es')).toEqual(['enciende']);
    expect(imperativesOf('eteindre', 'fr')).toEqual(['eteins']);
    expect(imperativesOf('mettre', 'fr')).toEqual(['mets']);
  });

  it('has none for other words and for English', () => {
    expect(imperativesOf('musica', 'es')).toEqual([]);
    expect(imperativesOf('ver', 'es')).toEqual([]);
    expect(imperativesOf('play', 'en')).toEqual([]);
    // German has them (below), but asking moves its verb to the end: only es and fr read it in place.
    expect(VERB_STAYS_WHEN_ASKING.has('de')).toBe(false);
    expect([...VERB_STAYS_WHEN_ASKING].sort()).toEqual(['es', 'fr']);
  });
});

describe('imperativesOf, German', () => {
  it('gives the command forms of an infinitive, and the vowel-changing ones', () => {
    expect(imperativesOf('spielen', 'de')).toEqual(['spiel', 'spiele']);
    expect(imperativesOf('pausieren', 'de')).toEqual(['pausier', 'pausiere']);
    expect(imperativesOf('andern', 'de')).toEqual(['andere', 'ander']);
    expect(imperativesOf('lesen', 'de')).toEqual(['lies']);
  });

  it('has none for a word that is no infinitive', () => {
    expect(imperativesOf('musik', 'de')).toEqual([]);
    expect(imperativesOf('den', 'de')).toEqual([]);
  });
});
