// Error paths in the API's format: `.key` for object keys, `[i]` for array items, starting at the
// top-level field (`intents[1].slots.bot.values`). The whole document is called `manifest`
// (or `view` for validateView) so that every line still reads `path: message`.

export type Segment = string | number;

// A key that could be misread inside a path (spaces, dots, brackets, colons, nothing at all) is
// written as a quoted index instead: `response["en us"]`.
const PLAIN_KEY = /^[A-Za-z0-9_$-]+$/;

/** Appends segments to a path: `at('intents[1]', 'slots', 'bot')` → `intents[1].slots.bot`. */
export function at(base: string, ...segments: Segment[]): string {
  let path = base;
  for (const s of segments) {
    if (typeof s === 'number') path += `[${s}]`;
    else if (!PLAIN_KEY.test(s)) path += `[${JSON.stringify(s)}]`;
    else path += path === '' ? s : `.${s}`;
  }
  return path;
}

/** ajv's JSON Pointer (`/intents/1/slots/bot`) in the API's format. */
export function fromPointer(pointer: string, base = ''): string {
  if (pointer === '') return base;
  const segments = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p): Segment => (/^(0|[1-9]\d*)$/.test(p) ? Number(p) : p));
  return at(base, ...segments);
}

/** One problem found in a document. */
export interface Problem {
  path: string;
  message: string;
  /**
   * A rule's problem normally says better what a structural error at the same path says, and
   * replaces it. An `additional` one is a separate fault (a repeated name, a missing
   * permission) that leaves the structural error standing.
   */
  additional?: boolean;
}

export function line(p: Problem, rootName: string): string {
  return `${p.path === '' ? rootName : p.path}: ${p.message}`;
}
