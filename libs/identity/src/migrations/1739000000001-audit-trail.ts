import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log keeps every context's admin actions (platform.admin-action.recorded): who,
 * from where, what was changed and how it looked before and after. `event_id` keeps a
 * redelivered entry from being stored twice.
 */
export class AuditTrail1739000000001 implements MigrationInterface {
  name = 'AuditTrail1739000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_logs
      ADD COLUMN event_id uuid UNIQUE,
      ADD COLUMN context text,
      ADD COLUMN target_type text,
      ADD COLUMN actor_email text,
      ADD COLUMN before jsonb,
      ADD COLUMN after jsonb,
      ADD COLUMN user_agent text,
      ADD COLUMN request_id text`);
    // The reader pages newest first; filters narrow by actor, action or target.
    await q.query(`CREATE INDEX audit_logs_page_idx ON audit_logs (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_logs_target_idx ON audit_logs (target_type, target_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS audit_logs_target_idx`);
    await q.query(`DROP INDEX IF EXISTS audit_logs_page_idx`);
    for (const column of [
      'request_id',
      'user_agent',
      'after',
      'before',
      'actor_email',
      'target_type',
      'context',
      'event_id',
    ])
      await q.query(`ALTER TABLE audit_logs DROP COLUMN IF EXISTS ${column}`);
  }
}
