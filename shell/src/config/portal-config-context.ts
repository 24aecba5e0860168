import { createContext, useContext } from 'react';
import type { PortalConfig } from './portal-config';

export const PortalConfigContext = createContext<PortalConfig>({ apiBase: '/api/v1', remotes: {} });

export const usePortalConfig = () => useContext(PortalConfigContext);
