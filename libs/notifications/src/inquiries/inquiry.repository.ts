import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type AdminInquiryListQuery,
  contactSubjectLabels,
  type Inquiry,
  type InquiryPage,
  type InquiryReply,
  type InquiryStatus,
  type InquiryType,
  EMPLOYMENT_TYPES,
  PRE_APPROVAL_VEHICLE_TYPES,
  contactSubjectSchema,
  preApprovalDetailsSchema,
  inquiryStatusSchema,
  inquiryTypeSchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import type { NewContactInquiry, NewPreApproval } from './inquiry.types.js';
import { InjectDataSource } from '@nestjs/typeorm';

const ContactRow = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: contactSubjectSchema,
  message: z.string(),
  vehicle_id: z.string().nullable(),
  sales_rep_id: z.string().nullable(),
  status: inquiryStatusSchema,
  created_at: z.date(),
  updated_at: z.date(),
});
type ContactRow = z.infer<typeof ContactRow>;

const PreApprovalRow = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  vehicle_id: z.string().nullable(),
  vehicle_details: preApprovalDetailsSchema.shape.vehicleDetails,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  date_of_birth: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  employer_name: z.string(),
  job_title: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  employment_length_months: z.number(),
  /** numeric columns arrive as text from pg. */
  annual_income: z.string(),
  monthly_housing_payment: z.string().nullable(),
  monthly_debt_payments: z.string().nullable(),
  down_payment_amount: z.string().nullable(),
  desired_loan_amount: z.string(),
  desired_loan_term: z.number(),
  vehicle_type: z.enum(PRE_APPROVAL_VEHICLE_TYPES),
  estimated_credit_score: z.number().nullable(),
  notes: z.string().nullable(),
  status: inquiryStatusSchema,
  created_at: z.date(),
  updated_at: z.date(),
});
type PreApprovalRow = z.infer<typeof PreApprovalRow>;

const ReplyRow = z.object({
  id: z.string(),
  inquiry_id: z.string(),
  subject: z.string(),
  message: z.string(),
  admin_id: z.string(),
  admin_email: z.string().nullable(),
  created_at: z.date(),
});
type ReplyRow = z.infer<typeof ReplyRow>;

const PageRow = z.object({
  type: inquiryTypeSchema,
  id: z.string(),
  created_at: z.date(),
});
type PageRow = z.infer<typeof PageRow>;

const TABLES: Record<InquiryType, string> = {
  contact: 'contact_inquiries',
  'pre-approval': 'pre_approval_applications',
};

function encodeCursor(row: PageRow): string {
  return Buffer.from(JSON.stringify([row.created_at.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((v) => typeof v === 'string') &&
      !Number.isNaN(Date.parse(value[0])) &&
      /^[0-9a-f-]{36}$/i.test(value[1])
    )
      return value as [string, string];
  } catch {
    // an unreadable cursor starts from the top
  }
  return null;
}

/** contact_inquiries, pre_approval_applications and inquiry_replies: what visitors asked, and the answers. */
@Injectable()
export class InquiryRepository {
  constructor(@InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource) {}

  async insertContact(manager: EntityManager, input: NewContactInquiry): Promise<string> {
    const [row] = await queryRows(
      manager,
      `INSERT INTO contact_inquiries (user_id, first_name, last_name, email, phone, subject, message, vehicle_id, sales_rep_id)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING id`,
      [
        input.userId,
        input.firstName,
        input.lastName,
        input.email,
        input.phone,
        input.subject,
        input.message,
        input.vehicleId,
        input.salesRepId,
      ],
      z.object({ id: z.string() }),
    );
    return row.id;
  }

  async insertPreApproval(manager: EntityManager, input: NewPreApproval): Promise<string> {
    const [row] = await queryRows(
      manager,
      `INSERT INTO pre_approval_applications (user_id, vehicle_id, vehicle_details, first_name, last_name, email, phone,
         date_of_birth, street_address, city, state, zip_code, employer_name, job_title, employment_type,
         employment_length_months, annual_income, monthly_housing_payment, monthly_debt_payments, down_payment_amount,
         desired_loan_amount, desired_loan_term, vehicle_type, estimated_credit_score, notes)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25) RETURNING id`,
      [
        input.userId,
        input.vehicleId,
        input.vehicleDetails ? JSON.stringify(input.vehicleDetails) : null,
        input.firstName,
        input.lastName,
        input.email,
        input.phone,
        input.dateOfBirth,
        input.streetAddress,
        input.city,
        input.state,
        input.zipCode,
        input.employerName,
        input.jobTitle,
        input.employmentType,
        input.employmentLengthMonths,
        input.annualIncome,
        input.monthlyHousingPayment,
        input.monthlyDebtPayments,
        input.downPaymentAmount,
        input.desiredLoanAmount,
        input.desiredLoanTerm,
        input.vehicleType,
        input.estimatedCreditScore,
        input.notes,
      ],
      z.object({ id: z.string() }),
    );
    return row.id;
  }

  /** Newest first over both kinds, keyset-paged on (created_at, id). */
  async page(query: AdminInquiryListQuery): Promise<InquiryPage> {
    const after = decodeCursor(query.cursor);
    const types = query.type ? [query.type] : (['contact', 'pre-approval'] as const);
    const params: unknown[] = [query.limit + 1];
    const where: string[] = [];
    if (query.status) {
      params.push(query.status);
      where.push(`status = $${params.length}`);
    }
    if (after) {
      params.push(after[0], after[1]);
      where.push(
        `(created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`,
      );
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // Each arm is limited on its own index before the merge.
    const arms = types.map(
      (type) =>
        `(SELECT '${type}'::text AS type, id, created_at FROM ${TABLES[type]} ${filter} ORDER BY created_at DESC, id DESC LIMIT $1)`,
    );
    const rows = await queryRows(
      this.db,
      `SELECT * FROM (${arms.join(' UNION ALL ')}) AS inquiries ORDER BY created_at DESC, id DESC LIMIT $1`,
      params,
      PageRow,
    );
    const page = rows.slice(0, query.limit);
    const loaded = await this.load(page.map((r) => ({ type: r.type, id: r.id })));
    return {
      items: page.map((r) => loaded.get(r.id)).filter((i): i is Inquiry => !!i),
      nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]) : null,
    };
  }

  /** Which table holds this id, if any. */
  async find(id: string, manager: EntityManager = this.db.manager): Promise<Inquiry | null> {
    const [hit] = await queryRows(
      manager,
      `SELECT 'contact' AS type FROM contact_inquiries WHERE id = $1
       UNION ALL SELECT 'pre-approval' AS type FROM pre_approval_applications WHERE id = $1`,
      [id],
      z.object({ type: inquiryTypeSchema }),
    );
    if (!hit) return null;
    return (await this.load([{ type: hit.type, id }], manager)).get(id) ?? null;
  }

  async setStatus(
    manager: EntityManager,
    inquiry: Pick<Inquiry, 'type' | 'id'>,
    status: InquiryStatus,
  ): Promise<void> {
    await execute(
      manager,
      `UPDATE ${TABLES[inquiry.type]} SET status = $2, updated_at = now() WHERE id = $1`,
      [inquiry.id, status],
    );
  }

  async insertReply(
    manager: EntityManager,
    inquiry: Pick<Inquiry, 'type' | 'id'>,
    reply: { subject: string; message: string; adminId: string; adminEmail: string | null },
  ): Promise<string> {
    const [row] = await queryRows(
      manager,
      `INSERT INTO inquiry_replies (inquiry_type, inquiry_id, subject, message, admin_id, admin_email)
       VALUES ($1,$2,$3,$4,$5,$6) RETURNING id`,
      [inquiry.type, inquiry.id, reply.subject, reply.message, reply.adminId, reply.adminEmail],
      z.object({ id: z.string() }),
    );
    return row.id;
  }

  private async load(
    keys: { type: InquiryType; id: string }[],
    manager: EntityManager = this.db.manager,
  ): Promise<Map<string, Inquiry>> {
    const ids = (type: InquiryType) => keys.filter((k) => k.type === type).map((k) => k.id);
    const contactIds = ids('contact');
    const preApprovalIds = ids('pre-approval');
    const all = keys.map((k) => k.id);
    const [contacts, preApprovals, replies] = await Promise.all([
      contactIds.length
        ? queryRows(
            manager,
            `SELECT * FROM contact_inquiries WHERE id = ANY($1::uuid[])`,
            [contactIds],
            ContactRow,
          )
        : [],
      preApprovalIds.length
        ? queryRows(
            manager,
            `SELECT *, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM pre_approval_applications WHERE id = ANY($1::uuid[])`,
            [preApprovalIds],
            PreApprovalRow,
          )
        : [],
      all.length
        ? queryRows(
            manager,
            `SELECT * FROM inquiry_replies WHERE inquiry_id = ANY($1::uuid[]) ORDER BY created_at, id`,
            [all],
            ReplyRow,
          )
        : [],
    ]);
    const repliesOf = new Map<string, InquiryReply[]>();
    for (const r of replies) {
      const list = repliesOf.get(r.inquiry_id) ?? [];
      list.push({
        id: r.id,
        subject: r.subject,
        message: r.message,
        adminId: r.admin_id,
        adminEmail: r.admin_email,
        createdAt: r.created_at.toISOString(),
      });
      repliesOf.set(r.inquiry_id, list);
    }
    const out = new Map<string, Inquiry>();
    for (const row of contacts) out.set(row.id, fromContact(row, repliesOf.get(row.id) ?? []));
    for (const row of preApprovals)
      out.set(row.id, fromPreApproval(row, repliesOf.get(row.id) ?? []));
    return out;
  }
}

/** numeric columns arrive as text. */
const money = (v: string | null): number | null => (v === null ? null : Number(v));

function fromContact(row: ContactRow, replies: InquiryReply[]): Inquiry {
  return {
    id: row.id,
    type: 'contact',
    status: row.status,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    subject: contactSubjectLabels[row.subject],
    message: row.message,
    contactSubject: row.subject,
    vehicleId: row.vehicle_id,
    salesRepId: row.sales_rep_id,
    preApproval: null,
    replies,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function preApprovalSubject(
  vehicleDetails: { title: string } | null,
  desiredLoanAmount: number,
): string {
  const amount = `$${desiredLoanAmount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  return vehicleDetails
    ? `Pre-approval: ${amount} for ${vehicleDetails.title}`
    : `Pre-approval: ${amount}`;
}

function fromPreApproval(row: PreApprovalRow, replies: InquiryReply[]): Inquiry {
  const desiredLoanAmount = Number(row.desired_loan_amount);
  return {
    id: row.id,
    type: 'pre-approval',
    status: row.status,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    subject: preApprovalSubject(row.vehicle_details, desiredLoanAmount),
    message: row.notes,
    contactSubject: null,
    vehicleId: row.vehicle_id,
    salesRepId: null,
    preApproval: {
      userId: row.user_id,
      vehicleDetails: row.vehicle_details,
      dateOfBirth: row.date_of_birth,
      streetAddress: row.street_address,
      city: row.city,
      state: row.state,
      zipCode: row.zip_code,
      employerName: row.employer_name,
      jobTitle: row.job_title,
      employmentType: row.employment_type,
      employmentLengthMonths: row.employment_length_months,
      annualIncome: Number(row.annual_income),
      monthlyHousingPayment: money(row.monthly_housing_payment),
      monthlyDebtPayments: money(row.monthly_debt_payments),
      downPaymentAmount: money(row.down_payment_amount),
      desiredLoanAmount,
      desiredLoanTerm: row.desired_loan_term,
      vehicleType: row.vehicle_type,
      estimatedCreditScore: row.estimated_credit_score,
      notes: row.notes,
    },
    replies,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
