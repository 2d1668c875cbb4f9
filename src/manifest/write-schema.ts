// Writes schema/voiceos.integration.schema.json from the one definition (`npm run schema`).
// App authors point `"$schema"` at it for editor autocompletion and help; a test fails when the
// committed file differs from what this would write.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { manifestJsonSchema } from './definition.js';

export const SCHEMA_FILE = fileURLToPath(new URL('../../schema/voiceos.integration.schema.json', import.meta.url));

/** The file's exact text: stable key order, two-space indent, final newline. */
export function schemaFileText(): string {
  return `${JSON.stringify(manifestJsonSchema(), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SCHEMA_FILE, schemaFileText());
  console.log(`wrote ${SCHEMA_FILE}`);
}
