import registry from '@portal/build-kit/remotes.json';
import { remotePaths } from '.';

describe('paths into other remotes', () => {
  const base = registry.remotes.find((remote) => remote.folder === 'mf-clients')?.routes[0]?.base;

  it('start at the route base the registry declares for the clients remote', () => {
    expect(base).toBe('/users/management');
    expect(remotePaths.clients.list()).toBe(base);
    expect(remotePaths.clients.detail(42)).toBe(`${base}/42`);
    expect(remotePaths.clients.remote).toBe('mf_clients');
  });

  it('carry the filters of the client list as query parameters', () => {
    expect(remotePaths.clients.list({ funnel_stage: 'invested' })).toBe(`${base}?funnel_stage=invested`);
    expect(remotePaths.clients.list({ funnel_stage: undefined })).toBe(base);
    expect(remotePaths.clients.list({ service_kind: 'third_pillar' })).toBe(`${base}?service_kind=third_pillar`);
  });

  it('lead to the onboarding wizard and to the performance of one service at the registered bases', () => {
    const onboarding = registry.remotes.find((remote) => remote.folder === 'mf-onboarding')?.routes[0]?.base;
    expect(remotePaths.onboarding.start()).toBe(onboarding);
    expect(remotePaths.onboarding.remote).toBe('mf_onboarding');
    expect(remotePaths.clients.servicePerformance(7, 3)).toBe(`${base}/7/performance/3`);
  });

  it('lead into the wizard of one client', () => {
    expect(remotePaths.onboarding.wizard()).toBe('/users/management/onboard');
    expect(remotePaths.onboarding.wizard(7)).toBe('/users/management/onboard/7');
  });

  it("lead to a client's suggested services with the client's id in the registered base", () => {
    expect(remotePaths.onboarding.service(7)).toBe('/users/management/7/services');
    expect(remotePaths.onboarding.service(7, 3)).toBe('/users/management/7/services/3');
  });
});
