import { describe, expect, it } from 'vitest';
import type { AppSummary } from '../../src/refresh/types.js';
import type { ResolvedIntent } from '../../src/selector/types.js';
import { formatIntents, formatTable } from '../../src/server/format-intents.js';

const app: AppSummary = {
  id: 'com.example.music',
  name: 'Music Player',
  version: '1.0.0',
  runtime: 'local-mcp',
  status: 'degraded',
  errors: ['runtime: server exited with code 1'],
  intents: { active: 1, omitted: 1 },
};

const intents: ResolvedIntent[] = [
  {
    name: 'play_playlist',
    tool: 'play_playlist',
    status: 'active',
    languages: ['en', 'es'],
    slots: {
      playlist: { type: 'enum', required: true, values: ['Focus'], sources: { live: ['Focus', 'Chill'], schema: ['Focus'] }, intersected: ['live', 'schema'] },
      shuffle_count: { type: 'number', required: false },
    },
  },
  { name: 'pause', tool: 'playback', status: 'omitted', reason: 'tool playback is disabled', languages: ['en'], slots: {} },
];

describe('formatIntents', () => {
  const text = formatIntents(app, intents);

  it('heads with the app, its status and errors', () => {
    expect(text.split('\n')[0]).toBe('com.example.music  Music Player 1.0.0');
    expect(text).toContain('status: degraded');
    expect(text).toContain('  runtime: server exited with code 1');
  });

  it('has one table row per intent with its slots', () => {
    const row = text.split('\n').find((l) => l.startsWith('play_playlist'));
    expect(row).toMatch(/^play_playlist\s+play_playlist\s+active\s+en es\s+playlist:enum\(1\) shuffle_count:number\?$/);
  });

  it('lists every enum slot with its values by source and what was intersected', () => {
    expect(text).toContain('  play_playlist.playlist: "Focus"');
    expect(text).toContain('    live   "Focus", "Chill"');
    expect(text).toContain('    schema "Focus"');
    expect(text).toContain('    intersected: live ∩ schema');
    expect(text).not.toContain('    static');
  });

  it('names omitted intents with their reason', () => {
    expect(text).toContain('Omitted intents:\n  pause (tool playback): tool playback is disabled');
  });
});

describe('formatTable', () => {
  it('pads columns to the widest cell', () => {
    expect(formatTable(['A', 'BB'], [['xxx', 'y']])).toEqual(['A    BB', '---  --', 'xxx  y']);
  });
});
