import { describe, expect, it } from 'vitest';
import { errorsAfter, type Json } from '../fixture.js';

const transcript = (scope: string) => ({ kind: 'transcript', scope });

const cases: [string, (m: Json) => void, string[]][] = [
  ['a hook needs the transcript permission', (m) => (m.hooks = { preToolUse: { scope: 'own' } }), ['hooks.preToolUse: needs the transcript permission with scope "agent" or "all"']],
  ['a transcript hook needs scope agent or all', (m) => ((m.hooks = { transcript: {} }), m.permissions.push(transcript('dictation'))), ['hooks.transcript: needs the transcript permission with scope "agent" or "all"']],
  ['postToolUse and turnComplete need scope agent or all', (m) => ((m.hooks = { postToolUse: {}, turnComplete: {} }), m.permissions.push(transcript('dictation'))), ['hooks.postToolUse: needs the transcript permission with scope "agent" or "all"', 'hooks.turnComplete: needs the transcript permission with scope "agent" or "all"']],
  ['a dictation hook needs scope dictation or all', (m) => ((m.hooks = { dictation: { apps: ['com.apple.Notes'] } }), m.permissions.push(transcript('agent'))), ['hooks.dictation: needs the transcript permission with scope "dictation" or "all"']],
  ['a dictation hook names its apps', (m) => ((m.hooks = { dictation: {} }), m.permissions.push(transcript('all'))), ['hooks.dictation.apps: a dictation hook must name its apps: there is no global dictation listening']],
  ['a dictation hook names at least one app', (m) => ((m.hooks = { dictation: { apps: [] } }), m.permissions.push(transcript('dictation'))), ['hooks.dictation.apps: a dictation hook must name its apps: there is no global dictation listening']],
  ['hook apps are nonempty strings', (m) => ((m.hooks = { transcript: { apps: ['com.acme.desktop', ''] } }), m.permissions.push(transcript('agent'))), ['hooks.transcript.apps[1]: must not be empty']],
  ['preToolUse taps own tools only', (m) => ((m.hooks = { preToolUse: { scope: 'all' } }), m.permissions.push(transcript('agent'))), ['hooks.preToolUse.scope: must be "own": tool taps cover only this app’s tools']],
  ['postToolUse taps own tools only', (m) => ((m.hooks = { postToolUse: { scope: 'any' } }), m.permissions.push(transcript('agent'))), ['hooks.postToolUse.scope: must be "own": tool taps cover only this app’s tools']],
  ['a hook is an object', (m) => ((m.hooks = { turnComplete: true }), m.permissions.push(transcript('agent'))), ['hooks.turnComplete: must be an object']],
  ['hooks is an object', (m) => (m.hooks = ['transcript']), ['hooks: must be an object']],
];

describe('hooks', () => {
  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(errorsAfter(mutate)).toEqual(expected);
  });

  it('accepts the documented declaration', () => {
    expect(
      errorsAfter((m) => {
        m.permissions.push(transcript('agent'));
        m.hooks = { transcript: { apps: ['com.acme.desktop'] }, preToolUse: { scope: 'own' }, turnComplete: {} };
      }),
    ).toEqual([]);
  });

  it('lets scope "all" cover every hook', () => {
    expect(
      errorsAfter((m) => {
        m.permissions.push(transcript('all'));
        m.hooks = { transcript: {}, dictation: { apps: ['com.apple.Notes'] }, preToolUse: {}, postToolUse: { scope: 'own' }, turnComplete: {} };
      }),
    ).toEqual([]);
  });
});

describe('hooks with several faults', () => {
  it('names both a missing permission and a malformed hook', () => {
    expect(errorsAfter((m) => (m.hooks = { turnComplete: true }))).toEqual([
      'hooks.turnComplete: must be an object',
      'hooks.turnComplete: needs the transcript permission with scope "agent" or "all"',
    ]);
  });
});
