import { describe, expect, it } from 'vitest';
import { fillersFor } from '../../src/selector/fillers.js';
import { ARTICLE, SMALL, WORD } from '../../src/selector/match.js';
import { fillWordForms, prepareRequest } from '../../src/selector/request.js';
import { parseTemplate, type SlotElement } from '../../src/selector/template.js';
import { appPart, buildLanguageIndex } from '../../src/selector/token-index.js';

const slots = new Map<string, SlotElement>([
  ['playlist', { kind: 'slot', name: 'playlist', slot: { type: 'string' } }],
  ['item', { kind: 'slot', name: 'item', slot: { type: 'string' } }],
]);

/** The index of a catalogue of `templates` alone. */
function indexOf(templates: string[], lang: string) {
  const fillers = fillersFor(lang);
  const parsed = templates.map((t) => ({ elements: parseTemplate(t, slots, {}, fillers, lang)!.elements, required: [] }));
  return buildLanguageIndex(lang, [appPart('app', parsed)]);
}

/** prepareRequest against a catalogue of `templates` alone. */
function prepare(templates: string[], text: string, lang: string) {
  return prepareRequest(text, lang, lang, indexOf(templates, lang));
}

describe('prepareRequest: words that take back what came before', () => {
  it('passes over them at the start, set off by a pause, before the command that replaces it', () => {
    expect(prepare(['pause the music'], 'never mind, pause the music', 'en').polite.slice(0, 3)).toEqual([2, 0, 0]);
    expect(prepare(['annule le minuteur'], 'laisse tomber, annule le minuteur', 'fr').polite.slice(0, 3)).toEqual([2, 0, 0]);
    // Without the pause, or anywhere else, they stay: the command may be what is taken back.
    expect(prepare(['pause the music'], 'never mind pause the music', 'en').polite.slice(0, 2)).toEqual([0, 0]);
    expect(prepare(['pause the music'], 'pause the music, never mind', 'en').polite).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('prepareRequest: a command said formally', () => {
  it('passes over the pronoun right after a verb in the formal form, and reads the verb as the command', () => {
    const de = prepare(['stell die Heizung auf {playlist}'], 'Stellen Sie die Heizung auf 22', 'de');
    expect(de.polite.slice(0, 2)).toEqual([0, 1]);
    fillWordForms(de, indexOf(['stell die Heizung auf {playlist}'], 'de'), 'de');
    expect(de.verbForms?.[0]).toEqual(['stell']);
    const es = prepare(['pon {playlist}'], 'Póngame usted Focus', 'es');
    expect(es.tokens.slice(0, 3)).toEqual(['ponga', 'me', 'usted']);
    expect(es.polite.slice(0, 3)).toEqual([0, 1, 1]);
  });

  it('leaves the pronoun after any other verb: "mach sie an" turns them on', () => {
    expect(prepare(['mach das Licht an'], 'mach sie an', 'de').polite).toEqual([0, 0, 0]);
    expect(prepare(['stell die Heizung auf {playlist}'], 'stell Sie auf 22', 'de').polite.slice(0, 2)).toEqual([0, 0]);
  });
});

describe('prepareRequest', () => {
  it('marks polite phrases, articles and small words, and the words the catalogue does not know', () => {
    const r = prepare(['pause the music'], 'hey pause the musci in', 'en');
    expect(r.tokens).toEqual(['hey', 'pause', 'the', 'musci', 'in']);
    expect(r.polite).toEqual([1, 0, 0, 0, 0]);
    expect([...r.kind]).toEqual([WORD, WORD, ARTICLE, WORD, SMALL]);
    expect(r.unknown).toEqual([false, false, false, true, false]);
    expect(r.postings.map((p) => p !== undefined)).toEqual([false, true, true, false, false]);
    // A word too short to be misspelt is not a possible misspelling, known or not.
    expect(prepare(['open the calendar'], 'open the calender abc', 'en').unknown).toEqual([false, false, true, false]);
  });

  it('takes the words that open a request going on from an earlier one as polite at its start only', () => {
    expect(prepare(['pause the music'], 'oh and pause the music', 'en').polite).toEqual([1, 1, 0, 0, 0]);
    expect(prepare(['pause the music'], 'okay, one more thing, pause the music', 'en').polite).toEqual([1, 3, 0, 0, 0, 0, 0]);
    expect(prepare(['spiel die Musik weiter'], 'ach ja, und spiel die Musik weiter', 'de').polite.slice(0, 3)).toEqual([2, 0, 1]);
    // Elsewhere "and" joins.
    expect(prepare(['pause the music'], 'pause the music and the podcast', 'en').polite).toEqual([0, 0, 0, 0, 0, 0]);
    // An answer before the command opens it too: "no" only before a pause, as it may deny what follows.
    expect(prepare(['pause the music'], 'yes, pause the music', 'en').polite).toEqual([1, 0, 0, 0]);
    expect(prepare(['pause the music'], 'no, pause the music', 'en').polite).toEqual([1, 0, 0, 0]);
    expect(prepare(['play some music'], 'no music', 'en').polite).toEqual([0, 0]);
    // "yes, and …" agrees to something besides the command.
    expect(prepare(['pause the music'], 'yes, and pause the music too', 'en').polite).toEqual([0, 0, 0, 0, 0, 1]);
  });

  it('passes over swear words and intensifiers as polite words', () => {
    expect(prepare(['turn off all the lights'], 'turn off all the damn lights', 'en').polite).toEqual([0, 0, 0, 0, 1, 0]);
    expect(prepare(['mets {playlist}'], 'putain, mets Focus', 'fr').polite).toEqual([1, 0, 0]);
    expect(prepare(['pause the music'], 'pause the music rn', 'en').polite).toEqual([0, 0, 0, 1]);
  });

  it('never takes a negation for a misspelt catalogue word', () => {
    expect(prepare(['mach das Licht an'], 'mach das nicht an', 'de').unknown).toEqual([false, false, false, false]);
    expect(prepare(['mach das Licht an'], 'mach das Lichz an', 'de').unknown).toEqual([false, false, true, false]);
  });

  it('splits a Spanish pronoun off an imperative the catalogue knows, and passes over it politely', () => {
    const r = prepare(['pon {playlist}', 'añade {item} a la lista'], 'Pónme Focus', 'es');
    expect(r.tokens).toEqual(['pon', 'me', 'focus']);
    expect(r.polite).toEqual([0, 1, 0]);
    // Each part keeps its own range of the source, accents and case included.
    expect(r.tokens.map((_, j) => r.t.source.slice(r.t.start[j]!, r.t.end[j]!))).toEqual(['Pón', 'me', 'Focus']);
    expect(prepare(['pon {playlist}', 'añade {item} a la lista'], 'añádenos pan a la lista', 'es').tokens.slice(0, 2)).toEqual(['anade', 'nos']);
    // le, les: for whom; the verb may be one that commands what a catalogue verb does.
    expect(prepare(['escribe a {item} que {playlist}'], 'escríbele a Lucía que sí', 'es').tokens.slice(0, 2)).toEqual(['escribe', 'le']);
    expect(prepare(['envía un mensaje a {item}'], 'mándale un mensaje a Lucía', 'es').tokens.slice(0, 2)).toEqual(['manda', 'le']);
  });

  it('leaves words alone whose verb is not a catalogue content word, or which are catalogue words', () => {
    // "dame" (da + me): no template says "da"; "siete" is not "sie" + "te".
    expect(prepare(['pon {playlist}'], 'dame siete', 'es').tokens).toEqual(['dame', 'siete']);
    // lo/la replace the object: not split.
    expect(prepare(['pon {playlist}'], 'ponla', 'es').tokens).toEqual(['ponla']);
    // A word the catalogue says is kept whole.
    expect(prepare(['pon {playlist}', 'ponme al día'], 'ponme al día', 'es').tokens).toEqual(['ponme', 'al', 'dia']);
    // Other languages have no such pronouns.
    expect(prepare(['pon {playlist}'], 'ponme Focus', 'en').tokens).toEqual(['ponme', 'focus']);
  });
});

describe('fillWordForms', () => {
  const templates = ['set a timer for {item} minutes', 'switch off the {item} light', 'delete my last note', 'the notebooks please'];

  it('finds the other form of each word, with or without -s, where the catalogue has it', () => {
    const index = indexOf(templates, 'en');
    const r = prepareRequest('set a timers for 1 minute lights notes notebook', 'en', 'en', index);
    expect(r.forms).toEqual([null, null, null, null, null, null, null, null, null]);
    expect(fillWordForms(r, index, 'en')).toBe(5);
    expect(r.tokens).toEqual(['set', 'a', 'timers', 'for', '1', 'minute', 'lights', 'notes', 'notebook']);
    expect(r.forms).toEqual([null, null, ['timer'], null, null, ['minutes'], ['light'], ['note'], ['notebooks']]);
    // Templates filed under the other form are visited through it, as through a misspelt key.
    expect(r.fuzzy[8]).toEqual(['notebooks']);
    expect(r.fuzzy[5]).toBeNull();
  });

  it('leaves articles, small and short words, -ss endings and languages without a plural -s', () => {
    const index = indexOf(['play the news', 'pas de deux', 'fill the glas'], 'en');
    const r = prepareRequest('the new pass glass', 'en', 'en', index);
    expect(fillWordForms(r, index, 'en')).toBe(0);
    const de = indexOf(['stell einen Timer'], 'de');
    const g = prepareRequest('stell einen Timers', 'de', 'de', de);
    expect(fillWordForms(g, de, 'de')).toBe(0);
    expect(g.forms).toEqual([null, null, null]);
  });
});

describe('fillWordForms: abbreviated units', () => {
  it('stands an abbreviation for each of its full forms the catalogue has', () => {
    const index = indexOf(['set a timer for {item} minutes', 'start a {item} minute timer', 'skip {item} seconds'], 'en');
    const r = prepareRequest('10 min 30 secs 2 hrs', 'en', 'en', index);
    expect(fillWordForms(r, index, 'en')).toBe(2);
    expect(r.forms).toEqual([null, ['minute', 'minutes'], null, ['seconds'], null, null]);
    const de = indexOf(['stell einen Timer auf {item} Minuten'], 'de');
    const g = prepareRequest('10 Min', 'de', 'de', de);
    expect(fillWordForms(g, de, 'de')).toBe(1);
    expect(g.forms).toEqual([null, ['minuten']]);
  });
});

