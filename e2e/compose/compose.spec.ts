import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeFeaturePromptWhenShown, fillLogin, signIn } from '../tests/support';
import { compose, containerState, execIn, healthyReplicas, rollRemote } from './compose-support';

// The composed portal of docker-compose.yml: every deployable its own container, built from this repository by
// ops/compose-test.mjs, which also built the variants used here (tags compose-v2 and compose-react18 of mf-statistics).
test.describe.configure({ mode: 'serial' });

const mailUi = process.env.MAIL_UI_URL ?? 'http://127.0.0.1:18025';
// The deployment starts without any user (no demo data in production): the first test invites these two with the
// operations command in an API container, as an operator would, and they set their own passwords through the links.
const operator = 'ops@compose.example';
const secure = 'secure@compose.example';
const password = 'Compose-Portal-2026';
let clientId: number;

type CaughtMail = { id: string; to: { address: string }[]; text: string };
const caughtTo = async (request: APIRequestContext, address: string) =>
  ((await (await request.get(`${mailUi}/api/email`)).json()) as CaughtMail[]).filter((mail) =>
    mail.to.some((to) => to.address === address),
  );
/** The ids of the mails to `address` the mail catcher holds: taken before the action that sends one. */
async function caughtIds(request: APIRequestContext, address: string): Promise<ReadonlySet<string>> {
  return new Set((await caughtTo(request, address)).map((mail) => mail.id));
}
/** The newest mail to `address` that is not among `before` (asked again until there is one): by id, not by the clock. */
async function mailTo(request: APIRequestContext, address: string, before: ReadonlySet<string>): Promise<string> {
  let fresh: CaughtMail[] = [];
  await expect
    .poll(async () => {
      fresh = (await caughtTo(request, address)).filter((mail) => !before.has(mail.id));
      return fresh.length;
    })
    .toBeGreaterThan(0);
  // the mail catcher lists the mails as they came
  return fresh.at(-1)!.text;
}
const psql = (sql: string) => execIn('postgres', 0, ['sh', '-c', `psql -U "$POSTGRES_USER" -d "$POSTGRES_DB" -qtAc "${sql}"`]).trim();
const invite = (...args: string[]) =>
  execIn('api', 0, ['sh', '-c', `node dist/ops/invite-user-cli.js ${args.map((arg) => `'${arg}'`).join(' ')} 2>&1; echo "exit $?"`]);
const signInByApi = async (request: APIRequestContext, email = operator) => {
  const login = await request.post('/api/v1/admin_partner/authorization/login', {
    headers: { 'app-type': 'partner' },
    data: { email, password },
  });
  expect(login.status()).toBe(200);
  const { tokens } = (await login.json()) as { tokens: { access_token: string } };
  return { authorization: `Bearer ${tokens.access_token}`, 'app-type': 'partner' };
};
const funnel = (page: Page) => page.getByRole('heading', { name: 'Kunden-Funnel', exact: true });
const funnelV2 = (page: Page) => page.getByRole('heading', { name: 'Kunden-Funnel (Version 2)', exact: true });
const manifestVersion = async (page: Page) => {
  const response = await page.request.get('/remotes/mf-statistics/mf-manifest.json');
  return response.ok()
    ? ((await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } }).metaData?.buildInfo?.buildVersion
    : `status ${response.status()}`;
};

test('a deployment starts without any user; its first users are invited from an API container and set their passwords', async ({
  page,
  request,
}) => {
  expect(psql('SELECT count(*) FROM partner_users')).toBe('0');
  const demo = await request.post('/api/v1/admin_partner/authorization/login', {
    headers: { 'app-type': 'partner' },
    data: { email: 'ops@partner.example', password: 'Partner-2026' },
  });
  expect(demo.status()).toBe(401);
  const beforeOperator = await caughtIds(request, operator);
  const beforeSecure = await caughtIds(request, secure);
  expect(invite('--company', 'Compose Partner AG', '--email', operator, '--role', 'operator', '--modules', 'all')).toMatch(
    /invited .*exit 0/s,
  );
  expect(invite('--company', 'Compose Partner AG', '--email', secure, '--role', 'adviser', '--modules', 'clients,documents')).toMatch(
    /exit 0/,
  );
  expect(invite('--company', 'Compose Partner AG', '--email', secure, '--role', 'owner', '--modules', 'clients')).toMatch(
    /--role.*exit 1/s,
  );
  expect(psql("SELECT count(*) FROM partner_users WHERE password_hash <> '!invited'")).toBe('0');

  // the operator follows the link of the invitation in the page; the adviser through the API
  const link = /http\S+\/user-reset-password\?token=[\w-]+/.exec(await mailTo(request, operator, beforeOperator))![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Neues Passwort').fill(password);
  await page.getByLabel('Passwort bestätigen').fill(password);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/password-changed/);
  const token = /token=([\w-]+)/.exec(await mailTo(request, secure, beforeSecure))![1];
  const set = await request.patch(`/api/v1/admin_partner/reset_password/${token}`, { data: { password, password_confirmation: password } });
  expect(set.status()).toBe(200);
  // the adviser signs in with a security code by e-mail (the test of the mail catcher below)
  psql(`UPDATE partner_users SET two_factor = 'email' WHERE email = '${secure}'`);

  // a client of the new company, for the tests of the files below
  const headers = await signInByApi(request);
  const created = await request.post('/api/v1/admin_partner/clients', {
    headers,
    data: {
      title: 'ms',
      first_name: 'Anna',
      last_name: 'Muster',
      email: 'anna.muster@example.ch',
      phone: '+41 79 123 45 67',
      birthday: '1985-04-12',
      gender: 'female',
      preferred_language: 'german',
      address: { country: 'CH', zip: '8001', city: 'Zürich', street: 'Bahnhofstrasse', house_number: '12', address_line_2: '' },
      personal_status: {
        nationalities: ['CH'],
        tax_domicile: 'CH',
        civil_status: 'single',
        place_of_origin: 'Zürich',
        ahv_number: '756.1234.5678.97',
      },
      us_person: { us_citizen: false, us_green_card: false, us_resident: false, us_born_in_us: false, us_tax_liable: false },
      custodian_banks: ['ZKB'],
    },
  });
  expect(created.status()).toBe(201);
  clientId = ((await created.json()) as { client: { id: number } }).client.id;
});

test('two API replicas answer behind the gateway, on PostgreSQL and Redis', async ({ request }) => {
  expect(healthyReplicas('api')).toBe(2);
  const config = await request.get('/portal-config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(Object.keys(((await config.json()) as { remotes: object }).remotes)).toContain('mf_statistics');
  const forged = await request.get('/api/v1/countries/nationalities', { headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(forged.status()).toBe(200);
  expect(forged.headers()['x-request-id']).toBeTruthy();
});

test('the background jobs run in a service of their own, which answers its health checks only', async () => {
  expect(healthyReplicas('jobs')).toBe(2);
  const status = (service: string, path: string) =>
    execIn(service, 0, ['sh', '-c', `curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:3001${path}`]);
  expect(status('jobs', '/ready')).toBe('200');
  expect(status('jobs', '/api/v1/countries/nationalities')).toBe('404');
  expect(status('api', '/api/v1/countries/nationalities')).toBe('200');
  expect(execIn('api', 0, ['sh', '-c', 'echo $API_ROLE']).trim()).toBe('requests');
});

test('the two API replicas share the uploaded files on the object storage: what one stored, the other serves', async ({ request }) => {
  const headers = await signInByApi(request);
  const client = { id: clientId };
  const pdf = Buffer.from(`%PDF-1.4\n% stored at ${Date.now()}\n`);
  const uploaded = await request.put(`/api/v1/admin_partner/clients/${client!.id}/save_documents`, {
    headers,
    multipart: { partner_certified_id_document: { name: 'kopie.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(uploaded.status()).toBe(200);
  // each replica, asked directly, serves it
  const path = `/api/v1/admin_partner/clients/${client!.id}/onboarding_documents/partner_certified_id_document`;
  const hosts = new Set<string>();
  for (const replica of [0, 1]) {
    const served = execIn('api', replica, [
      'sh',
      '-c',
      `hostname; curl -fsS -H 'authorization: ${headers.authorization}' -H 'app-type: partner' http://127.0.0.1:3001${path}`,
    ]);
    const [host, ...body] = served.split('\n');
    hosts.add(host!);
    expect(body.join('\n')).toBe(pdf.toString());
  }
  expect(hosts.size).toBe(2);
  // on the object storage's volume, not in an API container
  expect(execIn('storage', 0, ['sh', '-c', `grep -rl 'stored at' /data/portal-uploads | head -1`])).toContain('/data/portal-uploads/');
  expect(execIn('api', 0, ['sh', '-c', 'ls /app/data/uploads 2>/dev/null | wc -l']).trim()).toBe('0');
});

test('the API image carries its reference data and its operations commands', async ({ request }) => {
  const headers = await signInByApi(request);
  // the postal codes (api/data/ch-localities.csv) and the street sample the API loaded into PostgreSQL
  const zips = await request.get('/api/v1/admin_partner/address/zip_codes?query=8001', { headers });
  expect(((await zips.json()) as { zip_codes: unknown[] }).zip_codes[0]).toMatchObject({ zip: '8001', city: 'Zürich' });
  const streets = await request.get('/api/v1/admin_partner/address/onrp_streets?zip=8001&query=bahnhofs', { headers });
  expect(await streets.json()).toEqual({ streets: ['Bahnhofstrasse'] });
  // the street importer is bundled: without a file it says how it is called
  expect(execIn('api', 0, ['sh', '-c', 'node dist/ops/import-streets-cli.js 2>&1; echo "exit $?"'])).toMatch(
    /usage: npm run import:streets -- FILE\.csv\s+exit 1/,
  );
});

test('a two-factor code is read from the mail catcher', async ({ page, request }) => {
  await closeFeaturePromptWhenShown(page);
  const before = await caughtIds(request, secure);
  await page.goto('/login');
  await fillLogin(page, secure, password);
  await expect(page).toHaveURL(/\/two-factor/);
  const code = /\b(\d{6})\b/.exec(await mailTo(request, secure, before))?.[1];
  // queued by the replica that answered the sign-in, sent by the jobs service
  expect(compose(['logs', '--no-color', 'jobs'])).toContain('"msg":"mail job done"');
  expect(compose(['logs', '--no-color', 'api'])).not.toContain('"msg":"mail job done"');
  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});

test('one remote is rolled forward and back while the shell keeps running', async ({ page }) => {
  const shellBefore = containerState('shell');
  const gatewayBefore = containerState('gateway');
  await signIn(page, operator, '/login', password);
  await expect(funnel(page)).toBeVisible();
  const before = await manifestVersion(page);

  rollRemote('mf-statistics', 'compose-v2');
  await expect.poll(() => manifestVersion(page)).not.toBe(before);
  await page.reload();
  await expect(funnelV2(page)).toBeVisible();

  rollRemote('mf-statistics', 'latest');
  await expect.poll(() => manifestVersion(page)).toBe(before);
  await page.reload();
  await expect(funnel(page)).toBeVisible();
  await expect(funnelV2(page)).toHaveCount(0);

  expect(containerState('shell')).toBe(shellBefore);
  expect(containerState('gateway')).toBe(gatewayBefore);
});

test('a stopped remote shows its fallback while the rest works, and a retry brings it back without a reload', async ({ page }) => {
  await signIn(page, operator, '/login', password);
  await expect(funnel(page)).toBeVisible();
  compose(['stop', 'mf-statistics']);
  try {
    await page.goto('/');
    await expect(page.getByText('Dieser Bereich ist zurzeit nicht verfügbar.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    // the page is not reloaded from here on: a marker on the window would not survive a reload
    await page.evaluate(() => Object.assign(window, { portalNotReloaded: true }));
  } finally {
    compose(['start', 'mf-statistics']);
  }
  await expect.poll(() => manifestVersion(page)).toMatch(/^\d/);
  await page.getByRole('button', { name: 'Erneut laden' }).click();
  await expect(funnel(page)).toBeVisible();
  expect(await page.evaluate(() => (window as { portalNotReloaded?: boolean }).portalNotReloaded)).toBe(true);
});

test('a remote built for another React major is refused with a translated message, the rest keeps working', async ({ page }) => {
  rollRemote('mf-statistics', 'compose-react18');
  try {
    await expect.poll(() => manifestVersion(page)).toBeDefined();
    await signIn(page, operator, '/login', password);
    await expect(
      page.getByText(
        'Dieser Bereich passt nicht zur aktuellen Version des Portals und wurde nicht geladen. Alles andere funktioniert weiter.',
      ),
    ).toBeVisible();
    await expect(funnel(page)).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link').last().click();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  } finally {
    rollRemote('mf-statistics', 'latest');
  }
});

test('Prometheus scrapes both API replicas and the jobs service, answers a query about the requests, and holds the alerts', async ({
  request,
}) => {
  const prometheus = process.env.PROMETHEUS_URL ?? 'http://127.0.0.1:18082';
  type Vector = { status: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
  const query = async (promql: string) =>
    ((await (await request.get(`${prometheus}/api/v1/query`, { params: { query: promql } })).json()) as Vector).data.result;
  // the targets are up once Prometheus has found them by DNS and scraped them (every 5 s)
  await expect
    .poll(async () => (await query('up == 1')).map((sample) => sample.metric.job).sort(), { timeout: 60_000 })
    .toEqual(['api', 'api', 'gateway', 'jobs', 'jobs']);
  // a request through the gateway, then the same figure from Prometheus' side
  expect((await request.get('/api/v1/countries/nationalities')).status()).toBe(200);
  await expect
    .poll(async () => Number((await query('sum(portal_http_requests_total{route="/api/v1/countries/nationalities"})'))[0]?.value[1] ?? 0), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  // what an operator reads (README, "Metrics and alerts"): the requests a second by route
  const rate = 'sum by (route) (rate(portal_http_requests_total[5m]))';
  console.log(`Prometheus: ${rate} → ${JSON.stringify(await query(rate))}`);
  // the gateway's own count (nginx's stub_status through the nginx exporter)
  await expect
    .poll(async () => Number((await query('nginx_http_requests_total'))[0]?.value[1] ?? 0), { timeout: 60_000 })
    .toBeGreaterThan(0);
  // each jobs replica reports every queue (the depth is the database's, the same from both)
  const queues = await query('max by (queue) (portal_queue_depth{role="jobs"})');
  expect(queues.map((sample) => sample.metric.queue).sort()).toEqual(['adjustments', 'invoices', 'mail', 'reports', 'statements']);
  const rules = (await (await request.get(`${prometheus}/api/v1/rules`)).json()) as {
    data: { groups: { rules: { name: string; health: string }[] }[] };
  };
  const alerts = rules.data.groups.flatMap((group) => group.rules);
  expect(alerts.map((rule) => rule.name).sort()).toEqual(['PortalJobsStuck', 'PortalServerErrors', 'PortalSlowAnswers']);
  expect(alerts.every((rule) => rule.health !== 'err')).toBe(true);
});

test('one trace runs from the gateway through an API replica to PostgreSQL, under the id of the request', async ({ request }) => {
  const traces = process.env.TRACES_URL ?? 'http://127.0.0.1:18083';
  // a sign-in that fails reads the user from PostgreSQL
  const response = await request.post('/api/v1/admin_partner/authorization/login', {
    data: { email: 'nobody-traced@partner.example', password: 'Not-the-password-1' },
  });
  expect(response.status()).toBe(401);
  // nginx's $request_id is the request id the API answers with and the trace id it continues
  const traceId = response.headers()['x-request-id']!;
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  type Span = {
    service: string;
    spanId: string;
    parentSpanId: string | null;
    name: string;
    kind: number;
    attributes: Record<string, unknown>;
  };
  const spansOf = async () => ((await (await request.get(`${traces}/v1/traces/${traceId}`)).json()) as { spans: Span[] }).spans;
  // the API sends its spans in batches (every few seconds)
  await expect.poll(async () => (await spansOf()).filter((span) => span.kind === 3).length, { timeout: 60_000 }).toBeGreaterThan(0);
  const spans = await spansOf();
  const server = spans.find((span) => span.kind === 2)!;
  expect(server).toMatchObject({ service: 'portal-api', name: 'POST /api/v1/admin_partner/authorization/login' });
  // its parent is the gateway's hop: the span id nginx put in traceparent
  expect(server.parentSpanId).toBe(traceId.slice(0, 16));
  expect(server.attributes['portal.request_id']).toBe(traceId);
  const statements = spans.filter((span) => span.kind === 3);
  expect(statements.every((span) => span.parentSpanId === server.spanId && span.attributes['db.system.name'] === 'postgresql')).toBe(true);
  expect(statements.some((span) => span.name.startsWith('SELECT '))).toBe(true);
  // the gateway's access log and the API's log line carry the same trace
  expect(compose(['logs', '--no-color', 'gateway'])).toContain(`"traceparent":"00-${traceId}-${traceId.slice(0, 16)}-01"`);
  expect(compose(['logs', '--no-color', 'api'])).toContain(`"trace_id":"${traceId}"`);
});

test('a report whose jobs container dies in the middle of it is finished by the other jobs replica', async ({ request }) => {
  // a job's expiry (two minutes for a report) and the next maintenance pass of the queue bring it back
  test.setTimeout(10 * 60_000);
  const headers = await signInByApi(request);
  // a service shows (and has reports) once it has a name
  const serviceId = Number(
    psql(`insert into services (client_id, kind, name) values (${clientId}, 'wealth_management', 'Vermögensverwaltung') returning id`),
  );
  const [first, second] = compose(['ps', '-q', 'jobs']).trim().split('\n').filter(Boolean);
  expect(second).toBeTruthy();
  const docker = (...args: string[]) => execFileSync('docker', args, { encoding: 'utf8' }).trim();
  docker('stop', first!, second!);
  // the report is asked for while no jobs process runs: its job waits in the queue
  const started = await request.post(`/api/v1/admin_partner/client_overview/${clientId}/generate_report/${serviceId}?locale=de`, {
    headers,
    data: { type: 'short_wealth_statement', period: 'ytd' },
  });
  expect(started.status()).toBe(202);
  const reportId = ((await started.json()) as { report: { id: number } }).report.id;
  // hold the report in the middle: the worker reads it, and its first write to it waits behind this lock
  const postgres = compose(['ps', '-q', 'postgres']).trim();
  docker(
    'exec',
    '-d',
    postgres,
    'sh',
    '-c',
    'psql -U "$POSTGRES_USER" -d "$POSTGRES_DB" -c "begin; lock table client_reports in share mode; select pg_sleep(900); commit;"',
  );
  const holding = `select count(*) from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'client_reports' and l.mode = 'ShareLock' and l.granted`;
  await expect.poll(() => psql(holding)).toBe('1');
  docker('start', first!);
  const jobState = () => psql(`select state from pgboss.job where name = 'reports' and data->>'reportId' = '${reportId}'`);
  await expect.poll(jobState, { timeout: 60_000 }).toBe('active');
  // the first replica dies while it holds the job; the lock goes, the second replica starts
  docker('kill', first!);
  // and stays down (whatever its restart policy makes of a kill)
  docker('stop', first!);
  psql(`select pg_terminate_backend(pid) from pg_stat_activity where query like '%pg_sleep(900)%' and pid <> pg_backend_pid()`);
  docker('start', second!);
  const status = async () => {
    const listed = await request.get(`/api/v1/admin_partner/client_overview/${clientId}/reports/${serviceId}`, { headers });
    return ((await listed.json()) as { reports: { id: number; status: string }[] }).reports.find((report) => report.id === reportId)
      ?.status;
  };
  await expect.poll(status, { timeout: 8 * 60_000, intervals: [5_000] }).toBe('ready');
  // made by the replica that lived, on the job's second try
  expect(
    Number(psql(`select max(retry_count) from pgboss.job where name = 'reports' and data->>'reportId' = '${reportId}'`)),
  ).toBeGreaterThan(0);
  docker('start', first!);
});
