import { describe, expect, it } from 'vitest';
import { errorsAfter, type Json } from '../fixture.js';

const cases: [string, (m: Json) => void, string[]][] = [
  ['at least one tool', (m) => ((m.tools = []), delete m.intents), ['tools: must hold at least 1 item']],
  ['a tool name is snake_case', (m) => (m.tools[1].name = 'askBot'), ['tools[1].name: must be snake_case starting with a letter (at most 64 characters)', 'intents[1].tool: "ask_bot" is not a declared tool']],
  ['tool names are unique', (m) => m.tools.push({ ...m.tools[1] }), ['tools[3].name: repeats tool name "ask_bot"']],
  [
    'a repeated malformed name is reported for both faults',
    (m) => m.tools.push({ ...m.tools[1], name: 'Ask' }, { ...m.tools[1], name: 'Ask' }),
    [
      'tools[3].name: must be snake_case starting with a letter (at most 64 characters)',
      'tools[4].name: must be snake_case starting with a letter (at most 64 characters)',
      'tools[4].name: repeats tool name "Ask"',
    ],
  ],
  ['a tool needs a description', (m) => (m.tools[1].description = ''), ['tools[1].description: must not be empty']],
  ['a tool needs an inputSchema', (m) => delete m.tools[1].inputSchema, ['tools[1].inputSchema: is required']],
  ['an inputSchema is an object', (m) => (m.tools[1].inputSchema = true), ['tools[1].inputSchema: must be an object']],
  [
    'an inputSchema must compile',
    (m) => (m.tools[1].inputSchema = { type: 'object', properties: { bot: { type: 'strin' } } }),
    ['tools[1].inputSchema: is not a valid JSON Schema: schema is invalid: data/properties/bot/type must be equal to one of the allowed values, data/properties/bot/type must be array, data/properties/bot/type must match a schema in anyOf'],
  ],
  ['an inputSchema describes an object', (m) => (m.tools[2].inputSchema.type = 'array'), ['tools[2].inputSchema.type: must be "object": tool arguments are an object']],
  ['an inputSchema without a type is accepted: arguments are an object anyway', (m) => delete m.tools[1].inputSchema.type, []],
  ['execution.mode is sync or background', (m) => (m.tools[2].execution = { mode: 'later' }), ['tools[2].execution.mode: must be one of "sync", "background"']],
  ['a background tool needs the background permission', (m) => (m.tools[2].execution = { mode: 'background', estimatedDurationMs: 5000 }), ['tools[2].execution.mode: "background" needs the background permission']],
  ['estimatedDurationMs is not negative', (m) => (m.tools[2].execution = { mode: 'sync', estimatedDurationMs: -1 }), ['tools[2].execution.estimatedDurationMs: must be at least 0']],
  ['disabled is a boolean', (m) => (m.tools[2].disabled = 'true'), ['tools[2].disabled: must be a boolean']],
  ['disabledReason is 1–200 characters after trimming', (m) => (m.tools[2].disabledReason = '   '), ['tools[2].disabledReason: must be 1 to 200 characters after trimming']],
  ['disabledReason is at most 200 characters', (m) => (m.tools[2].disabledReason = 'x'.repeat(201)), ['tools[2].disabledReason: must be 1 to 200 characters after trimming']],
  ['visibility is user or agent', (m) => (m.tools[2].visibility = 'hidden'), ['tools[2].visibility: must be one of "user", "agent"']],
  ['uiCallable is a boolean', (m) => (m.tools[2].uiCallable = 1), ['tools[2].uiCallable: must be a boolean']],
];

describe('tools', () => {
  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(errorsAfter(mutate)).toEqual(expected);
  });

  it('accepts a background tool with the background permission, and a draft-07 schema', () => {
    expect(
      errorsAfter((m) => {
        m.permissions.push({ kind: 'background' });
        m.tools[2].execution = { mode: 'background', estimatedDurationMs: 300000 };
        m.tools[1].inputSchema.$schema = 'http://json-schema.org/draft-07/schema#';
      }),
    ).toEqual([]);
  });
});
