// The one place that knows the two brace syntaxes:
//   {slot}     single-brace placeholders in intent utterances and responses, naming a slot or a
//              fixed argument;
//   {{a.b}}    bindings in UI views (confirmation cards), naming a tool input property by path.
// A `{{x}}` binding is never a placeholder, so one scan (nextBraces) finds both and says which.

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// Dotted names; a later segment may be an array index (`{{attendees.0.name}}`).
const PATH = /^[A-Za-z_$][A-Za-z0-9_$-]*(\.([A-Za-z_$][A-Za-z0-9_$-]*|\d+))*$/;

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'slot'; name: string };

/** One pair of braces: `{{inner}}` (a binding) or `{inner}`, text[start … end). */
interface Braces {
  start: number;
  end: number;
  binding: boolean;
  inner: string;
}

const OPEN = 0x7b;
const CLOSE = 0x7d;

/**
 * The next braces at or after `from`, or null: `{{` text without braces `}}`, else `{` text
 * without braces `}`. `{{…}}` is tried first at each `{`, so a binding is never read as a
 * placeholder. Every utterance of a catalogue passes here at compile time: a scan, not a regular
 * expression with a match array per placeholder.
 */
function nextBraces(text: string, from: number): Braces | null {
  for (let open = text.indexOf('{', from); open >= 0; open = text.indexOf('{', open + 1)) {
    const binding = text.charCodeAt(open + 1) === OPEN;
    let i = binding ? open + 2 : open + 1;
    while (i < text.length && text.charCodeAt(i) !== OPEN && text.charCodeAt(i) !== CLOSE) i++;
    if (text.charCodeAt(i) !== CLOSE || (binding && text.charCodeAt(i + 1) !== CLOSE)) continue;
    const end = binding ? i + 2 : i + 1;
    return { start: open, end, binding, inner: text.slice(binding ? open + 2 : open + 1, i) };
  }
  return null;
}

/** Every pair of braces of `text`, in order. */
function allBraces(text: string): Braces[] {
  const out: Braces[] = [];
  for (let b = nextBraces(text, 0); b !== null; b = nextBraces(text, b.end)) out.push(b);
  return out;
}

/** Single-brace `{name}` placeholders in order of appearance (repeats kept). */
export function placeholders(text: string): string[] {
  const names: string[] = [];
  for (const b of allBraces(text)) if (!b.binding && NAME.test(b.inner)) names.push(b.inner);
  return names;
}

/**
 * A template cut into literal text and `{name}` placeholders; `{{…}}` and malformed braces stay
 * literal text. `templateParts("Opening {bot}.")` → text "Opening ", slot "bot", text ".".
 */
export function templateParts(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (let b = nextBraces(text, 0); b !== null; b = nextBraces(text, b.end)) {
    if (b.binding || !NAME.test(b.inner)) continue;
    if (b.start > last) parts.push({ kind: 'text', text: text.slice(last, b.start) });
    parts.push({ kind: 'slot', name: b.inner });
    last = b.end;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** What is wrong with the braces of an utterance or response, one message each. */
export function placeholderProblems(text: string): string[] {
  const problems: string[] = [];
  let rest = '';
  let last = 0;
  for (const b of allBraces(text)) {
    const raw = text.slice(b.start, b.end);
    if (b.binding) problems.push(`${raw} is a view binding, not a {placeholder}`);
    else if (!NAME.test(b.inner)) problems.push(`${raw} is not a valid placeholder: use {name} with letters, digits or _`);
    rest += text.slice(last, b.start);
    last = b.end;
  }
  rest += text.slice(last);
  if (rest.includes('{')) problems.push('has a "{" without a matching "}"');
  else if (rest.includes('}')) problems.push('has a "}" without a matching "{"');
  return problems;
}

/** `{{path}}` bindings in view text, trimmed of inner spaces, in order (repeats kept). */
export function bindings(text: string): string[] {
  return allBraces(text)
    .filter((b) => b.binding)
    .map((b) => b.inner.trim());
}

/** The path of a `bind` value that is exactly one `{{path}}`, else null. */
export function singleBinding(text: string): string | null {
  const t = text.trim();
  const b = nextBraces(t, 0);
  return b !== null && b.binding && b.start === 0 && b.end === t.length ? b.inner.trim() : null;
}

/** Whether a binding path is well formed: dot-separated names. */
export function isBindingPath(path: string): boolean {
  return PATH.test(path);
}
