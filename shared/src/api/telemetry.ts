import type { TelemetryBody } from '../contracts/telemetry';
import { api } from './client';

/**
 * Sends what the browser measured (`POST admin_partner/telemetry`); `keepalive` lets it leave with a page that is being
 * closed. Never shown to the user: a failure is only logged.
 */
export async function sendTelemetry(body: TelemetryBody): Promise<void> {
  try {
    await api.post('admin_partner/telemetry', { json: body, keepalive: true, context: { silent: true } });
  } catch (error) {
    console.warn('the page’s measurements could not be sent', error);
  }
}
