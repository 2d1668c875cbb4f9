import { describe, expect, it } from 'vitest';
import { errorsAfter, type Json } from '../fixture.js';

const cases: [string, (m: Json) => void, string[]][] = [
  ['permissions is a list', (m) => (m.permissions = { kind: 'notify' }), ['permissions: must be an array']],
  ['a permission has a kind', (m) => m.permissions.push({ domains: ['a.example'] }), ['permissions[2].kind: is required']],
  ['a permission kind is a nonempty string', (m) => m.permissions.push({ kind: '' }), ['permissions[2].kind: must not be empty']],
  ['a permission is an object', (m) => m.permissions.push('notify'), ['permissions[2]: must be an object']],
  ['network needs domains', (m) => (m.permissions[0] = { kind: 'network' }), ['permissions[0].domains: is required']],
  ['network needs at least one domain', (m) => (m.permissions[0].domains = []), ['permissions[0].domains: must hold at least 1 string']],
  ['a domain is a host name', (m) => (m.permissions[0].domains = ['https://api.acme.example/v1']), ['permissions[0].domains[0]: must be a host name such as api.example.com or *.example.com']],
  ['store quota is a positive integer', (m) => m.permissions.push({ kind: 'store', quotaKb: 0 }), ['permissions[2].quotaKb: must be at least 1']],
  ['transcript needs a scope', (m) => m.permissions.push({ kind: 'transcript' }), ['permissions[2].scope: is required']],
  ['transcript scope is known', (m) => m.permissions.push({ kind: 'transcript', scope: 'everything' }), ['permissions[2].scope: must be one of "agent", "dictation", "all"']],
];

describe('permissions', () => {
  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(errorsAfter(mutate)).toEqual(expected);
  });

  it('accepts a kind it does not know, as it stands', () => {
    expect(errorsAfter((m) => m.permissions.push({ kind: 'clipboard', mode: 'read' }))).toEqual([]);
  });

  it('accepts every kind, wildcards and ports', () => {
    expect(
      errorsAfter((m) => {
        m.permissions = [
          { kind: 'network', domains: ['*.cursorvm.com', 'localhost:8080', 'api.example.com'] },
          { kind: 'background' },
          { kind: 'notify' },
          { kind: 'store', quotaKb: 128 },
          { kind: 'webhook' },
          { kind: 'transcript', scope: 'all' },
        ];
      }),
    ).toEqual([]);
  });
});
