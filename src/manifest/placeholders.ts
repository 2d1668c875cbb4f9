// The one place that knows the two brace syntaxes:
//   {slot}     single-brace placeholders in intent utterances and responses, naming a slot or a
//              fixed argument;
//   {{a.b}}    bindings in UI views (confirmation cards), naming a tool input property by path.
// A `{{x}}` binding is never a placeholder, so one expression matches both and says which.

// Alternation tries `{{…}}` first at each position, so a binding is never read as a placeholder.
const BRACES = /\{\{([^{}]*)\}\}|\{([^{}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// Dotted names; a later segment may be an array index (`{{attendees.0.name}}`).
const PATH = /^[A-Za-z_$][A-Za-z0-9_$-]*(\.([A-Za-z_$][A-Za-z0-9_$-]*|\d+))*$/;

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'slot'; name: string };

/** Single-brace `{name}` placeholders in order of appearance (repeats kept). */
export function placeholders(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(BRACES)) {
    const name = m[2];
    if (name !== undefined && NAME.test(name)) names.push(name);
  }
  return names;
}

/**
 * A template cut into literal text and `{name}` placeholders; `{{…}}` and malformed braces stay
 * literal text. `templateParts("Opening {bot}.")` → text "Opening ", slot "bot", text ".".
 * Every utterance of a catalogue passes here at compile time, so the braces are found as BRACES
 * would find them (braceEnd) without a match array per placeholder.
 */
export function templateParts(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  let open = text.indexOf('{');
  while (open >= 0) {
    const end = braceEnd(text, open);
    if (end < 0) {
      open = text.indexOf('{', open + 1);
      continue;
    }
    // A binding is `{{` … `}}`; a placeholder's name sits between single braces.
    const name = text.charCodeAt(open + 1) === OPEN ? null : text.slice(open + 1, end - 1);
    if (name !== null && NAME.test(name)) {
      if (open > last) parts.push({ kind: 'text', text: text.slice(last, open) });
      parts.push({ kind: 'slot', name });
      last = end;
    }
    open = text.indexOf('{', end);
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const OPEN = 0x7b;
const CLOSE = 0x7d;

/** Where the BRACES match starting at the `{` at text[open] ends, or -1 when none starts there:
 * `{{` text without braces `}}`, else `{` text without braces `}`. */
function braceEnd(text: string, open: number): number {
  const double = text.charCodeAt(open + 1) === OPEN;
  let i = double ? open + 2 : open + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === OPEN || c === CLOSE) break;
    i++;
  }
  if (text.charCodeAt(i) !== CLOSE) return -1;
  if (!double) return i + 1;
  return text.charCodeAt(i + 1) === CLOSE ? i + 2 : -1;
}

/** What is wrong with the braces of an utterance or response, one message each. */
export function placeholderProblems(text: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(BRACES)) {
    if (m[1] !== undefined) problems.push(`${m[0]} is a view binding, not a {placeholder}`);
    else if (!NAME.test(m[2] ?? '')) problems.push(`${m[0]} is not a valid placeholder: use {name} with letters, digits or _`);
  }
  const rest = text.replace(BRACES, '');
  if (rest.includes('{')) problems.push('has a "{" without a matching "}"');
  else if (rest.includes('}')) problems.push('has a "}" without a matching "{"');
  return problems;
}

/** `{{path}}` bindings in view text, trimmed of inner spaces, in order (repeats kept). */
export function bindings(text: string): string[] {
  const paths: string[] = [];
  for (const m of text.matchAll(BRACES)) {
    if (m[1] !== undefined) paths.push(m[1].trim());
  }
  return paths;
}

/** The path of a `bind` value that is exactly one `{{path}}`, else null. */
export function singleBinding(text: string): string | null {
  const m = /^\{\{([^{}]*)\}\}$/.exec(text.trim());
  return m && m[1] !== undefined ? m[1].trim() : null;
}

/** Whether a binding path is well formed: dot-separated names. */
export function isBindingPath(path: string): boolean {
  return PATH.test(path);
}
