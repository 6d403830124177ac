import { randomUUID } from 'node:crypto';
import type { EventEnvelope, Role } from '@market/contracts';
import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import { HttpTestHarness, type TestBody as Body } from '@market/platform/test-kit';
import pg from 'pg';
import { NotificationsModule } from '../notifications.module.js';

const contact = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Casey',
  lastName: 'Buyer',
  email: `casey-${randomUUID().slice(0, 8)}@example.test`,
  phone: '',
  subject: 'listing',
  message: 'Is the blue Civic still available?',
  ...extra,
});

const preApproval = (extra: Record<string, unknown> = {}) => ({
  vehicleId: randomUUID(),
  vehicleDetails: {
    title: '2019 Honda Civic',
    price: 18_500,
    year: 2019,
    make: 'Honda',
    model: 'Civic',
  },
  firstName: 'Pat',
  lastName: 'Applicant',
  email: `pat-${randomUUID().slice(0, 8)}@example.test`,
  phone: '(555) 010-3000',
  dateOfBirth: '1990-04-12',
  streetAddress: '12 Elm St',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  employerName: 'Acme',
  jobTitle: 'Engineer',
  employmentType: 'full_time',
  employmentLengthMonths: 30,
  annualIncome: '72,000',
  monthlyHousingPayment: '',
  monthlyDebtPayments: 250,
  downPaymentAmount: 2000,
  desiredLoanAmount: 16_500,
  desiredLoanTerm: 60,
  vehicleType: 'used',
  estimatedCreditScore: '700',
  notes: '',
  ...extra,
});

describeWhen(postgresAvailability(), 'inquiries (contact and pre-approval)', () => {
  let api: HttpTestHarness;
  let sql: pg.Client;
  const audited: EventEnvelope[] = [];

  const token = async (roles: Role[]) =>
    (await api.signIn(roles, { email: `${roles.join('-')}@example.test` })).token;

  const mailTo = (to: string, count = 1) =>
    eventually(
      async () =>
        (await api.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body
          .items as Body[],
      (items) => items?.length >= count,
    );

  beforeAll(async () => {
    // Service modules read their own variables from the process environment (runtime.env).
    process.env.INQUIRIES_EMAIL = 'inquiries@testbase.example';
    api = await HttpTestHarness.start({
      name: 'notifications',
      module: NotificationsModule.register({ sender: { pollIntervalMs: 100 } }),
      env: {
        SITE_NAME: 'Testbase',
        PUBLIC_URL: 'https://testbase.example',
      },
      beforeStart: async (runtime) => {
        await runtime.bus.subscribe({
          group: 'test-audit',
          types: ['platform.admin-action.recorded'],
          handle: async (event) => {
            audited.push(event);
          },
        });
      },
    });
    sql = new pg.Client({ connectionString: api.database.url });
    await sql.connect();
  });
  afterAll(async () => {
    delete process.env.INQUIRIES_EMAIL;
    await sql?.end();
    await api?.stop();
  });

  describe('POST /api/contact', () => {
    it('stores the message as new, acknowledges it to the sender and tells the inquiries address', async () => {
      const body = contact({ phone: '(555) 010-1111' });
      const sent = await api.call('POST', '/api/contact', body);
      expect(sent).toEqual({ status: 201, body: { id: expect.any(String), status: 'new' } });

      const { rows } = await sql.query(
        `SELECT * FROM notifications.contact_inquiries WHERE id = $1`,
        [sent.body.id],
      );
      expect(rows[0]).toMatchObject({
        first_name: 'Casey',
        email: body.email,
        phone: '(555) 010-1111',
        subject: 'listing',
        status: 'new',
        user_id: null,
      });

      const [ack] = await mailTo(body.email);
      expect(ack.subject).toBe('We received your message: Listing Question');
      expect(ack.text).toContain('within 24 hours');
      // The sender's message is not echoed to an address nobody proved is theirs.
      expect(ack.text).not.toContain('blue Civic');
      const notices = await mailTo('inquiries@testbase.example');
      expect(
        notices.some(
          (m) =>
            m.text.includes('Is the blue Civic still available?') && m.text.includes(sent.body.id),
        ),
      ).toBe(true);
    });

    it('keeps who sent it when signed in, and the rep asked for', async () => {
      const rep = randomUUID();
      const user = await token(['user']);
      const sent = await api.call('POST', '/api/contact', contact({ salesRepId: rep }), user);
      expect(sent.status).toBe(201);
      const { rows } = await sql.query(
        `SELECT user_id, sales_rep_id FROM notifications.contact_inquiries WHERE id = $1`,
        [sent.body.id],
      );
      expect(rows[0].user_id).not.toBeNull();
      expect(rows[0].sales_rep_id).toBe(rep);
    });

    it.each([
      [{ subject: '' }, 'subject', 'Please select a subject for your message.'],
      [{ subject: 'sales' }, 'subject', 'Please select a subject for your message.'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ firstName: '  ' }, 'firstName', 'First name is required.'],
      [{ message: '' }, 'message', 'Message is required.'],
      [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    ])('answers 400 naming the field for %p', async (change, field, message) => {
      const before = await sql.query(
        `SELECT count(*)::int AS n FROM notifications.contact_inquiries`,
      );
      const sent = await api.call('POST', '/api/contact', contact(change));
      expect(sent.status).toBe(400);
      expect(sent.body.error.code).toBe('VALIDATION_FAILED');
      expect(sent.body.error.details).toContainEqual({ path: field, message });
      const after = await sql.query(
        `SELECT count(*)::int AS n FROM notifications.contact_inquiries`,
      );
      expect(after.rows[0].n).toBe(before.rows[0].n);
    });
  });

  describe('POST /api/financing/pre-approvals', () => {
    it('stores every field, with money as numeric, and confirms to the applicant naming the vehicle', async () => {
      const body = preApproval();
      const sent = await api.call('POST', '/api/financing/pre-approvals', body);
      expect(sent).toEqual({ status: 201, body: { id: expect.any(String), status: 'new' } });
      const { rows } = await sql.query(
        `SELECT *, to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM notifications.pre_approval_applications WHERE id = $1`,
        [sent.body.id],
      );
      expect(rows[0]).toMatchObject({
        vehicle_id: body.vehicleId,
        dob: '1990-04-12',
        employment_type: 'full_time',
        employment_length_months: 30,
        annual_income: '72000.00',
        monthly_housing_payment: null,
        monthly_debt_payments: '250.00',
        down_payment_amount: '2000.00',
        desired_loan_amount: '16500.00',
        desired_loan_term: 60,
        vehicle_type: 'used',
        estimated_credit_score: 700,
        notes: null,
        status: 'new',
      });
      expect(rows[0].vehicle_details).toMatchObject({ title: '2019 Honda Civic', price: 18_500 });

      const [confirmation] = await mailTo(body.email);
      expect(confirmation.subject).toBe('Your pre-approval application for the 2019 Honda Civic');
      expect(confirmation.text).toContain('24-48 hours');
      expect(confirmation.text).toContain('$16,500 over 60 months');
    });

    it('takes a term of 60 months when none is given, and no vehicle', async () => {
      const sent = await api.call(
        'POST',
        '/api/financing/pre-approvals',
        preApproval({ vehicleId: null, vehicleDetails: null, desiredLoanTerm: undefined }),
      );
      expect(sent.status).toBe(201);
      const { rows } = await sql.query(
        `SELECT desired_loan_term, vehicle_details FROM notifications.pre_approval_applications WHERE id = $1`,
        [sent.body.id],
      );
      expect(rows[0]).toEqual({ desired_loan_term: 60, vehicle_details: null });
    });

    it.each([
      [{ dateOfBirth: '' }, 'dateOfBirth', 'Date of birth is required.'],
      [
        { dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` },
        'dateOfBirth',
        'You must be at least 18 years old to apply',
      ],
      [{ zipCode: '7370' }, 'zipCode', 'ZIP code must be 5 digits (or ZIP+4)'],
      [{ employmentType: 'astronaut' }, 'employmentType', 'Employment type is required.'],
      [{ annualIncome: '' }, 'annualIncome', 'Annual income is required.'],
      [{ desiredLoanAmount: 0 }, 'desiredLoanAmount', 'Desired loan amount must be more than 0'],
      [
        { desiredLoanTerm: 30 },
        'desiredLoanTerm',
        'Loan term must be 24, 36, 48, 60, 72 or 84 months',
      ],
      [{ vehicleType: '' }, 'vehicleType', 'Vehicle type is required.'],
      [
        { estimatedCreditScore: 720 },
        'estimatedCreditScore',
        'Estimated credit score must be one of 800, 750, 700, 650, 600, 550, 500',
      ],
      [{ employerName: '' }, 'employerName', 'Employer name is required.'],
      [{ phone: '' }, 'phone', 'Phone is required.'],
    ])('answers 400 naming the field for %p', async (change, field, message) => {
      const sent = await api.call('POST', '/api/financing/pre-approvals', preApproval(change));
      expect(sent.status).toBe(400);
      expect(sent.body.error.details).toContainEqual({ path: field, message });
    });
  });

  describe('the admin inquiries list', () => {
    it('is for admins only', async () => {
      expect((await api.call('GET', '/api/admin/inquiries')).status).toBe(401);
      expect(
        (await api.call('GET', '/api/admin/inquiries', undefined, await token(['user']))).status,
      ).toBe(403);
    });

    it('lists both kinds newest first, filters by type and status, and pages by cursor', async () => {
      const admin = await token(['user', 'admin']);
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push(
          (await api.call('POST', '/api/contact', contact({ message: `page test ${i}` }))).body.id,
        );
        ids.push((await api.call('POST', '/api/financing/pre-approvals', preApproval())).body.id);
      }
      const all = await api.call('GET', '/api/admin/inquiries?limit=100', undefined, admin);
      expect(all.status).toBe(200);
      const listed: string[] = all.body.items.map((i: Body) => i.id);
      expect(listed.slice(0, 6)).toEqual([...ids].reverse());

      const contacts = await api.call(
        'GET',
        '/api/admin/inquiries?type=contact&limit=100',
        undefined,
        admin,
      );
      expect(contacts.body.items.every((i: Body) => i.type === 'contact')).toBe(true);
      const preApprovals = await api.call(
        'GET',
        '/api/admin/inquiries?type=pre-approval&limit=100',
        undefined,
        admin,
      );
      expect(
        preApprovals.body.items.every(
          (i: Body) => i.type === 'pre-approval' && i.preApproval.employerName === 'Acme',
        ),
      ).toBe(true);
      expect(contacts.body.items.length + preApprovals.body.items.length).toBe(
        all.body.items.length,
      );

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: Body } = await api.call(
          'GET',
          `/api/admin/inquiries?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          undefined,
          admin,
        );
        expect(page.body.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.items.map((i: Body) => i.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual(listed);

      const bad = await api.call('GET', '/api/admin/inquiries?type=chat', undefined, admin);
      expect(bad.status).toBe(400);
      expect(bad.body.error.details[0].path).toBe('type');
    });

    it('changes the status (audited) and replies by e-mail, keeping the reply', async () => {
      const admin = await token(['user', 'admin']);
      const body = contact();
      const id = (await api.call('POST', '/api/contact', body)).body.id as string;

      const opened = await api.call(
        'PUT',
        `/api/admin/inquiries/${id}/status`,
        {
          status: 'open',
        },
        admin,
      );
      expect(opened.body).toMatchObject({
        id,
        status: 'open',
        type: 'contact',
        subject: 'Listing Question',
      });
      expect(
        (
          await api.call(
            'GET',
            `/api/admin/inquiries?status=new&type=contact&limit=100`,
            undefined,
            admin,
          )
        ).body.items.map((i: Body) => i.id),
      ).not.toContain(id);

      const replied = await api.call(
        'POST',
        `/api/admin/inquiries/${id}/replies`,
        {
          message: 'Yes, it is.\n\nCome by Saturday.',
        },
        admin,
      );
      expect(replied.status).toBe(201);
      expect(replied.body.status).toBe('replied');
      expect(replied.body.replies).toEqual([
        expect.objectContaining({
          subject: 'Re: Listing Question',
          message: 'Yes, it is.\n\nCome by Saturday.',
        }),
      ]);
      const mails = await mailTo(body.email, 2);
      expect(mails[0].subject).toBe('Re: Listing Question');
      expect(mails[0].text).toContain('Come by Saturday.');

      await eventually(
        async () => audited.map((e) => (e.data as Body).action as string),
        (actions) =>
          actions.includes('notifications.inquiry.status-changed') &&
          actions.includes('notifications.inquiry.replied'),
      );
      const entry = audited.find(
        (e) => (e.data as Body).action === 'notifications.inquiry.replied',
      )!;
      expect(entry.data).toMatchObject({
        context: 'notifications',
        targetType: 'contact_inquiry',
        targetId: id,
      });

      expect(
        (await api.call('POST', `/api/admin/inquiries/${id}/replies`, { message: '' }, admin)).body
          .error.details[0].path,
      ).toBe('message');
      expect(
        (
          await api.call(
            'PUT',
            `/api/admin/inquiries/${randomUUID()}/status`,
            {
              status: 'closed',
            },
            admin,
          )
        ).status,
      ).toBe(404);
      expect(
        (await api.call('GET', `/api/admin/inquiries/not-a-uuid`, undefined, admin)).status,
      ).toBe(404);
    });
  });
});
