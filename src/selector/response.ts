// The acknowledgement: the intent's response for the chosen language with `{slot}` placeholders
// filled from the slots and fixed arguments. Parsed once at compile time, filled per selection.
import { templateParts, type TemplatePart } from '../manifest/placeholders.js';

export type CompiledResponse = readonly TemplatePart[];

export function compileResponse(text: string): CompiledResponse {
  return templateParts(text);
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The response with each `{name}` replaced from `values`; an absent value renders empty. */
export function renderResponse(parts: CompiledResponse, values: Readonly<Record<string, unknown>>): string {
  let out = '';
  let emptied = false;
  for (const part of parts) {
    if (part.kind === 'text') {
      out += part.text;
      continue;
    }
    const value = show(Object.hasOwn(values, part.name) ? values[part.name] : undefined);
    if (value === '') emptied = true;
    out += value;
  }
  // An empty value must not leave a double space or a space before punctuation.
  return emptied ? out.replace(/ {2,}/g, ' ').replace(/ ([.,!?;:])/g, '$1').trim() : out;
}
