#!/usr/bin/env node
// Example app: a music player MCP server over stdio (run it with plain `node server.mjs`).
//
// What it shows an app author:
// - live enum values: the playlists are published under the tool's
//   _meta["voiceos/intent-slot-values"], so an intent with `valuesFrom: "tool"` can name a
//   playlist that did not exist when the manifest was written;
// - keeping them current: when the library changes the server sends
//   notifications/tools/list_changed, and it answers the host's read-only hint
//   notifications/voiceos/refresh_intent_values by re-checking its library.
// The "player" is an in-memory state; stdout belongs to the protocol, so logs go to stderr.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

const SLOT_VALUES_KEY = 'voiceos/intent-slot-values';
const REFRESH_HINT = 'notifications/voiceos/refresh_intent_values';

// The library: a few fixed playlists plus a "mix" that the service renames during the day.
// `--rotate-ms=N` (or env MUSIC_ROTATE_MS) makes the change visible quickly in demos and
// tests; 0 turns it off.
const FIXED_PLAYLISTS = ['Focus', 'Chill', 'Workout', 'Road Trip', 'Jazz Classics'];
const MIXES = ['Morning Mix', 'Afternoon Mix', 'Evening Mix', 'Night Mix'];
const rotateArg = process.argv.find((a) => a.startsWith('--rotate-ms='));
const ROTATE_MS = Number(rotateArg?.slice('--rotate-ms='.length) ?? process.env.MUSIC_ROTATE_MS ?? 60_000);
const startedAt = Date.now();

function currentLibrary() {
  const turn = ROTATE_MS > 0 ? Math.floor((Date.now() - startedAt) / ROTATE_MS) : 0;
  return [...FIXED_PLAYLISTS, MIXES[turn % MIXES.length]];
}

const player = { playlist: null, shuffle: false, playing: false, track: 0, volume: 50 };
let published = currentLibrary();

function tools() {
  return [
    {
      name: 'play_playlist',
      description: 'Start playing one of the user\'s playlists.',
      inputSchema: {
        type: 'object',
        properties: {
          playlist: { type: 'string', description: 'The playlist\'s name.' },
          shuffle: { type: 'boolean', description: 'Play in random order.' },
        },
        required: ['playlist'],
        additionalProperties: false,
      },
      // The choices the fast intent may select from, for this listing only.
      _meta: { [SLOT_VALUES_KEY]: { playlist: published } },
    },
    {
      name: 'playback',
      description: 'Pause or resume the current playback.',
      inputSchema: {
        type: 'object',
        properties: { action: { type: 'string', enum: ['pause', 'resume'] } },
        required: ['action'],
        additionalProperties: false,
      },
    },
    {
      name: 'skip_track',
      description: 'Go to the next or the previous track.',
      inputSchema: {
        type: 'object',
        properties: { direction: { type: 'string', enum: ['next', 'previous'] } },
        required: ['direction'],
        additionalProperties: false,
      },
    },
    {
      name: 'set_volume',
      description: 'Set the playback volume, in percent.',
      inputSchema: {
        type: 'object',
        properties: { level: { type: 'integer', minimum: 0, maximum: 100 } },
        required: ['level'],
        additionalProperties: false,
      },
    },
  ];
}

function call(name, args) {
  switch (name) {
    case 'play_playlist':
      if (!published.includes(args.playlist)) throw new Error(`No playlist named ${args.playlist}`);
      Object.assign(player, { playlist: args.playlist, shuffle: args.shuffle === true, playing: true, track: 0 });
      return `Playing ${args.playlist}${player.shuffle ? ' on shuffle' : ''}.`;
    case 'playback':
      player.playing = args.action === 'resume';
      return player.playing ? 'Resumed.' : 'Paused.';
    case 'skip_track':
      player.track = Math.max(0, player.track + (args.direction === 'next' ? 1 : -1));
      return `Track ${player.track + 1}.`;
    case 'set_volume':
      if (!Number.isInteger(args.level) || args.level < 0 || args.level > 100) throw new Error('level must be an integer from 0 to 100');
      player.volume = args.level;
      return `Volume ${player.volume}.`;
    default:
      throw new Error(`Unknown tool ${name}`);
  }
}

const server = new Server(
  { name: 'example-music', version: '1.0.0' },
  { capabilities: { tools: { listChanged: true } } },
);

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools() }));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    const text = call(request.params.name, request.params.arguments ?? {});
    return { content: [{ type: 'text', text }] };
  } catch (error) {
    return { content: [{ type: 'text', text: String(error.message ?? error) }], isError: true };
  }
});

// Publish a new listing only when the library really changed: the host re-lists on every
// list_changed, so a notification without news costs it work for nothing.
async function publishIfChanged() {
  const library = currentLibrary();
  if (library.join('\n') === published.join('\n')) return;
  published = library;
  console.error(`[music] playlists now: ${published.join(', ')}`);
  await server.sendToolListChanged();
}

// The host's hint that the user pressed the voice trigger: a cheap moment to catch up.
server.setNotificationHandler(z.object({ method: z.literal(REFRESH_HINT), params: z.unknown().optional() }), () =>
  publishIfChanged(),
);

if (ROTATE_MS > 0) setInterval(() => void publishIfChanged().catch(() => {}), Math.min(ROTATE_MS, 5_000)).unref();

await server.connect(new StdioServerTransport());
console.error('[music] ready');
