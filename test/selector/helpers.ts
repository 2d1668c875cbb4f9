// Small manifests for selector tests: one tool per intent unless told otherwise.
import type { IntentDefinition, JsonObject, Manifest, ToolDefinition } from '../../src/manifest/types.js';
import type { AppInput } from '../../src/selector/types.js';
import { fillersFor } from '../../src/selector/fillers.js';
import { parseTemplate, type Element, type SlotElement } from '../../src/selector/template.js';

export function manifest(id: string, tools: ToolDefinition[], intents: IntentDefinition[]): Manifest {
  return {
    schemaVersion: 1,
    id,
    version: '1.0.0',
    name: id,
    summary: 'test app',
    publisher: { id: 'pub_test', name: 'Test' },
    runtime: { kind: 'local-mcp', command: 'node', args: ['server.mjs'] },
    tools,
    intents,
  };
}

/** A tool whose every property is required unless `required` says otherwise. */
export function tool(name: string, properties: JsonObject = {}, extra: Partial<ToolDefinition> = {}, required = Object.keys(properties)): ToolDefinition {
  return {
    name,
    description: `the ${name} tool`,
    inputSchema: { type: 'object', properties, required, additionalProperties: false },
    ...extra,
  };
}

export function intent(name: string, toolName: string, utterances: Record<string, string[]>, extra: Partial<IntentDefinition> = {}): IntentDefinition {
  return { name, tool: toolName, description: `the ${name} intent`, utterances, response: { en: 'Done.' }, ...extra };
}

export function input(m: Manifest, liveTools: AppInput['liveTools'] = null): AppInput {
  return { manifest: m, liveTools };
}

/** An English utterance's elements, its placeholders read with `slots`. */
export function parseEn(utterance: string, slots: ReadonlyMap<string, SlotElement>): Element[] {
  return parseTemplate(utterance, slots, {}, fillersFor('en'), 'en')!.elements;
}

/** Elements written out, a slot as {name} (a word-order variant as a test reads it); null for null. */
export function elementsText(elements: readonly Element[] | null): string | null {
  return elements === null ? null : elements.map((e) => (e.kind === 'slot' ? `{${e.name}}` : e.token)).join(' ');
}
