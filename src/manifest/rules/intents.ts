// Intents: unique names, a declared tool, language-keyed utterances and responses whose text a
// person can read as it will match, and placeholders that agree with the slots.
import { at } from '../paths.js';
import { placeholderProblems, placeholders } from '../placeholders.js';
import { codePointLength, invisibleCharacter } from '../text.js';
import { canonicalLanguage } from '../language.js';
import { requiredInputs } from '../input-schema.js';
import { asList, isRecord, own, type JsonRecord, type ManifestContext, type Rule } from './context.js';
import { slotRules } from './slots.js';

/** Utterances and responses: at most this many characters each. */
const MAX_TEXT = 500;

/** Language keys: BCP-47 and not repeated in another spelling. */
function languageKeys(ctx: ManifestContext, path: string, map: JsonRecord): void {
  const seen = new Map<string, string>();
  for (const key of Object.keys(map)) {
    if (key === '__proto__') continue; // rules/keys.ts names it
    const canonical = canonicalLanguage(key);
    if (canonical === null) {
      ctx.report(at(path, key), 'is not a BCP-47 language tag such as en, es or en-US');
      continue;
    }
    const first = seen.get(canonical.toLowerCase());
    if (first !== undefined) ctx.report(at(path, key), `repeats the language ${JSON.stringify(first)}`);
    else seen.set(canonical.toLowerCase(), key);
  }
}

/** One utterance or response: readable, well-formed braces, placeholders that name something. */
function checkText(ctx: ManifestContext, path: string, text: unknown, names: ReadonlySet<string>): string[] | null {
  if (typeof text !== 'string') return null; // the structural check names it
  if (text.trim() === '') {
    ctx.report(path, 'must not be empty');
    return null;
  }
  // Said here as well as in the schema: a rule's line at this path replaces the schema's.
  if (codePointLength(text) > MAX_TEXT) {
    ctx.report(path, `must be at most ${MAX_TEXT} characters`);
    return null;
  }
  const hidden = invisibleCharacter(text);
  if (hidden) {
    ctx.report(path, `contains ${hidden}`);
    return null;
  }
  const malformed = placeholderProblems(text);
  if (malformed[0] !== undefined) {
    ctx.report(path, malformed[0]);
    return null;
  }
  const found = placeholders(text);
  const unknown = found.find((n) => !names.has(n));
  if (unknown !== undefined) ctx.report(path, `{${unknown}} is not a slot or fixed argument`);
  return found;
}

function checkIntent(ctx: ManifestContext, intent: JsonRecord, base: string): void {
  const slots = isRecord(own(intent, 'slots')) ? (own(intent, 'slots') as JsonRecord) : {};
  const fixed = isRecord(own(intent, 'fixedArgs')) ? (own(intent, 'fixedArgs') as JsonRecord) : {};
  const names = new Set([...Object.keys(slots), ...Object.keys(fixed)]);

  const toolName = own(intent, 'tool');
  const tool = typeof toolName === 'string' ? ctx.toolsByName.get(toolName) : undefined;
  if (typeof toolName === 'string' && toolName !== '' && !tool) {
    ctx.report(at(base, 'tool'), `${JSON.stringify(toolName)} is not a declared tool`);
  }
  const inputSchema = tool?.compiled?.ok ? tool.inputSchema : undefined;

  // Required slots the selector must extract: each must be spoken in every utterance.
  const mustSay = Object.keys(slots).filter((k) => own(slots[k], 'required') === true && !Object.hasOwn(fixed, k));

  const utterances = own(intent, 'utterances');
  if (isRecord(utterances)) {
    languageKeys(ctx, at(base, 'utterances'), utterances);
    for (const lang of Object.keys(utterances)) {
      asList(utterances[lang])
        .slice(0, 21)
        .forEach((u, i) => {
          const path = at(base, 'utterances', lang, i);
          const found = checkText(ctx, path, u, names);
          if (found === null) return;
          const missing = mustSay.filter((s) => !found.includes(s));
          if (missing.length > 0) {
            ctx.report(path, `must contain ${missing.map((s) => `{${s}}`).join(', ')}: ${missing.length === 1 ? 'a required slot' : 'required slots'}`);
          }
        });
    }
  }

  const response = own(intent, 'response');
  if (isRecord(response)) {
    languageKeys(ctx, at(base, 'response'), response);
    for (const lang of Object.keys(response)) checkText(ctx, at(base, 'response', lang), response[lang], names);
  }

  if (inputSchema) {
    for (const input of requiredInputs(inputSchema)) {
      if (Object.hasOwn(fixed, input)) continue;
      if (Object.hasOwn(slots, input)) {
        if (own(slots[input], 'required') !== true) {
          ctx.report(at(base, 'slots', input, 'required'), `must be true: the tool requires ${JSON.stringify(input)}`);
        }
      } else {
        ctx.report(base, `tool input ${JSON.stringify(input)} is required: fix it in fixedArgs or declare a required slot`);
      }
    }
  }
  slotRules(ctx, base, slots, fixed, tool);
}

export const intentRules: Rule = (ctx) => {
  const seen = new Set<string>();
  asList(own(ctx.manifest, 'intents')).forEach((intent, i) => {
    if (!isRecord(intent)) return;
    const base = at('intents', i);
    const name = own(intent, 'name');
    if (typeof name === 'string') {
      if (seen.has(name)) ctx.report(at(base, 'name'), `repeats intent name ${JSON.stringify(name)}`, true);
      seen.add(name);
    }
    checkIntent(ctx, intent, base);
  });
};
