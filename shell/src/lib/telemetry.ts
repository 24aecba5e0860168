import { localePrefix } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import type { TelemetryBody, WebVitalName } from '@portal/shared/contracts';

type Vital = { name: WebVitalName; value: number; area: string };

/**
 * What users got (docs/operations.md): the Web Vitals of the pages an adviser sees and the remotes that failed to load,
 * collected here and sent in one report when the page is hidden or closed, or once 20 are waiting. Nothing is sent
 * for a visitor who is not signed in.
 */
const pending: { vitals: Vital[]; remoteFailures: string[] } = { vitals: [], remoteFailures: [] };
const MAX_WAITING = 20;

/** `clients` for `/fr/clients/12`, `dashboard` for `/`: the page's area, never its ids. */
export function areaOf(pathname: string): string {
  const segment = pathname.slice(localePrefix(pathname).length).split('/').find(Boolean);
  return segment && /^[a-z][a-z0-9-]{0,39}$/.test(segment) ? segment : 'dashboard';
}

/** Sends what is waiting, if the adviser is signed in; what was sent is forgotten either way. */
export async function flushTelemetry(): Promise<void> {
  if (pending.vitals.length === 0 && pending.remoteFailures.length === 0) return;
  const body: TelemetryBody = { vitals: pending.vitals.splice(0, MAX_WAITING), remote_failures: pending.remoteFailures.splice(0, 10) };
  if (!useSession.getState().partnerUser) return;
  const { sendTelemetry } = await import('@portal/shared/api/telemetry');
  await sendTelemetry(body);
}

function queue(add: () => void) {
  add();
  if (pending.vitals.length >= MAX_WAITING) void flushTelemetry();
}

/** A remote that did not load after its retries (src/remotes/remote-area.tsx), by its federation name. */
export function reportRemoteFailure(remote: string): void {
  queue(() => pending.remoteFailures.push(remote));
}

/** A measured Web Vital of the page at `pathname`. */
export function reportVital(name: WebVitalName, value: number, pathname = window.location.pathname): void {
  queue(() => pending.vitals.push({ name, value, area: areaOf(pathname) }));
}

/**
 * Starts measuring after the first paint: the web-vitals library comes as its own chunk, so it costs the first page
 * nothing. A report leaves when the page is hidden (a tab switched, the window closed).
 */
export function startTelemetry(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushTelemetry();
  });
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const report = ({ name, value }: { name: WebVitalName; value: number }) => reportVital(name, value);
    onLCP(report);
    onINP(report);
    onCLS(report);
    onFCP(report);
    onTTFB(report);
  });
}
