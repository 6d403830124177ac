import { COMMON_PASSWORD_MESSAGE, commonPasswords, passwordProblem } from './password-policy.js';

describe('password policy', () => {
  it('ships the 10,000 most common passwords', async () => {
    const list = await commonPasswords();
    expect(list.size).toBe(10_000);
    for (const common of ['123456', 'password', 'qwerty', 'letmein', 'iloveyou', 'trustno1'])
      expect(list.has(common)).toBe(true);
  });

  it('refuses common passwords whatever their case, and blank ones, saying why', async () => {
    await expect(passwordProblem('Password1')).resolves.toBe(COMMON_PASSWORD_MESSAGE);
    await expect(passwordProblem('qwerty123')).resolves.toBe(COMMON_PASSWORD_MESSAGE);
    await expect(passwordProblem('      ')).resolves.toMatch(/cannot be only spaces/);
  });

  it('accepts the rest, SPEC.md minimum of 6 being the contracts’ rule', async () => {
    await expect(passwordProblem('correct horse battery')).resolves.toBeNull();
    await expect(passwordProblem('admin-demo-1')).resolves.toBeNull();
  });
});
