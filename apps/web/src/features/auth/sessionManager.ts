import type { Me, SessionResponse, SignInRequest } from '@market/contracts';
import { ApiError } from '../../lib/api';
import type { AuthClient } from './api/authApi';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionSnapshot {
  status: SessionStatus;
  user: Me | null;
  /** The account is deactivated: the app shows only the Suspended screen. */
  suspended: boolean;
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
};

/** How long before expiry to refresh: a fifth of the lifetime, at most a minute. */
export function refreshDelayMs(expiresInSeconds: number): number {
  const lifetime = Math.max(0, expiresInSeconds) * 1000;
  return Math.max(5_000, lifetime - Math.min(60_000, lifetime / 5));
}

const RETRY_AFTER_NETWORK_ERROR_MS = 30_000;

/**
 * The server sets the readable `wb_session` marker beside the httpOnly refresh cookie and
 * clears both together: without it there is no session to refresh, and asking would only
 * log a 401 on every signed-out page load.
 */
export function browserHasSessionMarker(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((part) => part.trim().startsWith('wb_session='));
}

/**
 * Holds the session outside React: the access token lives only in this object's memory
 * (never in storage); the refresh token is an httpOnly cookie the browser sends to
 * /api/auth/refresh. React subscribes with useSyncExternalStore.
 */
export class SessionManager {
  private snapshot: SessionSnapshot = { status: 'loading', user: null, suspended: false };
  private token: string | null = null;
  private timer: unknown = null;
  private inflight: Promise<string | null> | null = null;
  private restoring: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly client: AuthClient,
    private readonly timers: Timers = browserTimers,
    private readonly hasSession: () => boolean = browserHasSessionMarker,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  getAccessToken = () => this.token;

  /** Restores the session from the refresh cookie; runs once however often it is called. */
  restore = (): Promise<void> => {
    this.restoring ??= this.refresh().then(() => undefined);
    return this.restoring;
  };

  /** Single-flight: concurrent 401s share one refresh call. */
  refresh = (): Promise<string | null> => {
    this.inflight ??= this.doRefresh().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  };

  signIn = async (input: SignInRequest): Promise<Me> => {
    const session = await this.client.signIn(input);
    this.apply(session);
    return session.user;
  };

  /** Ends the session on the server (best effort) and locally, also leaving the Suspended screen. */
  signOut = async (): Promise<void> => {
    try {
      await this.client.signOut();
    } catch {
      // The local session ends whatever the server says.
    }
    this.clear();
  };

  setUser = (user: Me) => {
    this.update({
      ...this.snapshot,
      user,
      suspended: this.snapshot.suspended || !user.isActive,
    });
  };

  reloadUser = async (): Promise<Me | null> => {
    if (this.snapshot.status !== 'signedIn') return null;
    const me = await this.client.me();
    this.setUser(me);
    return me;
  };

  /** Called for any answer with ACCOUNT_SUSPENDED: no more refreshes, only sign-out is left. */
  markSuspended = () => {
    this.cancelTimer();
    if (this.snapshot.status === 'loading') {
      this.update({ status: 'signedOut', user: null, suspended: true });
    } else if (!this.snapshot.suspended) {
      this.update({ ...this.snapshot, suspended: true });
    }
  };

  /** Stops the refresh timer (the provider unmounted). */
  dispose = () => {
    this.cancelTimer();
  };

  private async doRefresh(): Promise<string | null> {
    if (!this.hasSession()) {
      this.clear();
      return null;
    }
    try {
      const session = await this.client.refresh();
      this.apply(session);
      return session.accessToken;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED') {
        this.markSuspended();
        return null;
      }
      if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        this.clear();
        return null;
      }
      // Network or server trouble: without a session yet we are signed out; with one, try again soon.
      if (this.snapshot.status === 'signedIn') {
        this.schedule(RETRY_AFTER_NETWORK_ERROR_MS);
      } else {
        this.update({ status: 'signedOut', user: null, suspended: this.snapshot.suspended });
      }
      return null;
    }
  }

  private apply(session: SessionResponse) {
    this.token = session.accessToken;
    this.schedule(refreshDelayMs(session.expiresIn));
    this.update({
      status: 'signedIn',
      user: session.user,
      suspended: !session.user.isActive,
    });
  }

  private clear() {
    this.cancelTimer();
    this.token = null;
    this.update({ status: 'signedOut', user: null, suspended: false });
  }

  private schedule(ms: number) {
    this.cancelTimer();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.refresh();
    }, ms);
  }

  private cancelTimer() {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private update(next: SessionSnapshot) {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
