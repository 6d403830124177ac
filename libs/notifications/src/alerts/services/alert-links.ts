import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signed links of alert mails: `<subscription id>.<HMAC-SHA256 of the purpose>`, keyed
 * by the subscription's own secret. Nothing to look up but the subscription, nothing to
 * configure, and replacing the secret voids every link of that address.
 */
export type LinkPurpose = { kind: 'unsubscribe' } | { kind: 'confirm'; nonce: string };

export function newLinkSecret(): Buffer {
  return randomBytes(32);
}

export function newNonce(): string {
  return randomBytes(12).toString('base64url');
}

function signature(secret: Buffer, subscriptionId: string, purpose: LinkPurpose): string {
  const message =
    purpose.kind === 'confirm'
      ? `${subscriptionId}:confirm:${purpose.nonce}`
      : `${subscriptionId}:unsubscribe`;
  return createHmac('sha256', secret).update(message).digest('base64url');
}

export function signLink(secret: Buffer, subscriptionId: string, purpose: LinkPurpose): string {
  return `${subscriptionId}.${signature(secret, subscriptionId, purpose)}`;
}

/** The subscription id a token names (its signature still to be checked with `verifyLink`). */
export function subscriptionIdOf(token: string): string | null {
  const id = token.split('.')[0];
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null;
}

export function verifyLink(secret: Buffer, token: string, purpose: LinkPurpose): boolean {
  const id = subscriptionIdOf(token);
  if (!id) return false;
  const expected = Buffer.from(signLink(secret, id, purpose));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
