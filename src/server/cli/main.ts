/** `npm run cli -- <command> [options]`: admin tasks from the command line. */
import { reportFailure } from './report-failure.js';

interface Command {
  /** One line for the command list. */
  description: string;
  run(args: string[]): Promise<void>;
}

/** Adding a command: one line here and a module exporting `description` and `run`. */
const commands: Record<string, () => Promise<Command>> = {
  check: () => import('./check.js'),
  'create-admin': () => import('./create-admin.js'),
  'demo-data': () => import('./demo-data.js'),
  import: () => import('./import.js'),
  restore: () => import('./restore.js'),
  'undo-import': () => import('./undo-import.js'),
  'upgrade-data-dir': () => import('./upgrade-data-dir.js'),
};

async function usage() {
  const lines = ['Usage: npm run cli -- <command> [options]', '', 'Commands:'];
  for (const [name, load] of Object.entries(commands))
    lines.push(`  ${name.padEnd(14)} ${(await load()).description}`);
  lines.push('', 'Run a command with --help for its options.');
  return lines.join('\n');
}

async function main(argv: string[]) {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(await usage());
    return;
  }
  const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!load) {
    console.error(`Unknown command "${name}".\n\n${await usage()}`);
    process.exitCode = 2;
    return;
  }
  await (await load()).run(args);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.exitCode = reportFailure(error);
});
