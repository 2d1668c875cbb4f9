import { describe, expect, it } from 'vitest';
import { saidOtherwise } from '../../src/selector/said-otherwise.js';
import { tokenize } from '../../src/selector/tokenize.js';

const catalogue = new Set(['定', '时', '器', 'lista', 'minuteur', 'titre', '電', '気']);
const known = (w: string) => catalogue.has(w);

describe('saidOtherwise', () => {
  it('says a noun as another naming the same thing, where the catalogue has its words', () => {
    expect(saidOtherwise(tokenize('取消计时器'), 'zh', known)).toEqual(['取消定时器']);
    expect(saidOtherwise(tokenize('pon la Playlist Café del Mar'), 'es', known)).toEqual(['pon la lista Café del Mar']);
    expect(saidOtherwise(tokenize('リビングの明かりつけて'), 'ja', known)).toEqual(['リビングの電気つけて']);
    // A phrase for a word, and a word for a phrase.
    const words = (w: string) => ['tareas', 'mensajes', 'nuevos'].includes(w);
    expect(saidOtherwise(tokenize('añade pan a mi lista de tareas'), 'es', words)).toEqual(['añade pan a mi tareas']);
    expect(saidOtherwise(tokenize('¿Tengo mensajes sin leer?'), 'es', words)).toEqual(['¿Tengo mensajes nuevos?']);
  });

  it('gives each way the catalogue knows, at most three, and none it does not know', () => {
    expect(saidOtherwise(tokenize('annule la minuterie'), 'fr', known)).toEqual(['annule la minuteur']);
    expect(saidOtherwise(tokenize('mets un timer de 12 minutes'), 'fr', known)).toEqual(['mets un minuteur de 12 minutes']);
    const all = (w: string) => w !== 'x';
    expect(saidOtherwise(tokenize('明かりつけて'), 'ja', all)).toEqual(['電気つけて', 'ライトつけて', '照明つけて']);
    expect(saidOtherwise(tokenize('明かりと明かり'), 'ja', all)).toHaveLength(3);
    expect(saidOtherwise(tokenize('joue ce morceau'), 'fr', known)).toEqual(['joue ce titre']);
    expect(saidOtherwise(tokenize('passe à la prochaine toune'), 'fr', (w) => w === 'chanson')).toEqual(['passe à la prochaine chanson']);
    expect(saidOtherwise(tokenize('play this song'), 'en', known)).toEqual([]);
    expect(saidOtherwise(tokenize('a b c'), 'it', known)).toEqual([]);
  });

  it('says a phrase as a word and a noun as a noun, never the verb it also is', () => {
    const en = (w: string) => ['lock', 'a', 'call', 'last'].includes(w);
    expect(saidOtherwise(tokenize('lock up the back door'), 'en', en)).toEqual(['lock the back door']);
    expect(saidOtherwise(tokenize('give Dad a ring'), 'en', en)).toEqual(['give Dad a call']);
    expect(saidOtherwise(tokenize('ring Dad'), 'en', en)).toEqual([]);
    expect(saidOtherwise(tokenize('erase my most recent note'), 'en', en)).toEqual(['erase my last note']);
  });

  it('says a light opened or closed as one switched on or off, and nothing else opened or closed', () => {
    const lights = (w: string) => ['turn', 'on', 'off', 'the', 'light', 'allume', 'eteins', 'eteindre', 'la', 'lumiere'].includes(w);
    expect(saidOtherwise(tokenize('Ouvre la lumière du salon'), 'fr', lights)).toEqual(['allume la lumiere du salon']);
    expect(saidOtherwise(tokenize('peux-tu fermer la lumière'), 'fr', lights)).toEqual(['peux-tu eteindre la lumiere']);
    expect(saidOtherwise(tokenize('close the light in the kitchen'), 'en', lights)).toEqual(['turn off the light in the kitchen']);
    expect(saidOtherwise(tokenize('close the garage'), 'en', lights)).toEqual([]);
    expect(saidOtherwise(tokenize('ferme la porte'), 'fr', lights)).toEqual([]);
  });

  it('says the heating as the thermostat or temperature that sets it', () => {
    const home = (w: string) => ['thermostat', 'temperature', '温度'].includes(w);
    expect(saidOtherwise(tokenize('set the heating to 21 degrees'), 'en', home)).toEqual(['set the thermostat to 21 degrees', 'set the temperature to 21 degrees']);
    expect(saidOtherwise(tokenize('mets le chauffage à 21'), 'fr', home)).toEqual(['mets le thermostat à 21']);
    expect(saidOtherwise(tokenize('暖房を二十度にして'), 'ja', (w) => w !== 'x')).toEqual(['温度を二十度にして']);
    // One way: a temperature is not always the heating's.
    expect(saidOtherwise(tokenize('what is the temperature outside'), 'en', (w) => w === 'heating')).toEqual([]);
  });

  it('says a text as a message, and a timer\'s name as what it is for', () => {
    const known = (w: string) => ['a', 'message', 'timer', 'for', 'fur'].includes(w);
    expect(saidOtherwise(tokenize('send Jonas a text saying hi'), 'en', known)).toEqual(['send Jonas a message saying hi']);
    expect(saidOtherwise(tokenize('set a 12 minute timer called pasta'), 'en', known)).toEqual(['set a 12 minute timer for pasta']);
    expect(saidOtherwise(tokenize('stell einen Timer auf 25 Minuten mit dem Namen Pizza'), 'de', known)).toEqual(['stell einen Timer auf 25 Minuten fur Pizza']);
    expect(saidOtherwise(tokenize('note to self: the key is under the pot'), 'en', (w) => ['take', 'a', 'note'].includes(w))).toEqual(['take a note: the key is under the pot']);
    expect(saidOtherwise(tokenize('jot this down: call Sam'), 'en', (w) => ['write', 'down'].includes(w))).toEqual(['write down: call Sam']);
    // "called" alone names no timer.
    expect(saidOtherwise(tokenize('play the song called Focus'), 'en', known)).toEqual([]);
  });

  it('says the Latin American weather as the Spanish one', () => {
    expect(saidOtherwise(tokenize('¿cómo está el clima?'), 'es', (w) => w === 'tiempo')).toEqual(['¿cómo está el tiempo?']);
  });

  it('says the Spanish playlist as the list the utterances say', () => {
    expect(saidOtherwise(tokenize('pon la lista de reproducción Focus'), 'es', (w) => w === 'lista')).toEqual(['pon la lista Focus']);
  });

  it('goes one way where the other would not hold: a list is no playlist', () => {
    expect(saidOtherwise(tokenize('añade leche a la lista'), 'es', (w) => w === 'playlist')).toEqual([]);
  });
});
