import { describe, expect, it } from 'vitest';
import { compileCatalog, select } from '../../src/selector/index.js';
import { correctedTo, restarted } from '../../src/selector/restarts.js';
import { prepareRequest } from '../../src/selector/request.js';
import { input, intent, manifest, tool } from './helpers.js';

const app = manifest(
  'com.example.media',
  [tool('pause'), tool('call', { to: { type: 'string' } }), tool('text', { to: { type: 'string' }, text: { type: 'string' } })],
  [
    intent('pause', 'pause', { en: ['pause the music'] }),
    intent('call', 'call', { en: ['call {to}'], es: ['llama a {to}'] }, { slots: { to: { type: 'enum', values: ['Maya', 'Sam'] } } }),
    intent('text', 'text', { en: ['text {to} {text}'] }, { slots: { to: { type: 'enum', values: ['Maya', 'Sam'] }, text: { type: 'string' } } }),
  ],
);
const snap = compileCatalog([input(app)]);
const again = (text: string, lang = 'en') => restarted(prepareRequest(text, lang, lang, snap.index.get(lang)!));
const pick = (text: string, lang = 'en') => select(snap, { text, lang }).match;

describe('restarted', () => {
  it('leaves out the attempt a request starts over from', () => {
    expect(again('pause the, pause the music')).toBe('pause the music');
    expect(again('pause, pause the music')).toBe('pause the music');
    // …after polite words, with a hesitation between.
    expect(again('uh, call, um, call Maya')).toBe('uh, call Maya');
    expect(again('llama a, eh, llama a Maya', 'es')).toBe('llama a Maya');
  });

  it('is null for a request that does not start over there', () => {
    expect(again('pause the music')).toBeNull();
    // A word said twice further on may be the message's own.
    expect(again('text Sam bye bye')).toBeNull();
    // An article or a short word starts no attempt.
    expect(again('the, the music')).toBeNull();
  });
});

describe('select: a command started over', () => {
  it('selects what the speaker said the second time, at a cost', () => {
    const m = pick('pause the, pause the music');
    expect(m?.intent).toBe('pause');
    expect(m!.confidence).toBeLessThan(1);
    expect(pick('call, um, call Maya')?.arguments).toEqual({ to: 'Maya' });
  });

  it('keeps a message that says a word twice', () => {
    expect(pick('text Sam bye bye')?.arguments).toEqual({ to: 'Sam', text: 'bye bye' });
  });
});

describe('correctedTo', () => {
  const corrected = (text: string, lang = 'en') => correctedTo(prepareRequest(text, lang, lang, snap.index.get(lang)!));

  it('gives what follows the last word that takes back what came before', () => {
    expect(corrected('call Maya, no wait, call Sam')).toBe('call Sam');
    expect(corrected('call Maya, no, call Sam')).toBe('call Sam');
    expect(corrected('call Maya, I mean, no, call Sam')).toBe('call Sam');
  });

  it('is null without such a word, for a "no" that pauses do not set off, and with nothing after it', () => {
    expect(corrected('call Maya')).toBeNull();
    expect(corrected("text Sam no I can't come")).toBeNull();
    expect(corrected('call Maya, no wait')).toBeNull();
  });
});

describe('select: a command said again after taking back the first', () => {
  it('selects what follows only when it is a whole command of its own', () => {
    expect(pick('call Maya, no wait, call Sam')?.arguments).toEqual({ to: 'Sam' });
    expect(pick('call Maya, no wait, Sam')).toBeNull();
    expect(pick('pause the music, no wait, don\'t')).toBeNull();
  });
});
