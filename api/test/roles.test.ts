import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { backgroundRounds } from '../src/lib/background-rounds';
import { build, type TestContext } from './helpers';

// docker-compose.yml runs the API replicas with API_ROLE=requests and one jobs service with API_ROLE=jobs.
describe('process roles', () => {
  it('reads API_ROLE, all by default, and refuses an unknown one', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ API_ROLE: 'jobs' }).role).toBe('jobs');
    expect(() => loadConfig({ API_ROLE: 'worker' })).toThrow(/API_ROLE/);
  });

  it.each([
    ['all', 1],
    ['requests', 0],
    ['jobs', 1],
  ] as const)('a process of role %s runs %i background round per kick', async (role, expected) => {
    const app = Fastify();
    app.decorate('config', { ...loadConfig({}), role });
    let rounds = 0;
    // an interval no test waits for: the rounds counted are the kick's
    const { kick } = backgroundRounds(app, { name: 'test worker', intervalMs: 3_600_000, round: async () => void (rounds += 1) });
    kick();
    // a round that runs has started at once; the app's close waits for it
    await app.close();
    expect(rounds).toBe(expected);
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
