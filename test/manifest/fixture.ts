// A small manifest that passes every rule, and a way to break one thing in it.
import { validateManifest } from '../../src/manifest/validate.js';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function manifest(): Json {
  return {
    schemaVersion: 1,
    id: 'com.acme.notes',
    version: '1.2.3',
    name: 'Acme Notes',
    summary: 'Notes, bots and music by voice.',
    homepage: 'https://acme.example/notes',
    icon: 'icon.png',
    publisher: { id: 'pub_acme', name: 'Acme', url: 'https://acme.example' },
    runtime: { kind: 'local-mcp', command: 'node', args: ['server.js'] },
    auth: { kind: 'apiKey', fields: [{ key: 'ACME_KEY', label: 'API key', secret: true }] },
    permissions: [{ kind: 'network', domains: ['api.acme.example', '*.cdn.acme.example'] }, { kind: 'notify' }],
    preferences: [
      { name: 'REGION', title: 'Region', type: 'select', default: 'eu', options: [{ label: 'Europe', value: 'eu' }, { label: 'US', value: 'us' }] },
      { name: 'VERBOSE', title: 'Verbose', type: 'boolean', default: false },
    ],
    tools: [
      {
        name: 'create_note',
        description: 'Create a note. Use when the user dictates a new note.',
        inputSchema: {
          type: 'object',
          properties: {
            title: { type: 'string' },
            body: { type: 'string' },
            pinned: { type: 'boolean' },
            meta: { type: 'object', properties: { folder: { type: 'string' } } },
          },
          required: ['title'],
        },
        confirmation: {
          schemaVersion: 1,
          root: {
            type: 'card',
            title: 'Create {{title}}?',
            children: [
              { type: 'text', text: 'In {{meta.folder}}', visibleIf: 'meta' },
              { type: 'textField', bind: '{{title}}', label: 'Title', required: true },
              { type: 'textField', bind: '{{body}}', label: 'Body', multiline: true },
              { type: 'toggle', bind: '{{pinned}}', label: 'Pin it' },
              { type: 'keyValue', rows: [{ label: 'Folder', value: '{{meta.folder}}' }] },
            ],
            footer: [{ type: 'actions', items: [{ label: 'Cancel', role: 'cancel' }, { label: 'Create note', role: 'confirm', color: 'accent' }] }],
          },
        },
      },
      {
        name: 'ask_bot',
        description: 'Ask a bot teammate to do something.',
        inputSchema: {
          type: 'object',
          properties: { bot: { type: 'string', enum: ['Pepper', 'Sol', 'Mika'] }, message: { type: 'string' } },
          required: ['bot', 'message'],
        },
      },
      {
        name: 'play_playlist',
        description: 'Play a playlist.',
        inputSchema: {
          type: 'object',
          properties: { playlist: { type: 'string' }, shuffle: { type: 'boolean' }, volume: { type: 'integer', minimum: 0, maximum: 100 } },
          required: ['playlist'],
        },
      },
    ],
    intents: [
      {
        name: 'new_note',
        tool: 'create_note',
        description: 'Create a note with the dictated title.',
        utterances: { en: ['new note {title}', 'create a note called {title}'] },
        slots: { title: { type: 'string', required: true, examples: ['groceries'] } },
        response: { en: 'Created {title}.' },
      },
      {
        name: 'ask_bot',
        tool: 'ask_bot',
        description: 'Ask one bot to do a task.',
        utterances: { en: ['ask {bot} to {message}', 'tell {bot} to {message}'], es: ['pide a {bot} que {message}'] },
        slots: { bot: { type: 'enum', values: ['Pepper', 'Sol'], required: true }, message: { type: 'string', required: true } },
        response: { en: 'Asking {bot}.', es: 'Preguntando a {bot}.' },
      },
      {
        name: 'play_focus',
        tool: 'play_playlist',
        description: 'Play the Focus playlist, optionally at a volume.',
        utterances: { en: ['play focus', 'play focus at volume {volume}'] },
        slots: { volume: { type: 'number' } },
        fixedArgs: { playlist: 'Focus', shuffle: true },
        response: { en: 'Playing {playlist}.' },
        minConfidence: 0.8,
      },
    ],
    asr: { vocabulary: ['Pepper', 'Acme Notes'] },
  };
}

/** The errors of the base manifest after `mutate` ([] when it validates). */
export function errorsAfter(mutate: (m: Json) => void): string[] {
  const m = manifest();
  mutate(m);
  const result = validateManifest(m);
  return result.ok ? [] : result.errors;
}

/** The errors of a manifest given as JSON text, so that keys such as __proto__ really exist. */
export function errorsOfText(text: string): string[] {
  const result = validateManifest(JSON.parse(text));
  return result.ok ? [] : result.errors;
}
