// The ONE definition of voiceos.integration.json. From it come the TypeScript types (types.ts,
// `Static<>`), the structural half of the validator (validate.ts compiles it with the shared ajv)
// and schema/voiceos.integration.schema.json (write-schema.ts), which app authors point `$schema`
// at for editor help. Rules that JSON Schema cannot say (cross-field, BCP-47 keys, placeholders,
// bindings, invisible characters) live in rules/*.ts.
//
// Every object allows unknown properties: real manifests carry fields the reference does not list,
// and those are ignored, never errors. `patternErrorMessage` is the editor convention (VS Code) for
// a readable pattern failure; the validator shows the same text.
import { Type, type TSchema } from '@sinclair/typebox';

export const SCHEMA_ID = 'https://fastintent.dev/schema/voiceos.integration.schema.json';

export const ID_PATTERN = '^[a-z0-9]+(\\.[a-z0-9-]+)+$';
// semver.org's own expression: major.minor.patch with optional pre-release and build.
export const SEMVER_PATTERN =
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$';
export const TOOL_NAME_PATTERN = '^[a-z][a-z0-9_]{0,63}$';
export const INTENT_NAME_PATTERN = '^[a-z][a-z0-9_]{0,63}$';
export const ARG_KEY_PATTERN = '^[A-Za-z_][A-Za-z0-9_]{0,63}$';
export const ENV_NAME_PATTERN = '^[a-zA-Z][a-zA-Z0-9_]*$';
// A host name, optionally a `*.` wildcard for its sub-domains, optionally with a port.
export const DOMAIN_PATTERN = '^(\\*\\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)*[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(:\\d{1,5})?$';
/** Keys that would reach Object.prototype if a consumer copied them into a plain object. */
export const RESERVED_KEYS = ['__proto__', 'prototype', 'constructor'] as const;

/** The block kinds the references describe (suggested to editors). */
export const BLOCK_TYPES = [
  'text', 'markdown', 'keyValue', 'metadata', 'list', 'listItem', 'image', 'badge', 'progress', 'divider',
  'card', 'stack',
  'textField', 'passwordField', 'select', 'toggle', 'chips',
  'button', 'actions',
  'widget',
] as const;
export const INPUT_BLOCK_TYPES = ['textField', 'passwordField', 'select', 'toggle', 'chips'] as const;
export const ACTION_ROLES = ['confirm', 'cancel', 'copy', 'openUrl'] as const;
export const HOOK_NAMES = ['transcript', 'dictation', 'preToolUse', 'postToolUse', 'turnComplete'] as const;

const open = { additionalProperties: true } as const;
const text = (description: string, extra: object = {}) => Type.String({ description, ...extra });
const nonEmpty = (description: string, extra: object = {}) => Type.String({ description, minLength: 1, ...extra });
const url = (description: string) => Type.String({ description, format: 'uri' });
const literals = <T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });
// A map with free keys (languages, slot names, argument names) constrained by `propertyNames`.
const keyedBy = <V extends TSchema>(value: V, description: string, keys: object, extra: object = {}) =>
  Type.Record(Type.String(), value, { description, propertyNames: keys, ...extra });
const argumentKeys = {
  type: 'string',
  pattern: ARG_KEY_PATTERN,
  patternErrorMessage: 'must be a tool input name: a letter or _, then letters, digits or _ (at most 64)',
  not: { enum: [...RESERVED_KEYS] },
};

// ---------------------------------------------------------------- publisher, runtime, auth

export const PublisherSchema = Type.Object(
  {
    id: nonEmpty('Stable publisher identity. Immutable.'),
    name: nonEmpty('Display name.'),
    url: Type.Optional(url('Publisher web page. Must be a valid http(s) URL.')),
    verified: Type.Optional(Type.Boolean({ description: 'Set by VoiceOS, never by the author.' })),
  },
  { ...open, description: 'Who publishes the integration.' },
);

const LocalRuntime = Type.Object(
  {
    kind: Type.Literal('local-mcp', { description: 'VoiceOS runs `command` in the app folder and talks MCP over stdio.' }),
    command: nonEmpty('Executable to start, resolved in the app folder.'),
    args: Type.Optional(Type.Array(Type.String(), { description: 'Arguments for `command`.' })),
  },
  open,
);
const RemoteRuntime = Type.Object(
  {
    kind: Type.Literal('remote-mcp', { description: 'VoiceOS connects to a Streamable HTTP MCP server.' }),
    url: url('The MCP endpoint. Must be a valid http(s) URL.'),
  },
  open,
);
const HostedRuntime = Type.Object(
  {
    kind: Type.Literal('hosted', { description: 'Reserved: a VoiceOS-operated sandbox.' }),
    entry: Type.Optional(Type.String({ description: 'Entry file for the hosted sandbox.' })),
  },
  open,
);
export const RuntimeSchema = Type.Union([LocalRuntime, RemoteRuntime, HostedRuntime], {
  description: 'How VoiceOS reaches the app’s MCP server: local-mcp, remote-mcp or hosted (reserved).',
});

export const ApiKeyFieldSchema = Type.Object(
  {
    key: nonEmpty('Injected as process.env.<key>.', {
      pattern: ENV_NAME_PATTERN,
      patternErrorMessage: 'must be an environment variable name: a letter, then letters, digits or _',
    }),
    label: nonEmpty('Label on the setup form.'),
    secret: Type.Optional(Type.Boolean({ description: 'Show as a secure field.' })),
    placeholder: Type.Optional(Type.String()),
    required: Type.Optional(Type.Boolean({ description: 'Defaults to true.' })),
    description: Type.Optional(Type.String({ description: 'Where to get the value.' })),
  },
  open,
);
const NoAuth = Type.Object({ kind: Type.Literal('none') }, open);
const ApiKeyAuth = Type.Object(
  {
    kind: Type.Literal('apiKey'),
    fields: Type.Array(ApiKeyFieldSchema, { minItems: 1, description: 'Values collected on setup, stored encrypted.' }),
  },
  open,
);
const OAuth2Auth = Type.Object(
  {
    kind: Type.Literal('oauth2'),
    provider: nonEmpty('Provider name, e.g. notion.'),
    authorizationUrl: url('Authorization endpoint. Must be a valid http(s) URL.'),
    tokenUrl: url('Token endpoint. Must be a valid http(s) URL.'),
    scopes: Type.Optional(Type.Array(nonEmpty('One OAuth scope.'))),
    pkce: Type.Optional(Type.Boolean({ description: 'Defaults to true.' })),
  },
  open,
);
export const AuthSchema = Type.Union([NoAuth, ApiKeyAuth, OAuth2Auth], {
  description: 'How the user authenticates: none (default), apiKey or oauth2.',
});

// ---------------------------------------------------------------- permissions, preferences

const NetworkPermission = Type.Object(
  {
    kind: Type.Literal('network', { description: 'Egress to the listed domains only.' }),
    domains: Type.Array(
      Type.String({
        pattern: DOMAIN_PATTERN,
        patternErrorMessage: 'must be a host name such as api.example.com or *.example.com',
      }),
      { minItems: 1, description: 'Exactly the hosts the app calls.' },
    ),
  },
  open,
);
const BackgroundPermission = Type.Object(
  { kind: Type.Literal('background', { description: 'Required by tools with execution.mode "background".' }) },
  open,
);
const NotifyPermission = Type.Object(
  { kind: Type.Literal('notify', { description: 'Completion notifications and opening the side notch.' }) },
  open,
);
const StorePermission = Type.Object(
  {
    kind: Type.Literal('store', { description: 'Reserved: per-user encrypted key-value store.' }),
    quotaKb: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  open,
);
const WebhookPermission = Type.Object({ kind: Type.Literal('webhook', { description: 'Reserved: inbound webhook URL.' }) }, open);
const TranscriptPermission = Type.Object(
  {
    kind: Type.Literal('transcript', { description: 'Needed by every hook.' }),
    scope: literals(['agent', 'dictation', 'all'] as const, '"agent" covers transcript, preToolUse, postToolUse and turnComplete; "dictation" covers dictation; "all" both.'),
  },
  open,
);
export const PERMISSION_KINDS = ['network', 'background', 'notify', 'store', 'webhook', 'transcript'] as const;
// The kinds grow (the reference's table predates `transcript`, which the hooks page adds), and
// fastintent enforces none of them, so a kind it does not know is accepted as it stands. The
// branch adds nothing to the TypeScript type.
const OtherPermission = Type.Unsafe<never>({
  type: 'object',
  properties: { kind: { type: 'string', minLength: 1, not: { enum: [...PERMISSION_KINDS] } } },
  required: ['kind'],
});
export const PermissionSchema = Type.Union(
  [NetworkPermission, BackgroundPermission, NotifyPermission, StorePermission, WebhookPermission, TranscriptPermission, OtherPermission],
  { description: 'An opt-in grant shown to the user at install.' },
);

export const PreferenceSchema = Type.Object(
  {
    name: Type.String({
      pattern: ENV_NAME_PATTERN,
      patternErrorMessage: 'must be an environment variable name: a letter, then letters, digits or _',
      description: 'Injected as process.env.<name>. Convention: SCREAMING_SNAKE_CASE.',
    }),
    title: nonEmpty('Label on the setup form.'),
    description: Type.Optional(text('User-facing help: where to get the value.')),
    type: literals(['text', 'password', 'boolean', 'select', 'number'] as const, 'select renders a picker, password a secure field, boolean a toggle.'),
    required: Type.Optional(Type.Boolean({ description: 'Preferences default to optional.' })),
    default: Type.Optional(
      Type.Unsafe<string | number | boolean>({ type: ['string', 'number', 'boolean'], description: 'A field with a default is never missing.' }),
    ),
    placeholder: Type.Optional(Type.String()),
    options: Type.Optional(
      Type.Array(Type.Object({ label: nonEmpty('Shown in the picker.'), value: Type.String() }, open), {
        description: 'Required and non-empty when type is "select".',
      }),
    ),
  },
  open,
);

// ---------------------------------------------------------------- UI views (confirmation cards)

export const UiBlockSchema = Type.Recursive(
  (Block) =>
    Type.Object(
      {
        // Not a closed set: the reference's own vocabulary table leaves out `widget`, so a kind
        // it does not list is accepted (its bindings are still checked); `canvas` is refused.
        type: Type.String({
          minLength: 1,
          examples: [...BLOCK_TYPES],
          description: `Block kind: ${BLOCK_TYPES.join(', ')}. \`canvas\` is reserved and rejected in schemaVersion 1.`,
        }),
        children: Type.Optional(Type.Array(Block, { description: 'Nested blocks (card, stack, list).' })),
        footer: Type.Optional(Type.Array(Block, { description: 'Footer blocks of a card, usually one actions block.' })),
        visibleIf: Type.Optional(Type.String({ description: 'Input name; the block shows only while that value is truthy.' })),
        bind: Type.Optional(Type.String({ description: 'Input blocks: the argument edited, as {{name}} or {{a.b}}.' })),
        label: Type.Optional(Type.String()),
        required: Type.Optional(Type.Boolean({ description: 'Input blocks: gates the confirm action until filled.' })),
        options: Type.Optional(
          Type.Array(
            Type.Object(
              { label: Type.String(), value: Type.Unsafe<string | number | boolean>({ type: ['string', 'number', 'boolean'] }) },
              open,
            ),
            { description: 'select, chips: the choices.' },
          ),
        ),
        items: Type.Optional(Type.Array(Type.Unknown(), { description: 'actions: the buttons ({ label, role, color? }).' })),
        // Checked per block in rules/views.ts: only buttons and action items take a role.
        role: Type.Optional(Type.String({ description: 'button: confirm, cancel, copy or openUrl ("custom" is reserved).' })),
        html: Type.Optional(Type.String({ description: 'widget: the sandboxed HTML document.' })),
      },
      { ...open, description: 'One block of a UI view. Text may hold {{bindings}} to the tool’s arguments.' },
    ),
  { $id: 'UiBlock' },
);

export const UiViewSchema = Type.Object(
  {
    schemaVersion: Type.Literal(1, { description: 'Literal 1.' }),
    root: UiBlockSchema,
  },
  { ...open, description: 'A declarative card: { schemaVersion: 1, root }.' },
);

// ---------------------------------------------------------------- tools, intents

export const ToolSchema = Type.Object(
  {
    name: Type.String({
      pattern: TOOL_NAME_PATTERN,
      patternErrorMessage: 'must be snake_case starting with a letter (at most 64 characters)',
      description: 'snake_case, unique in the integration; namespaced as <id>.<name>.',
    }),
    title: Type.Optional(text('Short human title for UI.')),
    description: nonEmpty('The agent’s routing rule: what it does and when to use it.'),
    inputSchema: Type.Record(Type.String(), Type.Unknown(), {
      description: 'JSON Schema (draft 2020-12) of the arguments, type "object". Describe every property.',
    }),
    execution: Type.Optional(
      Type.Object(
        {
          mode: literals(['sync', 'background'] as const, '"sync" (default) or "background" (needs the background permission).'),
          estimatedDurationMs: Type.Optional(Type.Number({ minimum: 0 })),
        },
        open,
      ),
    ),
    disabled: Type.Optional(Type.Boolean({ description: 'Visible but blocked from every caller.' })),
    disabledReason: Type.Optional(Type.String({ description: 'Why it is disabled; trimmed, 1–200 characters.' })),
    visibility: Type.Optional(literals(['user', 'agent'] as const, '"agent" hides it from human catalogs.')),
    uiCallable: Type.Optional(Type.Boolean({ description: 'Lets this app’s widgets call the tool.' })),
    confirmation: Type.Optional(UiViewSchema),
  },
  open,
);

const valueList = (description: string) =>
  Type.Array(nonEmpty('One choice.', { maxLength: 200 }), { minItems: 1, maxItems: 30, description });

export const IntentSlotSchema = Type.Object(
  {
    type: literals(['string', 'number', 'enum'] as const, 'string: free text; number: number or integer input; enum: a string from a list.'),
    required: Type.Optional(Type.Boolean({ description: 'true for a required extracted input.' })),
    values: Type.Optional(valueList('Static enum: 1–30 nonempty choices of at most 200 characters.')),
    valuesFrom: Type.Optional(Type.Literal('tool', { description: 'Dynamic enum: choices from the live tool metadata.' })),
    examples: Type.Optional(
      Type.Array(nonEmpty('One example.', { maxLength: 200 }), { maxItems: 30, description: 'Up to 30 examples.' }),
    ),
  },
  open,
);

const languageKeys = {
  type: 'string',
  minLength: 1,
  description: 'A BCP-47 language tag, e.g. en, es, ja, en-US.',
};

export const IntentSchema = Type.Object(
  {
    name: Type.String({
      pattern: INTENT_NAME_PATTERN,
      patternErrorMessage: 'must be lower snake_case starting with a letter (at most 64 characters)',
      description: 'Unique in the app.',
    }),
    tool: nonEmpty('Name of a tool in this manifest’s tools array.'),
    description: nonEmpty('What the action does and when it applies.', { maxLength: 1000 }),
    utterances: keyedBy(
      Type.Array(nonEmpty('An example request; {slot} placeholders.', { maxLength: 500 }), { minItems: 1, maxItems: 20 }),
      '1–20 BCP-47 language keys; 1–20 examples per language.',
      languageKeys,
      { minProperties: 1, maxProperties: 20 },
    ),
    slots: Type.Optional(keyedBy(IntentSlotSchema, 'Inputs extracted from the request, by tool input name.', argumentKeys)),
    fixedArgs: Type.Optional(keyedBy(Type.Unknown(), 'Fixed tool input values; the selector cannot override them.', argumentKeys)),
    response: keyedBy(
      nonEmpty('Acknowledgement; {slot} placeholders.', { maxLength: 500 }),
      '1–20 BCP-47 language keys; one acknowledgement per language.',
      languageKeys,
      { minProperties: 1, maxProperties: 20 },
    ),
    minConfidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Legacy; accepted and ignored.' })),
  },
  open,
);

// ---------------------------------------------------------------- hooks

const hookApps = Type.Array(nonEmpty('A bundle id, e.g. com.apple.Notes.'), {
  minItems: 1,
  description: 'Fire only while one of these apps is frontmost.',
});
const Hook = (description: string) => Type.Object({ apps: Type.Optional(hookApps) }, { ...open, description });
const ToolTap = (description: string) =>
  Type.Object(
    { apps: Type.Optional(hookApps), scope: Type.Optional(Type.Literal('own', { description: '"own" is the only v1 value.' })) },
    { ...open, description },
  );

export const HooksSchema = Type.Object(
  {
    transcript: Type.Optional(Hook('Final agent-mode input, before the agent runs.')),
    dictation: Type.Optional(
      Type.Object({ apps: hookApps }, { ...open, description: 'Dictation before it is pasted. Must name its apps.' }),
    ),
    preToolUse: Type.Optional(ToolTap('Before one of your own tools executes.')),
    postToolUse: Type.Optional(ToolTap('After your tool ran.')),
    turnComplete: Type.Optional(Hook('Turn teardown (not awaited).')),
  },
  { ...open, description: 'Pipeline hooks; each needs the transcript permission.' },
);

// ---------------------------------------------------------------- the manifest

export const ManifestSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'Editor help: point at this schema.' })),
    schemaVersion: Type.Literal(1, { description: 'Literal 1.' }),
    id: Type.String({
      pattern: ID_PATTERN,
      patternErrorMessage: 'must be reverse-DNS such as com.you.coffee-tracker',
      description: 'Reverse-DNS id. Immutable.',
    }),
    version: Type.String({
      pattern: SEMVER_PATTERN,
      patternErrorMessage: 'must be a semantic version major.minor.patch, e.g. 1.0.0',
      description: 'Semver of the integration.',
    }),
    name: nonEmpty('Display name.'),
    summary: nonEmpty('One line, 1–140 characters.', { maxLength: 140 }),
    description: Type.Optional(text('Markdown for the detail page.')),
    icon: Type.Optional(text('Folder-relative path, e.g. icon.png.')),
    homepage: Type.Optional(url('Must be a valid http(s) URL.')),
    repository: Type.Optional(url('Must be a valid http(s) URL. A trust signal; never cloned.')),
    categories: Type.Optional(Type.Array(nonEmpty('A discovery tag.'), { description: 'Free-form discovery tags.' })),
    publisher: PublisherSchema,
    runtime: RuntimeSchema,
    auth: Type.Optional(AuthSchema),
    permissions: Type.Optional(Type.Array(PermissionSchema)),
    preferences: Type.Optional(Type.Array(PreferenceSchema)),
    tools: Type.Array(ToolSchema, { minItems: 1, description: 'At least one tool.' }),
    intents: Type.Optional(Type.Array(IntentSchema, { maxItems: 30, description: 'Up to 30 fast intents.' })),
    asr: Type.Optional(
      Type.Object(
        {
          // 1–80 characters after trimming: rules/asr.ts, since JSON Schema cannot trim.
          vocabulary: Type.Array(nonEmpty('A term, 1–80 characters after trimming, no commas or control characters.'), {
            maxItems: 50,
            description: 'Up to 50 recognition hints for Agent voice commands.',
          }),
        },
        open,
      ),
    ),
    hooks: Type.Optional(HooksSchema),
  },
  { ...open, title: 'VoiceOS integration manifest (voiceos.integration.json)' },
);

/**
 * TypeBox writes a recursive type as a nested `$id` with bare `$ref`s to it. Editors resolve
 * `#/$defs/…` references far more reliably, and one `$id` per document keeps ajv's registry
 * simple, so nested ids move to `$defs`.
 */
function hoistIds(schema: Record<string, unknown>): Record<string, unknown> {
  const defs: Record<string, unknown> = {};
  const visit = (node: unknown, isRoot: boolean): unknown => {
    if (Array.isArray(node)) return node.map((n) => visit(n, false));
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = visit(value, false);
    if (typeof out['$ref'] === 'string' && !out['$ref'].includes('#')) out['$ref'] = `#/$defs/${out['$ref']}`;
    if (!isRoot && typeof out['$id'] === 'string') {
      const { $id: id, ...rest } = out;
      defs[id as string] = rest;
      return { $ref: `#/$defs/${id as string}` };
    }
    return out;
  };
  const root = visit(JSON.parse(JSON.stringify(schema)), true) as Record<string, unknown>;
  return { ...root, $defs: defs };
}

/** The JSON Schema document committed at schema/voiceos.integration.schema.json. */
export function manifestJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_ID,
    ...hoistIds(ManifestSchema),
    title: 'VoiceOS integration manifest (voiceos.integration.json)',
    description:
      'One JSON file describing an integration: identity, runtime, tools, and the fast intents a voice pipeline may run without the agent.',
  };
}

/** A schema of a UI view on its own, for validateView. */
export function viewJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://fastintent.dev/schema/ui-view.schema.json',
    ...hoistIds(UiViewSchema),
  };
}
