import { describe, expect, it } from 'vitest';
import { commandSpellings, imperativesOf, infinitivesOf, otherForms, settingAlternatives, settingVerbsOf, synonymsOf, verbAlternatives, VERB_STAYS_WHEN_ASKING, voseoCommandsOf, formalCommandsOf } from '../../src/selector/word-forms.js';

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

describe('infinitivesOf', () => {
  it('gives the infinitive a German command form comes from, with or without its -e', () => {
    expect(infinitivesOf('halt', 'de')).toEqual(['halten']);
    expect(infinitivesOf('halte', 'de')).toEqual(['halten']);
    expect(infinitivesOf('andere', 'de')).toEqual(['anderen', 'andern']);
    expect(infinitivesOf('ander', 'de')).toEqual(['anderen', 'andern']);
    expect(infinitivesOf('spiele', 'de')).toContain('spielen');
    expect(infinitivesOf('brich', 'de')).toEqual(['brechen']);
    expect(infinitivesOf('lies', 'de')).toEqual(['lesen']);
  });

  it('is the reverse of imperativesOf for the verbs it knows', () => {
    for (const verb of ['spielen', 'pausieren', 'lesen', 'nehmen', 'andern']) {
      for (const command of imperativesOf(verb, 'de')) expect(infinitivesOf(command, 'de')).toContain(verb);
    }
  });

  it('has none for other languages', () => {
    expect(infinitivesOf('pausa', 'es')).toEqual([]);
    expect(infinitivesOf('play', 'en')).toEqual([]);
  });
});

describe('voseoCommandsOf', () => {
  it('gives the command said with tú for one said with vos, folded, a glued pronoun kept', () => {
    expect(voseoCommandsOf('pone', 'es')).toEqual(['pon']);
    expect(voseoCommandsOf('segui', 'es')).toEqual(['sigue']);
    expect(voseoCommandsOf('escribi', 'es')).toEqual(['escribe']);
    expect(voseoCommandsOf('decile', 'es')).toEqual(['dile']);
    expect(voseoCommandsOf('poneme', 'es')).toEqual(['ponme']);
  });

  it('has none where both say it alike, for other words and for other languages', () => {
    expect(voseoCommandsOf('pasa', 'es')).toEqual([]);
    expect(voseoCommandsOf('mandale', 'es')).toEqual([]);
    expect(voseoCommandsOf('musica', 'es')).toEqual([]);
    expect(voseoCommandsOf('pone', 'fr')).toEqual([]);
  });
});

describe('formalCommandsOf', () => {
  it('gives the informal command of a formal one: the German infinitive, the Spanish usted form', () => {
    expect(formalCommandsOf('stellen', 'de')).toEqual(['stell', 'stelle']);
    expect(formalCommandsOf('lesen', 'de')).toEqual(['lies']);
    expect(formalCommandsOf('pare', 'es')).toEqual(['para']);
    expect(formalCommandsOf('escriba', 'es')).toEqual(['escribe']);
    expect(formalCommandsOf('ponga', 'es')).toEqual(['pon']);
    expect(formalCommandsOf('pongame', 'es')).toContain('ponme');
    expect(formalCommandsOf('apague', 'es')).toEqual(['apaga']);
  });

  it('has none for a German word that is no infinitive, nor for other languages', () => {
    expect(formalCommandsOf('mach', 'de')).toEqual([]);
    expect(formalCommandsOf('pare', 'fr')).toEqual([]);
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

  it('has none for other words, nor for an English verb, which asks in its command form', () => {
    expect(imperativesOf('musica', 'es')).toEqual([]);
    expect(imperativesOf('ver', 'es')).toEqual([]);
    expect(imperativesOf('play', 'en')).toEqual([]);
    // German has them (below), but asking moves its verb to the end: es, fr and en read it in place.
    expect(VERB_STAYS_WHEN_ASKING.has('de')).toBe(false);
    expect([...VERB_STAYS_WHEN_ASKING].sort()).toEqual(['en', 'es', 'fr']);
  });

  it("gives the stem of an English gerund ('would you mind turning …')", () => {
    expect(imperativesOf('turning', 'en')).toEqual(['turn', 'turne']);
    expect(imperativesOf('skipping', 'en')).toEqual(['skip', 'skipp']);
    expect(imperativesOf('taking', 'en')).toEqual(['tak', 'take']);
    expect(imperativesOf('sing', 'en')).toEqual([]);
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

describe('commandSpellings', () => {
  it('gives a German command with and without its -e', () => {
    expect(commandSpellings('spiel', 'de')).toEqual(['spiele']);
    expect(commandSpellings('spiele', 'de')).toEqual(['spiel']);
    expect(commandSpellings('mache', 'de')).toEqual(['mach']);
  });

  it('has none for short words nor outside German', () => {
    expect(commandSpellings('ab', 'de')).toEqual([]);
    expect(commandSpellings('sie', 'de')).toEqual([]);
    expect(commandSpellings('play', 'en')).toEqual([]);
    expect(commandSpellings('pause', 'fr')).toEqual([]);
  });
});

describe('synonymsOf', () => {
  it('reads again what it reads (fr relis, lis)', () => {
    expect(synonymsOf('relis', 'fr')).toEqual(['lis']);
  });

  it('gives a German command its other spelling, and the groups both spellings of each word', () => {
    expect(synonymsOf('spiele', 'de')).toEqual(['spiel']);
    expect(synonymsOf('mache', 'de')).toEqual(['mach', 'schalt', 'schalte']);
    expect(synonymsOf('schalt', 'de')).toEqual(['mach', 'mache', 'schalte']);
  });

  it('gives the other verbs of every group the word is in', () => {
    expect(synonymsOf('ring', 'en')).toEqual(['call', 'phone', 'dial']);
    expect(synonymsOf('borra', 'es')).toEqual(['vacia', 'elimina']);
    expect(synonymsOf('spul', 'de')).toEqual(['spring', 'springe', 'spule']);
  });

  it('does not chain groups: a word is only what its own groups say', () => {
    expect(synonymsOf('mets', 'fr')).toEqual(['joue', 'lance', 'regle']);
    expect(synonymsOf('joue', 'fr')).not.toContain('regle');
    expect(synonymsOf('joue', 'fr')).not.toContain('demarre');
    expect(synonymsOf('vacia', 'es')).toEqual(['borra']);
  });

  it('keeps verbs one app could mean differently apart, and reads only its own tables', () => {
    expect(synonymsOf('pause', 'en')).toEqual([]);
    expect(synonymsOf('stop', 'en')).toEqual([]);
    expect(synonymsOf('clear', 'en')).not.toContain('delete');
    expect(synonymsOf('ring', 'de')).not.toContain('call');
    expect(synonymsOf('constructor', 'en')).toEqual([]);
  });
});

describe('verbAlternatives', () => {
  it('gives the command forms of an infinitive only when the request asks, then the synonyms of both', () => {
    expect(verbAlternatives('vaciar', 'es', true)).toEqual(['vacia', 'borra']);
    expect(verbAlternatives('vaciar', 'es', false)).toEqual([]);
    expect(verbAlternatives('mettre', 'fr', true)).toEqual(['mets', 'joue', 'lance', 'regle']);
  });

  it('gives the synonyms of a command form whether or not the request asks', () => {
    expect(verbAlternatives('vacia', 'es', false)).toEqual(['borra']);
    expect(verbAlternatives('ring', 'en', true)).toEqual(['call', 'phone', 'dial']);
    expect(verbAlternatives('pause', 'en', false)).toEqual([]);
  });
});

describe('settingVerbsOf', () => {
  it('lets a verb that sets a level a particular way stand for the general one, one way only', () => {
    expect(settingVerbsOf('dim', 'en')).toEqual(['set', 'turn']);
    expect(settingVerbsOf('set', 'en')).toEqual([]);
    expect(settingVerbsOf('baisse', 'fr')).toEqual(['regle', 'mets']);
    expect(settingVerbsOf('dim', 'fr')).toEqual([]);
    expect(settingVerbsOf('constructor', 'en')).toEqual([]);
  });

  it('lets a verb that changes a setting to a value stand for setting it', () => {
    expect(settingVerbsOf('change', 'en')).toEqual(['set']);
    expect(settingVerbsOf('cambia', 'es')).toEqual(['pon']);
    expect(settingAlternatives('andern', 'de', false)).toEqual([]);
    expect(settingVerbsOf('andere', 'de')).toEqual(['stell', 'stelle']);
  });

  it('keeps them apart from the synonyms, for the infinitive of a request that asks too', () => {
    expect(verbAlternatives('lower', 'en', false)).toEqual(['decrease', 'reduce']);
    expect(settingAlternatives('lower', 'en', false)).toEqual(['set', 'turn']);
    expect(settingAlternatives('bajar', 'es', true)).toEqual(['pon']);
    expect(settingAlternatives('bajar', 'es', false)).toEqual([]);
  });
});
