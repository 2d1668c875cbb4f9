// Auth fields and preferences share one configuration namespace and one set of environment
// variables, so a name may be declared once across both.
import { at } from '../paths.js';
import { asList, own, type Rule } from './context.js';

export const authRules: Rule = (ctx) => {
  const auth = own(ctx.manifest, 'auth');
  const keys = new Set<string>();
  if (own(auth, 'kind') === 'apiKey') {
    asList(own(auth, 'fields')).forEach((field, i) => {
      const key = own(field, 'key');
      if (typeof key !== 'string') return;
      if (keys.has(key)) ctx.report(at('auth.fields', i, 'key'), `repeats auth field ${JSON.stringify(key)}`, true);
      keys.add(key);
    });
  }
  asList(own(ctx.manifest, 'preferences')).forEach((pref, i) => {
    const name = own(pref, 'name');
    if (typeof name === 'string' && keys.has(name)) {
      ctx.report(at('preferences', i, 'name'), `${JSON.stringify(name)} is also an auth field; they share one environment namespace`, true);
    }
  });
};
