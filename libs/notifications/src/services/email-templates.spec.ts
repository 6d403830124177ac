import {
  expiry,
  passwordResetEmail,
  signInAlertEmail,
  verificationEmail,
  welcomeEmail,
} from './email-templates.js';
import { applicationConfirmationEmail } from './dealer-email-templates.js';

const site = { name: 'Wheelbase', url: 'https://wheelbase.example' };
const issuedAt = '2026-11-22T15:10:00.000Z';
const verifyUrl = 'https://wheelbase.example/auth/verify?token=tok_123&x=1';
const resetUrl = 'https://wheelbase.example/reset-password?token=reset_456';

describe('email templates', () => {
  it('verification: site name, button and plain link, expiry, in both versions', () => {
    const mail = verificationEmail(site, {
      firstName: 'Zoë',
      url: verifyUrl,
      expiresAt: '2026-11-24T15:10:00.000Z',
      issuedAt,
    });
    expect(mail.subject).toBe('Verify your email address for Wheelbase');
    expect(mail.text).toContain(verifyUrl);
    expect(mail.text).toContain('Hi Zoë,');
    expect(mail.text).toContain('expires in 48 hours (24 Nov 2026, 15:10 UTC)');
    expect(mail.html).toContain('Wheelbase');
    // The button and the copyable link, with the URL escaped for HTML.
    const escaped = verifyUrl.replace('&', '&amp;');
    expect(mail.html.split(`href="${escaped}"`)).toHaveLength(3);
    expect(mail.html).toContain(`>${escaped}</a>`);
    expect(mail.html).toContain('Verify email address</a>');
    expect(mail.html).toContain('expires in 48 hours');
  });

  it('password reset: the reset link and its expiry', () => {
    const mail = passwordResetEmail(site, {
      firstName: null,
      url: resetUrl,
      expiresAt: '2026-11-22T16:10:00.000Z',
      issuedAt,
    });
    expect(mail.subject).toBe('Reset your Wheelbase password');
    expect(mail.text).toContain(`Reset password: ${resetUrl}`);
    expect(mail.text.startsWith('Hi,\n')).toBe(true);
    expect(mail.text).toContain('expires in 1 hour (');
    expect(mail.html).toContain(`href="${resetUrl}"`);
    expect(mail.html).toContain('Wheelbase');
  });

  it('welcome: links to the site, and speaks to the account type', () => {
    const seller = welcomeEmail(site, { firstName: 'Sam', accountType: 'private_seller' });
    const rep = welcomeEmail(site, { firstName: 'Riley', accountType: 'sales_rep' });
    expect(seller.subject).toBe('Welcome to Wheelbase!');
    expect(seller.text).toContain('https://wheelbase.example');
    expect(seller.html).toContain('href="https://wheelbase.example"');
    expect(seller.text).toContain('list your own car');
    expect(rep.text).toContain('sales representative');
  });

  it('sign-in alert: how many failures, until when, and the way to reset the password', () => {
    const mail = signInAlertEmail(site, {
      firstName: 'Ann',
      failures: 10,
      lockedUntil: '2026-11-24T15:10:00.000Z',
    });
    expect(mail.subject).toBe('Failed sign-in attempts on your Wheelbase account');
    expect(mail.text).toContain('with a wrong password 10 times within the hour');
    expect(mail.text).toContain('until 24 Nov 2026, 15:10 UTC');
    expect(mail.text).toContain(`${site.url}/auth?forgot=1`);
  });

  it('dealer application confirmation: to the account, with the single-use link and what ignoring it means', () => {
    const mail = applicationConfirmationEmail(
      site,
      {
        applicationId: '0b6f1f5e-8f2a-4f3c-9a55-0a0c7d2f6b11',
        email: 'ann@example.com',
        contactPerson: 'Ann Lee',
        businessName: 'Lee <Motors>',
        confirmUrl: `${site.url}/dealer-application/confirm?token=abc`,
        expiresAt: '2026-11-27T12:00:00.000Z',
      },
      '2026-11-24T12:00:00.000Z',
    );
    expect(mail.subject).toBe('Confirm the dealer application for Lee <Motors>');
    expect(mail.text).toContain(`${site.url}/dealer-application/confirm?token=abc`);
    expect(mail.text).toContain('expires in 3 days');
    expect(mail.text).toContain(
      'without your confirmation the application cannot give your account dealer access',
    );
    expect(mail.html).toContain('Lee &lt;Motors&gt;');
  });

  it('escapes what users typed in the HTML version only', () => {
    const mail = welcomeEmail(
      { name: 'Cars & Co', url: site.url },
      { firstName: '<b>Eve</b>', accountType: 'private_seller' },
    );
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('Cars &amp; Co');
    expect(mail.text).toContain('Hi <b>Eve</b>,');
    expect(mail.subject).toBe('Welcome to Cars & Co!');
  });

  it('states how long a link lasts, counted from when it was issued', () => {
    expect(expiry({ issuedAt, expiresAt: '2026-11-22T15:40:00.000Z' })).toBe(
      'expires in 30 minutes (22 Nov 2026, 15:40 UTC)',
    );
    expect(expiry({ issuedAt, expiresAt: '2026-11-22T17:10:00.000Z' })).toMatch(
      /^expires in 2 hours/,
    );
    expect(expiry({ issuedAt, expiresAt: '2026-11-29T15:10:00.000Z' })).toMatch(
      /^expires in 7 days/,
    );
    expect(expiry({ issuedAt, expiresAt: 'not a date' })).toBe('expires soon');
  });
});
