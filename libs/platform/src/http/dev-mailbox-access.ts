import type { AuthUser } from '../auth/token.service.js';
import type { FastifyRequest } from 'fastify';

export const DEV_MAILBOX_PATH = '/api/dev/mailbox';
export const DEV_MAILBOX_REFUSED =
  'The dev mailbox opens only on this machine (localhost) or to a signed-in admin.';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127(\.\d{1,3}){3}$/.test(plain);
}

/**
 * The dev mailbox holds live sign-in and reset links: it opens to a request from this very
 * machine, or to an admin. The peer is the socket's, never a forwarded header (which the
 * client writes).
 */
export function mayReadDevMailbox(
  request: FastifyRequest,
  user: AuthUser | null | undefined,
): boolean {
  return isLoopbackAddress(request.raw.socket.remoteAddress) || !!user?.roles.includes('admin');
}
