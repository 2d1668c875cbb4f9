import { describe, expect, it } from 'vitest';
import { compileEnum } from '../../src/slots/enum.js';
import { fillersFor } from '../../src/selector/fillers.js';
import { align } from '../../src/selector/match.js';
import { MIN_CONFIDENCE } from '../../src/selector/score.js';
import { fillWordForms, prepareRequest } from '../../src/selector/request.js';
import { parseTemplate, type SlotElement } from '../../src/selector/template.js';
import { appPart, buildLanguageIndex } from '../../src/selector/token-index.js';

const slots = new Map<string, SlotElement>([
  ['level', { kind: 'slot', name: 'level', slot: { type: 'number', spec: { integer: true, minimum: 0, maximum: 100 } } }],
  ['bot', { kind: 'slot', name: 'bot', slot: { type: 'enum', enum: compileEnum(['Sol', 'Deep Thought']) } }],
  ['message', { kind: 'slot', name: 'message', slot: { type: 'string' } }],
  ['city', { kind: 'slot', name: 'city', slot: { type: 'string' } }],
  ['minutes', { kind: 'slot', name: 'minutes', slot: { type: 'number', spec: { integer: true, minimum: 1, maximum: 720 } } }],
  ['hour', { kind: 'slot', name: 'hour', slot: { type: 'number', spec: { integer: true, minimum: 0, maximum: 23 } } }],
  ['room', { kind: 'slot', name: 'room', slot: { type: 'enum', enum: compileEnum(['Küche', 'Flur', 'Cuisine']) } }],
]);

/** Aligns one request with one template, with a catalogue made of that template alone. */
function run(template: string, text: string, lang = 'en') {
  const primary = lang.split('-')[0]!;
  const elements = parseTemplate(template, slots, {}, fillersFor(primary), lang)!.elements;
  const index = buildLanguageIndex(primary, [appPart('app', [{ elements, required: [] }])]);
  return align(elements, prepareRequest(text, lang, primary, index));
}

/** run, the template passing over `toolWords` as words of its call. */
function runCall(template: string, text: string, toolWords: string[], lang = 'en') {
  const elements = parseTemplate(template, slots, {}, fillersFor(lang), lang)!.elements;
  const index = buildLanguageIndex(lang, [appPart('app', [{ elements, required: [] }])]);
  return align(elements, prepareRequest(text, lang, lang, index), new Set(toolWords));
}

/** run, with the request's inflections looked up as the misspelling pass does, in a catalogue
 * that also knows the singular (a word it does not know may be taken for a misspelling first). */
function runInflected(template: string, text: string, inflect = true, lang = 'en') {
  const parse = (t: string) => parseTemplate(t, slots, {}, fillersFor(lang), lang)!.elements;
  const elements = parse(template);
  const other = parse('one minute one light');
  const index = buildLanguageIndex(lang, [appPart('app', [{ elements, required: [] }, { elements: other, required: [] }])]);
  const req = prepareRequest(text, lang, lang, index);
  if (inflect) fillWordForms(req, index, lang);
  return align(elements, req);
}

describe('align', () => {
  it('matches an exact request with full confidence', () => {
    const a = run('set the volume to {level}', 'set the volume to 40');
    expect(a?.slots).toEqual({ level: 40 });
    expect(a?.confidence).toBe(1);
  });

  it('spends little on case, punctuation, fillers and articles', () => {
    const a = run('set the volume to {level}', 'Hey, could you set volume to 40 please?');
    expect(a?.slots).toEqual({ level: 40 });
    expect(a?.confidence).toBeGreaterThan(0.94);
    expect(a?.confidence).toBeLessThan(1);
  });

  it('tolerates one misspelt long word at a cost', () => {
    const a = run('set the volume to {level}', 'set the volum to 40');
    expect(a?.stats.typos).toBe(1);
    expect(a?.confidence).toBeCloseTo(0.9, 5);
  });

  it('tolerates one dropped small word at a cost', () => {
    const a = run('set the volume to {level}', 'set the volume 40');
    expect(a?.stats.smallDropped).toBe(1);
    expect(a?.confidence).toBeCloseTo(0.88, 5);
  });

  it('takes a colon for the word that leads a free-text slot, as a small word dropped', () => {
    const fr = run('prends note que {message}', 'prends une note : acheter du pain', 'fr');
    expect(fr?.slots).toEqual({ message: 'acheter du pain' });
    expect(fr?.stats.smallDropped).toBe(1);
    expect(run('tell {bot} that {message}', 'tell Sol: the build is green')?.slots).toEqual({ bot: 'Sol', message: 'the build is green' });
    // A small word beside the slot, too, which is otherwise never left out there.
    expect(run('ask {bot} to {message}', 'ask Sol: check the build')?.slots).toEqual({ bot: 'Sol', message: 'check the build' });
    // The colon anchors the free text as the word would: a template of one word more is enough.
    expect(run('note that {message}', 'note: buy milk')?.slots).toEqual({ message: 'buy milk' });
    expect(run('note that {message}', 'note buy milk')).toBeNull();
  });

  it('takes no colon elsewhere, and no missing word without one', () => {
    expect(run('prends note que {message}', 'prends note acheter du pain', 'fr')).toBeNull();
    expect(run('ask {bot} to {message}', 'ask Sol check the build')).toBeNull();
    // The colon must stand where the word would: not inside the slot's words.
    expect(run('tell {bot} that {message}', 'tell Sol the build: green')).toBeNull();
  });

  it('reads glued forms of split words', () => {
    expect(run("what's {bot}'s status", "whats Sol's status")?.slots).toEqual({ bot: 'Sol' });
  });

  it('reads English contractions said in full and the other way round', () => {
    expect(run("where's {bot}", 'where is Sol')?.slots).toEqual({ bot: 'Sol' });
    expect(run('what is {bot} doing', "what's Sol doing")?.confidence).toBeCloseTo(0.99, 5);
  });

  it('takes a preposition that leads a number alike for the template\'s, only right before a number slot', () => {
    const de = run('stell die Lautstärke auf {level}', 'stell die Lautstärke für 30', 'de');
    expect(de?.slots).toEqual({ level: 30 });
    expect(de?.stats.wordForms).toBe(1);
    expect(run('set the volume to {level}', 'set the volume at 30')?.slots).toEqual({ level: 30 });
    expect(run('mets le volume à {level}', 'mets le volume pour 30', 'fr')?.slots).toEqual({ level: 30 });
    expect(run('mets le volume à {level}', 'mets le volume sur 30', 'fr')?.slots).toEqual({ level: 30 });
    // Not a pair: French "de" beside a number may say by how much ("baisse le volume de 10").
    // (One small word dropped and another inserted cost more than the service accepts.)
    expect(run('baisse le volume à {level}', 'baisse le volume de 10', 'fr')?.confidence ?? 0).toBeLessThan(MIN_CONFIDENCE);
    expect(run('set the volume to {level}', 'set the volume by 30')?.confidence ?? 0).toBeLessThan(MIN_CONFIDENCE);
    // Not before anything but a number slot.
    expect(run('ask {bot} for the news', 'ask Sol to the news')?.confidence ?? 0).toBeLessThan(MIN_CONFIDENCE);
  });

  it('takes a duration said in another unit than the template\'s, converted, at a word form\'s cost', () => {
    const hours = run('set a timer for {minutes} minutes', 'set a timer for an hour and a half');
    expect(hours?.slots).toEqual({ minutes: 90 });
    expect(hours?.stats.wordForms).toBe(1);
    expect(hours?.confidence).toBeCloseTo(0.88, 5);
    expect(run('start a {minutes} minute timer', 'start a 2 hour timer')?.slots).toEqual({ minutes: 120 });
    expect(run('mets un minuteur de {minutes} minutes', 'mets un minuteur de deux heures', 'fr')?.slots).toEqual({ minutes: 120 });
    // Not a whole number of minutes, or more than the schema's maximum: no alignment.
    expect(run('set a timer for {minutes} minutes', 'set a timer for 90 seconds')).toBeNull();
    expect(run('set a timer for {minutes} minutes', 'set a timer for 13 hours')).toBeNull();
    // An hour of the day is no duration (French "heures" is both).
    expect(run('mets un réveil à {hour} heures', 'mets un réveil à 420 minutes', 'fr')).toBeNull();
  });

  it('takes the word before free text said twice as a stutter, never a short word said twice', () => {
    expect(run('add {message} to my list', 'add add oat milk to my list')?.slots).toEqual({ message: 'oat milk' });
    expect(run('ask {bot} to {message}', 'ask Sol to to check the build')?.slots).toEqual({ bot: 'Sol', message: 'to check the build' });
  });

  it('leaves the pronoun split off the verb out of the free text after it', () => {
    expect(run('apunta {message} en la lista', 'apúntame huevos y harina en la lista', 'es')?.slots).toEqual({ message: 'huevos y harina' });
  });

  it('takes the word before free text said again after a hesitation as a restart, whatever the word', () => {
    expect(run("what's the weather in {city}", "what's the weather in, uh, in Chicago")?.slots).toEqual({ city: 'Chicago' });
    expect(run('add {message} to my list', 'add um add oat milk to my list')?.slots).toEqual({ message: 'oat milk' });
    // Without the word again, the hesitation alone is left out.
    expect(run("what's the weather in {city}", "what's the weather in uh Chicago")?.slots).toEqual({ city: 'Chicago' });
  });

  it('refuses a name or item that says the word leading it again after a joining word: the slot twice', () => {
    expect(run("what's the weather in {city}", "what's the weather in Berlin and in Hamburg")).toBeNull();
    expect(run('add {city} to my list', 'add eggs and add milk to my list')).toBeNull();
    expect(run('add {city} to my list', 'add eggs and milk to my list')?.slots).toEqual({ city: 'eggs and milk' });
    // Dictated text may ("… and that I miss you").
    expect(run('text {bot} that {message}', 'text Sol that I love you and that I miss you')?.slots).toEqual({ bot: 'Sol', message: 'I love you and that I miss you' });
  });

  it('keeps in free text a word of urgency more of the template follows, leaves one at the end', () => {
    expect(run('add {city} to my list', 'add call the bank right away to my list')?.slots).toEqual({ city: 'call the bank right away' });
    expect(run("what's the weather in {city}", "what's the weather in Paris right away")?.slots).toEqual({ city: 'Paris' });
  });

  it('refuses a name that only counts a time from now', () => {
    expect(run("what's the weather in {city}", "what's the weather in 3 days")).toBeNull();
    expect(run("what's the weather in {city}", "what's the weather in two weeks please")).toBeNull();
    expect(run('{city}の天気は', '3日後の天気は', 'ja')).toBeNull();
    expect(run('{city}の天気は', '1時間ごとの天気は', 'ja')).toBeNull();
    // A number with anything else is a name or an item.
    expect(run("what's the weather in {city}", "what's the weather in 29 Palms")?.slots).toEqual({ city: '29 Palms' });
    expect(run('add {city} to my list', 'add 2 hours of work to my list')?.slots).toEqual({ city: '2 hours of work' });
  });

  it('refuses a name cut short before a function word and the polite words after it', () => {
    // "today" passed over as polite would leave the city "Berlin by".
    expect(run("what's the weather in {city}", "what's the weather in Berlin by today")).toBeNull();
    expect(run("what's the weather in {city}", 'what is the weather in Madrid with please', 'en')).toBeNull();
    // Said as one polite phrase, the time goes whole; dictation keeps its end as said.
    expect(run("what's the weather in {city}", "what's the weather in Berlin for today")?.slots).toEqual({ city: 'Berlin' });
    expect(run('el tiempo en {city}', 'el tiempo en Madrid por ahora', 'es')?.slots).toEqual({ city: 'Madrid' });
    expect(run('quel temps fait-il à {city}', 'quel temps fait-il à Liège pour le moment', 'fr')?.slots).toEqual({ city: 'Liège' });
    // Only a place: other free text may end on such a word ("let the cat in").
    expect(run('note {message} now', 'note let the cat in now')?.slots).toEqual({ message: 'let the cat in' });
    expect(run('text {bot} {message}', 'text Sol I am staying for now')?.slots).toEqual({ bot: 'Sol', message: 'I am staying for now' });
  });

  it('refuses free text that says a second amount with the unit the template says after its number', () => {
    const labelled = 'set a {minutes} minute timer for {message}';
    expect(run(labelled, 'set a 10 minute timer for the eggs and a 15 minute one for the rice')).toBeNull();
    expect(run(labelled, 'set a 10 minute timer for the eggs')?.slots).toEqual({ minutes: 10, message: 'the eggs' });
    expect(run(labelled, 'set a 10 minute timer for the eggs for 4 people')?.slots).toEqual({ minutes: 10, message: 'the eggs for 4 people' });
  });

  it('reads a preposition fused with its article said apart, and the other way round', () => {
    // Written for one gender ("im Wohnzimmer"), said for another ("in der Küche").
    const de = run('mach das Licht im {room} aus', 'mach das Licht in der Küche aus', 'de');
    expect(de?.slots).toEqual({ room: 'Küche' });
    expect(de?.stats.contractions).toBe(1);
    expect(de?.confidence).toBeGreaterThan(0.95);
    expect(run('schalte das Licht in der {room} ein', 'schalte das Licht im Flur ein', 'de')?.slots).toEqual({ room: 'Flur' });
    expect(run('pon el volumen al {level}', 'pon el volumen a veinte', 'es')?.slots).toEqual({ level: 20 });
    expect(run('allume la lumière du {room}', 'allume la lumière de la cuisine', 'fr')?.slots).toEqual({ room: 'Cuisine' });
    // Only the language's own pairs.
    expect(run('turn on the light in the {room}', 'turn on the light im Flur', 'en')).toBeNull();
    expect(run('sag {message} al {bot}', 'sag hallo a Sol', 'de')).toBeNull();
  });

  it("lets a percent word or o'clock beside a number slot go unsaid, at the cost of a small word", () => {
    const de = run('Lautstärke auf {level} Prozent', 'Lautstärke auf dreißig', 'de');
    expect(de?.slots).toEqual({ level: 30 });
    expect(de?.stats.unitsDropped).toBe(1);
    expect(de?.confidence).toBeCloseTo(0.88, 5);
    expect(run('dim the {room} to {level} percent', 'dim the flur to 40')?.slots).toEqual({ room: 'Flur', level: 40 });
    expect(run("set an alarm for {level} o'clock", 'set an alarm for 7')?.slots).toEqual({ level: 7 });
    expect(run('weck mich um {level} Uhr', 'weck mich um sieben', 'de')?.slots).toEqual({ level: 7 });
    // French "heures" is hours as much as o'clock: it stays.
    expect(run('réveille-moi à {level} heures', 'réveille-moi à 7', 'fr')).toBeNull();
    // It counts as a tolerance: with a typo it passes, with a typo and a dropped word it does not.
    expect(run('set the volume to {level} percent', 'set the volum to 40')?.slots).toEqual({ level: 40 });
    expect(run('set the volume to {level} percent', 'set the volum 40')).toBeNull();
    // Only percent, and only beside a number: other words of the template must be said.
    // Degrees are the one unit of a temperature (fillers.ts restating); minutes are one of several.
    expect(run('set the heating to {level} degrees', 'set the heating to 20')?.slots).toEqual({ level: 20 });
    expect(run('set a timer for {level} minutes', 'set a timer for 20')).toBeNull();
    expect(run('show the percent bar', 'show the bar')).toBeNull();
  });

  it('takes a percent word misspelt as any other long word, at the cost of a typo', () => {
    const typo = run('set the volume to {level} percent', 'set the volume to 40 persent');
    expect(typo?.slots).toEqual({ level: 40 });
    expect(typo?.stats.typos).toBe(1);
    expect(run('stell die Lautstärke auf {level} Prozent', 'stell die Lautstärke auf 40 Proznet', 'de')?.slots).toEqual({ level: 40 });
    // Within one edit only.
    expect(run('set the volume to {level} percent', 'set the volume to 40 persons')).toBeNull();
  });

  it("passes over words of the template's call at the cost of a tolerance each, two at most", () => {
    const one = runCall('any messages from {bot}', 'any new messages from Sol', ['new', 'messages', 'read']);
    expect(one?.slots).toEqual({ bot: 'Sol' });
    expect(one?.stats.toolWords).toBe(1);
    expect(one?.confidence).toBeCloseTo(0.88, 5);
    expect(runCall('any messages from {bot}', 'any new messages from Sol', [])).toBeNull();
    expect(runCall('read messages', 'read my new messages', ['new'])?.stats.toolWords).toBe(1);
    // Slotless templates are ruled out before the table for words no skip may pass over.
    expect(runCall('read messages', 'read old messages', ['new'])).toBeNull();
    expect(runCall('read messages', 'read new unread messages', ['new', 'unread'])?.stats.toolWords).toBe(2);
    expect(runCall('read messages', 'read new unread old messages', ['new', 'unread', 'old'])).toBeNull();
  });

  it("passes over a run of the call's characters with a particle beside it as one word (ja, zh)", () => {
    // 音楽を止めて is the call's other utterance: 音楽を is one word with its particle.
    const pause = runCall('一時停止して', '音楽を一時停止して', ['音', '楽', '止', 'め'], 'ja');
    expect(pause?.stats.toolWords).toBe(1);
    expect(pause?.confidence).toBeCloseTo(0.88, 5);
    // The particle before the run: 夜のドライブ の プレイリスト を かけて.
    const play = runCall('{bot}をかけて', 'Solのプレイリストをかけて', ['プ', 'レ', 'イ', 'リ', 'ス', 'ト', '再', '生'], 'ja');
    expect(play?.slots).toEqual({ bot: 'Sol' });
    expect(play?.stats.toolWords).toBe(1);
    // Part of a run, where the template says the rest: 音楽 alone, not 音楽一時停止.
    expect(runCall('一時停止して', '音楽一時停止して', ['音', '楽', '一', '時', '停', '止'], 'ja')?.stats.toolWords).toBe(1);
    expect(runCall('暂停播放', '把音乐暂停播放', ['音', '乐', '停'], 'zh')?.stats.toolWords).toBe(1);
    // A character of no utterance of the call is no part of a run; runs apart are words apart.
    expect(runCall('一時停止して', '音楽今一時停止して', ['音', '楽'], 'ja')).toBeNull();
    expect(runCall('一時停止して', '音楽今一時停止して', ['音', '楽', '今'], 'ja')?.stats.toolWords).toBe(1);
    expect(runCall('一時停止して', '音楽を今一時停止して', ['音', '楽', '今'], 'ja')?.stats.toolWords).toBe(2);
    expect(runCall('一時停止して', '音楽を曲を今一時停止して', ['音', '楽', '曲', '今'], 'ja')).toBeNull();
    // Letters run on as words of their own: each is one.
    expect(runCall('read messages', 'read new unread messages', ['new', 'unread'])?.stats.toolWords).toBe(2);
  });

  it('passes over no word of the call beside a number or free text', () => {
    // Beside an enum value, said whole, it may stand.
    expect(runCall('ask {bot} now', 'ask Sol bot now', ['bot'])?.slots).toEqual({ bot: 'Sol' });
    expect(runCall('set the volume to {level}', 'set the volume to hundred 50', ['hundred'])).toBeNull();
    expect(runCall('tell {bot} {message} now', 'tell Sol hello there now', ['there'])?.slots).toEqual({ bot: 'Sol', message: 'hello there' });
  });

  it('passes over a direction before the preposition that leads a number, as a small word', () => {
    const up = run('turn the volume to {level}', 'turn the volume up to 60');
    expect(up?.slots).toEqual({ level: 60 });
    expect(up?.stats.smallInserted).toBe(1);
    expect(run('turn the volume to {level}', 'turn the volume down to 20')?.confidence).toBeCloseTo(0.86, 5);
    // Not elsewhere: "up by 10" is a change, not a level; a direction alone is no number.
    expect(run('turn the volume to {level}', 'turn the volume up by 10')).toBeNull();
    expect(run('turn the volume up', 'turn the volume up down')).toBeNull();
    expect(run('volume {level}', 'volume up 10')).toBeNull();
  });

  it('takes the longest enum value and returns it as written', () => {
    expect(run('ask {bot} to {message}', 'ask deep thought to check the build')?.slots).toEqual({ bot: 'Deep Thought', message: 'check the build' });
  });

  it('keeps a free-text slot as spoken, without the polite ending', () => {
    expect(run('ask {bot} to {message}', 'Ask Sol to Check The Build, please.')?.slots).toEqual({ bot: 'Sol', message: 'Check The Build' });
  });

  it('reads what someone named is to do as dictated, with its times, places and pairs', () => {
    expect(run('ask {bot} to {message}', 'ask Sol to proofread the contract before 5 pm tomorrow')?.slots).toEqual({ bot: 'Sol', message: 'proofread the contract before 5 pm tomorrow' });
    expect(run('ask {bot} to {message}', 'ask Sol to compare Paris and London')?.slots).toEqual({ bot: 'Sol', message: 'compare Paris and London' });
    // A name after a word that leads no instruction is not.
    expect(run('weather in {city}', 'weather in Paris and London')).toBeNull();
    expect(run('weather in {city}', 'weather in Paris tomorrow')).toBeNull();
  });

  it('glues two request tokens into a template word, but not a clitic \'s into a plural', () => {
    expect(run('turn on the wifi', 'turn on the wi fi')?.confidence).toBeGreaterThan(MIN_CONFIDENCE);
    expect(run('turn off the lights', 'turn off the light\'s')).toBeNull();
  });

  it('refuses free text that says its lead word again after "and", maybe after a number', () => {
    expect(run('set a timer for {minutes} minutes for {message}', 'set a timer for 12 minutes for the beans and 25 for the gratin')).toBeNull();
    expect(run('set a timer for {minutes} minutes for {message}', 'set a timer for 12 minutes for the beans and rice')?.slots).toEqual({ minutes: 12, message: 'the beans and rice' });
  });

  it('passes over a word said twice, but not before a short function word', () => {
    expect(run('add {message} to my list', 'add add oat milk to my list')?.slots).toEqual({ message: 'oat milk' });
    expect(run('add {message} to my list', 'add add to cart to my list')?.slots).toEqual({ message: 'add to cart' });
  });

  it('refuses a request that ends on a short function word it adds', () => {
    expect(run('turn on the lights', 'turn on the lights of')).toBeNull();
    expect(run('turn on the lights', 'turn on the lights with')).toBeNull();
    expect(run('turn on the lights', 'turn on the lights please')?.confidence).toBeGreaterThan(MIN_CONFIDENCE);
  });

  it('refuses out-of-domain requests sharing a word or two', () => {
    expect(run('set the volume to {level}', 'what is the volume of a sphere')).toBeNull();
    expect(run('pause the music', 'pause the video game')).toBeNull();
  });

  it('refuses a value the schema would refuse', () => {
    expect(run('set the volume to {level}', 'set the volume to 150')).toBeNull();
    expect(run('set the volume to {level}', 'set the volume to 2.5')).toBeNull();
    expect(run('set the volume to {level}', 'set the volume to -10')).toBeNull(); // not 10
  });

  it('refuses, without slots, words only skips explain once those skips cost too much', () => {
    // One small word the template lacks is tolerated (not at the end: see below)…
    const one = run('turn on the lights', 'turn on to the lights');
    expect(one?.stats.smallInserted).toBe(1);
    // …but not with an unexplained word too, nor three small words.
    expect(run('turn on the lights', 'turn on the lights in kitchen')).toBeNull();
    expect(run('turn on the lights', 'turn on in to at the lights')).toBeNull();
    // Words a polite phrase or an article covers are not forced skips.
    expect(run('turn on the lights', 'please turn on to a lights')?.stats.smallInserted).toBe(1);
  });

  it('passes over fillers, but never a word the template does not explain', () => {
    expect(run('pause the music', 'please pause the music now')?.confidence).toBeGreaterThan(0.95);
    // Such a word may change the command: a time, a hedge, a negation.
    for (const [text, lang] of [
      ['pause the music later', 'en'],
      ['maybe pause the music', 'en'],
      ['pause the music not now', 'en'],
      ["don't pause the music", 'en'],
      ['pausiere die Musik nicht', 'de'],
      ['arrête pas la musique', 'fr'],
      ['no pausa la música', 'es'],
    ]) {
      const template = { en: 'pause the music', de: 'pausiere die Musik', fr: 'arrête la musique', es: 'pausa la música' }[lang!]!;
      expect([text, run(template, text!, lang)]).toEqual([text, null]);
    }
    expect(run('暂停音乐', '别暂停音乐', 'zh')).toBeNull();
    // A negation is not read as a misspelt template word either ("nicht" is one letter from "Licht").
    expect(run('mach das Licht an', 'mach das nicht an', 'de')).toBeNull();
    expect(run('mach das Licht an', 'mach das Lichz an', 'de')?.stats.typos).toBe(1);
    // A template that says the word, or a free-text slot, takes it.
    expect(run('do not disturb', 'do not disturb')?.confidence).toBe(1);
    expect(run('ask {bot} to {message}', 'ask Sol to not merge yet')?.slots).toEqual({ bot: 'Sol', message: 'not merge yet' });
  });

  it('refuses a stray word beside a slot value', () => {
    expect(run('set the volume to {level}', 'set the volume to minus 10')).toBeNull();
    expect(run('weather in {city}', 'weather is nice')).toBeNull();
  });

  it('refuses a free-text template that its own words do not anchor', () => {
    expect(run('{message}', 'anything at all goes here')).toBeNull();
    expect(run('ask {bot} to {message}', 'ask Bob to check the build')).toBeNull();
  });

  it('aligns Japanese one character at a time, with ください', () => {
    const a = run('音量を{level}にして', '音量を25にしてください', 'ja');
    expect(a?.slots).toEqual({ level: 25 });
    expect(a?.confidence).toBeGreaterThan(0.95);
  });

  it('takes a percent said before the number into a number slot (zh), as one said after it', () => {
    expect(run('把音量调到{level}', '把音量调到百分之五十', 'zh-CN')?.slots).toEqual({ level: 50 });
    expect(run('把音量调到{level}', '把音量调到50%', 'zh-CN')?.slots).toEqual({ level: 50 });
    expect(run('set the volume to {level}', 'set the volume to 50 percent')?.slots).toEqual({ level: 50 });
    // Only where the language says percent first.
    expect(run('set the volume to {level}', 'set the volume to percent 50')).toBeNull();
  });

  it('takes a word said in the singular or plural the other way, at a cost', () => {
    const a = runInflected('set a timer for {level} minutes', 'set a timer for 1 minute');
    expect(a?.slots).toEqual({ level: 1 });
    expect(a?.stats.wordForms).toBe(1);
    expect(a?.confidence).toBeCloseTo(0.88, 10);
    expect(runInflected('turn off the {bot} light', 'turn off the sol lights')?.slots).toEqual({ bot: 'Sol' });
    // Not before the inflections are looked up: a known word is never taken for another.
    expect(runInflected('set a timer for {level} minutes', 'set a timer for 1 minute', false)).toBeNull();
  });

  it('never inflects the first word a template must say, mostly its verb', () => {
    expect(runInflected('set a timer for {level} minutes', 'sets a timer for 5 minutes')).toBeNull();
    expect(runInflected('turn off the {bot} lights', 'it turns off the sol lights')).toBeNull();
  });
});
