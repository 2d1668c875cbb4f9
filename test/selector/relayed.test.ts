import { describe, expect, it } from 'vitest';
import { compileCatalog, select } from '../../src/selector/index.js';
import { fillersFor } from '../../src/selector/fillers.js';
import { relayedCommand, speaksOfOthers } from '../../src/selector/relayed.js';
import { prepareRequest } from '../../src/selector/request.js';
import { input, intent, manifest, tool } from './helpers.js';

const home = manifest(
  'com.example.home',
  [tool('lights_off', { room: { type: 'string' } }), tool('send', { to: { type: 'string' }, text: { type: 'string' } })],
  [
    intent('lights_off', 'lights_off', { en: ['turn off the {room} lights'], fr: ['éteins la lumière de la {room}'], de: ['mach das Licht in der {room} aus'] }, {
      slots: { room: { type: 'enum', values: ['Kitchen', 'Cuisine', 'Küche'] } },
    }),
    intent('send', 'send', { en: ['tell {to} that {text}'] }, { slots: { to: { type: 'enum', values: ['Sam', 'Maya'] }, text: { type: 'string' } } }),
  ],
);
const snap = compileCatalog([input(home)]);
const relayed = (text: string, lang = 'en') => relayedCommand(prepareRequest(text, lang, lang, snap.index.get(lang)!));
const pick = (text: string, lang = 'en') => select(snap, { text, lang }).match;

describe('relayedCommand', () => {
  it('gives the command passed on after who says it, or said again', () => {
    expect(relayed('my wife says turn off the kitchen lights')).toBe('turn off the kitchen lights');
    expect(relayed('Sam wants you to turn off the kitchen lights')).toBe('turn off the kitchen lights');
    expect(relayed('Jonas told me to tell you to turn off the kitchen lights')).toBe('turn off the kitchen lights');
    expect(relayed('I said turn off the kitchen lights')).toBe('turn off the kitchen lights');
    expect(relayed('Mama sagt mach das Licht in der Küche aus', 'de')).toBe('mach das Licht in der Küche aus');
    // French passes it on in the infinitive: tried as asked.
    expect(relayed("ma femme dit d'éteindre la lumière de la cuisine", 'fr')).toBe('peux-tu éteindre la lumière de la cuisine');
  });

  it('gives none for what reports what happened, asks the speaker, or has no one saying it first', () => {
    expect(relayed('Sam said he turned off the kitchen lights')).toBeNull();
    expect(relayed('my boss told me to turn off the kitchen lights')).toBeNull();
    expect(relayed('turn off the kitchen lights, Sam says')).toBeNull();
    expect(relayed('my little brother and his friend say turn off the kitchen lights')).toBeNull();
  });
});

describe('select: a command passed on', () => {
  it('selects the command at a word form\'s cost', () => {
    expect(pick('my wife says turn off the kitchen lights')?.arguments).toEqual({ room: 'Kitchen' });
    expect(pick('my wife says turn off the kitchen lights')!.confidence).toBeLessThan(pick('turn off the kitchen lights')!.confidence);
    expect(pick("ma femme dit d'éteindre la lumière de la cuisine", 'fr')?.arguments).toEqual({ room: 'Cuisine' });
  });

  it('reads no name or item that passes a command on', () => {
    const lists = compileCatalog([
      input(manifest('com.example.lists', [tool('add', { item: { type: 'string' } })], [intent('add', 'add', { de: ['setz {item} auf die Einkaufsliste'], en: ['add {item} to my shopping list'] }, { slots: { item: { type: 'string' } } })])),
    ]);
    // Read as an item, "meine Frau sagt, du sollst Milch" would be added; passed on, the command
    // is tried alone.
    expect(select(lists, { text: 'meine Frau sagt, du sollst Milch auf die Einkaufsliste setzen', lang: 'de' }).match?.arguments).toEqual({ item: 'Milch' });
    expect(select(lists, { text: 'add Sam says hi to my shopping list', lang: 'en' }).match).toBeNull();
  });

  it('declines one that no command follows, one denied, and a message that speaks of someone else', () => {
    expect(pick('Sam says the kitchen lights are off')).toBeNull();
    expect(pick("my wife says don't turn off the kitchen lights")).toBeNull();
    // "she" is Maya: only the agent can say it to Sam as Maya meant it.
    expect(pick("Maya says tell Sam that she's on her way")).toBeNull();
    expect(pick("Maya says tell Sam that I'm on my way")?.arguments).toEqual({ to: 'Sam', text: "I'm on my way" });
  });
});

describe('speaksOfOthers', () => {
  it('tells free text that holds a pronoun of someone else than the speaker and the one spoken to', () => {
    expect(speaksOfOthers(fillersFor('en'), { text: "she's on her way" })).toBe(true);
    expect(speaksOfOthers(fillersFor('en'), { text: "I'm on my way", to: 'Sam' })).toBe(false);
    expect(speaksOfOthers(fillersFor('fr'), { text: 'il arrive' })).toBe(true);
    expect(speaksOfOthers(fillersFor('ja'), { text: '彼' })).toBe(false);
  });
});
