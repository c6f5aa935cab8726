/** The admin session in React Query: who is logged in (`null` when nobody), login and logout. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiClientError, errorDetail, unwrap } from '../../islands/api-client.ts';
import type { LoginInput, LoginLinkRequestInput } from '../../lib/schemas/admin-auth.ts';
import { notify } from '../../ui/Toaster.tsx';
import { jsonBody, JSON_TYPE } from '../json-options.ts';
import { LOGIN_PATH, navigate } from '../navigation.ts';

const SESSION_KEY = ['admin', 'user'] as const;

/** GET /api/admin/user: the logged-in account; a 401 means nobody is logged in (`null`). */
async function fetchUser() {
  try {
    return await unwrap(api.admin.user.$get());
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return null;
    throw error;
  }
}

export const useSession = () => useQuery({ queryKey: SESSION_KEY, queryFn: fetchUser, staleTime: 60_000 });

/** POST /api/admin/login; on success stores the user and toasts 'Login exitoso'. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => unwrap(api.admin.login.$post({}, jsonBody(input))),
    onSuccess: (user) => {
      client.setQueryData(SESSION_KEY, user);
      notify.success('Login exitoso');
    },
    onError: (error) => notify.error('Error de login', errorDetail(error)),
  });
}

/** POST /api/admin/logout; on success clears every cached query and goes to the login screen. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.admin.logout.$post({}, JSON_TYPE)),
    onSuccess: () => {
      client.clear();
      client.setQueryData(SESSION_KEY, null);
      notify.success('Logout exitoso');
      navigate(LOGIN_PATH, { replace: true });
    },
    onError: (error) => notify.error('Error de logout', errorDetail(error)),
  });
}

/** POST /api/admin/login-link: asks for a one-time login link by mail (the answer is the same for any username). */
export const useRequestLoginLink = () =>
  useMutation({
    mutationFn: (input: LoginLinkRequestInput) => unwrap(api.admin['login-link'].$post({}, jsonBody(input))),
    onError: (error) => notify.error('No se pudo pedir el enlace', errorDetail(error)),
  });

/** POST /api/admin/login-link/use: logs in with the token of a mailed link; on success stores the user. */
export function useLoginWithLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.admin['login-link'].use.$post({}, jsonBody({ token }))),
    onSuccess: (user) => {
      client.setQueryData(SESSION_KEY, user);
      notify.success('Login exitoso');
    },
    onError: (error) => notify.error('El enlace no sirvió', errorDetail(error)),
  });
}
