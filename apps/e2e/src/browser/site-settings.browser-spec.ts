import path from 'node:path';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startHarness, type ApiClient, type Harness } from '../support/marketplace-harness.js';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const SHOTS = path.resolve('test-results/screenshots');

describeWhen(chromiumAvailability(), 'site settings in the header and footer', () => {
  let harness: Harness;
  let browser: BrowserSession;
  let adminApi: ApiClient;

  beforeAll(async () => {
    harness = await startHarness();
    adminApi = harness.api.session();
    expect((await adminApi.signIn(admin.email, admin.password)).status).toBe(200);
    browser = await openBrowser(harness.url, { width: 1440, height: 900 });
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
  });

  /** Element screenshots of the header and footer at 1440 px and at 390 px. */
  async function shoot(name: string) {
    const { page } = browser;
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('banner').screenshot({ path: `${SHOTS}/${name}-header-${width}.png` });
      await page
        .getByRole('contentinfo')
        .screenshot({ path: `${SHOTS}/${name}-footer-${width}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  async function uploadLogo(): Promise<string> {
    const png = await sharp({
      create: { width: 400, height: 100, channels: 4, background: '#b91c1c' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100">' +
              '<text x="24" y="66" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff">MOTORHAUS</text></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const response = await fetch(`${harness.url}/api/admin/content/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminApi.accessToken}` },
      body: form,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { logoUrl: string | null };
    expect(body.logoUrl).toEqual(expect.stringMatching(/^\/api\/content\/files\/logo\/.+\.webp$/));
    return body.logoUrl!;
  }

  it('shows the contact details and set social links, then the admin logo, then the wordmark again', async () => {
    const { page } = browser;
    const saved = await adminApi.put('/api/admin/content/settings', {
      siteName: 'Wheelbase',
      contactEmail: 'hello@wheelbase-motors.example',
      contactPhone: '+1 (555) 010-0199',
      facebookUrl: 'facebook.com/wheelbase',
      instagramUrl: 'https://instagram.com/wheelbase',
    });
    expect(saved.status).toBe(200);

    const settingsReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/content/settings')
        settingsReads.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // Header logo, footer logo and footer read the settings through one shared request.
    // (a server-rendered page carries them already: no request at all)
    expect(settingsReads.length).toBeLessThanOrEqual(1);

    const footer = page.getByRole('contentinfo');
    const facebook = footer.getByRole('link', { name: 'Wheelbase on Facebook' });
    await facebook.waitFor();
    expect(await facebook.getAttribute('href')).toBe('https://facebook.com/wheelbase');
    expect(await facebook.getAttribute('target')).toBe('_blank');
    expect(await facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      await footer.getByRole('link', { name: 'Wheelbase on Instagram' }).getAttribute('href'),
    ).toBe('https://instagram.com/wheelbase');
    expect(await footer.getByRole('link', { name: /on (X|YouTube)/ }).count()).toBe(0);
    const email = footer.getByRole('link', { name: 'hello@wheelbase-motors.example' });
    expect(await email.getAttribute('href')).toBe('mailto:hello@wheelbase-motors.example');
    expect(await footer.getByRole('link', { name: '+1 (555) 010-0199' }).getAttribute('href')).toBe(
      'tel:+15550100199',
    );
    expect(await footer.getByText('support@wheelbase.example').count()).toBe(0);
    await footer
      .getByText(`© ${new Date().getFullYear()} Wheelbase. All rights reserved.`)
      .waitFor();
    await shoot('site-settings-wordmark');

    // A new logo reaches an open page when the window gets focus (SPEC §7: and every 30 s).
    const logoUrl = await uploadLogo();
    await page.evaluate(() =>
      (globalThis as unknown as { dispatchEvent(event: Event): boolean }).dispatchEvent(
        new Event('focus'),
      ),
    );
    const header = page.getByRole('banner');
    const image = header.getByRole('img', { name: 'Wheelbase home' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(logoUrl);
    expect(await header.getByText('Wheelbase', { exact: true }).count()).toBe(0);
    await page.waitForFunction(
      (src) =>
        [
          ...(
            globalThis as unknown as {
              document: {
                images: Iterable<{ src: string; complete: boolean; naturalWidth: number }>;
              };
            }
          ).document.images,
        ].some((img) => img.src.endsWith(src) && img.complete && img.naturalWidth > 0),
      logoUrl,
    );
    await shoot('site-settings-logo');

    // Removed: after a reload the wordmark is back, in the header and the footer.
    expect((await adminApi.delete('/api/admin/content/logo')).status).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    const home = header.getByRole('link', { name: 'Wheelbase home' });
    await home.getByText('Wheelbase', { exact: true }).waitFor();
    expect(await header.getByRole('img').count()).toBe(0);
    expect(await footer.getByRole('img').count()).toBe(0);
  });
});
