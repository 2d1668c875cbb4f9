// Hooks let an app hear the user's words, so each one needs the transcript permission with a
// scope that covers it; dictation only ever fires for named apps; tool taps see own tools only.
import { at } from '../paths.js';
import { hasPermission, isRecord, own, type Rule } from './context.js';

const SCOPES: Record<string, readonly string[]> = {
  transcript: ['agent', 'all'],
  preToolUse: ['agent', 'all'],
  postToolUse: ['agent', 'all'],
  turnComplete: ['agent', 'all'],
  dictation: ['dictation', 'all'],
};

export const hookRules: Rule = (ctx) => {
  const hooks = own(ctx.manifest, 'hooks');
  if (!isRecord(hooks)) return;
  for (const name of Object.keys(SCOPES)) {
    if (!Object.hasOwn(hooks, name)) continue;
    const hook = hooks[name];
    const path = at('hooks', name);
    const scopes = SCOPES[name] ?? [];
    if (!hasPermission(ctx, 'transcript', scopes)) {
      ctx.report(path, `needs the transcript permission with scope ${scopes.map((s) => JSON.stringify(s)).join(' or ')}`, true);
    }
    if (name === 'dictation') {
      const apps = own(hook, 'apps');
      if (!Array.isArray(apps) || apps.length === 0) {
        ctx.report(at(path, 'apps'), 'a dictation hook must name its apps: there is no global dictation listening');
      }
    }
    if ((name === 'preToolUse' || name === 'postToolUse') && own(hook, 'scope') !== undefined && own(hook, 'scope') !== 'own') {
      ctx.report(at(path, 'scope'), 'must be "own": tool taps cover only this app’s tools');
    }
  }
};
