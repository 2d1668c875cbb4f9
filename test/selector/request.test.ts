import { describe, expect, it } from 'vitest';
import { fillersFor } from '../../src/selector/fillers.js';
import { ARTICLE, SMALL, WORD } from '../../src/selector/match.js';
import { prepareRequest } from '../../src/selector/request.js';
import { parseTemplate, type SlotElement } from '../../src/selector/template.js';
import { appPart, buildLanguageIndex } from '../../src/selector/token-index.js';

const slots = new Map<string, SlotElement>([
  ['playlist', { kind: 'slot', name: 'playlist', slot: { type: 'string' } }],
  ['item', { kind: 'slot', name: 'item', slot: { type: 'string' } }],
]);

/** prepareRequest against a catalogue of `templates` alone. */
function prepare(templates: string[], text: string, lang: string) {
  const fillers = fillersFor(lang);
  const parsed = templates.map((t) => ({ elements: parseTemplate(t, slots, {}, fillers, lang)!.elements, required: [] }));
  return prepareRequest(text, lang, lang, buildLanguageIndex(lang, [appPart('app', parsed)]));
}

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
