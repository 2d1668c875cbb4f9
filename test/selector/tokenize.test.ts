import { describe, expect, it } from 'vitest';
import { isCjkToken, spliceTokens, tokenize } from '../../src/selector/tokenize.js';

const toks = (s: string) => tokenize(s).tokens;

describe('tokenize', () => {
  it('splits on spaces and sentence punctuation, folded', () => {
    expect(toks('Pause the MUSIC, please!')).toEqual(['pause', 'the', 'music', 'please']);
    expect(toks('  ¿Qué   tiempo hace?  ')).toEqual(['que', 'tiempo', 'hace']);
  });

  it('splits on hyphens between letters', () => {
    expect(toks('twenty-one')).toEqual(['twenty', 'one']);
    expect(toks('vingt-et-un')).toEqual(['vingt', 'et', 'un']);
  });

  it('keeps a digit token whole with its decimal separator', () => {
    expect(toks('set it to 2.5 or 2,5 or 1,000.')).toEqual(['set', 'it', 'to', '2.5', 'or', '2,5', 'or', '1,000']);
  });

  it('keeps a hyphen right before a digit as a minus sign, unless it joins two words', () => {
    expect(toks('set it to -5')).toEqual(['set', 'it', 'to', '-5']);
    expect(toks('-2.5 degrees')).toEqual(['-2.5', 'degrees']);
    expect(toks('(-5)')).toEqual(['-5']);
    expect(toks('温度を-5に')).toEqual(['温', '度', 'を', '-5', 'に']);
    expect(toks('covid-19')).toEqual(['covid', '19']);
    expect(toks('pages 5-10')).toEqual(['pages', '5', '10']);
    expect(toks('well - 5 more')).toEqual(['well', '5', 'more']);
    // A dash or the minus sign before a digit is a minus too: read as 5 it would flip the value.
    expect(toks('set it to –5')).toEqual(['set', 'it', 'to', '-5']);
    expect(toks('set it to −5')).toEqual(['set', 'it', 'to', '-5']);
    expect(toks('pages 5–10, Paris – Lyon')).toEqual(['pages', '5', '10', 'paris', 'lyon']);
    const t = tokenize('Set it to -5');
    expect(t.source.slice(t.start[3]!, t.end[3]!)).toBe('-5');
  });

  it('makes % and other symbols tokens of their own', () => {
    expect(toks('volume 50%')).toEqual(['volume', '50', '%']);
    expect(toks('rock & roll')).toEqual(['rock', '&', 'roll']);
  });

  it('keeps letters and digits together in one word', () => {
    expect(toks('play mp3 in 4k')).toEqual(['play', 'mp3', 'in', '4k']);
    // …but the x of a multiple is a sign of its own: 1.5x is 1.5 times.
    expect(toks('at 1.5x or 2x, not 4x4 nor x2')).toEqual(['at', '1.5', 'x', 'or', '2', 'x', 'not', '4x4', 'nor', 'x2']);
    // …and so are a part of the day and an abbreviated unit glued on, as they are when spaced.
    expect(toks('at 7pm for 10min, 30s or 19h; mp3 4g 5m')).toEqual(['at', '7', 'pm', 'for', '10', 'min', '30', 's', 'or', '19', 'h', 'mp3', '4g', '5m']);
  });

  it('splits English contractions before and elisions after the apostrophe', () => {
    expect(toks("what's Sol's status")).toEqual(['what', "'s", 'sol', "'s", 'status']);
    expect(toks("don’t")).toEqual(['don', "'t"]);
    expect(toks("l'heure d'été")).toEqual(["l'", 'heure', "d'", 'ete']);
    expect(toks("rock'n'roll")).toEqual(["rock'n'roll"]);
  });

  it('makes each Japanese or Chinese character a token, keeping kanji numerals whole', () => {
    expect(toks('音量を25にして')).toEqual(['音', '量', 'を', '25', 'に', 'し', 'て']);
    expect(toks('二十五分のタイマー')).toEqual(['二十五', '分', 'の', 'タ', 'イ', 'マ', 'ー']);
    expect(toks('播放音乐')).toEqual(['播', '放', '音', '乐']);
  });

  it('keeps ・ inside a kanji numeral as its decimal point, and only there', () => {
    expect(toks('温度を三・五度に')).toEqual(['温', '度', 'を', '三・五', '度', 'に']);
    expect(toks('三･五')).toEqual(['三・五']); // half-width ･ after NFKC
    expect(toks('ジョン・レノン')).toEqual(['ジ', 'ョ', 'ン', 'レ', 'ノ', 'ン']);
    expect(toks('三・レ')).toEqual(['三', 'レ']);
    expect(toks('3・5')).toEqual(['3', '5']);
  });

  it('returns source offsets, so words can be read back as written', () => {
    const t = tokenize('Ask Sól to CHECK it');
    expect(t.tokens).toEqual(['ask', 'sol', 'to', 'check', 'it']);
    expect(t.source.slice(t.start[1]!, t.end[1]!)).toBe('Sól');
    expect(t.source.slice(t.start[3]!, t.end[4]!)).toBe('CHECK it');
  });

  it('returns source offsets when folding changes lengths', () => {
    const t = tokenize('ﬁle Café');
    expect(t.tokens).toEqual(['file', 'cafe']);
    expect(t.source.slice(t.start[0]!, t.end[0]!)).toBe('ﬁle');
    expect(t.source.slice(t.start[1]!, t.end[1]!)).toBe('Café');
  });

  it('returns nothing for punctuation only', () => {
    expect(toks(' ?! … ')).toEqual([]);
  });
});

describe('isCjkToken', () => {
  it('tells Han and kana tokens from others', () => {
    expect(isCjkToken('音')).toBe(true);
    expect(isCjkToken('二十五')).toBe(true);
    expect(isCjkToken('music')).toBe(false);
    expect(isCjkToken('25')).toBe(false);
  });
});

describe('spliceTokens', () => {
  it('says tokens another way in the source, keeping everything around them as said', () => {
    const t = tokenize('Hey, dim the Kitchen lights to 30%!');
    expect(spliceTokens(t, 1, 2, 'set')).toBe('Hey, set the Kitchen lights to 30%!');
    expect(spliceTokens(t, 3, 5, 'lamp')).toBe('Hey, dim the lamp to 30%!');
  });
});
