import { describe, expect, it } from 'vitest';
import { isIndefiniteArticle, readNumber } from '../../src/slots/numbers/index.js';

// Tokens as the shared format delivers them: lower-case, accents folded.
const read = (text: string, lang = 'es') => readNumber(text.split(' '), 0, lang);

describe('Spanish numbers', () => {
  const cases: Array<[string, number, number]> = [
    ['cero', 0, 1],
    ['uno', 1, 1],
    ['un', 1, 1],
    ['una', 1, 1],
    ['cinco', 5, 1],
    ['diez', 10, 1],
    ['once', 11, 1],
    ['quince', 15, 1],
    ['dieciseis', 16, 1],
    ['diecinueve', 19, 1],
    ['veinte', 20, 1],
    ['veintiuno', 21, 1],
    ['veintiun', 21, 1],
    ['veintiuna', 21, 1],
    ['veintidos', 22, 1],
    ['veintitres', 23, 1],
    ['veintiseis', 26, 1],
    ['treinta', 30, 1],
    ['treinta y uno', 31, 3],
    ['treinta y un', 31, 3],
    ['setenta y cinco', 75, 3],
    ['noventa y nueve', 99, 3],
    ['cien', 100, 1],
    ['ciento cinco', 105, 2],
    ['ciento veinte', 120, 2],
    ['ciento cuarenta y dos', 142, 4],
    ['doscientos', 200, 1],
    ['doscientas', 200, 1],
    ['quinientos cincuenta', 550, 2],
    ['novecientos noventa y nueve', 999, 4],
    ['mil', 1000, 1],
    ['mil uno', 1001, 2],
    ['dos mil', 2000, 2],
    ['dos mil veintiseis', 2026, 3],
    ['cien mil', 100000, 2],
    ['ciento veinte mil', 120000, 3],
    ['novecientos noventa y nueve mil novecientos noventa y nueve', 999999, 9],
    ['un millon', 1000000, 2],
    ['dos millones', 2000000, 2],
    ['dos coma cinco', 2.5, 3],
    ['dos punto cinco', 2.5, 3],
    ['cero coma setenta y cinco', 0.75, 5],
    ['uno coma cero cinco', 1.05, 4],
    ['tres coma uno cuatro uno', 3.141, 5],
    ['menos cinco', -5, 2],
    ['menos dos coma cinco', -2.5, 4],
    ['75', 75, 1],
    ['2,5', 2.5, 1],
    ['2.5', 2.5, 1],
    ['1.000', 1000, 1],
    ['10 000', 10000, 2],
    ['5 mil', 5000, 2],
    ['2,5 mil', 2500, 2],
    // digits mixed with spoken words, as ASR writes them
    ['22 coma 5', 22.5, 3],
    ['2 coma 5', 2.5, 3],
    ['-2 coma 5', -2.5, 3],
    ['22 punto 5', 22.5, 3],
    ['5 mil 200', 5200, 3],
  ];
  it.each(cases)('%s → %d (%d tokens)', (text, value, length) => {
    expect(read(text)).toEqual({ value, length });
  });

  it('stops at the longest complete number', () => {
    expect(read('setenta y cinco por ciento')).toEqual({ value: 75, length: 3 });
    expect(read('treinta y')).toEqual({ value: 30, length: 1 });
    expect(read('treinta y manzanas')).toEqual({ value: 30, length: 1 });
    expect(read('cien cinco')).toEqual({ value: 100, length: 1 });
    expect(read('dos coma')).toEqual({ value: 2, length: 1 });
    expect(read('mil y')).toEqual({ value: 1000, length: 1 });
    expect(read('cinco seis')).toEqual({ value: 5, length: 1 });
  });

  it('keeps to standard Spanish forms', () => {
    // "ciento" needs a continuation; "veinte y uno" is archaic (veintiuno); tens and units need y
    expect(read('ciento')).toBeNull();
    expect(read('ciento por ciento')).toBeNull();
    expect(read('veinte y uno')).toEqual({ value: 20, length: 1 });
    expect(read('treinta cinco')).toEqual({ value: 30, length: 1 });
    expect(read('doscientos cien')).toEqual({ value: 200, length: 1 });
  });

  it('does not read non-numbers', () => {
    for (const text of ['y', 'y cinco', 'coma cinco', 'menos', 'menos gatos', 'por ciento', 'uno2', 'pon', 'cientos', 'el', 'millones'])
      expect(read(text), text).toBeNull();
  });

  it('lists un and una as articles, uno not', () => {
    expect(isIndefiniteArticle('un', 'es')).toBe(true);
    expect(isIndefiniteArticle('una', 'es-ES')).toBe(true);
    expect(isIndefiniteArticle('uno', 'es')).toBe(false);
  });

  it('reads 1,000 by region: one in Spain, a thousand in Mexico', () => {
    expect(read('1,000', 'es-ES')).toEqual({ value: 1, length: 1 });
    expect(read('1,000', 'es-MX')).toEqual({ value: 1000, length: 1 });
    expect(read('2,5', 'es-MX')).toBeNull();
    expect(read('2.5', 'es-MX')).toEqual({ value: 2.5, length: 1 });
  });
});

// An independent speller: every integer 0–999,999 written out must read back exactly.
const UNIDADES = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidos', 'veintitres', 'veinticuatro', 'veinticinco', 'veintiseis', 'veintisiete', 'veintiocho', 'veintinueve'];
const DECENAS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const CENTENAS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];
function below1000(n: number, apocope: boolean): string[] {
  if (n === 100) return ['cien'];
  const out: string[] = [];
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (h > 0) out.push(CENTENAS[h]!);
  if (r > 0) {
    const one = apocope ? (r === 21 ? 'veintiun' : 'un') : 'uno';
    if (r < 30) out.push(r % 10 === 1 && r !== 11 && apocope ? (r === 1 ? one : 'veintiun') : UNIDADES[r]!);
    else out.push(DECENAS[Math.floor(r / 10)]!, ...(r % 10 > 0 ? ['y', r % 10 === 1 ? one : UNIDADES[r % 10]!] : []));
  }
  return out;
}
function spell(n: number): string[] {
  if (n === 0) return ['cero'];
  const k = Math.floor(n / 1000);
  const rest = n % 1000;
  const thousands = k === 0 ? [] : k === 1 ? ['mil'] : [...below1000(k, true), 'mil'];
  return [...thousands, ...(rest > 0 ? below1000(rest, false) : [])];
}

it('reads every spelled integer up to 999,999 back (sampled every 997)', () => {
  for (let n = 0; n <= 999_999; n += n < 2000 ? 1 : 997) {
    const tokens = spell(n);
    expect(readNumber([...tokens, 'por', 'ciento'], 0, 'es'), tokens.join(' ')).toEqual({ value: n, length: tokens.length });
  }
});
