// The JSON schemas of every route, one definition per shape of API.md. fastify validates
// requests with them, serialises responses with them (fast-json-stringify) and @fastify/swagger
// publishes them at /docs, so the contract, the checks and the documentation cannot drift.
//
// `x-error` is the message a failed check gets, after the field's name (see errors.ts); plain
// JSON Schema annotations are ignored by the validator and appear in the OpenAPI document.
// Response schemas list every field API.md promises; `arguments`, `slots` and `confirmation`
// are open objects because their shape is the app's.

/** `en`, `en-US`, `zh-Hant-TW`, `es-419`: a primary language subtag and optional subtags. */
export const LANGUAGE_TAG_PATTERN = '^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$';

export const MAX_TEXT_LENGTH = 2000;

export const errorBody = {
  type: 'object',
  description: 'Every 4xx/5xx answer: a message naming what was wrong.',
  properties: { error: { type: 'string' } },
  required: ['error'],
} as const;

const appIds = {
  type: 'array',
  // No length limit on an id: one that is not installed is ignored, whatever its length.
  items: { type: 'string' },
  description: 'Ids of the apps enabled for this request; default all installed apps. Unknown ids are ignored.',
  'x-error': 'must be an array of app id strings',
} as const;

export const selectBody = {
  type: 'object',
  required: ['text'],
  properties: {
    text: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_TEXT_LENGTH,
      description: 'The final transcript or typed request.',
      'x-error': `must be a string of 1 to ${MAX_TEXT_LENGTH} characters`,
    },
    lang: {
      type: 'string',
      maxLength: 64,
      pattern: LANGUAGE_TAG_PATTERN,
      default: 'en',
      description: "The request's BCP-47 language tag, e.g. en, en-US, es, ja.",
      'x-error': 'must be a BCP-47 language tag such as en, en-US or ja',
    },
    apps: appIds,
  },
  'x-error': 'must be a JSON object',
} as const;

export const triggerBody = {
  type: 'object',
  properties: { apps: appIds },
  'x-error': 'must be a JSON object',
} as const;

const openObject = { type: 'object', additionalProperties: true } as const;

const candidate = {
  type: 'object',
  properties: {
    app: { type: 'string' },
    intent: { type: 'string' },
    confidence: { type: 'number' },
  },
  required: ['app', 'intent', 'confidence'],
} as const;

const match = {
  type: 'object',
  nullable: true,
  properties: {
    app: { type: 'string' },
    intent: { type: 'string' },
    tool: { type: 'string' },
    qualifiedTool: { type: 'string' },
    arguments: { ...openObject, description: "The intent's fixedArgs plus the extracted slots; valid against the tool's input schema." },
    slots: { ...openObject, description: 'Canonical slot values.' },
    lang: { type: 'string' },
    response: { type: 'string' },
    confidence: { type: 'number' },
    requiresConfirmation: { type: 'boolean' },
    confirmation: { ...openObject, nullable: true, description: "The tool's confirmation view with {{bindings}} filled." },
  },
  required: ['app', 'intent', 'tool', 'qualifiedTool', 'arguments', 'slots', 'lang', 'response', 'confidence', 'requiresConfirmation', 'confirmation'],
} as const;

export const selectResponse = {
  type: 'object',
  properties: {
    match,
    reason: { type: 'string', enum: ['matched', 'no_match', 'ambiguous', 'no_eligible_intents'] },
    candidates: { type: 'array', items: candidate },
    tookMicros: { type: 'number', description: 'The selection itself, from parsed body to result.' },
  },
  required: ['match', 'reason', 'candidates', 'tookMicros'],
} as const;

const valueList = { type: 'array', items: { type: 'string' } } as const;

const resolvedSlot = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['string', 'number', 'enum'] },
    required: { type: 'boolean' },
    values: valueList,
    sources: {
      type: 'object',
      properties: { static: valueList, live: valueList, schema: valueList },
      description: 'Only the sources that exist.',
    },
    intersected: { type: 'array', items: { type: 'string', enum: ['static', 'live', 'schema'] } },
  },
  required: ['type', 'required'],
  additionalProperties: true,
} as const;

export const intentList = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      tool: { type: 'string' },
      status: { type: 'string', enum: ['active', 'omitted'] },
      reason: { type: 'string' },
      languages: { type: 'array', items: { type: 'string' } },
      slots: { type: 'object', additionalProperties: resolvedSlot },
    },
    required: ['name', 'tool', 'status', 'languages', 'slots'],
  },
} as const;

export const appList = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'string' },
      name: { type: 'string', nullable: true },
      version: { type: 'string', nullable: true },
      runtime: { type: 'string', nullable: true },
      status: { type: 'string', enum: ['loading', 'ready', 'degraded', 'error'] },
      errors: { type: 'array', items: { type: 'string' } },
      intents: {
        type: 'object',
        properties: { active: { type: 'integer' }, omitted: { type: 'integer' } },
        required: ['active', 'omitted'],
      },
    },
    required: ['id', 'name', 'version', 'runtime', 'status', 'errors', 'intents'],
  },
} as const;

export const appParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 200, description: "The app's manifest id." } },
} as const;
