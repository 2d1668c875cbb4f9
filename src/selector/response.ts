// The acknowledgement: the intent's response for the chosen language with `{slot}` placeholders
// filled from the slots and fixed arguments.
import { splitPlaceholders } from './template.js';

function show(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `template` with each `{name}` replaced from `values`; an absent value renders empty. */
export function renderResponse(template: string, values: Readonly<Record<string, unknown>>): string {
  let out = '';
  for (const part of splitPlaceholders(template)) {
    out += part.kind === 'text' ? part.text : show(Object.hasOwn(values, part.name) ? values[part.name] : undefined);
  }
  // An empty optional value must not leave a double space or a space before punctuation.
  return out.replace(/ {2,}/g, ' ').replace(/ ([.,!?;:])/g, '$1').trim();
}
