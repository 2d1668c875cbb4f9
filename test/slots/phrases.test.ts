import { describe, expect, it } from 'vitest';
import { phraseAt } from '../../src/slots/phrases.js';

const TABLE: readonly (readonly [readonly string[], string])[] = [
  [['in', 'the', 'evening'], 'pm'],
  [['in', 'the', 'morning'], 'am'],
  [['pm'], 'pm'],
];

describe('phraseAt', () => {
  it("gives the first entry whose words stand at the position, with their length", () => {
    expect(phraseAt(TABLE, ['7', 'in', 'the', 'morning'], 1, 4)).toEqual({ value: 'am', length: 3 });
    expect(phraseAt(TABLE, ['7', 'pm'], 1, 2)).toEqual({ value: 'pm', length: 1 });
  });

  it('has none past the limit, elsewhere, or without a table', () => {
    expect(phraseAt(TABLE, ['7', 'in', 'the', 'morning'], 1, 3)).toBeNull();
    expect(phraseAt(TABLE, ['7', 'in', 'the', 'morning'], 0, 4)).toBeNull();
    expect(phraseAt(undefined, ['pm'], 0, 1)).toBeNull();
  });
});
