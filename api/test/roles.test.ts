import { TestClock } from 'pg-boss';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { startPgBossQueue } from '../src/lib/jobs/pg-boss-queue';
import { build, type TestContext } from './helpers';

// docker-compose.yml runs the API replicas with API_ROLE=requests and one jobs service with API_ROLE=jobs.
describe('process roles', () => {
  it('reads API_ROLE, all by default, and refuses an unknown one', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ API_ROLE: 'jobs' }).role).toBe('jobs');
    expect(() => loadConfig({ API_ROLE: 'worker' })).toThrow(/API_ROLE/);
  });

  it.each([
    ['all', true],
    ['requests', false],
    ['jobs', true],
  ] as const)('a process of role %s works the jobs it is sent: %s', async (role, works) => {
    const database = await openDatabase({});
    // the queue's clock: its workers poll only when the test moves it
    const clock = new TestClock('2026-03-10T09:00:00Z');
    const log = { warn: () => undefined, error: () => undefined };
    const jobs = await startPgBossQueue({ connection: database.jobsConnection, works: role !== 'requests', clock, log });
    try {
      let worked = 0;
      let done!: () => void;
      const handled = new Promise<void>((resolve) => (done = resolve));
      await jobs.define('adjustments', {
        handler: async () => {
          worked += 1;
          done();
        },
        pollingMs: 1000,
      });
      await jobs.send('adjustments', {});
      await clock.tick(5000);
      if (works) await handled;
      expect(worked).toBe(works ? 1 : 0);
      // what a requests process sent waits for a jobs process
      expect((await jobs.waiting('adjustments')).depth).toBe(works ? 0 : 1);
    } finally {
      await jobs.stop();
      await database.close();
    }
  });

  describe('the jobs process', () => {
    let context: TestContext;
    beforeAll(async () => {
      context = await build({ role: 'jobs' });
    });
    afterAll(async () => context.close());

    it('answers its health checks and its metrics, and nothing else', async () => {
      expect((await context.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect((await context.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      const metrics = await context.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('portal_queue_depth{queue="mail",role="jobs"}');
      const refused = await context.app.inject({ method: 'GET', url: '/api/v1/countries/nationalities' });
      expect(refused.statusCode).toBe(404);
      const login = await context.app.inject({
        method: 'POST',
        url: '/api/v1/admin_partner/authorization/login',
        headers: { 'app-type': 'partner' },
        payload: { email: 'demo@partner.example', password: 'Partner-2026' },
      });
      expect(login.statusCode).toBe(404);
    });
  });
});
