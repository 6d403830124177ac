import { randomUUID } from 'node:crypto';
import { type AuthUser, hashPassword } from '@market/platform';
import { newTestService } from '@market/platform/test-kit';
import { AccountService } from './account.service.js';

const meta = { requestId: 'req-1', ip: null, userAgent: null };

async function signedIn(password: string) {
  const { sut, mocks } = newTestService(AccountService);
  const user = {
    id: randomUUID(),
    email: 'ada@example.com',
    roles: ['user'],
  } as unknown as AuthUser;
  mocks.manager.findOne.mockResolvedValue({
    id: user.id,
    email: user.email,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
  });
  mocks.manager.findOneByOrFail.mockResolvedValue({
    userId: user.id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    isActive: true,
  });
  mocks.manager.findBy.mockResolvedValue([{ userId: user.id, role: 'user' }]);
  Object.defineProperty(mocks.db, 'manager', { value: mocks.manager });
  return { sut, mocks, user };
}

describe('AccountService (unit): changing a password', () => {
  it('refuses a wrong current password, naming the field, and ends no session', async () => {
    const { sut, mocks, user } = await signedIn('Old-Password-77');
    await expect(
      sut.changePassword(
        user,
        { currentPassword: 'not-it', newPassword: 'Brand-New-Secret-9' },
        meta,
      ),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'currentPassword', message: expect.any(String) }],
    });
    expect(mocks.sessions.revokeAll).not.toHaveBeenCalled();
    expect(mocks.manager.update).not.toHaveBeenCalled();
  });

  it('refuses the same password again, naming the new password field', async () => {
    const { sut, mocks, user } = await signedIn('Old-Password-77');
    await expect(
      sut.changePassword(
        user,
        { currentPassword: 'Old-Password-77', newPassword: 'Old-Password-77' },
        meta,
      ),
    ).rejects.toMatchObject({
      details: [{ path: 'newPassword', message: expect.any(String) }],
    });
    expect(mocks.db.transaction).not.toHaveBeenCalled();
  });

  it('stores a new hash, ends every other session and starts a fresh one in one transaction', async () => {
    const { sut, mocks, user } = await signedIn('Old-Password-77');
    const revoked = jestFn();
    mocks.sessions.revokeAll.mockResolvedValue(revoked);
    mocks.sessions.startSession.mockResolvedValue({ accessToken: 'fresh' });

    await expect(
      sut.changePassword(
        user,
        { currentPassword: 'Old-Password-77', newPassword: 'Brand-New-Secret-9' },
        meta,
      ),
    ).resolves.toEqual({ accessToken: 'fresh' });
    const [, , changes] = mocks.manager.update.mock.calls[0];
    expect(changes.passwordHash).toMatch(/^scrypt|^\$/);
    expect(changes.passwordHash).not.toContain('Brand-New-Secret-9');
    expect(mocks.sessions.revokeAll).toHaveBeenCalledWith(
      user.id,
      mocks.manager,
      'password-changed',
      'req-1',
    );
    expect(revoked.calls).toBe(1);
  });
});

function jestFn() {
  const fn = Object.assign(async () => void (fn.calls += 1), { calls: 0 });
  return fn;
}
