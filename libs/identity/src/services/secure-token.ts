import { createHash, randomBytes } from 'node:crypto';

/** A random token for links and cookies, and the hash that is stored instead of it. */
export function newSecureToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
