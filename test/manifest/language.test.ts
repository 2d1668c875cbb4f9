import { describe, expect, it } from 'vitest';
import { canonicalLanguage } from '../../src/manifest/language.js';

describe('canonicalLanguage', () => {
  it('accepts BCP-47 tags and canonicalises case', () => {
    expect(canonicalLanguage('en')).toBe('en');
    expect(canonicalLanguage('en-us')).toBe('en-US');
    expect(canonicalLanguage('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(canonicalLanguage('ja')).toBe('ja');
  });

  it('refuses what is not a tag', () => {
    for (const tag of ['', 'en_US', 'e', 'en-', ' en', 'en us', '__proto__', '*', 'toolongsubtag']) {
      expect(canonicalLanguage(tag), tag).toBeNull();
    }
  });
});
