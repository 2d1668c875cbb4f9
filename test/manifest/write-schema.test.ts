import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_ID } from '../../src/manifest/definition.js';
import { SCHEMA_FILE, schemaFileText } from '../../src/manifest/write-schema.js';

describe('schema/voiceos.integration.schema.json', () => {
  it('is what `npm run schema` writes from the definition (run it after changing definition.ts)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(schemaFileText());
  });

  it('is a 2020-12 schema with an id, a title and help text for editors', () => {
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(SCHEMA_ID);
    expect(schema.title).toMatch(/voiceos\.integration\.json/);
    expect(schema.properties.intents.description).toMatch(/30/);
    expect(schema.properties.intents.items.properties.slots.additionalProperties ?? schema.properties.intents.items.properties.slots.patternProperties).toBeDefined();
    expect(schema.$defs.UiBlock.properties.type.examples).toContain('card');
  });
});
