// The gateway alone, for a deployment where the API runs elsewhere (docker-compose.yml): API_URL names it.
import { startGateway } from './gateway.mjs';

const port = Number(process.env.PORT ?? 8080);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';
const { app } = await startGateway({ port, apiUrl, logger: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
