import { describe, expect, it } from 'vitest';
import { compileEnum } from '../../src/slots/enum.js';
import { fillersFor } from '../../src/selector/fillers.js';
import { parseTemplate, type SlotElement } from '../../src/selector/template.js';
import { addLength, addWord, appPart, buildLanguageIndex, fuzzyKeys, idOfHashed, lookup, openLength, POSTING_STRIDE, SIGNATURE, WORDS } from '../../src/selector/token-index.js';
import { wordHash } from '../../src/selector/hash.js';

const slots = new Map<string, SlotElement>([
  ['playlist', { kind: 'slot', name: 'playlist', slot: { type: 'enum', enum: compileEnum(['Focus', 'Jazz Classics']) } }],
  ['level', { kind: 'slot', name: 'level', slot: { type: 'number', spec: { integer: true } } }],
  ['text', { kind: 'slot', name: 'text', slot: { type: 'string' } }],
]);

function build(utterances: string[]) {
  const templates = utterances.map((u) => ({ u, elements: parseTemplate(u, slots, {}, fillersFor('en'), 'en')!.elements, required: [] }));
  return buildLanguageIndex('en', [appPart('app', templates)]);
}

const filedUnder = (index: ReturnType<typeof build>, word: string) => lookup(index, word)?.templates.map((t) => t.u) ?? [];

describe('buildLanguageIndex', () => {
  const index = build(['play {playlist}', 'play the radio', 'play the news', 'set the volume to {level}', 'turn the volume up', "what's playing"]);

  it('files each template under its rarest required word only', () => {
    expect(filedUnder(index, 'radio')).toEqual(['play the radio']);
    expect(filedUnder(index, 'set')).toEqual(['set the volume to {level}']);
    expect(filedUnder(index, 'play')).toEqual([]);
    expect(filedUnder(index, 'the')).toEqual([]);
  });

  it('files an enum template under a word of each value when that is rarest', () => {
    expect(filedUnder(index, 'focus')).toEqual(['play {playlist}']);
    expect(filedUnder(index, 'jazz')).toEqual(['play {playlist}']);
  });

  it('files a template under the word that leads its free-text slot only when it has no other', () => {
    // "saying" is the rarest, but a colon may stand for it ("tell Sam: on my way").
    const texts = build(['send a message to Sam saying {text}', 'call Sam', 'send a message to Sam', 'send a message to Maya', 'saying {text}']);
    expect(filedUnder(texts, 'saying')).toEqual(['saying {text}']);
    expect(filedUnder(texts, 'send')).toContain('send a message to Sam saying {text}');
  });

  it('files a word followed by a clitic also glued', () => {
    expect(filedUnder(index, 'whats')).toEqual(["what's playing"]);
  });

  it('keeps required-word bits and word ids beside the templates', () => {
    const p = lookup(index, 'radio')!;
    const required = p.templates[0]!.required;
    expect(p.bits.length).toBe(POSTING_STRIDE + required.length);
    const from = p.bits[WORDS]!;
    const ids = [...p.bits.subarray(from, p.bits[WORDS + 1]!)];
    expect(ids.map((id) => index.dict.words[id])).toEqual(required);
  });
});

describe('fuzzy lookup', () => {
  const index = build(['open the calendar', 'open the door', 'open the window', 'pause playback']);

  it('knows which words the catalogue has', () => {
    expect(lookup(index, 'calendar')).not.toBeUndefined();
    expect(lookup(index, 'calender')).toBeUndefined();
    // Whether an unknown word may be a misspelling at all (long enough): prepareRequest, request.test.ts.
  });

  it('finds key words within one edit of an unknown word', () => {
    expect(fuzzyKeys(index, 'calender')).toEqual(['calendar']);
    expect(fuzzyKeys(index, 'pasue')).toEqual(['pause']);
    // Only key words: 'playback' is not what 'pause playback' is filed under.
    expect(fuzzyKeys(index, 'playbak')).toBeNull();
    expect(fuzzyKeys(index, 'zzzzzz')).toBeNull();
  });
});

describe('word tables after growth', () => {
  // Enough words that the word and delete-variant tables are rehashed several times.
  const letters = 'bcdfghklmnprstvz';
  const word = (i: number) => `ko${letters[i & 15]}${letters[(i >> 4) & 15]}${letters[(i >> 8) & 15]}ra`;
  const words = Array.from({ length: 1500 }, (_, i) => word(i));
  const index = build(words.map((w) => `open the ${w}`));

  it('still finds every word, and none it was not given', () => {
    for (const w of words) expect(filedUnder(index, w)).toEqual([`open the ${w}`]);
    expect(lookup(index, 'kobbbrax')).toBeUndefined();
  });

  it('still finds key words one edit away at either end and in the middle', () => {
    const w = word(1234);
    // The generated words are close to each other: others one edit away are found too.
    expect(fuzzyKeys(index, w.slice(1))).toContain(w);
    expect(fuzzyKeys(index, `${w}s`)).toEqual([w]);
    expect(fuzzyKeys(index, `${w.slice(0, 3)}${w.slice(4)}`)).toContain(w);
    expect(fuzzyKeys(index, `${w.slice(0, 5)}${w[6]}${w[5]}`)).toEqual([w]);
    expect(fuzzyKeys(index, `${w.slice(0, 3)}x${w.slice(4)}`)).toContain(w);
    expect(fuzzyKeys(index, 'xyxyxyxy')).toBeNull();
  });
});

describe('dictionary words that share a hash', () => {
  /** Two words with the same wordHash (FNV-1a, 32 bits: a pair turns up within ~100k words). */
  function collidingPair(): [string, string] {
    const seen = new Map<number, string>();
    for (let i = 0; ; i++) {
      const w = `zq${i.toString(36)}`;
      const h = wordHash(w);
      const other = seen.get(h);
      if (other !== undefined) return [other, w];
      seen.set(h, w);
    }
  }
  const [a, b] = collidingPair();

  it('tells them apart, before and after the table grows', () => {
    const first = build([`play ${a}`, `show ${b}`]);
    const id = (w: string) => idOfHashed(first.dict, w, wordHash(w));
    expect(wordHash(a)).toBe(wordHash(b));
    expect(first.dict.words[id(a)]).toBe(a);
    expect(first.dict.words[id(b)]).toBe(b);
    const grown = build(Array.from({ length: 3000 }, (_, i) => `say word${i} now`));
    expect(grown.dict.words[idOfHashed(grown.dict, a, wordHash(a))]).toBe(a);
    expect(grown.dict.words[idOfHashed(grown.dict, b, wordHash(b))]).toBe(b);
  });

  it('takes a word of a hash no other has for that word without reading it, and knows absence', () => {
    const index = build(['play jazz']);
    expect(index.dict.words[idOfHashed(index.dict, 'jazz', wordHash('jazz'))]).toBe('jazz');
    expect(idOfHashed(index.dict, 'zzzz-not-a-word', wordHash('zzzz-not-a-word'))).toBe(-1);
  });
});

describe('length signature', () => {
  const sig = (words: string[], open: number[] = []) => {
    const s = new Int32Array(2);
    for (const w of words) addLength(s, 0, w, wordHash(w));
    for (const n of open) openLength(s, 0, n);
    return s;
  };
  const covers = (request: Int32Array, template: Int32Array) => ((template[0]! & ~request[0]!) | (template[1]! & ~request[1]!)) === 0;

  it('lets a template through when the request says its words or an unknown word comes close in length', () => {
    expect(covers(sig(['volume', 'kitchen']), sig(['kitchen']))).toBe(true);
    expect(covers(sig(['volume'], [6, 7, 8]), sig(['kitchen']))).toBe(true);
  });

  it('rules a template out when no unknown word comes close to the length of a word it lacks', () => {
    expect(covers(sig(['volume'], [4, 5, 6]), sig(['kitchen']))).toBe(false);
    expect(covers(sig(['volume']), sig(['volume', 'kitchen']))).toBe(false);
  });
});

describe('addWord', () => {
  it('sets one bit in each half of the signature, the same for the same word', () => {
    const signature = (word: string) => {
      const sig = new Int32Array(SIGNATURE);
      addWord(sig, 0, wordHash(word));
      return sig;
    };
    const sig = signature('volume');
    expect([...sig]).toEqual([...signature('volume')]);
    const ones = (x: number) => x.toString(2).replace(/0/g, '').length;
    expect(ones(sig[0]! >>> 0) + ones(sig[1]! >>> 0)).toBe(1);
    expect(ones(sig[2]! >>> 0) + ones(sig[3]! >>> 0)).toBe(1);
  });
});

describe('the words beside free text', () => {
  it('marks in the dictionary each word a colon or a reporting word may stand for', () => {
    const index = build(['zorblat memo saying {text}', 'plonkid {text} quexed', 'zorblat flimwise']);
    const marked = (w: string) => index.dict.besideText[idOfHashed(index.dict, w, wordHash(w))] === 1;
    // The word that leads free text, and only that one.
    expect(marked('saying')).toBe(true);
    expect(marked('plonkid')).toBe(true);
    expect(marked('memo')).toBe(false);
    expect(marked('zorblat')).toBe(false);
    expect(marked('flimwise')).toBe(false);
    // A word after free text only if it reports it (Japanese と), not any word.
    expect(marked('quexed')).toBe(false);
  });
});
