// The `fastintent` command line. Each subcommand lives in its own module under commands/ and
// exports a `register…(program)`; only the module of the command being run is loaded, so
// `fastintent validate` starts without fastify or the MCP SDK and one command's module cannot
// break another.
import { Command } from 'commander';

type Register = (program: Command) => void;

const COMMANDS: Readonly<Record<string, () => Promise<Register>>> = {
  serve: async () => (await import('./commands/serve.js')).registerServe,
  select: async () => (await import('./commands/select.js')).registerSelect,
  inspect: async () => (await import('./commands/inspect.js')).registerInspect,
  validate: async () => (await import('./commands/validate.js')).registerValidate,
};

export async function buildProgram(commandNames: readonly string[] = Object.keys(COMMANDS)): Promise<Command> {
  const program = new Command('fastintent')
    .description('Fast intent selection for voice pipelines: matches a transcript to an app tool call in microseconds, or declines.');
  for (const name of commandNames) {
    const load = COMMANDS[name];
    if (load) (await load())(program);
  }
  return program;
}

/**
 * A reader that stops early (`fastintent validate *.json | head -3`) closes the pipe. The rest of
 * the output then has nowhere to go, which is no failure of the command: it still finishes, and
 * exits with its own status, instead of dying on an unhandled EPIPE.
 */
function ignoreClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
  });
}

/** `argv` as in process.argv: node, the script, then the arguments. */
export async function main(argv: string[]): Promise<void> {
  ignoreClosedPipe(process.stdout);
  ignoreClosedPipe(process.stderr);
  const first = argv[2];
  // Help, a typo or no command at all: load every command so help and suggestions list them.
  const names = first !== undefined && Object.hasOwn(COMMANDS, first) ? [first] : Object.keys(COMMANDS);
  const program = await buildProgram(names);
  await program.parseAsync(argv);
}
