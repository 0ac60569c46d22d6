import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRole, type AppAbilities, type User } from '@folio/shared';
import { isAppAbilities, NO_ABILITIES } from './abilities';

/**
 * What the client keeps of the user: small enough for a cookie; the profile screen fetches the rest. The
 * abilities (GET /api/auth/me/abilities) are what the menu, the route guards and the screens read.
 */
export type SessionUser = Pick<User, 'id' | 'name' | 'email' | 'role' | 'profile_picture'> & { abilities: AppAbilities };
/** A user as the sign-in and profile answers carry it: without abilities, the account keeps those it has. */
type SessionUserUpdate = Omit<SessionUser, 'abilities'> & { abilities?: AppAbilities };

export interface AuthState {
  isAuthenticated: boolean;
  token: string | null;
  user: SessionUser | null;
}

const initialAuthState: AuthState = { isAuthenticated: false, token: null, user: null };

/** The session fields of `u`; its abilities, or else those `current` has when it is the same account. */
const toSessionUser = (u: SessionUserUpdate, current: SessionUser | null): SessionUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  profile_picture: u.profile_picture ?? null,
  abilities: u.abilities ?? (current?.id === u.id ? current.abilities : NO_ABILITIES),
});

/** A cookie of an older release has no abilities: that session signs in again rather than show an empty menu. */
const parseUser = (raw: string | undefined): SessionUser | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as SessionUser;
    return value && typeof value.id === 'string' && isRole(value.role) && isAppAbilities(value.abilities) ? toSessionUser(value, null) : null;
  } catch {
    return null;
  }
};

/**
 * Spec §4 Auth. Reducers stay pure; the cookie writes that go with login, logout and update-user are made by
 * the listener in authCookieSync.ts.
 */
const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    login(state, action: PayloadAction<{ token: string; user: SessionUserUpdate }>) {
      state.isAuthenticated = true;
      state.token = action.payload.token;
      state.user = toSessionUser(action.payload.user, state.user);
    },
    logout() {
      return initialAuthState;
    },
    updateUser(state, action: PayloadAction<SessionUserUpdate>) {
      state.user = toSessionUser(action.payload, state.user);
    },
    /** Authenticated only if both cookies exist (and the user cookie is readable). */
    initFromCookies(_state, action: PayloadAction<{ token?: string; user?: string }>) {
      const user = parseUser(action.payload.user);
      const token = action.payload.token || null;
      return token && user ? { isAuthenticated: true, token, user } : initialAuthState;
    },
  },
});

export const { login, logout, updateUser, initFromCookies } = authSlice.actions;
export const authReducer = authSlice.reducer;

/** What the signed-in user may do in the app (undefined for a visitor). */
export const selectAbilities = (state: { auth: AuthState }) => state.auth.user?.abilities;
