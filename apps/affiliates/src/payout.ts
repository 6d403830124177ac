/**
 * `node apps/affiliates/dist/payout.js [YYYY-MM]`: the monthly affiliate payout run, for cron
 * or an operator. It signs in as an admin and calls the same audited route as the admin
 * console's button (POST /api/admin/affiliate-payouts/run), so it works against the
 * embedded marketplace and the distributed gateway alike, and a second run of a month pays
 * nobody twice. The month defaults to the previous calendar month (UTC).
 *
 *   API_URL         where the API answers (default http://localhost:3000)
 *   ADMIN_EMAIL     an admin account's e-mail
 *   ADMIN_PASSWORD  its password
 */
const month = process.argv[2];
const apiUrl = (process.env.API_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const email = process.env.ADMIN_EMAIL;
const password = process.env.ADMIN_PASSWORD;

function fail(message: string): never {
  process.stderr.write(`affiliate payout: ${message}\n`);
  process.exit(1);
}

if (month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
  fail(`the month must be YYYY-MM, not "${month}"`);
if (!email || !password) fail('set ADMIN_EMAIL and ADMIN_PASSWORD (an admin account)');

async function call(path: string, body: unknown, token?: string) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (!response.ok) fail(`${path} answered ${response.status}: ${answer.error?.message ?? ''}`);
  return answer;
}

try {
  const session = await call('/api/auth/sign-in', { email, password });
  const result = await call(
    '/api/admin/affiliate-payouts/run',
    month ? { month } : {},
    session.accessToken as string,
  );
  process.stdout.write(
    `Affiliate payouts for ${result.month}: ${result.paidAffiliates} affiliate(s) paid, ` +
      `$${(Number(result.totalCents) / 100).toFixed(2)} in total\n`,
  );
} catch (error) {
  fail(`could not reach ${apiUrl}: ${(error as Error).message}`);
}
