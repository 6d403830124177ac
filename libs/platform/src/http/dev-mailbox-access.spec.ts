import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress, mayReadDevMailbox } from './dev-mailbox-access.js';

const from = (remoteAddress: string, forwardedFor?: string) =>
  ({
    raw: { socket: { remoteAddress } },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    ip: forwardedFor ?? remoteAddress,
  }) as unknown as FastifyRequest;

describe('dev mailbox access', () => {
  it('knows loopback addresses, IPv4, IPv6 and IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])
      expect([address, isLoopbackAddress(address)]).toEqual([address, true]);
    for (const address of ['192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', '1270.0.0.1', '', undefined])
      expect([address, isLoopbackAddress(address)]).toEqual([address, false]);
  });

  it('opens to this machine or an admin; a forwarded header does not make a request local', () => {
    const admin = { id: 'a', email: 'a@example.com', roles: ['user', 'admin'] } as never;
    const user = { id: 'u', email: 'u@example.com', roles: ['user'] } as never;
    expect(mayReadDevMailbox(from('127.0.0.1'), null)).toBe(true);
    expect(mayReadDevMailbox(from('192.0.2.2'), null)).toBe(false);
    expect(mayReadDevMailbox(from('192.0.2.2'), user)).toBe(false);
    expect(mayReadDevMailbox(from('192.0.2.2', '127.0.0.1'), null)).toBe(false);
    expect(mayReadDevMailbox(from('192.0.2.2'), admin)).toBe(true);
  });
});
