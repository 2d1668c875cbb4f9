// A tool's confirmation view made ready for one call: every `{{binding}}` in display text filled
// from the arguments (dotted paths read nested values; an absent value renders as ""). Input
// blocks keep `bind`, and `visibleIf` stays a binding, because the renderer resolves those.
import type { UiView } from '../manifest/types.js';

const BINDING = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const KEEP_KEYS = new Set(['bind', 'visibleIf']);

/** The value at a dotted path (`user.name`), or undefined. */
export function readPath(args: unknown, path: string): unknown {
  let cur: unknown = args;
  for (const key of path.split('.')) {
    if (typeof cur !== 'object' || cur === null || !Object.hasOwn(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function fillText(text: string, args: Readonly<Record<string, unknown>>): string {
  return text.includes('{{') ? text.replace(BINDING, (_, path: string) => show(readPath(args, path))) : text;
}

function fill(node: unknown, args: Readonly<Record<string, unknown>>): unknown {
  if (typeof node === 'string') return fillText(node, args);
  if (Array.isArray(node)) return node.map((n) => fill(n, args));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = KEEP_KEYS.has(k) ? v : fill(v, args);
  return out;
}

/** A copy of `view` with its display text bound to `args`. */
export function bindConfirmation(view: UiView, args: Readonly<Record<string, unknown>>): UiView {
  return fill(view, args) as UiView;
}
