import { readFileSync } from 'node:fs';
import {
  allConfigVariables,
  configSchemasOf,
  deployedServices,
  EXTERNAL_VARIABLES,
  GATEWAY,
  knownVariables,
} from './deployment-config.js';

/** docs/deploy.md's configuration reference, kept true by the schemas it describes. */
const doc = readFileSync('docs/deploy.md', 'utf8');
const reference = doc.slice(doc.indexOf('## Configuration reference'), doc.indexOf('## Scaling'));
const rows = new Map(
  reference
    .split('\n')
    .filter((line) => /^\| `[A-Z0-9_]+` \|/.test(line))
    .map((line) => {
      const [, variable, usedBy, fallback] = line.split('|').map((cell) => cell.trim());
      return [variable.replaceAll('`', ''), { usedBy, fallback }] as const;
    }),
);
const apps = [...deployedServices(), GATEWAY];

/** What each variable is when unset, as the app's schemas parse an empty environment. */
function defaults(): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const app of apps) {
    for (const schema of configSchemasOf(app)) {
      const parsed = schema.safeParse({});
      if (parsed.success)
        for (const [key, value] of Object.entries(parsed.data as object)) values.set(key, value);
    }
  }
  return values;
}

function shown(value: unknown): string {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return '—';
  return `\`${String(value)}\``;
}

describe('docs/deploy.md', () => {
  it('describes every configuration variable, and no other', () => {
    expect(allConfigVariables().filter((name) => !rows.has(name))).toEqual([]);
    expect([...rows.keys()].filter((name) => !allConfigVariables().includes(name))).toEqual([]);
  });

  it('names the apps that read each variable', () => {
    for (const [variable, { usedBy }] of rows) {
      const readers = apps.filter((app) => knownVariables(app).has(variable));
      const expected = readers.length === apps.length ? 'all' : readers.sort().join(', ');
      expect({ variable, usedBy }).toEqual({ variable, usedBy: expected });
    }
    expect(EXTERNAL_VARIABLES.every((name) => rows.get(name)?.usedBy === 'all')).toBe(true);
  });

  it('gives the defaults the schemas apply', () => {
    const values = defaults();
    for (const [variable, { fallback }] of rows) {
      if (!values.has(variable)) continue;
      expect({ variable, fallback }).toEqual({ variable, fallback: shown(values.get(variable)) });
    }
  });

  it('is where the README sends people who deploy', () => {
    expect(readFileSync('README.md', 'utf8')).toMatch(/\]\(docs\/deploy\.md\)/);
  });
});
