import { describe, expect, it } from 'vitest';
import { otherForms } from '../../src/selector/word-forms.js';

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
