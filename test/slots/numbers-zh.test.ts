import { describe, expect, it } from 'vitest';
import { percentLength, percentPrecedes, readNumber } from '../../src/slots/numbers/index.js';

const read = (tokens: string[]) => readNumber(tokens, 0, 'zh-CN');

describe('Chinese numbers', () => {
  it.each([
    [['二', '十五'], 25, 2],
    [['五十'], 50, 1],
    [['两百'], 200, 1],
    [['两', '百'], 200, 2],
    [['两千'], 2000, 1],
    [['一百', '零', '五'], 105, 3],
    [['两千零五'], 2005, 1],
    [['一万', '两千'], 12000, 2],
    [['三', '点', '五'], 3.5, 3],
    [['三點五'], 3.5, 1],
    [['负', '五'], -5, 2],
    [['25'], 25, 1],
  ] as Array<[string[], number, number]>)('%j → %d (%d tokens)', (tokens, value, length) => {
    expect(read(tokens)).toEqual({ value, length });
  });

  it('does not read the 百 of 百分之 (percent) or the denominator of X分之Y', () => {
    expect(read(['百', '分', '之', '五十'])).toBeNull();
    expect(read(['百分', '之', '五十'])).toBeNull();
    expect(read(['三', '分', '之', '一'])).toBeNull();
    expect(readNumber(['百', '分', '之', '五十'], 3, 'zh')).toEqual({ value: 50, length: 1 });
    expect(read(['三', '分', '钟'])).toEqual({ value: 3, length: 1 });
  });

  it('finds the percent prefix and says it comes first', () => {
    expect(percentLength(['百', '分', '之', '五十'], 0, 'zh')).toBe(3);
    expect(percentLength(['百分', '之', '五十'], 0, 'zh')).toBe(2);
    expect(percentLength(['百分之', '五十'], 0, 'zh-TW')).toBe(1);
    expect(percentPrecedes('zh')).toBe(true);
    expect(percentPrecedes('ja')).toBe(false);
    expect(percentPrecedes('en')).toBe(false);
  });
});
