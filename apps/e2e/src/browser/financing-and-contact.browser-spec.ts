import sharp from 'sharp';
import { calculatePayment } from '@market/contracts';
import { DEMO_ACCOUNTS } from '@market/identity';
import { chromiumAvailability, describeWhen, eventually } from '@market/platform/testing';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import {
  startHarness,
  uniqueEmail,
  type ApiClient,
  type Harness,
} from '../support/marketplace-harness.js';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const seller = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
const SHOTS_DIR = process.env.FINANCING_SHOTS_DIR ?? '/tmp/shots-financing';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A buyer finances a vehicle from its page (calculator at its price, pre-approval carrying
 * it, Trade-In Value) and writes through the contact form; failures keep what was typed.
 */
describeWhen(chromiumAvailability(), 'financing and contact in the browser', () => {
  let harness: Harness;
  let browser: BrowserSession;
  let adminApi: ApiClient;
  let vehicleId: string;

  async function listCivic(
    api: ApiClient,
    year: number,
    price: number,
    mileage: number,
  ): Promise<string> {
    const jpeg = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#334155' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'civic.jpg');
    const uploaded = await fetch(`${harness.url}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.accessToken}` },
      body: form,
    });
    const photos = ((await uploaded.json()) as { items: { id: string }[] }).items.map((p) => p.id);
    const created = await api.post('/api/listings', {
      make: 'honda',
      model: 'civic',
      year,
      price,
      mileage,
      imageIds: photos,
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  }

  const mailsTo = (to: string) =>
    harness.api
      .get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)
      .then((r) => r.body.items as Mail[]);

  beforeAll(async () => {
    harness = await startHarness();
    adminApi = harness.api.session();
    expect((await adminApi.signIn(admin.email, admin.password)).status).toBe(200);
    const sellerApi = harness.api.session();
    expect((await sellerApi.signIn(seller.email, seller.password)).status).toBe(200);
    vehicleId = await listCivic(sellerApi, 2019, 18_500, 42_000);
    await listCivic(sellerApi, 2018, 16_900, 61_000);
    await listCivic(sellerApi, 2020, 20_400, 30_500);
    await eventually(
      () => harness.api.get('/api/search/listings?make=honda&model=civic&facets=false'),
      (r) => r.body.total === 3,
    );
    browser = await openBrowser(harness.url);
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
  });

  it('opens the calculator at the vehicle’s price with SPEC §5’s rules', async () => {
    const { page } = browser;
    await page.goto(`/vehicle/${vehicleId}`);
    const tools = page.getByRole('region', { name: 'Pricing Tools' });
    const expected = calculatePayment({ price: 18_500 });
    if (!expected.ok) throw new Error('expected a payment');
    await tools.getByText(`$${expected.value.monthlyPayment.toFixed(2)}/mo`).waitFor();

    await tools.getByRole('link', { name: 'Payment Calculator' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/financing' && url.searchParams.get('vehicle') === vehicleId,
    );
    await page
      .getByRole('heading', { level: 1, name: 'Financing for the 2019 Honda Civic' })
      .waitFor();
    const calculator = page.getByRole('form', { name: 'Payment calculator' });
    await expect(calculator.getByLabel('Vehicle price ($)').inputValue()).resolves.toBe('18500');
    const payment = page.getByTestId('monthly-payment');
    await expect(payment.textContent()).resolves.toBe('$344.90');

    // Down payment, 36 months, 0 %: the financed amount divided evenly.
    await calculator.getByLabel('Down payment ($)').fill('2,500');
    await calculator.getByLabel('Loan term').selectOption('36');
    await calculator.getByLabel('Interest rate (%)').fill('0');
    await page.getByText('$444.44', { exact: true }).waitFor();

    await calculator.getByLabel('Vehicle price ($)').fill('0');
    await calculator.getByRole('button', { name: 'Calculate Payment' }).click();
    await calculator.getByText('Please enter a valid vehicle price').waitFor();
    await expect(
      calculator.getByLabel('Vehicle price ($)').getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await browser.screenshot('financing-page');
  });

  it('applies for pre-approval from the vehicle page: the application carries the vehicle, a failure keeps the form', async () => {
    const { page } = browser;
    const email = uniqueEmail('applicant');
    await page.goto(`/vehicle/${vehicleId}`);
    await page
      .getByRole('region', { name: 'Pricing Tools' })
      .getByRole('button', { name: 'Get Pre-Approved' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Get Pre-Approved for the 2019 Honda Civic' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Desired loan amount ($)').inputValue()).resolves.toBe('18500');

    // Nothing filled in: the required fields are named in the browser before anything is sent.
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByText('First name is required.').waitFor();
    await dialog.getByText('Employment type is required.').waitFor();

    await dialog.getByLabel('First name').fill('Jordan');
    await dialog.getByLabel('Last name').fill('Buyer');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('(555) 010-4242');
    await dialog.getByLabel('Date of birth').fill('1988-07-14');
    await dialog.getByLabel('Street address').fill('42 Oak Avenue');
    await dialog.getByLabel('City').fill('Austin');
    await dialog.getByLabel('State').fill('TX');
    await dialog.getByLabel('ZIP code').fill('73301');
    await dialog.getByLabel('Employer name').fill('Initech');
    await dialog.getByLabel('Job title').fill('Analyst');
    await dialog.getByLabel('Employment type').selectOption('full_time');
    await dialog.getByLabel('Years at current job').fill('2.5');
    await dialog.getByLabel('Annual income ($)').fill('68000');
    await dialog.getByLabel('Down payment ($)').fill('2000');
    await dialog.getByLabel('Desired loan amount ($)').fill('16500');
    await dialog.getByLabel('Loan term').selectOption('72');
    await dialog.getByLabel('Vehicle type').selectOption('used');
    await dialog.getByLabel('Estimated credit score').selectOption('700');

    // The server fails once: SPEC §8's texts, and everything typed is still there.
    await page.route(
      '**/api/financing/pre-approvals',
      (route) => route.fulfill({ status: 503, body: '{}' }),
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application Failed').waitFor();
    await page
      .getByText('There was an error submitting your application. Please try again.')
      .waitFor();
    await expect(dialog.getByLabel('Employer name').inputValue()).resolves.toBe('Initech');
    await expect(dialog.getByLabel('Years at current job').inputValue()).resolves.toBe('2.5');

    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application Submitted Successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const mails = await eventually(
      () => mailsTo(email),
      (items) => items.length > 0,
    );
    expect(mails[0].subject).toBe('Your pre-approval application for the 2019 Honda Civic');
    const list = await adminApi.get('/api/admin/inquiries?type=pre-approval');
    const stored = list.body.items.find((i: { email: string }) => i.email === email);
    expect(stored).toMatchObject({
      vehicleId,
      status: 'new',
      preApproval: {
        vehicleDetails: { title: '2019 Honda Civic', price: 18_500 },
        employmentLengthMonths: 30,
        desiredLoanAmount: 16_500,
        desiredLoanTerm: 72,
        downPaymentAmount: 2000,
        estimatedCreditScore: 700,
      },
    });
  });

  it('estimates a trade-in from comparable listings, and says when there are too few', async () => {
    const { page } = browser;
    await page.goto(`/vehicle/${vehicleId}`);
    await page
      .getByRole('region', { name: 'Pricing Tools' })
      .getByRole('button', { name: 'Trade-In Value' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Trade-In Value' });
    await dialog.getByLabel('Make').selectOption('honda');
    await dialog.getByLabel('Model').selectOption('civic');
    await dialog.getByLabel('Year').fill('2019');
    await dialog.getByLabel('Mileage').fill('40000');
    await dialog.getByRole('button', { name: 'Get Estimate' }).click();
    await dialog.getByText('Based on 3 comparable listings from 2017–2021').waitFor();
    expect(await dialog.getByTestId('trade-in-value').textContent()).toMatch(/^\$\d{1,2},\d{3}$/);

    await dialog.getByLabel('Year').fill('1995');
    await dialog.getByRole('button', { name: 'Get Estimate' }).click();
    await dialog.getByText('Not enough data', { exact: true }).waitFor();
  });

  it('sends the contact form: subject required, a failure keeps the text, success clears it and mails both sides', async () => {
    const { page } = browser;
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    await page.getByText('Monday - Friday').waitFor();
    await page.getByText('10:00 AM - 4:00 PM').waitFor();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name').fill('Robin');
    await form.getByLabel('Last name').fill('Writer');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Do you offer extended warranties?');

    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please select a subject for your message.').first().waitFor();

    await form.getByLabel('Subject').selectOption('support');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '{}' }), {
      times: 1,
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Error Sending Message').waitFor();
    await expect(form.getByLabel('Message').inputValue()).resolves.toBe(
      'Do you offer extended warranties?',
    );

    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    await page
      .getByText("Thank you for contacting us. We'll get back to you within 24 hours.")
      .waitFor();
    await expect(form.getByLabel('Message').inputValue()).resolves.toBe('');
    await browser.screenshot('contact-page');

    const ack = await eventually(
      () => mailsTo(email),
      (items) => items.length > 0,
    );
    expect(ack[0].subject).toBe('We received your message: Technical Support');
    const inquiries = await adminApi.get('/api/admin/inquiries?type=contact&status=new');
    expect(
      inquiries.body.items.some(
        (i: { email: string; message: string }) =>
          i.email === email && i.message === 'Do you offer extended warranties?',
      ),
    ).toBe(true);
  });

  it('pre-selects the rep of /contact?sales_rep={id} and keeps them with the message', async () => {
    const { page } = browser;
    const reps = (await harness.api.get('/api/sales-reps')).body.items as {
      id: string;
      name: string;
    }[];
    expect(reps.length).toBeGreaterThan(0);
    const email = uniqueEmail('rep-contact');
    await page.goto(`/contact?sales_rep=${reps[0].id}`);
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Sales representative').inputValue()).resolves.toBe(reps[0].id);
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill('Shopper');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').selectOption('general');
    await form.getByLabel('Message').fill('Please ask this rep to call me.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    const inquiries = await adminApi.get('/api/admin/inquiries?type=contact');
    expect(inquiries.body.items.find((i: { email: string }) => i.email === email)).toMatchObject({
      salesRepId: reps[0].id,
      subject: 'General Inquiry',
    });
  });

  it('lays the pages out on a phone', async () => {
    const phone = await openBrowser(harness.url, { width: 390, height: 844 });
    try {
      for (const path of [`/financing?vehicle=${vehicleId}&price=18500`, '/contact']) {
        await phone.page.goto(path);
        await phone.page.getByRole('heading', { level: 1 }).waitFor();
        const overflow = await phone.page.evaluate(
          'document.documentElement.scrollWidth - window.innerWidth',
        );
        expect([path, overflow]).toEqual([path, 0]);
        await phone.page.screenshot({
          path: `${SHOTS_DIR}-${path.split('?')[0].slice(1)}-390.png`,
          fullPage: true,
        });
      }
    } finally {
      await phone.close();
    }
  });
});
