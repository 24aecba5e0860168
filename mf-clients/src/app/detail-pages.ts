import { preloadableLazy } from '@portal/shared/ui/lazy';

// A client's pages are a chunk of their own (app/detail-routes.tsx): the list, the page most opened after the
// dashboard, loads without them (docs/performance.md). A client's page opened by its address starts loading them with
// the remote (prefetch-client.ts), so that they render without a fallback.
export const ClientDetailRoute = preloadableLazy(() => import('./detail-routes').then((module) => ({ default: module.ClientDetailRoute })));
export const ServicePerformanceRoute = preloadableLazy(() =>
  import('./detail-routes').then((module) => ({ default: module.ServicePerformanceRoute })),
);
