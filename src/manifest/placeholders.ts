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
 */
export function templateParts(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const m of text.matchAll(BRACES)) {
    const name = m[2];
    if (name === undefined || !NAME.test(name)) continue;
    if (m.index > last) parts.push({ kind: 'text', text: text.slice(last, m.index) });
    parts.push({ kind: 'slot', name });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
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
