/** `npm run sandbox`: the real bot against the local Discord, played from a page that looks like a Discord channel. */
import { OptionsError, readOptions, USAGE } from './options.js';
import { startSandbox } from './sandbox.js';

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), process.env, process.env.INIT_CWD ?? process.cwd());
  if (options.help) {
    console.log(USAGE);
    return;
  }
  console.log('Starting the local Discord and the bot…');
  const sandbox = await startSandbox({
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.databaseFile === undefined ? {} : { databaseFile: options.databaseFile }),
  });
  let stopping = false;
  const stop = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await sandbox.close();
    process.exit(code);
  };
  void sandbox.bot.exited.then((code) => {
    if (stopping) return;
    console.error(
      `The bot stopped (exit code ${String(code)}). Its last ` +
        `output:\n${sandbox.bot.stdout().slice(-2000)}${sandbox.bot.stderr().slice(-4000)}`,
    );
    void stop(1);
  });
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  console.log(
    [
      '',
      `  Sandbox ready: ${sandbox.url}`,
      '',
      `  Games are kept in ${options.databaseFile ?? 'a temporary SQLite file, removed when the sandbox stops (--db <file> keeps them)'}.`,
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof OptionsError ? error.message : error instanceof Error ? error.message : String(error));
  process.exit(error instanceof OptionsError ? 2 : 1);
});
