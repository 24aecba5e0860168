import { remotePaths } from '@portal/shared/remote-paths';

/** The typed paths of this remote and the ones it links to (bases from build-kit/remotes.json). */
export const paths = {
  wizard: remotePaths.onboarding.wizard,
  vbSearch: remotePaths.onboarding.vbSearch,
  service: remotePaths.onboarding.service,
  clientList: () => remotePaths.clients.list(),
  clientDetail: remotePaths.clients.detail,
};
