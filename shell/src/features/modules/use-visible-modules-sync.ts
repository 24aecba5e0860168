import { useEffect } from 'react';
import { onVisibleModulesLengthChange, useSession } from '@portal/shared/session';
import { useAvailableModules } from './api/get-available-modules';

/**
 * docs/auth-and-sessions.md: the visible modules are read again while the user works; when the non-empty list changes in
 * length, the page reloads so that the route table, sidebar and remotes all start from the new list.
 */
export function useVisibleModulesSync(reload: () => void = () => window.location.reload()) {
  const { data } = useAvailableModules();
  useEffect(() => onVisibleModulesLengthChange(() => reload()), [reload]);
  useEffect(() => {
    if (data) useSession.getState().setVisibleModules(data.available_modules);
  }, [data]);
}
