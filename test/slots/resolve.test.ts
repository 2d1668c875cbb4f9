import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { IntentDefinition, Manifest, ToolDefinition } from '../../src/manifest/types.js';
import type { LiveTool, ResolvedIntent } from '../../src/selector/types.js';
import { INTENT_SLOT_VALUES_META_KEY, resolveApp } from '../../src/slots/resolve.js';

const gameSchema = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { game: { type: 'string', ...extra }, volume: { type: 'number' } },
  required: ['game'],
});

function manifest(tools: Partial<ToolDefinition>[], intents: Partial<IntentDefinition>[]): Manifest {
  return {
    schemaVersion: 1,
    id: 'com.test.games',
    version: '1.0.0',
    name: 'Games',
    summary: 'Games',
    publisher: { id: 'pub', name: 'Pub' },
    runtime: { kind: 'local-mcp', command: 'node', args: ['server.mjs'] },
    tools: tools.map((t) => ({ name: 'play', description: 'Play a game.', inputSchema: gameSchema(), ...t })),
    intents: intents.map((i, n) => ({
      name: `intent_${n}`,
      tool: 'play',
      description: 'Play.',
      utterances: { en: ['play {game}'], es: ['juega {game}'] },
      response: { en: 'Playing {game}.' },
      ...i,
    })),
  };
}

const liveSlot = { game: { type: 'enum' as const, required: true, valuesFrom: 'tool' as const } };
const staticSlot = (values: string[]) => ({ game: { type: 'enum' as const, required: true, values } });

function liveTool(meta: unknown, inputSchema: unknown = gameSchema()): LiveTool {
  return { name: 'play', inputSchema, _meta: meta };
}
const withValues = (values: unknown) => ({ [INTENT_SLOT_VALUES_META_KEY]: { game: values } });

function only(tools: Partial<ToolDefinition>[], intent: Partial<IntentDefinition>, live: LiveTool[] | null): ResolvedIntent {
  const { intents } = resolveApp({ manifest: manifest(tools, [intent]), liveTools: live });
  expect(intents).toHaveLength(1);
  return intents[0]!;
}

describe('resolveApp: which intents serve', () => {
  it('serves an intent with a static enum, listing its languages and slots', () => {
    const intent = only([{}], { slots: { ...staticSlot(['Chess', 'Go']), volume: { type: 'number' } } }, null);
    expect(intent).toEqual({
      name: 'intent_0',
      tool: 'play',
      status: 'active',
      languages: ['en', 'es'],
      slots: {
        game: { type: 'enum', required: true, values: ['Chess', 'Go'], sources: { static: ['Chess', 'Go'] }, intersected: [] },
        volume: { type: 'number', required: false },
      },
    });
  });

  it('omits an intent whose tool is disabled, naming the tool and the reason given', () => {
    const intent = only([{ disabled: true, disabledReason: 'Down for maintenance' }], { slots: staticSlot(['Go']) }, null);
    expect(intent.status).toBe('omitted');
    expect(intent.reason).toContain('"play" is disabled');
    expect(intent.reason).toContain('Down for maintenance');
  });

  it('omits an intent whose tool runs in the background', () => {
    const intent = only([{ execution: { mode: 'background' } }], {}, null);
    expect(intent.status).toBe('omitted');
    expect(intent.reason).toMatch(/background/);
  });

  it('keeps a sync tool with an explicit execution mode', () => {
    expect(only([{ execution: { mode: 'sync' } }], { slots: staticSlot(['Go']) }, null).status).toBe('active');
  });

  it('omits an intent whose tool is missing from the live listing', () => {
    const intent = only([{}], { slots: staticSlot(['Go']) }, [{ name: 'other', inputSchema: gameSchema() }]);
    expect(intent.status).toBe('omitted');
    expect(intent.reason).toContain("not in the server's tool listing");
  });

  it('omits intents of a tool whose live inputSchema is not an object schema, and only those', () => {
    const tools = [{}, { name: 'stop', inputSchema: { type: 'object', properties: {} } }];
    const m = manifest(tools, [{ slots: staticSlot(['Go']) }, { tool: 'stop', utterances: { en: ['stop'] } }]);
    for (const bad of [{ type: 'string' }, { properties: {} }, null, 'object', []]) {
      const { intents, inputSchemas } = resolveApp({
        manifest: m,
        liveTools: [liveTool(undefined, bad), { name: 'stop', inputSchema: { type: 'object' } }],
      });
      expect(intents[0]!.status).toBe('omitted');
      expect(intents[0]!.reason).toContain('live inputSchema of tool "play" must be a JSON Schema object with type "object"');
      expect(intents[1]!.status).toBe('active');
      expect(inputSchemas.has('play')).toBe(false);
      expect(inputSchemas.get('stop')).toEqual({ type: 'object' });
    }
  });

  it('omits an intent whose live inputSchema does not compile', () => {
    const intent = only([{}], { slots: staticSlot(['Go']) }, [liveTool(undefined, { type: 'object', properties: { game: { type: 'nope' } } })]);
    expect(intent.status).toBe('omitted');
    expect(intent.reason).toMatch(/live inputSchema of tool "play" is not a valid JSON Schema/);
  });

  it('takes the live inputSchema as the effective schema and the manifest one without a listing', () => {
    const live = { type: 'object', properties: { game: { type: 'string', enum: ['Go'] } } };
    const m = manifest([{}], [{ slots: staticSlot(['Chess', 'Go']) }]);
    expect(resolveApp({ manifest: m, liveTools: [liveTool(undefined, live)] }).inputSchemas.get('play')).toEqual(live);
    expect(resolveApp({ manifest: m, liveTools: null }).inputSchemas.get('play')).toEqual(gameSchema());
  });

  it('reports the first slot problem, and still describes every slot', () => {
    const intent = only([{}], { slots: { volume: { type: 'number' }, ...liveSlot } }, null);
    expect(intent.status).toBe('omitted');
    expect(Object.keys(intent.slots)).toEqual(['volume', 'game']);
    expect(intent.slots.game).toMatchObject({ type: 'enum', required: true });
    expect(intent.slots.game!.values).toBeUndefined();
  });
});

describe('resolveApp: enum values and their sources', () => {
  it('takes live values from the tool metadata', () => {
    const intent = only([{}], { slots: liveSlot }, [liveTool(withValues(['Chess', 'Go']))]);
    expect(intent.status).toBe('active');
    expect(intent.slots.game).toEqual({
      type: 'enum', required: true, values: ['Chess', 'Go'], sources: { live: ['Chess', 'Go'] }, intersected: [],
    });
  });

  it('omits a live slot while the server is not connected', () => {
    const intent = only([{}], { slots: liveSlot }, null);
    expect(intent.status).toBe('omitted');
    expect(intent.reason).toBe('slot "game": live values unavailable: the app\'s server is not connected');
  });

  it('falls back to the live schema enum when the metadata has no entry for the slot', () => {
    const schema = gameSchema({ enum: ['Chess', 'Go'] });
    for (const meta of [undefined, {}, { [INTENT_SLOT_VALUES_META_KEY]: {} }, { [INTENT_SLOT_VALUES_META_KEY]: { other: ['x'] } }]) {
      const intent = only([{}], { slots: liveSlot }, [liveTool(meta, schema)]);
      expect(intent.status).toBe('active');
      expect(intent.slots.game).toEqual({
        type: 'enum', required: true, values: ['Chess', 'Go'], sources: { schema: ['Chess', 'Go'] }, intersected: [],
      });
    }
  });

  it('omits a live slot with neither metadata nor schema enum', () => {
    const intent = only([{}], { slots: liveSlot }, [liveTool(undefined)]);
    expect(intent.status).toBe('omitted');
    expect(intent.reason).toBe('slot "game": no live values and no inputSchema enum to fall back to');
  });

  it('intersects live values with the live schema enum, keeping the live order', () => {
    const intent = only([{}], { slots: liveSlot }, [liveTool(withValues(['Go', 'Chess', 'Poker']), gameSchema({ enum: ['Poker', 'Go', 'Bridge'] }))]);
    expect(intent.slots.game).toEqual({
      type: 'enum',
      required: true,
      values: ['Go', 'Poker'],
      sources: { live: ['Go', 'Chess', 'Poker'], schema: ['Poker', 'Go', 'Bridge'] },
      intersected: ['live', 'schema'],
    });
  });

  it('intersects static values with the manifest schema enum without a listing', () => {
    const intent = only([{ inputSchema: gameSchema({ enum: ['Go', 'Chess'] }) }], { slots: staticSlot(['Chess', 'Poker', 'Go']) }, null);
    expect(intent.slots.game).toMatchObject({ values: ['Chess', 'Go'], intersected: ['static', 'schema'] });
  });

  it('restricts static values by the live schema enum when the server gives one', () => {
    const intent = only([{}], { slots: staticSlot(['Chess', 'Go']) }, [liveTool(undefined, gameSchema({ enum: ['Go'] }))]);
    expect(intent.slots.game).toMatchObject({ values: ['Go'], sources: { static: ['Chess', 'Go'], schema: ['Go'] } });
  });

  it('omits an intent whose intersection is empty', () => {
    const intent = only([{}], { slots: liveSlot }, [liveTool(withValues(['Chess']), gameSchema({ enum: ['Go'] }))]);
    expect(intent.status).toBe('omitted');
    expect(intent.reason).toBe('slot "game": no live value is in the inputSchema enum');
  });

  it('uses a static enum without values from the schema enum', () => {
    const intent = only([{ inputSchema: gameSchema({ enum: ['Go'] }) }], { slots: { game: { type: 'enum', required: true } } }, null);
    expect(intent.slots.game).toMatchObject({ values: ['Go'], sources: { schema: ['Go'] }, intersected: [] });
  });

  it('takes only the strings of a mixed schema enum', () => {
    const intent = only([{}], { slots: liveSlot }, [liveTool(undefined, gameSchema({ enum: ['Go', 3, null] }))]);
    expect(intent.slots.game!.values).toEqual(['Go']);
  });

  it('omits an intent whose schema-only list is too long', () => {
    const many = Array.from({ length: 31 }, (_, i) => `Game ${i}`);
    const intent = only([{}], { slots: liveSlot }, [liveTool(undefined, gameSchema({ enum: many }))]);
    expect(intent.status).toBe('omitted');
    expect(intent.reason).toBe('slot "game": inputSchema enum must hold 1 to 30 strings');
  });

  it('accepts a long schema enum that restricts a short base list', () => {
    const many = Array.from({ length: 300 }, (_, i) => `Game ${i}`);
    const intent = only([{}], { slots: liveSlot }, [liveTool(withValues(['Game 7', 'Game 299']), gameSchema({ enum: many }))]);
    expect(intent.slots.game!.values).toEqual(['Game 7', 'Game 299']);
  });

  it('keeps a live list of exactly 30 strings of 200 characters', () => {
    const values = Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(200, 'x'));
    expect(only([{}], { slots: liveSlot }, [liveTool(withValues(values))]).status).toBe('active');
  });
});

describe('resolveApp: untrusted live metadata', () => {
  const cases: [string, unknown, string][] = [
    ['non-object _meta', 'values', 'slot "game": _meta of tool "play" is not an object'],
    ['array _meta', [['Go']], 'slot "game": _meta of tool "play" is not an object'],
    ['null _meta', null, 'slot "game": _meta of tool "play" is not an object'],
    ['non-object slot map', { [INTENT_SLOT_VALUES_META_KEY]: ['Go'] }, `slot "game": _meta["${INTENT_SLOT_VALUES_META_KEY}"] of tool "play" is not an object`],
    ['non-array values', withValues('Go'), 'slot "game": live values must be a list of 1 to 30 strings'],
    ['object values', withValues({ 0: 'Go' }), 'slot "game": live values must be a list of 1 to 30 strings'],
    ['empty list', withValues([]), 'slot "game": live values must hold 1 to 30 strings'],
    ['non-strings', withValues(['Go', 7]), 'slot "game": live values[1] must be a string'],
    ['null item', withValues([null]), 'slot "game": live values[0] must be a string'],
    ['duplicates', withValues(['Go', 'Chess', 'Go']), 'slot "game": live values[2] repeats "Go"'],
    ['duplicates by case', withValues(['Go', 'GO']), 'slot "game": live values[1] repeats "Go"'],
    ['31 items', withValues(Array.from({ length: 31 }, (_, i) => `G${i}`)), 'slot "game": live values must hold 1 to 30 strings'],
    ['201-char string', withValues(['Go', 'x'.repeat(201)]), 'slot "game": live values[1] must be at most 200 characters'],
    ['empty string', withValues(['']), 'slot "game": live values[0] must not be empty'],
    ['control character', withValues(['Go\u0007']), 'slot "game": live values[0] contains U+0007 BELL'],
    ['line feed', withValues(['Go\nrm -rf']), 'slot "game": live values[0] contains U+000A LINE FEED'],
    ['zero-width space', withValues(['G\u200Bo']), 'slot "game": live values[0] contains U+200B ZERO WIDTH SPACE'],
    ['bidi override', withValues(['\u202Eog']), 'slot "game": live values[0] contains U+202E RIGHT-TO-LEFT OVERRIDE'],
  ];
  for (const [name, meta, reason] of cases) {
    it(`omits the intent for ${name}, and keeps the app's other intents`, () => {
      const m = manifest(
        [{}, { name: 'stop', inputSchema: { type: 'object', properties: {} } }],
        [{ slots: liveSlot }, { tool: 'stop', utterances: { en: ['stop'] } }],
      );
      const { intents } = resolveApp({ manifest: m, liveTools: [liveTool(meta), { name: 'stop', inputSchema: { type: 'object' } }] });
      expect(intents[0]!.status).toBe('omitted');
      expect(intents[0]!.reason).toBe(reason);
      expect(intents[1]!.status).toBe('active');
    });
  }

  it('does not read live values through the prototype', () => {
    const intent = only([{}], { slots: { toString: { type: 'enum', required: true, valuesFrom: 'tool' } } as never }, [liveTool({ [INTENT_SLOT_VALUES_META_KEY]: {} })]);
    expect(intent.status).toBe('omitted');
    expect(intent.reason).toBe('slot "toString": no live values and no inputSchema enum to fall back to');
  });

  it('never throws, whatever the listing holds', () => {
    const m = manifest([{}], [{ slots: liveSlot }, { slots: staticSlot(['Go']) }]);
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.oneof(fc.constant('play'), fc.string()), inputSchema: fc.anything(), _meta: fc.anything() }, { requiredKeys: ['name'] })), (listing) => {
        const { intents } = resolveApp({ manifest: m, liveTools: listing as LiveTool[] });
        expect(intents).toHaveLength(2);
        for (const intent of intents) if (intent.status === 'omitted') expect(typeof intent.reason).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on a malformed manifest or input', () => {
    const inputs: unknown[] = [
      null,
      {},
      { manifest: null, liveTools: null },
      { manifest: { tools: 'x', intents: 'y' }, liveTools: 'z' },
      { manifest: { tools: [null, 1, { name: 'play' }], intents: [null, 7, { tool: 'play', slots: { game: null } }] }, liveTools: [null, 3] },
      { manifest: { tools: [{ name: 'play', inputSchema: null }], intents: [{ tool: 'play', slots: { game: { type: 'enum', values: 'Go' } } }] }, liveTools: null },
    ];
    for (const input of inputs) expect(() => resolveApp(input as never)).not.toThrow();
    const hostile = manifest([{}], [{}]);
    Object.defineProperty(hostile.intents![0]!, 'slots', { get() { throw new Error('boom'); }, enumerable: true });
    const { intents } = resolveApp({ manifest: hostile, liveTools: null });
    expect(intents[0]).toMatchObject({ status: 'omitted', reason: 'could not be resolved: boom' });
  });
});
