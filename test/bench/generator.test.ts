import { describe, expect, it } from 'vitest';
import { generateCatalog, generateRequests, pseudoWord, rng } from '../../bench/lib/generator.js';
import { numberWords } from '../../bench/lib/lexicon.js';
import { validateManifest } from '../../src/manifest/validate.js';

describe('generateCatalog', () => {
  it('makes manifests that pass validateManifest', () => {
    const { manifests, inputs } = generateCatalog({ apps: 25, seed: 11 });
    expect(manifests).toHaveLength(25);
    expect(inputs.map((i) => i.manifest)).toEqual(manifests);
    for (const m of manifests) {
      const result = validateManifest(JSON.parse(JSON.stringify(m)));
      expect(result.ok ? [] : result.errors, m.id).toEqual([]);
    }
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const a = JSON.stringify(generateCatalog({ apps: 5, seed: 3 }).manifests);
    expect(JSON.stringify(generateCatalog({ apps: 5, seed: 3 }).manifests)).toBe(a);
    expect(JSON.stringify(generateCatalog({ apps: 5, seed: 4 }).manifests)).not.toBe(a);
  });

  it("shape 'fixed' gives 10 intents x 10 utterances x 2 languages", () => {
    for (const m of generateCatalog({ apps: 8, seed: 5, shape: 'fixed' }).manifests) {
      expect(m.intents).toHaveLength(10);
      for (const intent of m.intents!) {
        expect(Object.keys(intent.utterances)).toHaveLength(2);
        for (const list of Object.values(intent.utterances)) expect(new Set(list).size).toBe(10);
      }
    }
  });

  it("shape 'varied' stays within 5-20 intents, 5-20 utterances, 1-3 languages and 5-30 enum values", () => {
    for (const m of generateCatalog({ apps: 30, seed: 9 }).manifests) {
      expect(m.intents!.length).toBeGreaterThanOrEqual(5);
      expect(m.intents!.length).toBeLessThanOrEqual(20);
      for (const intent of m.intents!) {
        const langs = Object.keys(intent.utterances);
        expect(langs.length).toBeGreaterThanOrEqual(1);
        expect(langs.length).toBeLessThanOrEqual(3);
        for (const list of Object.values(intent.utterances)) {
          expect(list.length).toBeGreaterThanOrEqual(5);
          expect(list.length).toBeLessThanOrEqual(20);
        }
        for (const slot of Object.values(intent.slots ?? {})) {
          if (slot.type === 'enum') {
            expect(slot.values!.length).toBeGreaterThanOrEqual(5);
            expect(slot.values!.length).toBeLessThanOrEqual(30);
          }
        }
      }
    }
  });

  it('keeps apps apart: no utterance is shared by two intents of the catalogue', () => {
    const seen = new Map<string, string>();
    for (const m of generateCatalog({ apps: 60, seed: 2 }).manifests) {
      for (const intent of m.intents!) {
        for (const list of Object.values(intent.utterances)) {
          for (const u of list) {
            const owner = `${m.id}/${intent.name}`;
            expect(seen.get(u) ?? owner, u).toBe(owner);
            seen.set(u, owner);
          }
        }
      }
    }
  });

  it('honours the languages option', () => {
    for (const m of generateCatalog({ apps: 10, seed: 1, languages: ['de'] }).manifests) {
      for (const intent of m.intents!) expect(Object.keys(intent.utterances)).toEqual(['de']);
    }
  });
});

describe('generateRequests', () => {
  const catalog = generateCatalog({ apps: 20, seed: 21 });
  const requests = generateRequests(catalog, { count: 400, seed: 5 });

  it('draws the requested count over every tier', () => {
    expect(requests).toHaveLength(400);
    const tiers = new Set(requests.map((r) => r.tier));
    expect([...tiers].sort()).toEqual(['exact', 'noise', 'numbers', 'out_of_domain', 'surface']);
  });

  it('labels positives with an intent of the catalogue in a language it speaks, out-of-domain with null', () => {
    const intents = new Map(catalog.manifests.flatMap((m) => m.intents!.map((i) => [`${m.id}/${i.name}`, i] as const)));
    for (const r of requests) {
      if (r.tier === 'out_of_domain') {
        expect(r.expect).toBeNull();
        continue;
      }
      const intent = intents.get(`${r.expect!.app}/${r.expect!.intent}`);
      expect(intent, r.text).toBeDefined();
      expect(Object.keys(intent!.utterances)).toContain(r.lang);
      expect(r.text).not.toMatch(/[{}]/);
    }
  });

  it('spells numbers out in the numbers tier', () => {
    const numbers = requests.filter((r) => r.tier === 'numbers');
    expect(numbers.length).toBeGreaterThan(0);
    for (const r of numbers) expect(r.text).not.toMatch(/\d/);
  });

  it('is deterministic for a seed', () => {
    expect(generateRequests(catalog, { count: 50, seed: 5 })).toEqual(requests.slice(0, 50));
  });
});

describe('helpers', () => {
  it('spells numbers in four languages', () => {
    expect(numberWords(75, 'en')).toBe('seventy-five');
    expect(numberWords(75, 'es')).toBe('setenta y cinco');
    expect(numberWords(21, 'de')).toBe('einundzwanzig');
    expect(numberWords(71, 'fr')).toBe('soixante et onze');
    expect(numberWords(92, 'fr')).toBe('quatre-vingt-douze');
    expect(numberWords(100, 'de')).toBe('hundert');
  });

  it('makes lower-case ASCII pseudo-words', () => {
    const r = rng(1);
    for (let i = 0; i < 50; i++) expect(pseudoWord(r)).toMatch(/^[a-z]{4,}$/);
  });
});
