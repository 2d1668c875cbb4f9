import { describe, expect, it } from 'vitest';
import { ResultCache } from '../../src/selector/result-cache.js';

describe('ResultCache', () => {
  it('keeps the last `keep` distinct keys stored', () => {
    const cache = new ResultCache<number>(3);
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, i);
    for (let i = 7; i < 10; i++) expect(cache.get(`k${i}`)).toBe(i);
    expect(cache.size).toBeLessThanOrEqual(6);
  });

  it('forgets keys neither stored nor used within two turnovers', () => {
    const cache = new ResultCache<number>(2);
    cache.set('a', 1);
    for (let i = 0; i < 4; i++) cache.set(`k${i}`, i);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps a key that is used again', () => {
    const cache = new ResultCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3); // a and b age
    expect(cache.get('a')).toBe(1); // a is young again
    cache.set('d', 4);
    cache.set('e', 5);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
  });
});
