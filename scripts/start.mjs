// `npm start`: build what changed, create and seed the embedded database on first run, serve the portal.
import { build } from './build.mjs';
import { startPortal } from './portal.mjs';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 3001);

try {
  await build();
  // Locally the API runs in development mode: the OpenAPI reference and the e-mail outbox are on.
  // A crashed API is started again with a back-off (scripts/lib/supervisor.mjs), which says so; after ten crashes in a
  // row, each within a minute of its start, the portal gives up and exits.
  const portal = await startPortal({
    port,
    apiPort,
    // npm start is the demo: an empty database gets the demo companies and sign-ins (SEED_DEMO=1)
    env: { NODE_ENV: process.env.NODE_ENV ?? 'development', SEED_DEMO: '1' },
    restart: true,
    onApiGone: (code) => process.exit(code || 1),
  });
  console.log(`
  Partner portal: ${portal.url}
  API reference:  ${portal.url}/api/v1/docs (OpenAPI document: ${portal.url}/api/v1/openapi.json)

  Demo sign-ins (password Partner-2026):
    demo@partner.example          all modules
    secure@partner.example        with a security code by e-mail: read it at ${portal.url}/api/v1/dev/outbox
    colleague@partner.example     no invoices, no expected revenue
    other@second-partner.example  another partner company

  Press Ctrl+C to stop.
`);
  const shutdown = async () => {
    await portal.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
