import { buildApp } from './app';
import { loadConfig } from './config';

async function start() {
  try {
    const config = loadConfig();
    return { config, app: await buildApp({ config }) };
  } catch (error) {
    // a bad environment or a database in use: say so in one line, without a stack
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const { config, app } = await start();

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // closing the app closes the database and frees the PGlite lock
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}
