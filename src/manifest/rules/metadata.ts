// Top-level identity fields the schema cannot fully say: a readable one-line summary, real
// http(s) URLs, an icon inside the app folder. (`publisher.verified` is VoiceOS's to set; a
// store-distributed manifest may carry it, so it is accepted and simply not trusted here.)
import { invisibleCharacter } from '../text.js';
import { at } from '../paths.js';
import { own, type Rule } from './context.js';

/** Why a string is not an absolute http(s) URL, or null. */
export function urlProblem(value: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return 'must be a valid URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'must be an http(s) URL';
  return null;
}

const URL_FIELDS: readonly (readonly string[])[] = [
  ['homepage'],
  ['repository'],
  ['publisher', 'url'],
  ['runtime', 'url'],
  ['auth', 'authorizationUrl'],
  ['auth', 'tokenUrl'],
];

export const metadataRules: Rule = (ctx) => {
  const m = ctx.manifest;
  for (const field of ['name', 'summary'] as const) {
    const value = own(m, field);
    if (typeof value !== 'string') continue;
    if (value.length > 0 && value.trim() === '') ctx.report(field, 'must not be empty');
    const hidden = invisibleCharacter(value);
    if (hidden) ctx.report(field, field === 'summary' && /[\n\r\u2028\u2029]/.test(value) ? 'must be one line' : `contains ${hidden}`);
  }

  for (const field of URL_FIELDS) {
    let value: unknown = m;
    for (const key of field) value = own(value, key);
    if (typeof value !== 'string') continue;
    // runtime.url belongs to remote-mcp and the auth URLs to oauth2; other shapes ignore them.
    if (field[0] === 'runtime' && own(own(m, 'runtime'), 'kind') !== 'remote-mcp') continue;
    if (field[0] === 'auth' && own(own(m, 'auth'), 'kind') !== 'oauth2') continue;
    const problem = urlProblem(value);
    if (problem) ctx.report(at('', ...field), problem);
  }

  const icon = own(m, 'icon');
  if (typeof icon === 'string') {
    const outside =
      icon.trim() === '' || /^[a-z][a-z0-9+.-]*:/i.test(icon) || icon.startsWith('/') || icon.includes('\\') ||
      icon.split('/').some((s) => s === '..');
    if (outside) ctx.report('icon', 'must be a path inside the app folder, e.g. icon.png');
  }
};
