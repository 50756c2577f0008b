import { useSyncExternalStore } from 'react';
import type { Role } from '@steelcut/domain/constants';
import type { User } from '@steelcut/domain/schemas/auth';
import { STORAGE_KEYS } from './storage-keys';

/** SPEC section 3 'Auth state'. */
export type AuthState = {
  loading: boolean;
  isAuthenticated: boolean;
  user: User | null;
  accessToken: string | null;
  error: string | null;
  message: string | null;
  role: Role | null;
  resetToken: string | null;
};

type Listener = () => void;

const SESSION_KEYS = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.isAuthenticated,
  STORAGE_KEYS.user,
  STORAGE_KEYS.refreshToken,
] as const;

function readUser(): User | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

/** The session survives a reload only when both the flag and a token are stored (SPEC section 4). */
function readSession(): Pick<AuthState, 'isAuthenticated' | 'user' | 'accessToken' | 'role'> {
  const accessToken = localStorage.getItem(STORAGE_KEYS.accessToken);
  const flagged = localStorage.getItem(STORAGE_KEYS.isAuthenticated) === 'true';
  const user = readUser();
  if (!flagged || !accessToken || !user) {
    return { isAuthenticated: false, user: null, accessToken: null, role: null };
  }
  return { isAuthenticated: true, user, accessToken, role: user.role };
}

function initialState(): AuthState {
  return {
    ...readSession(),
    loading: false,
    error: null,
    message: null,
    resetToken: localStorage.getItem(STORAGE_KEYS.resetToken),
  };
}

let state: AuthState = initialState();
const listeners = new Set<Listener>();

function setState(patch: Partial<AuthState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const authStore = {
  getState: (): AuthState => state,

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  setAccessToken(token: string): void {
    localStorage.setItem(STORAGE_KEYS.accessToken, token);
    setState({ accessToken: token });
  },

  signIn(user: User, token: string): void {
    localStorage.setItem(STORAGE_KEYS.accessToken, token);
    localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    setState({ isAuthenticated: true, user, role: user.role, accessToken: token });
  },

  setUser(user: User): void {
    if (!state.isAuthenticated) return;
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    setState({ user, role: user.role });
  },

  clearSession(): void {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
    setState({ isAuthenticated: false, user: null, role: null, accessToken: null });
  },

  setResetToken(token: string | null): void {
    if (token) localStorage.setItem(STORAGE_KEYS.resetToken, token);
    else localStorage.removeItem(STORAGE_KEYS.resetToken);
    setState({ resetToken: token });
  },

  setRequestStatus(patch: Partial<Pick<AuthState, 'loading' | 'error' | 'message'>>): void {
    setState(patch);
  },

  /** Another tab signed in, refreshed or signed out: mirror it here. */
  listenToOtherTabs(): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !(SESSION_KEYS as readonly string[]).includes(event.key)) return;
      setState(readSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/**
 * What the server renders (nobody is signed in there), so a hydrating page starts from the same;
 * a visitor who is not signed in keeps this very state, and nothing renders twice.
 */
const SIGNED_OUT: AuthState = {
  loading: false,
  isAuthenticated: false,
  user: null,
  accessToken: null,
  error: null,
  message: null,
  role: null,
  resetToken: null,
};

const signedOutSnapshot = (): AuthState => (state.isAuthenticated ? SIGNED_OUT : state);

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, signedOutSnapshot);
}
