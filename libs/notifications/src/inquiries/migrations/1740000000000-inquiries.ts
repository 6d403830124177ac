import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SPEC.md §3 contact_inquiries and the financing pre-approval application, and the replies
 * admins send to either. Money in numeric (never float), statuses checked by the database.
 */
export class Inquiries1740000000000 implements MigrationInterface {
  name = 'Inquiries1740000000000';

  async up(q: QueryRunner): Promise<void> {
    const status = `status text NOT NULL DEFAULT 'new' CHECK (status IN ('new','open','replied','closed'))`;
    await q.query(`CREATE TABLE contact_inquiries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone text,
      subject text NOT NULL CHECK (subject IN ('general','support','dealer','listing','billing','feedback')),
      message text NOT NULL,
      vehicle_id uuid,
      sales_rep_id uuid,
      ${status},
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE pre_approval_applications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid,
      vehicle_id uuid,
      vehicle_details jsonb,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      date_of_birth date NOT NULL,
      street_address text NOT NULL,
      city text NOT NULL,
      state text NOT NULL,
      zip_code text NOT NULL,
      employer_name text NOT NULL,
      job_title text NOT NULL,
      employment_type text NOT NULL CHECK (employment_type IN ('full_time','part_time','self_employed','contract','retired','other')),
      employment_length_months integer NOT NULL DEFAULT 0 CHECK (employment_length_months >= 0),
      annual_income numeric(14,2) NOT NULL DEFAULT 0 CHECK (annual_income >= 0),
      monthly_housing_payment numeric(14,2) CHECK (monthly_housing_payment >= 0),
      monthly_debt_payments numeric(14,2) CHECK (monthly_debt_payments >= 0),
      down_payment_amount numeric(14,2) CHECK (down_payment_amount >= 0),
      desired_loan_amount numeric(14,2) NOT NULL DEFAULT 0 CHECK (desired_loan_amount >= 0),
      desired_loan_term integer NOT NULL DEFAULT 60 CHECK (desired_loan_term IN (24,36,48,60,72,84)),
      vehicle_type text NOT NULL CHECK (vehicle_type IN ('new','used','certified_pre_owned','motorcycle','truck','not_sure')),
      estimated_credit_score integer,
      notes text,
      ${status},
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE inquiry_replies (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      inquiry_type text NOT NULL CHECK (inquiry_type IN ('contact','pre-approval')),
      inquiry_id uuid NOT NULL,
      subject text NOT NULL,
      message text NOT NULL,
      admin_id uuid NOT NULL,
      admin_email text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The admin list pages newest first over both tables, optionally by status.
    await q.query(
      `CREATE INDEX contact_inquiries_recent_idx ON contact_inquiries (created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX contact_inquiries_status_idx ON contact_inquiries (status, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX pre_approval_applications_recent_idx ON pre_approval_applications (created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX pre_approval_applications_status_idx ON pre_approval_applications (status, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX inquiry_replies_inquiry_idx ON inquiry_replies (inquiry_id, created_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS inquiry_replies`);
    await q.query(`DROP TABLE IF EXISTS pre_approval_applications`);
    await q.query(`DROP TABLE IF EXISTS contact_inquiries`);
  }
}
