import { describe, expect, it } from 'vitest';
import { fillersFor } from '../../src/selector/fillers.js';
import { tokenize } from '../../src/selector/tokenize.js';
import { stringSlotValue } from '../../src/slots/string.js';

function value(text: string, from: number, to: number, lang = 'en', reported = false) {
  return stringSlotValue(tokenize(text), from, to, fillersFor(lang), { reported });
}

describe('stringSlotValue', () => {
  it('returns the words as spoken, case and accents kept', () => {
    expect(value('ask Sol to Check the Café build', 3, 7)).toBe('Check the Café build');
  });

  it('keeps inner punctuation but trims it at the edges', () => {
    expect(value('ask Sol to "check, then deploy."', 3, 6)).toBe('check, then deploy');
    expect(value('note: buy milk!', 1, 3)).toBe('buy milk');
  });

  it('trims what is said to the assistant at the edges: please, for me', () => {
    expect(value('text Sam I am late for me', 2, 7)).toBe('I am late');
    // Said for whom, it ends a name or an item, never dictated text: "don't wait for me".
    expect(stringSlotValue(tokenize("text Sam don't wait for me"), 2, 7, fillersFor('en'), { dictation: true })).toBe("don't wait for me");
    expect(value('add eggs for me', 1, 4)).toBe('eggs');
    expect(stringSlotValue(tokenize('schreib Sam ich warte auf dich für mich'), 2, 8, fillersFor('de'), { dictation: true })).toBe('ich warte auf dich für mich');
    expect(stringSlotValue(tokenize('schreib Sam ich komme später bitte'), 2, 6, fillersFor('de'), { dictation: true })).toBe('ich komme später');
    // Other polite words may be the message's own.
    expect(value('text Sam I am busy right now', 2, 7)).toBe('I am busy right now');
  });

  it('starts after a colon that ends words said to the assistant', () => {
    const dictated = (text: string, from: number, to: number) => stringSlotValue(tokenize(text), from, to, fillersFor('en'), { reported: true, dictation: true });
    expect(dictated('write down for me, would you: the plumber is coming', 2, 11)).toBe('the plumber is coming');
    // …and purely polite words a comma ends.
    expect(dictated('note please, question for Dr. Patel: can I take ibuprofen', 1, 12)).toBe('question for Dr. Patel: can I take ibuprofen');
    // A colon inside the text itself stays.
    expect(dictated('write down the code: 4471', 2, 5)).toBe('the code: 4471');
  });

  it('keeps, in dictation, a polite word the message starts with, and trims one it ends with', () => {
    const dictated = (text: string, from: number, to: number) => stringSlotValue(tokenize(text), from, to, fillersFor('en'), { reported: true, dictation: true });
    expect(dictated('text Sam please call me', 2, 5)).toBe('please call me');
    expect(dictated('text Sam call me please', 2, 5)).toBe('call me');
    expect(value('text Sam please call me', 2, 5)).toBe('call me');
  });

  it('trims polite words at the edges, not inside', () => {
    expect(value('ask Sol to check the build please', 3, 7)).toBe('check the build');
    expect(value("demande à Sol de vérifier, s'il te plaît", 4, 9, 'fr')).toBe('vérifier');
    expect(value('ask Sol to please check it', 3, 6)).toBe('check it');
    expect(value('ask Sol to check it please and report', 3, 8)).toBe('check it please and report');
  });

  it('never starts with a word that joins a second command, which may stand inside', () => {
    expect(value('text Mom and call Dad', 2, 5)).toBeNull();
    // …or a second choice of what the slot before it names.
    expect(value('text Mom or Dad that I landed', 2, 7)).toBeNull();
    expect(value('text Sam pizza or pasta', 2, 5)).toBe('pizza or pasta');
    expect(value('dile a Lucía y llama a Sam', 3, 7, 'es')).toBeNull();
    expect(value('schreib Mama und dann ruf Papa an', 2, 7, 'de')).toBeNull();
    expect(value('メモして、それから電話して', 4, 12, 'ja')).toBeNull();
    expect(value('add milk and eggs', 1, 4)).toBe('milk and eggs');
    // …nor ends with a bare conjunction, which joins it to something after it.
    expect(value('setz Brot auf die Einkaufsliste und auf', 1, 6, 'de')).toBeNull();
    expect(value('text Sam see you then', 2, 5)).toBe('see you then');
    expect(value('add android cables', 1, 3)).toBe('android cables');
  });

  it('refuses, once trimmed, the words it is told to refuse', () => {
    const soon = (tokens: readonly string[], s: number, e: number) => e - s === 1 && tokens[s] === 'soon';
    expect(stringSlotValue(tokenize('weather in soon please'), 2, 4, fillersFor('en'), { refused: soon })).toBeNull();
    expect(stringSlotValue(tokenize('weather in Paris soon'), 2, 4, fillersFor('en'), { refused: soon })).toBe('Paris soon');
  });

  it('leaves out the word that introduces reported speech, when told to', () => {
    expect(value('text Sam that I am late', 2, 6, 'en', true)).toBe('I am late');
    expect(value('text Sam that I am late', 2, 6)).toBe('that I am late');
    expect(value('schreib Sam dass ich später komme', 2, 6, 'de', true)).toBe('ich später komme');
    // "that's" is the message's own word.
    expect(value("text Sam that's great", 2, 5, 'en', true)).toBe("that's great");
    // …with a verb of saying before it, or alone.
    expect(value('take a note saying that the key is under the pot', 3, 11, 'en', true)).toBe('the key is under the pot');
    expect(value("take a note saying don't text Sam", 3, 8, 'en', true)).toBe("don't text Sam");
    expect(value('manda un mensaje a Lucía diciendo que llego tarde', 5, 9, 'es', true)).toBe('llego tarde');
    expect(value('text Sam I keep saying no', 2, 6, 'en', true)).toBe('I keep saying no');
  });

  it('is no value when a time said before the word that introduces it says when to send it', () => {
    expect(value("text Maya tomorrow morning that I'm late", 2, 7, 'en', true)).toBeNull();
    expect(value('text Sam tonight saying I miss you', 2, 7, 'en', true)).toBeNull();
    expect(value('manda un mensaje a Ana mañana por la mañana que llego tarde', 5, 12, 'es', true)).toBeNull();
    expect(value('schreib Anna morgen früh dass ich später komme', 2, 8, 'de', true)).toBeNull();
    // …or the way or service to send it by, or where.
    expect(value("text Sam on WhatsApp that I'm late", 2, 8, 'en', true)).toBeNull();
    expect(value('take a note in Evernote saying call the bank', 3, 9, 'en', true)).toBeNull();
    expect(value('manda un mensaje a Ana que dice que llego tarde', 5, 10, 'es', true)).not.toBeNull();
    // …or a colon after them: "on Grok Bot: hi".
    expect(value('message Sam on Grok Bot: hi', 2, 6, 'en', true)).toBeNull();
    // …or the rest of a name: the recipient is someone else.
    expect(value("text Sam Smith saying I'm outside", 2, 7, 'en', true)).toBeNull();
    expect(value('text Sam I said that I am late', 2, 8, 'en', true)).toBe('I said that I am late');
    // A time that is the message's own, or a report the message itself makes, stays.
    expect(value('text Sam tomorrow is fine', 2, 5, 'en', true)).toBe('tomorrow is fine');
    expect(value("text Sam tomorrow that's fine", 2, 6, 'en', true)).toBe("tomorrow that's fine");
    expect(value('text Sam I said that I am late', 2, 8, 'en', true)).toBe('I said that I am late');
  });

  it('is no value when all it says is "too": the same again, for someone else', () => {
    expect(value('text Sam too', 2, 3)).toBeNull();
    expect(value('text Maya happy new year too', 2, 6)).toBe('happy new year too');
  });

  it('is no value when all it says refers to something said before', () => {
    expect(value('add that', 1, 2)).toBeNull();
    expect(value('add it', 1, 2, 'en', true)).toBeNull();
    expect(value('añade eso', 1, 2, 'es')).toBeNull();
    expect(value('把这个加到购物清单', 1, 3, 'zh')).toBeNull();
    expect(value('add that stuff', 1, 3)).toBe('that stuff');
    // A phrase of several words refers whatever follows it.
    expect(value('text Mom the same thing I sent Dad', 2, 8)).toBeNull();
    expect(value('text Jonas the thing we talked about', 2, 7)).toBeNull();
    expect(value('add whatever she just said to my list', 1, 5)).toBeNull();
    // …and a word that names nothing in particular, alone.
    expect(value('add something to my list', 1, 2)).toBeNull();
    expect(value('add something sweet to my list', 1, 3)).toBe('something sweet');
    expect(value('add everything from the recipe to my list', 1, 5)).toBeNull();
    // …but not the characters of one in Japanese: これから is "from now on".
    expect(stringSlotValue(tokenize('これから行くとメモして'), 0, 6, fillersFor('ja'), { dictation: true })).toBe('これから行く');
  });

  it('is no value when all it says points at a time or place instead of naming one', () => {
    expect(value('weather in tomorrow', 2, 3)).toBeNull();
    expect(value('weather in the weekend', 2, 4)).toBeNull();
    expect(value('週末の天気はどう', 0, 2, 'ja')).toBeNull();
    expect(value('外の天気どう', 0, 1, 'ja')).toBeNull();
    expect(value('el tiempo en fin de semana', 3, 6, 'es')).toBeNull();
    // …nor one that starts with such a word qualifying what follows, unless dictated.
    expect(value('週末の東京の天気は', 0, 5, 'ja')).toBeNull();
    expect(value('今週末の東京の天気は', 0, 6, 'ja')).toBeNull();
    expect(value('今の天気は', 0, 1, 'ja')).toBeNull();
    expect(stringSlotValue(tokenize('明日の会議は中止ってメモして'), 0, 8, fillersFor('ja'), { dictation: true })).toBe('明日の会議は中止');
    expect(value('text Sam tomorrow is fine', 2, 5)).toBe('tomorrow is fine');
    expect(value('weather in Paris', 2, 3)).toBe('Paris');
    // …nor one that ends the request with one said of it, unless a short word makes it its own.
    expect(value('weather in London tonight', 2, 4)).toBeNull();
    expect(value('weather in Rio de Janeiro the day after tomorrow', 2, 8)).toBeNull();
    expect(value('add shoes for school', 1, 4)).toBe('shoes for school');
    expect(value('add pay rent tomorrow to my list', 1, 4)).toBe('pay rent tomorrow');
    expect(value('qué tiempo hace en la playa', 4, 6, 'es')).toBeNull();
    // …nor one that ends with one it qualifies, nor a place of one's own (the office, 会社, 公司).
    expect(value('パリの今の天気は', 0, 4, 'ja')).toBeNull();
    expect(value('会社の天気は', 0, 2, 'ja')).toBeNull();
    expect(value('weather at work', 2, 3)).toBeNull();
    expect(value('把刚才那个加到购物清单', 1, 5, 'zh')).toBeNull();
  });

  it('leaves out hesitations at either end, also of dictated text', () => {
    expect(value('añade eh leche a la lista', 1, 3, 'es')).toBe('leche');
    expect(value('add milk um to the list', 1, 3)).toBe('milk');
    expect(stringSlotValue(tokenize('prends une note euh acheter du pain'), 3, 7, fillersFor('fr'), { dictation: true })).toBe('acheter du pain');
    expect(stringSlotValue(tokenize('ねえ えーと 牛乳を買う ってメモして'), 2, 10, fillersFor('ja'), { dictation: true })).toBe('牛乳を買う');
    // Inside a name or an item the speaker is still choosing; a message may hesitate as it goes.
    expect(value('add eggs uh milk to the list', 1, 4)).toBeNull();
    expect(stringSlotValue(tokenize('note the meeting is um moved'), 1, 6, fillersFor('en'), { dictation: true })).toBe('the meeting is um moved');
    // An exclamation that starts with one says something.
    expect(stringSlotValue(tokenize('text Sam uh oh the car broke down'), 2, 8, fillersFor('en'), { reported: true, dictation: true })).toBe('uh oh the car broke down');
    // A "no" after one takes the command back; without the hesitation it is the message's.
    expect(stringSlotValue(tokenize('text Mom, hmm, no, just call her instead'), 2, 8, fillersFor('en'), { dictation: true })).toBeNull();
    expect(stringSlotValue(tokenize("text Sam no, I can't come"), 2, 7, fillersFor('en'), { dictation: true })).toBe("no, I can't come");
  });

  it('is no message when a wish names a time after it in the same sentence: it asks to be sent then', () => {
    expect(stringSlotValue(tokenize('text Dad happy birthday tomorrow morning'), 2, 6, fillersFor('en'), { dictation: true })).toBeNull();
    // In a sentence of its own, or without the wish, the time is the message's.
    expect(stringSlotValue(tokenize('text Mom happy birthday! Call you tonight.'), 2, 7, fillersFor('en'), { dictation: true })).toBe('happy birthday! Call you tonight');
    expect(stringSlotValue(tokenize('text Sam see you tomorrow morning'), 2, 6, fillersFor('en'), { dictation: true })).toBe('see you tomorrow morning');
  });

  it('leaves out a word that adds the command to another at the start of a name or item, not of dictation', () => {
    expect(value('añade también leche a la lista', 1, 3, 'es')).toBe('leche');
    // …or, in German, softens it.
    expect(value('setz mal Franzbrötchen auf die Einkaufsliste', 1, 3, 'de')).toBe('Franzbrötchen');
    expect(value('setz auch Milch auf die Liste', 1, 3, 'de')).toBe('Milch');
    expect(stringSlotValue(tokenize('dile a Ana también te quiero'), 3, 6, fillersFor('es'), { dictation: true })).toBe('también te quiero');
  });

  it('is no value when it holds a correction', () => {
    expect(value("text Sam I mean Maya that I'm late", 2, 9, 'en', true)).toBeNull();
    expect(value('add eggs no wait milk to the list', 1, 5)).toBeNull();
    expect(value('pon en la lista huevos digo leche', 4, 7, 'es')).toBeNull();
    expect(stringSlotValue(tokenize("text Sam no wait I'm late"), 2, 7, fillersFor('en'), { reported: true, dictation: true })).toBeNull();
    // …also inside a dictated message: what it corrects to is the speaker's to say.
    expect(stringSlotValue(tokenize('text Sam I will be there at 5 no wait 6'), 2, 11, fillersFor('en'), { reported: true, dictation: true })).toBeNull();
    expect(stringSlotValue(tokenize("text Sam I'm at the park scratch that I'm at the library"), 2, 13, fillersFor('en'), { reported: true, dictation: true })).toBeNull();
    // …or takes the command back.
    expect(stringSlotValue(tokenize('text Sam, um, actually never mind'), 2, 6, fillersFor('en'), { reported: true, dictation: true })).toBeNull();
    // …or turns to another way of doing it.
    expect(stringSlotValue(tokenize("text Maya that I'm late, or maybe I should just call her"), 2, 13, fillersFor('en'), { reported: true, dictation: true })).toBeNull();
  });

  it('is no value when a name ends with the service to ask by, or joins two names', () => {
    expect(value('weather in Paris on AccuWeather', 2, 5)).toBeNull();
    expect(value('la météo à Lyon sur Skycast', 3, 6, 'fr')).toBeNull();
    expect(value('weather in Paris and London', 2, 5)).toBeNull();
    expect(value('東京と大阪の天気を教えて', 0, 5, 'ja')).toBeNull();
    // Joined by hyphens, the words are the name's own; lower case, an item's.
    expect(value('weather in Boulogne-sur-Mer', 2, 5)).toBe('Boulogne-sur-Mer');
    expect(value('add mac and cheese to the list', 1, 4)).toBe('mac and cheese');
    // Text in capitals says no names; a word that says "after" joins no two.
    expect(value('NOTE CALL ME AND PAY THE RENT PLEASE', 1, 7)).toBe('CALL ME AND PAY THE RENT');
    expect(value('con la nota Llamame despues De comer', 3, 7, 'es')).toBe('Llamame despues De comer');
    // German writes every noun with a capital.
    expect(value('setz Eier und Milch auf die Liste', 1, 4, 'de')).toBe('Eier und Milch');
    expect(value('apunta llamar al banco por la tarjeta en mi lista', 1, 7, 'es')).toBe('llamar al banco por la tarjeta');
    // Dictated text says what it says.
    expect(stringSlotValue(tokenize('text Sam Paris and London were great'), 2, 7, fillersFor('en'), { reported: true, dictation: true })).toBe('Paris and London were great');
  });

  it('joins two places in a name the template puts in a place, whatever their case', () => {
    const place = (text: string, from: number, to: number, lang = 'en') => stringSlotValue(tokenize(text), from, to, fillersFor(lang), { place: true });
    expect(place('weather in paris and london', 2, 5)).toBeNull();
    expect(place('Wetter in Berlin und Hamburg', 2, 5, 'de')).toBeNull();
    expect(place('météo à paris et lyon', 2, 5, 'fr')).toBeNull();
    expect(place('weather in stoke-on-trent', 2, 5)).toBe('stoke-on-trent');
    // A place is named, not described: no one with it, no number, no more than a region after a comma.
    expect(place('el tiempo en Madrid con nuestra compañera Elena', 3, 8, 'es')).toBeNull();
    expect(place('weather in Paris, sunny with highs of 20 degrees', 2, 10)).toBeNull();
    expect(place('weather in Portland, Oregon', 2, 4)).toBe('Portland, Oregon');
    expect(place('weather in San Jose, Costa Rica', 2, 6)).toBe('San Jose, Costa Rica');
    expect(place('weather in Vienna tomorrow heading level 2', 2, 7)).toBeNull();
    expect(place('weather in Frankfurt am Main', 2, 5)).toBe('Frankfurt am Main');
    // …nor says how something is.
    expect(place('the weather in San Diego is amazing', 3, 7)).toBeNull();
    expect(place('el tiempo en Madrid está fatal', 3, 6, 'es')).toBeNull();
    // A place pointed at, not named.
    expect(place('qué tiempo hace en el trabajo', 4, 6, 'es')).toBeNull();
    expect(place('quel temps fait-il au bureau', 5, 6, 'fr')).toBeNull();
    // Not a place: one item of two things, as said.
    expect(value('add salt and pepper to my list', 1, 4)).toBe('salt and pepper');
    expect(value('Wetter in Berlin und Hamburg', 2, 5, 'de')).toBe('Berlin und Hamburg');
  });

  it('is no value when a word that gives a name leads the word that reports the text', () => {
    expect(value('make a note called Gift Ideas that says a scarf for Mom', 3, 12, 'en', true)).toBeNull();
    expect(stringSlotValue(tokenize('text Sam called the plumber, he is coming'), 2, 8, fillersFor('en'), { reported: true, dictation: true })).toBe('called the plumber, he is coming');
  });

  it('leaves out a word that asks for it at once before the word that reports the message', () => {
    const dictated = (text: string, from: number, to: number) => stringSlotValue(tokenize(text), from, to, fillersFor('en'), { reported: true, dictation: true });
    expect(dictated('text Sam urgently that I am late', 2, 7)).toBe('I am late');
    expect(dictated('text Sam immediately saying I am outside', 2, 7)).toBe('I am outside');
    // Said alone, it is when to send, not what.
    expect(dictated('text Sam urgently', 2, 3)).toBeNull();
    expect(dictated('text Sam right away', 2, 4)).toBeNull();
  });

  it('leaves out the words that mark the whole text as a quotation', () => {
    const dictated = (text: string, from: number, to: number, lang = 'en') => stringSlotValue(tokenize(text), from, to, fillersFor(lang), { reported: true, dictation: true });
    expect(dictated('text Maya quote see you at 8 unquote', 2, 8)).toBe('see you at 8');
    expect(dictated('text Maya that quote see you at 8 end quote', 2, 10)).toBe('see you at 8');
    expect(dictated('Notiz Zitat alles wird gut Zitat Ende', 1, 7, 'de')).toBe('alles wird gut');
    // A quotation inside the text is the text's own.
    expect(dictated('note quote the early bird end quote is a good book', 1, 11)).toBe('quote the early bird end quote is a good book');
  });

  it('is no value when dictated text calls someone dear at its end or near its start', () => {
    const dictated = (text: string, from: number, to: number) => stringSlotValue(tokenize(text), from, to, fillersFor('en'), { reported: true, dictation: true });
    expect(dictated("message Maya saying I'll be at the station, thank you dear", 2, 12)).toBeNull();
    expect(dictated('note for me dear, the chiropodist is on Thursday', 1, 9)).toBeNull();
    // Anywhere else it is the text's own.
    expect(dictated('text Maya dear friends are coming', 2, 6)).toBe('dear friends are coming');
  });

  it('is no value when the text starts by putting the command on hold', () => {
    const dictated = (text: string, from: number, to: number, lang = 'en') => stringSlotValue(tokenize(text), from, to, fillersFor(lang), { reported: true, dictation: true });
    expect(dictated('text Team Alpha, hang on, let me pull over first', 3, 10)).toBeNull();
    expect(dictated('text Sam, wait. I am late', 2, 6)).toBeNull();
    expect(dictated('manda un mensaje a Sam espera, ya voy', 5, 8, 'es')).toBeNull();
    // Without a pause after it, the words are the message's.
    expect(dictated('text Sam wait for me at the entrance', 2, 8)).toBe('wait for me at the entrance');
  });

  it('closes a bracket or quote it opened, and keeps emoji said with it', () => {
    expect(value('add Hafermilch (ungesüßt) to the list', 1, 3)).toBe('Hafermilch (ungesüßt)');
    expect(stringSlotValue(tokenize('text Sam see you at 8 😊'), 2, 6, fillersFor('en'), { dictation: true })).toBe('see you at 8 😊');
    // A quote around the whole is none of it.
    expect(value('ajoute « appeler le garagiste » à ma liste', 1, 4, 'fr')).toBe('appeler le garagiste');
    // Straight double quotes alike: one it opened is closed, one around it is none of it.
    expect(stringSlotValue(tokenize('note Diane said "call me before you sign"'), 1, 8, fillersFor('en'), { dictation: true })).toBe('Diane said "call me before you sign"');
    expect(stringSlotValue(tokenize('note "call me before you sign"'), 1, 6, fillersFor('en'), { dictation: true })).toBe('call me before you sign');
  });

  it('is no value when it says nothing yet, or only counts (unless dictated)', () => {
    expect(stringSlotValue(tokenize('text Maya um, uh...'), 2, 4, fillersFor('en'), { dictation: true })).toBeNull();
    expect(value('add 2 to my list', 1, 2)).toBeNull();
    expect(stringSlotValue(tokenize('text Sam 42'), 2, 3, fillersFor('en'), { dictation: true })).toBe('42');
    expect(value('add the usual stuff to my list', 1, 4)).toBeNull();
  });

  it('keeps a polite word that is the whole value, and is never empty', () => {
    expect(value('say please', 1, 2)).toBe('please');
    expect(value('say ...', 1, 1)).toBeNull();
  });
});
