import { describe, expect, it } from 'vitest';
import { ResultCache } from '../../src/selector/result-cache.js';

describe('ResultCache', () => {
  it('keeps the last `keep` distinct keys stored', () => {
    const cache = new ResultCache<number>(3);
    for (let i = 0; i < 10; i++) cache.set('s', `k${i}`, i);
    for (let i = 7; i < 10; i++) expect(cache.get('s', `k${i}`)).toBe(i);
    expect(cache.size).toBeLessThanOrEqual(6);
  });

  it('forgets keys neither stored nor used within two turnovers', () => {
    const cache = new ResultCache<number>(2);
    cache.set('s', 'a', 1);
    for (let i = 0; i < 4; i++) cache.set('s', `k${i}`, i);
    expect(cache.get('s', 'a')).toBeUndefined();
  });

  it('keeps a key that is used again', () => {
    const cache = new ResultCache<number>(2);
    cache.set('s', 'a', 1);
    cache.set('s', 'b', 2);
    cache.set('s', 'c', 3); // a and b age
    expect(cache.get('s', 'a')).toBe(1); // a is young again
    cache.set('s', 'd', 4);
    cache.set('s', 'e', 5);
    expect(cache.get('s', 'a')).toBe(1);
    expect(cache.get('s', 'b')).toBeUndefined();
  });

  it('keeps scopes apart and counts entries across them', () => {
    const cache = new ResultCache<number>(3);
    cache.set('en', 'stop', 1);
    cache.set('de', 'stop', 2);
    cache.set('en', 'stop', 3);
    expect(cache.get('en', 'stop')).toBe(3);
    expect(cache.get('de', 'stop')).toBe(2);
    expect(cache.get('fr', 'stop')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
