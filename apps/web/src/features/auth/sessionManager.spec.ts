import { describe, expect, it, jest } from '@jest/globals';
import type { Me, SessionResponse } from '@market/contracts';
import { ApiError } from '../../lib/api';
import type { AuthClient } from './api/authApi';
import { SessionManager, refreshDelayMs } from './sessionManager';

const newMe = (overrides: Partial<Me> = {}): Me => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  phone: null,
  bio: null,
  roles: ['user'],
  isActive: true,
  emailVerified: true,
  showContactDetails: false,
  accountType: 'private_seller',
  selectedPlan: null,
  isAffiliate: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const newSession = (token: string, user = newMe()): SessionResponse => ({
  accessToken: token,
  expiresIn: 900,
  user,
});

function setup(client: Partial<AuthClient>, hasSession = () => true) {
  const scheduled: { fn: () => void; ms: number }[] = [];
  const timers = {
    setTimeout: (fn: () => void, ms: number) => scheduled.push({ fn, ms }),
    clearTimeout: () => undefined,
  };
  const full: AuthClient = {
    signIn: jest.fn(async () => newSession('signed-in')),
    refresh: jest.fn(async () => {
      throw new ApiError(401, 'UNAUTHORIZED', 'No session');
    }),
    signOut: jest.fn(async () => undefined),
    me: jest.fn(async () => newMe()),
    ...client,
  };
  return { manager: new SessionManager(full, timers, hasSession), client: full, scheduled };
}

describe('SessionManager', () => {
  it('does not ask for a refresh without the session marker cookie (signed-out page loads)', async () => {
    const { manager, client } = setup(
      { refresh: jest.fn(async () => newSession('restored')) },
      () => false,
    );
    await manager.restore();
    expect(client.refresh).not.toHaveBeenCalled();
    expect(manager.getSnapshot()).toMatchObject({ status: 'signedOut', user: null });
    expect(await manager.refresh()).toBeNull();
    expect(client.refresh).not.toHaveBeenCalled();
  });

  it('restores a session from the refresh cookie and schedules the next refresh', async () => {
    const { manager, scheduled } = setup({ refresh: jest.fn(async () => newSession('restored')) });
    expect(manager.getSnapshot().status).toBe('loading');
    await manager.restore();
    expect(manager.getSnapshot()).toMatchObject({ status: 'signedIn', suspended: false });
    expect(manager.getAccessToken()).toBe('restored');
    expect(scheduled.at(-1)?.ms).toBe(refreshDelayMs(900));
  });

  it('is signed out when there is no session, and restores only once', async () => {
    const { manager, client } = setup({});
    await Promise.all([manager.restore(), manager.restore()]);
    expect(manager.getSnapshot()).toMatchObject({ status: 'signedOut', user: null });
    expect(client.refresh).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent callers', async () => {
    const { manager, client } = setup({ refresh: jest.fn(async () => newSession('fresh')) });
    const tokens = await Promise.all([manager.refresh(), manager.refresh(), manager.refresh()]);
    expect(tokens).toEqual(['fresh', 'fresh', 'fresh']);
    expect(client.refresh).toHaveBeenCalledTimes(1);
  });

  it('switches to the suspended state for an inactive user or a suspended answer', async () => {
    const inactive = setup({
      signIn: jest.fn(async () => newSession('t', newMe({ isActive: false }))),
    });
    await inactive.manager.signIn({ email: 'ada@example.com', password: 'secret1' });
    expect(inactive.manager.getSnapshot().suspended).toBe(true);

    const refused = setup({
      refresh: jest.fn(async () => {
        throw new ApiError(403, 'ACCOUNT_SUSPENDED', 'Deactivated');
      }),
    });
    await refused.manager.restore();
    expect(refused.manager.getSnapshot()).toMatchObject({ status: 'signedOut', suspended: true });
  });

  it('signs out locally even when the server call fails, leaving the suspended state', async () => {
    const { manager } = setup({
      signOut: jest.fn(async () => {
        throw new ApiError(0, 'NETWORK_ERROR', 'offline');
      }),
    });
    await manager.signIn({ email: 'ada@example.com', password: 'secret1' });
    manager.markSuspended();
    await manager.signOut();
    expect(manager.getSnapshot()).toEqual({ status: 'signedOut', user: null, suspended: false });
    expect(manager.getAccessToken()).toBeNull();
  });

  it('keeps the session and retries later when a scheduled refresh hits a network error', async () => {
    const refresh = jest
      .fn<AuthClient['refresh']>()
      .mockResolvedValueOnce(newSession('first'))
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    const { manager, scheduled } = setup({ refresh });
    await manager.restore();
    await manager.refresh();
    expect(manager.getSnapshot().status).toBe('signedIn');
    expect(manager.getAccessToken()).toBe('first');
    expect(scheduled.at(-1)?.ms).toBe(30_000);
  });

  it('notifies subscribers', async () => {
    const { manager } = setup({});
    const listener = jest.fn();
    manager.subscribe(listener);
    await manager.restore();
    expect(listener).toHaveBeenCalled();
  });
});

describe('refreshDelayMs', () => {
  it('refreshes a minute early for long tokens and a fifth early for short ones', () => {
    expect(refreshDelayMs(900)).toBe(840_000);
    expect(refreshDelayMs(60)).toBe(48_000);
    expect(refreshDelayMs(2)).toBe(5_000);
  });
});
