import { hashPassword, verifyPassword } from './password-hasher.js';

describe('password hasher', () => {
  it('never stores the password and verifies only the right one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain('correct horse');
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct hors', stored)).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects malformed stored values', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
