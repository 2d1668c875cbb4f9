// Intents: names, tool, languages, utterances, responses, placeholders, required inputs.
import { describe, expect, it } from 'vitest';
import { errorsAfter, type Json } from '../fixture.js';

const many = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));

const cases: [string, (m: Json) => void, string[]][] = [
  ['at most 30 intents', (m) => (m.intents = many(31, (i) => ({ ...m.intents[2], name: `play_focus_${i}` }))), ['intents: must hold at most 30 items']],
  ['a name is lower snake_case', (m) => (m.intents[0].name = 'NewNote'), ['intents[0].name: must be lower snake_case starting with a letter (at most 64 characters)']],
  ['a name is at most 64 characters', (m) => (m.intents[0].name = 'n'.repeat(65)), ['intents[0].name: must be lower snake_case starting with a letter (at most 64 characters)']],
  ['names are unique', (m) => (m.intents[1].name = 'new_note'), ['intents[1].name: repeats intent name "new_note"']],
  ['the tool is declared', (m) => (m.intents[0].tool = 'make_note'), ['intents[0].tool: "make_note" is not a declared tool']],
  ['a tool is named', (m) => delete m.intents[0].tool, ['intents[0].tool: is required']],
  ['a description is required', (m) => delete m.intents[0].description, ['intents[0].description: is required']],
  ['a description is not empty', (m) => (m.intents[0].description = ''), ['intents[0].description: must not be empty']],
  ['a description is at most 1000 characters', (m) => (m.intents[0].description = 'd'.repeat(1001)), ['intents[0].description: must be at most 1000 characters']],
  ['utterances are required', (m) => delete m.intents[0].utterances, ['intents[0].utterances: is required']],
  ['utterances hold at least one language', (m) => (m.intents[0].utterances = {}), ['intents[0].utterances: must hold 1 to 20 entries']],
  [
    'utterances hold at most 20 languages',
    (m) => (m.intents[0].utterances = Object.fromEntries(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'sv', 'da', 'fi', 'no', 'pl', 'cs', 'sk', 'hu', 'ro', 'bg', 'el', 'tr', 'ja', 'zh'].map((l) => [l, ['new note {title}']]))),
    ['intents[0].utterances: must hold 1 to 20 entries'],
  ],
  ['a language key is BCP-47', (m) => (m.intents[0].utterances.en_US = ['new note {title}']), ['intents[0].utterances.en_US: is not a BCP-47 language tag such as en, es or en-US']],
  ['a language appears once', (m) => (m.intents[0].utterances.EN = ['note {title}']), ['intents[0].utterances.EN: repeats the language "en"']],
  ['a language holds at least one utterance', (m) => (m.intents[0].utterances.en = []), ['intents[0].utterances.en: must hold 1 to 20 strings']],
  ['a language holds at most 20 utterances', (m) => (m.intents[0].utterances.en = many(21, (i) => `note ${i} {title}`)), ['intents[0].utterances.en: must hold 1 to 20 strings']],
  ['an utterance is a string', (m) => (m.intents[0].utterances.en[1] = 42), ['intents[0].utterances.en[1]: must be a string']],
  ['an utterance is not empty', (m) => (m.intents[0].utterances.en[1] = ''), ['intents[0].utterances.en[1]: must not be empty']],
  ['an utterance is not blank', (m) => (m.intents[0].utterances.en[1] = '   '), ['intents[0].utterances.en[1]: must not be empty']],
  ['an utterance is at most 500 characters', (m) => (m.intents[0].utterances.en[1] = `note {title} ${'x'.repeat(500)}`), ['intents[0].utterances.en[1]: must be at most 500 characters']],
  ['a long utterance missing its slot is reported for its length', (m) => (m.intents[0].utterances.en[1] = `note ${'x'.repeat(500)}`), ['intents[0].utterances.en[1]: must be at most 500 characters']],
  ['an utterance holds no invisible character', (m) => (m.intents[0].utterances.en[0] = 'new\u200b note {title}'), ['intents[0].utterances.en[0]: contains U+200B ZERO WIDTH SPACE']],
  ['an utterance holds no direction control', (m) => (m.intents[0].utterances.en[0] = 'new note {title}\u2066'), ['intents[0].utterances.en[0]: contains U+2066 LEFT-TO-RIGHT ISOLATE']],
  ['an utterance is one line', (m) => (m.intents[0].utterances.en[0] = 'new note\n{title}'), ['intents[0].utterances.en[0]: contains U+000A LINE FEED']],
  ['an utterance holds no tag characters', (m) => (m.intents[0].utterances.en[0] = 'new note {title}\u{e0069}\u{e0067}'), ['intents[0].utterances.en[0]: contains U+E0069 TAG CHARACTER']],
  ['braces are balanced', (m) => (m.intents[0].utterances.en[0] = 'new note {title'), ['intents[0].utterances.en[0]: has a "{" without a matching "}"']],
  ['a placeholder is a name', (m) => (m.intents[0].utterances.en[0] = 'new note {the title}'), ['intents[0].utterances.en[0]: {the title} is not a valid placeholder: use {name} with letters, digits or _']],
  ['an utterance holds no view binding', (m) => (m.intents[0].utterances.en[0] = 'new note {{title}}'), ['intents[0].utterances.en[0]: {{title}} is a view binding, not a {placeholder}']],
  ['a placeholder names a slot or fixed argument', (m) => (m.intents[0].utterances.en[1] = 'create a {colour} note called {title}'), ['intents[0].utterances.en[1]: {colour} is not a slot or fixed argument']],
  ['a required slot is in every utterance', (m) => m.intents[1].utterances.es.push('pregunta a {bot}'), ['intents[1].utterances.es[1]: must contain {message}: a required slot']],
  ['several missing required slots are named once', (m) => (m.intents[1].utterances.en[0] = 'ask a bot'), ['intents[1].utterances.en[0]: must contain {bot}, {message}: required slots']],
  ['a response is required', (m) => delete m.intents[0].response, ['intents[0].response: is required']],
  ['a response holds at least one language', (m) => (m.intents[0].response = {}), ['intents[0].response: must hold 1 to 20 entries']],
  ['a response language is BCP-47', (m) => (m.intents[0].response['en us'] = 'Done.'), ['intents[0].response["en us"]: is not a BCP-47 language tag such as en, es or en-US']],
  ['a response is one string per language', (m) => (m.intents[0].response.en = ['Created.', 'Done.']), ['intents[0].response.en: must be a string']],
  ['a response is not empty', (m) => (m.intents[0].response.en = ' '), ['intents[0].response.en: must not be empty']],
  ['a response is at most 500 characters', (m) => (m.intents[0].response.en = 'r'.repeat(501)), ['intents[0].response.en: must be at most 500 characters']],
  ['a response holds no invisible character', (m) => (m.intents[0].response.en = 'Created\u00ad {title}.'), ['intents[0].response.en: contains U+00AD SOFT HYPHEN']],
  ['a response placeholder names a slot or fixed argument', (m) => (m.intents[1].response.en = 'Asking {bot} about {topic}.'), ['intents[1].response.en: {topic} is not a slot or fixed argument']],
  ['a required tool input is fixed or a slot', (m) => delete m.intents[2].fixedArgs.playlist, ['intents[2].response.en: {playlist} is not a slot or fixed argument', 'intents[2]: tool input "playlist" is required: fix it in fixedArgs or declare a required slot']],
  ['a required tool input slot is required', (m) => (m.intents[1].slots.bot.required = false), ['intents[1].slots.bot.required: must be true: the tool requires "bot"']],
  ['minConfidence is in [0, 1]', (m) => (m.intents[2].minConfidence = 1.5), ['intents[2].minConfidence: must be between 0 and 1']],
  ['minConfidence is a number', (m) => (m.intents[2].minConfidence = 'high'), ['intents[2].minConfidence: must be a number']],
];

describe('intents', () => {
  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(errorsAfter(mutate)).toEqual(expected);
  });

  it('accepts canonical and non-canonical BCP-47 keys, several languages, and fixed-argument placeholders', () => {
    expect(
      errorsAfter((m) => {
        m.intents[0].utterances['en-US'] = ['note {title}'];
        m.intents[0].utterances['zh-Hant-TW'] = ['新筆記 {title}'];
        m.intents[0].utterances.ja = ['{title}をメモ'];
        m.intents[0].response['pt-br'] = 'Criei {title}.';
        m.intents[2].utterances.en.push('play {playlist}');
      }),
    ).toEqual([]);
  });

  it('accepts an optional slot missing from some utterances', () => {
    expect(errorsAfter((m) => m.intents[2].utterances.en.push('put on focus'))).toEqual([]);
  });

  it('accepts an intent with no slots or fixed arguments for a tool with no required input', () => {
    expect(
      errorsAfter((m) => {
        m.tools[2].inputSchema.required = [];
        m.intents.push({ name: 'play', tool: 'play_playlist', description: 'Resume playing.', utterances: { en: ['play'] }, response: { en: 'Playing.' } });
      }),
    ).toEqual([]);
  });

  it('reports every problem of several intents together', () => {
    expect(
      errorsAfter((m) => {
        m.intents[0].tool = 'nope';
        m.intents[1].utterances.en[0] = 'ask {bot}';
        m.intents[2].minConfidence = -1;
      }),
    ).toEqual([
      'intents[0].tool: "nope" is not a declared tool',
      'intents[1].utterances.en[0]: must contain {message}: a required slot',
      'intents[2].minConfidence: must be between 0 and 1',
    ]);
  });
});
