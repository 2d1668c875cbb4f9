// Tools: unique names, an inputSchema that compiles as an object schema, background work only
// with the background permission, and each confirmation card checked against the tool's inputs.
import { codePointLength } from '../text.js';
import { at } from '../paths.js';
import { hasPermission, own, type Rule } from './context.js';
import { viewRules } from './views.js';

export const toolRules: Rule = (ctx) => {
  const seen = new Set<string>();
  for (const info of ctx.tools) {
    const base = at('tools', info.index);
    if (info.name !== '') {
      if (seen.has(info.name)) ctx.report(at(base, 'name'), `repeats tool name ${JSON.stringify(info.name)}`, true);
      seen.add(info.name);
    }
    if (info.compiled && !info.compiled.ok) {
      ctx.report(at(base, 'inputSchema'), info.compiled.error);
    } else if (info.inputSchema && own(info.inputSchema, 'type') !== undefined && own(info.inputSchema, 'type') !== 'object') {
      ctx.report(at(base, 'inputSchema', 'type'), 'must be "object": tool arguments are an object');
    }
    if (own(own(info.tool, 'execution'), 'mode') === 'background' && !hasPermission(ctx, 'background')) {
      ctx.report(at(base, 'execution', 'mode'), '"background" needs the background permission', true);
    }
    const reason = own(info.tool, 'disabledReason');
    if (typeof reason === 'string') {
      const length = codePointLength(reason.trim());
      if (length < 1 || length > 200) ctx.report(at(base, 'disabledReason'), 'must be 1 to 200 characters after trimming');
    }
    const confirmation = own(info.tool, 'confirmation');
    if (confirmation !== undefined) {
      const inputs = info.compiled?.ok ? info.inputSchema : undefined;
      viewRules(confirmation, at(base, 'confirmation'), inputs, ctx.report);
    }
  }
};
