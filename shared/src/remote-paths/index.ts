import registryJson from '@portal/build-kit/remotes.json';
import { federationName, routeBase, type Registry } from '@portal/build-kit/remotes';
import type { FunnelStage, ServiceProduct } from '../contracts/statistics';

const registry: Registry = registryJson;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const defined = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const search = new URLSearchParams(defined).toString();
  return search ? `${path}?${search}` : path;
}

const clientsBase = routeBase(registry, 'mf-clients');
const onboardingBase = routeBase(registry, 'mf-onboarding');
const onboardingRoute = (expose: string) =>
  registry.remotes.find((remote) => remote.folder === 'mf-onboarding')!.routes.find((route) => route.expose === expose)!.base;
const vbSearchBase = onboardingRoute('vb-search');
const servicesBase = onboardingRoute('services');

/**
 * Typed paths into the remotes that others link to. The base of each comes from the remote's entry in
 * build-kit/remotes.json, so a moved remote moves every link into it; what follows the base is that remote's
 * contract. `remote` is the federation name to look for in /portal-config.json before linking: without the remote
 * deployed, a link would lead to the 404 page.
 */
export const remotePaths = {
  clients: {
    remote: federationName('mf-clients'),
    list: (filters: { funnel_stage?: FunnelStage; service_kind?: ServiceProduct } = {}) => withQuery(clientsBase, filters),
    detail: (id: number) => `${clientsBase}/${id}`,
    servicePerformance: (id: number, serviceId: number) => `${clientsBase}/${id}/performance/${serviceId}`,
  },
  onboarding: {
    remote: federationName('mf-onboarding'),
    /** the wizard for a new client */
    start: () => onboardingBase,
    /** the wizard for a new client, or where a client's onboarding stands */
    wizard: (id?: number) => (id === undefined ? onboardingBase : `${onboardingBase}/${id}`),
    /** the vested-benefits search of a client */
    vbSearch: (clientId: number) => `${vbSearchBase}/${clientId}`,
    /** the strategy-selection flow of a client: a new suggested service, or a change of one */
    service: (clientId: number, id?: number) => {
      const base = servicesBase.replace(':uid', String(clientId));
      return id === undefined ? base : `${base}/${id}`;
    },
  },
};
