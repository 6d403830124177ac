import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates environment variables against a zod object schema whose keys
 * are the variable names. Fails fast, naming every bad variable.
 */
export function loadConfig<T extends z.ZodObject>(
  schema: T,
  env: Record<string, string | undefined> = process.env,
): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const value = env[String(issue.path[0])];
    const shown = value === undefined ? 'not set' : `got "${redact(name, value)}"`;
    return `${name}: ${issue.message} (${shown})`;
  });
  throw new ConfigError(problems);
}

function redact(name: string, value: string): string {
  return /SECRET|PASSWORD|KEY|TOKEN/i.test(name) ? '***' : value;
}

/**
 * A development-only switch: refused when `NODE_ENV=production`, naming the variable (demo
 * accounts with published passwords, a mailbox that hands out reset links).
 */
export function refuseInProduction<T extends z.ZodObject>(
  schema: T,
  variable: string,
  why: string,
) {
  return schema.superRefine((values: Record<string, unknown>, ctx) => {
    if (values.NODE_ENV === 'production' && values[variable] === true)
      ctx.addIssue({
        code: 'custom',
        path: [variable],
        message: `must not be true when NODE_ENV=production: ${why}`,
      });
  });
}

/** Building blocks for service config schemas. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  url: (protocols: string[]) =>
    z.string().refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol.replace(':', ''));
        } catch {
          return false;
        }
      },
      { message: `must be a ${protocols.map((p) => `${p}://`).join(' or ')} URL` },
    ),
  optionalUrl: (protocols: string[]) =>
    z.preprocess((v) => (v === '' ? undefined : v), env.url(protocols).optional()),
  /** A free-form value where empty means unset, as `NAME=` in an env file does. */
  optionalString: () => z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** NODE_ENV as every process reads it (a schema that checks against it names it too). */
  nodeEnv: () => z.enum(['development', 'production', 'test']).default('development'),
  bool: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  list: () =>
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
};
