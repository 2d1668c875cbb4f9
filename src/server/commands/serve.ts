// `fastintent serve` (what `npm start` runs): the HTTP service over the apps folder.
import fs from 'node:fs';
import type { Command } from 'commander';
import { resolveServeConfig, type ServeConfig } from '../config.js';
import { createLogger, startService, stopOnSignals } from '../serve.js';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('Serve POST /select and the rest of docs/API.md over the apps folder')
    .option('--apps <dir>', 'apps folder: every sub-folder with a voiceos.integration.json is an app (env FASTINTENT_APPS; default the bundled examples/apps)')
    .option('--port <port>', 'port to listen on, 0 for any free port (env PORT; default 8787)')
    .option('--host <address>', 'address to listen on (env HOST; default 127.0.0.1, loopback only)')
    .option('--log-requests', 'log one line per request (env FASTINTENT_LOG_REQUESTS=1); off by default, it costs throughput')
    .addHelpText('after', '\nLogs are JSON lines (pino) on stdout; LOG_LEVEL sets the level. SIGINT/SIGTERM stop gracefully.')
    .action(async (options: { apps?: string; port?: string; host?: string; logRequests?: boolean }, command: Command) => {
      let config: ServeConfig;
      try {
        config = resolveServeConfig(options);
      } catch (err) {
        return command.error(`error: ${(err as Error).message}`, { exitCode: 2 });
      }
      if (!fs.existsSync(config.appsDir) || !fs.statSync(config.appsDir).isDirectory()) {
        process.stderr.write(`error: apps folder not found: ${config.appsDir}\n`);
        process.exitCode = 2;
        return;
      }
      const logger = createLogger();
      let service;
      try {
        service = await startService(config, logger);
      } catch (err) {
        // Typically the port is taken or the address is not local.
        process.stderr.write(`error: cannot listen on ${config.host}:${config.port}: ${(err as Error).message}\n`);
        process.exitCode = 1;
        return;
      }
      stopOnSignals(service, logger);
    });
}
