import { hashPassword } from '@market/platform';
import { newTestService } from '@market/platform/test-kit';
import { SessionService } from './session.service.js';

const meta = { requestId: 'req-1', ip: '203.0.113.9', userAgent: 'jest' };

function withAccount(
  mocks: ReturnType<typeof newTestService<SessionService>>['mocks'],
  account: { passwordHash: string; isActive?: boolean; verified?: boolean },
) {
  const user = {
    id: 'u-1',
    email: 'ada@example.com',
    passwordHash: account.passwordHash,
    emailVerifiedAt: account.verified === false ? null : new Date(),
  };
  mocks.manager.findOne.mockResolvedValue(user);
  mocks.manager.findOneByOrFail.mockResolvedValue({
    userId: 'u-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    isActive: account.isActive ?? true,
  });
  mocks.manager.findBy.mockResolvedValue([{ userId: 'u-1', role: 'user' }]);
}

describe('SessionService (unit)', () => {
  it('refuses a locked e-mail before looking the account up or checking any password', async () => {
    const { sut, mocks } = newTestService(SessionService);
    mocks.throttle.assertOpen.mockRejectedValue(
      Object.assign(new Error('Too many attempts'), { code: 'SIGN_IN_THROTTLED' }),
    );
    await expect(
      sut.signIn({ email: 'ada@example.com', password: 'whatever' }, meta),
    ).rejects.toMatchObject({ code: 'SIGN_IN_THROTTLED' });
    expect(mocks.manager.findOne).not.toHaveBeenCalled();
    expect(mocks.throttle.recordFailure).not.toHaveBeenCalled();
  });

  it('answers an unknown e-mail exactly like a wrong password, counts the failure and mails nobody when it locks', async () => {
    const { sut, mocks } = newTestService(SessionService);
    mocks.manager.findOne.mockResolvedValue(null);
    mocks.throttle.recordFailure.mockResolvedValue({
      failures: 5,
      lockedUntil: new Date(Date.now() + 900_000),
    });

    await expect(
      sut.signIn({ email: 'nobody@example.com', password: 'Correct-Horse-9' }, meta),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const actions = mocks.audit.record.mock.calls.map(
      ([entry]: [{ action: string }]) => entry.action,
    );
    expect(actions).toEqual(['auth.sign_in_failed', 'auth.sign_in_locked']);
    expect(mocks.events.record).not.toHaveBeenCalled();
  });

  it("tells the account's owner when their account gets locked", async () => {
    const { sut, mocks } = newTestService(SessionService);
    withAccount(mocks, { passwordHash: await hashPassword('Right-Password-1') });
    mocks.throttle.recordFailure.mockResolvedValue({
      failures: 5,
      lockedUntil: new Date('2026-11-26T12:00:00Z'),
    });

    await expect(
      sut.signIn({ email: 'ada@example.com', password: 'Wrong-Password-1' }, meta),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const [, type, data] = mocks.events.record.mock.calls[0];
    expect(type).toBe('identity.sign-in.throttled');
    expect(data).toMatchObject({
      userId: 'u-1',
      email: 'ada@example.com',
      failures: 5,
      lockedUntil: '2026-11-26T12:00:00.000Z',
    });
  });

  it('refuses a suspended account even with the right password, after clearing its failure count', async () => {
    const { sut, mocks } = newTestService(SessionService);
    withAccount(mocks, { passwordHash: await hashPassword('Right-Password-1'), isActive: false });
    await expect(
      sut.signIn({ email: 'ada@example.com', password: 'Right-Password-1' }, meta),
    ).rejects.toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(mocks.throttle.clear).toHaveBeenCalledWith('ada@example.com');
    expect(mocks.db.transaction).not.toHaveBeenCalled();
  });
});
