// `fastintent select "text" [--lang TAG] [--apps DIR]`: one answer, the same JSON as POST /select.
import type { Command } from 'commander';
import { compileSchema } from '../../manifest/json-schema.js';
import { select } from '../../selector/index.js';
import { fieldErrorFormatter } from '../errors.js';
import { selectBody } from '../schemas.js';
import { appWarnings, UsageError, withLoadedApps } from './load-apps.js';

/** The same checks as the HTTP body, with messages naming the argument instead of `body.`. */
export function selectRequestProblem(request: { text: string; lang: string }): string | null {
  const compiled = compileSchema(selectBody);
  if (!compiled.ok) throw new Error(compiled.error);
  if (compiled.validate(request)) return null;
  return fieldErrorFormatter({ body: selectBody })(compiled.validate.errors ?? [], 'body').message.replace(/^body\./, '');
}

export function registerSelect(program: Command): void {
  program
    .command('select')
    .description('Load the apps (starting their servers), answer one request as POST /select would, print the JSON and stop')
    .argument('<text>', 'the transcript or typed request, in quotes')
    .option('--lang <tag>', 'BCP-47 language tag of the request', 'en')
    .option('--apps <dir>', 'apps folder (default: env FASTINTENT_APPS, else the bundled examples/apps)')
    .addHelpText('after', '\nExample:\n  fastintent select "add milk to my shopping list"\n  fastintent select "pon la lista Focus" --lang es')
    .action(async (text: string, options: { lang: string; apps?: string }, command: Command) => {
      const problem = selectRequestProblem({ text, lang: options.lang });
      if (problem) command.error(`error: ${problem}`, { exitCode: 2 });
      try {
        const result = await withLoadedApps(options.apps, (host) => {
          for (const warning of appWarnings(host)) process.stderr.write(`warning: ${warning}\n`);
          return select(host.snapshot(), { text, lang: options.lang });
        });
        process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      } catch (err) {
        if (!(err instanceof UsageError)) throw err;
        process.stderr.write(`error: ${err.message}\n`);
        process.exitCode = 2;
      }
    });
}
