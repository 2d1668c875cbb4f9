import { describe, expect, it } from 'vitest';
import { nounsSaidOtherwise } from '../../src/selector/noun-synonyms.js';
import { tokenize } from '../../src/selector/tokenize.js';

const catalogue = new Set(['定', '时', '器', 'lista', 'minuteur', 'titre', '電', '気']);
const known = (w: string) => catalogue.has(w);

describe('nounsSaidOtherwise', () => {
  it('says a noun as another naming the same thing, where the catalogue has its words', () => {
    expect(nounsSaidOtherwise(tokenize('取消计时器'), 'zh', known)).toEqual(['取消定时器']);
    expect(nounsSaidOtherwise(tokenize('pon la Playlist Café del Mar'), 'es', known)).toEqual(['pon la lista Café del Mar']);
    expect(nounsSaidOtherwise(tokenize('リビングの明かりつけて'), 'ja', known)).toEqual(['リビングの電気つけて']);
    // A phrase for a word, and a word for a phrase.
    const words = (w: string) => ['tareas', 'mensajes', 'nuevos'].includes(w);
    expect(nounsSaidOtherwise(tokenize('añade pan a mi lista de tareas'), 'es', words)).toEqual(['añade pan a mi tareas']);
    expect(nounsSaidOtherwise(tokenize('¿Tengo mensajes sin leer?'), 'es', words)).toEqual(['¿Tengo mensajes nuevos?']);
  });

  it('gives each way the catalogue knows, at most three, and none it does not know', () => {
    expect(nounsSaidOtherwise(tokenize('annule la minuterie'), 'fr', known)).toEqual(['annule la minuteur']);
    const all = (w: string) => w !== 'x';
    expect(nounsSaidOtherwise(tokenize('明かりつけて'), 'ja', all)).toEqual(['電気つけて', 'ライトつけて', '照明つけて']);
    expect(nounsSaidOtherwise(tokenize('明かりと明かり'), 'ja', all)).toHaveLength(3);
    expect(nounsSaidOtherwise(tokenize('joue ce morceau'), 'fr', known)).toEqual(['joue ce titre']);
    expect(nounsSaidOtherwise(tokenize('play this song'), 'en', known)).toEqual([]);
    expect(nounsSaidOtherwise(tokenize('a b c'), 'it', known)).toEqual([]);
  });

  it('goes one way where the other would not hold: a list is no playlist', () => {
    expect(nounsSaidOtherwise(tokenize('añade leche a la lista'), 'es', (w) => w === 'playlist')).toEqual([]);
  });
});
