import { newTestService } from '@market/platform/test-kit';
import { newAdminRequest, newApplicationRow } from '../dealers.factories.js';
import { ApplicationService } from './application.service.js';

describe('ApplicationService (unit)', () => {
  it('refuses to reject an application that is no longer pending, naming its status, and records nothing', async () => {
    const { sut, mocks } = newTestService(ApplicationService);
    const approved = newApplicationRow({ status: 'approved' });
    mocks.applications.transition.mockResolvedValue(null);
    mocks.applications.findById.mockResolvedValue(approved);

    await expect(sut.reject(newAdminRequest(), approved.id, 'duplicate')).rejects.toThrow(
      'Only pending applications can be rejected. This one is approved.',
    );
    expect(mocks.events.record).not.toHaveBeenCalled();
    expect(mocks.audit.record).not.toHaveBeenCalled();
  });

  it('answers 404 for an application that does not exist', async () => {
    const { sut, mocks } = newTestService(ApplicationService);
    mocks.applications.transition.mockResolvedValue(null);
    mocks.applications.findById.mockResolvedValue(null);
    await expect(
      sut.reset(newAdminRequest(), 'f4d6a9c2-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("rejects with the admin's reason in the event the applicant's e-mail is sent from", async () => {
    const { sut, mocks } = newTestService(ApplicationService);
    const row = newApplicationRow();
    mocks.applications.transition.mockResolvedValue({
      ...row,
      status: 'rejected',
      admin_notes: 'No dealer licence',
    });
    mocks.applications.findById.mockResolvedValue({ ...row, status: 'rejected' });

    await sut.reject(newAdminRequest(), row.id, 'No dealer licence');

    expect(mocks.applications.transition).toHaveBeenCalledWith(
      mocks.manager,
      row.id,
      expect.objectContaining({ from: 'pending', to: 'rejected', adminNotes: 'No dealer licence' }),
    );
    const [, type, data] = mocks.events.record.mock.calls[0];
    expect(type).toBe('dealers.application.rejected');
    expect(data).toMatchObject({
      applicationId: row.id,
      email: row.email,
      businessName: 'Lakeside Motors',
      reason: 'No dealer licence',
    });
  });

  it('does not approve an application an existing account has not confirmed: it sends a new link only when the last one expired', async () => {
    const accountId = '7c1e4f00-0000-4000-8000-000000000001';
    const { sut, mocks } = newTestService(ApplicationService);
    mocks.confirmation.pendingAccountOf.mockResolvedValue(accountId);

    const expired = newApplicationRow({
      account_user_id: accountId,
      confirmation_expires_at: new Date(Date.now() - 60_000),
    });
    mocks.applications.findById.mockResolvedValue(expired);
    await expect(sut.approve(newAdminRequest(), expired.id)).rejects.toMatchObject({
      code: 'APPLICATION_UNCONFIRMED',
    });
    expect(mocks.confirmation.request).toHaveBeenCalledTimes(1);

    const live = newApplicationRow({
      account_user_id: accountId,
      confirmation_expires_at: new Date(Date.now() + 3_600_000),
    });
    mocks.applications.findById.mockResolvedValue(live);
    await expect(sut.approve(newAdminRequest(), live.id)).rejects.toMatchObject({
      code: 'APPLICATION_UNCONFIRMED',
    });
    expect(mocks.confirmation.request).toHaveBeenCalledTimes(1);

    expect(mocks.applications.transition).not.toHaveBeenCalled();
    expect(mocks.events.record).not.toHaveBeenCalled();
  });
});
