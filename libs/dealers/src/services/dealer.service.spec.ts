import { randomUUID } from 'node:crypto';
import { newTestService } from '@market/platform/test-kit';
import { newAdminRequest } from '../dealers.factories.js';
import { DealerService } from './dealer.service.js';

function dealerRow(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    user_id: randomUUID(),
    business_name: 'Lakeside Motors',
    status: 'approved',
    is_active: true,
    ...overrides,
  };
}

describe('DealerService (unit): activation', () => {
  it('answers 404 for an unknown dealer before opening a transaction', async () => {
    const { sut, mocks } = newTestService(DealerService);
    mocks.dealers.findById.mockResolvedValue(null);
    await expect(sut.setActive(newAdminRequest(), randomUUID(), false)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(mocks.db.transaction).not.toHaveBeenCalled();
  });

  it('deactivates with the event search and listings act on, and an audit entry with before and after', async () => {
    const { sut, mocks } = newTestService(DealerService);
    const before = dealerRow();
    mocks.dealers.findById.mockResolvedValue(before);
    mocks.dealers.setState.mockResolvedValue({ ...before, is_active: false });
    mocks.dealers.accountActive.mockResolvedValue(true);
    const admin = newAdminRequest();

    await sut.setActive(admin, before.id, false).catch(() => undefined);

    expect(mocks.dealers.setState).toHaveBeenCalledWith(mocks.manager, before.id, {
      isActive: false,
    });
    const [, type, , traceId] = mocks.events.record.mock.calls[0];
    expect(type).toBe('dealers.dealer.updated');
    expect(traceId).toBe(admin.meta.requestId);
    expect(mocks.audit.record).toHaveBeenCalledWith(mocks.manager, admin, {
      action: 'dealers.dealer.deactivated',
      target: { type: 'dealer', id: before.id },
      before: { isActive: true },
      after: { isActive: false },
    });
  });
});
