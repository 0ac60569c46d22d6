import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRole, type User } from '@folio/shared';

/** What the client keeps of the user: small enough for a cookie; the profile screen fetches the rest. */
export type SessionUser = Pick<User, 'id' | 'name' | 'email' | 'role' | 'profile_picture'>;

export interface AuthState {
  isAuthenticated: boolean;
  token: string | null;
  user: SessionUser | null;
}

export const initialAuthState: AuthState = { isAuthenticated: false, token: null, user: null };

export const toSessionUser = (u: SessionUser): SessionUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  profile_picture: u.profile_picture ?? null,
});

const parseUser = (raw: string | undefined): SessionUser | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as SessionUser;
    return value && typeof value.id === 'string' && isRole(value.role) ? toSessionUser(value) : null;
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
    login(state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      state.isAuthenticated = true;
      state.token = action.payload.token;
      state.user = toSessionUser(action.payload.user);
    },
    logout() {
      return initialAuthState;
    },
    updateUser(state, action: PayloadAction<SessionUser>) {
      state.user = toSessionUser(action.payload);
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

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectRole = (state: { auth: AuthState }) => state.auth.user?.role;
