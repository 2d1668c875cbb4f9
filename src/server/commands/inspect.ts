// `fastintent inspect APP_ID [--apps DIR]`: an app's intents, resolved slot values with their
// sources, and what is omitted and why, as a table a person reads.
import type { Command } from 'commander';
import { formatIntents } from '../format-intents.js';
import { UsageError, withLoadedApps } from './load-apps.js';

export function registerInspect(program: Command): void {
  program
    .command('inspect')
    .description("Load the apps (starting their servers) and print one app's intents: resolved slot values, their sources, omitted intents")
    .argument('<appId>', "the app's manifest id, e.g. com.example.music")
    .option('--apps <dir>', 'apps folder (default: env FASTINTENT_APPS, else the bundled examples/apps)')
    .action(async (appId: string, options: { apps?: string }) => {
      try {
        const text = await withLoadedApps(options.apps, (host, appsDir) => {
          const summary = host.apps().find((a) => a.id === appId);
          const intents = host.intents(appId);
          if (!summary || !intents) {
            const known = host.apps().map((a) => a.id).sort();
            throw new UsageError(`no installed app with id ${JSON.stringify(appId)} in ${appsDir}${known.length > 0 ? `; installed: ${known.join(', ')}` : ''}`);
          }
          return formatIntents(summary, intents);
        });
        process.stdout.write(`${text}\n`);
      } catch (err) {
        if (!(err instanceof UsageError)) throw err;
        // Not a usage mistake, so no help text: the message lists what is installed.
        process.stderr.write(`error: ${err.message}\n`);
        process.exitCode = 1;
      }
    });
}
