import { createContext, useContext } from 'react';

/** Lets the fallback module that the federation runtime hands back reach the retry of the area it renders in. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export const useRemoteRetry = () => useContext(RemoteRetryContext);
