// auth shapes, apiKey fields, and the namespace auth fields share with preferences.
import { describe, expect, it } from 'vitest';
import { errorsAfter, type Json } from '../fixture.js';

const cases: [string, (m: Json) => void, string[]][] = [
  ['auth.kind is known', (m) => (m.auth = { kind: 'basic' }), ['auth.kind: must be one of "none", "apiKey", "oauth2"']],
  ['apiKey needs fields', (m) => (m.auth = { kind: 'apiKey' }), ['auth.fields: is required']],
  ['apiKey needs at least one field', (m) => (m.auth.fields = []), ['auth.fields: must hold at least 1 item']],
  ['an apiKey field key is an environment name', (m) => (m.auth.fields[0].key = 'acme-key'), ['auth.fields[0].key: must be an environment variable name: a letter, then letters, digits or _']],
  ['an apiKey field needs a label', (m) => delete m.auth.fields[0].label, ['auth.fields[0].label: is required']],
  ['an apiKey field secret is a boolean', (m) => (m.auth.fields[0].secret = 'yes'), ['auth.fields[0].secret: must be a boolean']],
  ['apiKey field keys are unique', (m) => m.auth.fields.push({ key: 'ACME_KEY', label: 'Again' }), ['auth.fields[1].key: repeats auth field "ACME_KEY"']],
  ['oauth2 needs its endpoints', (m) => (m.auth = { kind: 'oauth2', provider: 'notion' }), ['auth.authorizationUrl: is required', 'auth.tokenUrl: is required']],
  ['oauth2 needs a provider', (m) => (m.auth = { kind: 'oauth2', authorizationUrl: 'https://a.example/auth', tokenUrl: 'https://a.example/token' }), ['auth.provider: is required']],
  ['oauth2 endpoints are http(s) URLs', (m) => (m.auth = { kind: 'oauth2', provider: 'notion', authorizationUrl: 'file:///auth', tokenUrl: 'token' }), ['auth.authorizationUrl: must be an http(s) URL', 'auth.tokenUrl: must be a valid URL']],
  ['oauth2 pkce is a boolean', (m) => (m.auth = { kind: 'oauth2', provider: 'notion', authorizationUrl: 'https://a.example/auth', tokenUrl: 'https://a.example/token', pkce: 'on' }), ['auth.pkce: must be a boolean']],
  ['an auth field and a preference cannot share a name', (m) => (m.preferences[1].name = 'ACME_KEY'), ['preferences[1].name: "ACME_KEY" is also an auth field; they share one environment namespace']],
];

describe('auth', () => {
  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(errorsAfter(mutate)).toEqual(expected);
  });

  it('accepts none, apiKey and oauth2, and no auth at all', () => {
    expect(errorsAfter((m) => (m.auth = { kind: 'none' }))).toEqual([]);
    expect(errorsAfter((m) => delete m.auth)).toEqual([]);
    expect(
      errorsAfter((m) => (m.auth = { kind: 'oauth2', provider: 'notion', authorizationUrl: 'https://api.notion.com/v1/oauth/authorize', tokenUrl: 'https://api.notion.com/v1/oauth/token', scopes: ['read'], pkce: true })),
    ).toEqual([]);
  });
});
