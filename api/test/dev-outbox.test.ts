import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { build, type TestContext } from './helpers';

const outbox = '/api/v1/dev/outbox?to=demo%40partner.example';
const requestReset = (ctx: TestContext) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/admin_partner/reset_password/', payload: { email: 'demo@partner.example' } });

describe('production mail', () => {
  it('refuses to start without a way to send mail', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
  });

  it("refuses to start without the client app's onboarding link, which only development defaults", () => {
    const spool = { NODE_ENV: 'production', MAIL_SPOOL_DIR: tmpdir() };
    expect(() => loadConfig(spool)).toThrow(/In production the API needs CLIENT_APP_ONBOARDING_URL: the client app's onboarding link/);
    expect(loadConfig({ ...spool, CLIENT_APP_ONBOARDING_URL: 'https://app.example.ch/onboarding' }).clientAppOnboardingUrl).toBe(
      'https://app.example.ch/onboarding',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).clientAppOnboardingUrl).toBe('https://app.partner-portal.local/onboarding');
    expect(() => loadConfig({ ...spool, CLIENT_APP_ONBOARDING_URL: 'not a link' })).toThrow(/CLIENT_APP_ONBOARDING_URL/);
  });

  it('writes mail to the spool and serves no outbox', async () => {
    const spool = mkdtempSync(join(tmpdir(), 'portal-spool-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      MAIL_SPOOL_DIR: spool,
      CLIENT_APP_ONBOARDING_URL: 'https://app.example.ch/onboarding',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '1',
    });
    expect(config.devOutbox).toBe(false);
    const ctx = await build({ ...config, mailWorkerIntervalMs: 0 });
    try {
      expect((await requestReset(ctx)).statusCode).toBe(200);
      // the request only queued it; the mail worker writes the file
      expect(readdirSync(spool)).toHaveLength(0);
      expect(await ctx.app.mailer.runQueue()).toEqual({ sent: 1, dropped: 0, failed: 0 });
      const files = readdirSync(spool);
      expect(files).toHaveLength(1);
      expect(readFileSync(join(spool, files[0]!), 'utf8')).toMatch(/reset_password|passwor/i);
      const response = await ctx.app.inject({ method: 'GET', url: outbox });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/reset/i);
    } finally {
      await ctx.close();
      rmSync(spool, { recursive: true, force: true });
    }
  });
});

describe('development outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build();
    await requestReset(ctx);
    await ctx.app.mailer.runQueue();
  });
  afterAll(() => ctx.close());

  it('shows the mail to a caller on this machine', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: outbox });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages).toHaveLength(1);
  });

  it('does not exist for a caller on another machine, whatever X-Forwarded-For says', async () => {
    const direct = await ctx.app.inject({ method: 'GET', url: outbox, remoteAddress: '203.0.113.7' });
    expect(direct.statusCode).toBe(404);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: outbox,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).not.toMatch(/passwor/i);
  });

  it('does not exist for a remote client behind the gateway', async () => {
    // the gateway connects from loopback and names the real client in X-Forwarded-For
    const viaGateway = await ctx.app.inject({ method: 'GET', url: outbox, headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(viaGateway.statusCode).toBe(404);
  });
});
