import { useCallback, useState } from 'react';
import type { LoginRequest, LoginResponse } from '@portal/shared/api';

type LoginState = { status: 'idle' | 'pending' | 'success' | 'error'; error: unknown };

/**
 * The sign-in request of the login page, as a plain hook: the login page is the first page of most visits and loads
 * without react-query. The same surface as the mutations of the other screens (mutateAsync, isPending, error).
 */
export function useLogin() {
  const [state, setState] = useState<LoginState>({ status: 'idle', error: null });
  const mutateAsync = useCallback(async (body: LoginRequest): Promise<LoginResponse> => {
    setState({ status: 'pending', error: null });
    try {
      // The module (with the zod schemas of the answers) loads when the form is sent, not with the page.
      const { login } = await import('@portal/shared/api');
      const result = await login(body);
      setState({ status: 'success', error: null });
      return result;
    } catch (error) {
      setState({ status: 'error', error });
      throw error;
    }
  }, []);
  return {
    mutateAsync,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    error: state.error,
  };
}
