import { describe, expect, it } from 'vitest';
import { saysUnheard, withoutSounds } from '../../src/selector/transcript.js';
import { compileCatalog, select } from '../../src/selector/index.js';
import { input, intent, manifest, tool } from './helpers.js';

describe('withoutSounds', () => {
  it('blanks the tags of sounds, keeping every other character where it was', () => {
    expect(withoutSounds('[noise] pause the music')).toBe('        pause the music');
    expect(withoutSounds('pause the music (Laughter)')).toBe(`pause the music ${' '.repeat('(Laughter)'.length)}`);
    // A tag for words not made out is no sound.
    expect(withoutSounds('text Sam <unk>')).toBe('text Sam <unk>');
    expect(withoutSounds('[inaudible] pause')).toBe('[inaudible] pause');
  });
});

describe('saysUnheard', () => {
  it('tells a tag for words the recogniser could not make out', () => {
    expect(saysUnheard('text Sam <unk> <unk>')).toBe(true);
    expect(saysUnheard('I will be (inaudible) late')).toBe(true);
    expect(saysUnheard('[Unintelligible]')).toBe(true);
    expect(saysUnheard('I will be late (soon)')).toBe(false);
  });
});

describe('select: a transcript with tags', () => {
  const app = manifest('com.example.chat', [tool('pause'), tool('send', { to: { type: 'string' }, text: { type: 'string' } })], [
    intent('pause', 'pause', { en: ['pause the music'] }),
    intent('send', 'send', { en: ['text {to} {text}'] }, { slots: { to: { type: 'enum', values: ['Sam'] }, text: { type: 'string' } } }),
  ]);
  const snap = compileCatalog([input(app)]);
  const pick = (text: string) => select(snap, { text, lang: 'en' }).match;

  it('passes over a sound, and declines words not made out', () => {
    expect(pick('[noise] pause the music')?.intent).toBe('pause');
    expect(pick('text Sam I am late [laughter]')?.arguments).toEqual({ to: 'Sam', text: 'I am late' });
    expect(pick('text Sam <unk> <unk>')).toBeNull();
    expect(pick('text Sam I will be (inaudible) late')).toBeNull();
    expect(pick('<unk> pause the music')).toBeNull();
  });
});
