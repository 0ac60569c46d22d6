import { useCallback } from 'react';
import type { AppAbilities, AuthResponse } from '@folio/shared';
import { api } from '../../http/client';
import { useAppDispatch } from '../../app/hooks';
import { login, updateUser } from './authSlice';

/** What the signed-in user may do in the app (GET /api/auth/me/abilities), as the API derives it from its rules. */
export async function fetchAbilities(): Promise<AppAbilities> {
  // The schema loads beside the request: the sign-in page carries no zod until it is used.
  const [{ data }, { AppAbilitiesResponseSchema }] = await Promise.all([api.get<unknown>('/auth/me/abilities'), import('./schemas')]);
  return AppAbilitiesResponseSchema.parse(data).data;
}

/**
 * Starts the session of a sign-in or register answer (or of an LMS's launch): its token first, so that it is
 * the one that asks for the account's abilities; the menu and guards of the screen opened next read them.
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    async ({ token, user }: Pick<AuthResponse, 'token' | 'user'>) => {
      dispatch(login({ token, user }));
      dispatch(updateUser({ ...user, abilities: await fetchAbilities() }));
    },
    [dispatch],
  );
}
