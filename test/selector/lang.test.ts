import { describe, expect, it } from 'vitest';
import { chooseLanguageKey, langChain, primaryLanguage } from '../../src/selector/lang.js';

const choose = (keys: string[], tag: string) => chooseLanguageKey(keys, keys.map((k) => k.toLowerCase()), langChain(tag));

describe('langChain', () => {
  it('lists the tag and its prefixes, lower-cased', () => {
    expect(langChain('en-US')).toEqual(['en-us', 'en']);
    expect(langChain('zh-Hant-TW')).toEqual(['zh-hant-tw', 'zh-hant', 'zh']);
    expect(langChain('EN')).toEqual(['en']);
  });
});

describe('primaryLanguage', () => {
  it('is the first subtag, lower-cased', () => {
    expect(primaryLanguage('pt-BR')).toBe('pt');
    expect(primaryLanguage('JA')).toBe('ja');
  });
});

describe('chooseLanguageKey', () => {
  it('prefers the exact tag, case-insensitively', () => {
    expect(choose(['en', 'en-GB'], 'EN-gb')).toBe('en-GB');
  });

  it('falls back to a prefix of the request tag', () => {
    expect(choose(['es', 'en'], 'en-US')).toBe('en');
  });

  it('then to any key with the same primary language, in manifest order', () => {
    expect(choose(['fr', 'en-GB', 'en-AU'], 'en')).toBe('en-GB');
    expect(choose(['en-GB'], 'en-US')).toBe('en-GB');
  });

  it('is null when the intent has nothing in that language', () => {
    expect(choose(['en', 'es'], 'de-DE')).toBeNull();
  });
});
