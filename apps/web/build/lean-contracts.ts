import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const MODULE_ID = '\0wheelbase-lean-contracts';
/** One module per literal export, so a chunk carries only the route tables it calls. */
const PART_PREFIX = '\0wheelbase-lean-contracts:';

/** What the browser needs of a route to call it: no zod schema (those validate on the server). */
interface LeanRoute {
  id?: string;
  method: string;
  path: string;
  auth: unknown;
  status?: number;
  body?: unknown;
  response: unknown;
}

function isRoute(value: unknown): value is Record<string, unknown> & LeanRoute {
  if (!value || typeof value !== 'object') return false;
  const route = value as Record<string, unknown>;
  return typeof route.method === 'string' && typeof route.path === 'string' && 'auth' in route;
}

function isRouteTable(value: unknown): value is Record<string, LeanRoute> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every(isRoute);
}

/** A route without its schemas: a multipart body and a file response are plain data and stay. */
function leanRoute(route: Record<string, unknown>): LeanRoute {
  const plain = (part: unknown) =>
    part && typeof part === 'object' && 'kind' in part ? part : part === null ? null : undefined;
  const lean: LeanRoute = {
    id: route.id as string | undefined,
    method: route.method as string,
    path: route.path as string,
    auth: route.auth,
    status: route.status as number | undefined,
    body: plain(route.body),
    // A JSON answer's schema becomes `{}`: only "null" (204) and a file answer mean anything here.
    response: route.response === null ? null : (plain(route.response) ?? {}),
  };
  return JSON.parse(JSON.stringify(lean)) as LeanRoute;
}

/** Data a JSON literal holds exactly (no functions, no class instances such as zod schemas). */
function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return false;
      return Object.values(value).every((item) => isPlainData(item, depth + 1));
    }
    default:
      return false;
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !/\.(spec|int-spec)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * In the browser build, `@market/contracts` resolves to a module generated from it: the
 * route tables without their zod schemas and the plain constants as literals, and the
 * remaining exports (schemas for forms, helper functions) re-exported from the file that
 * declares each one. A public page that calls routes and reads constants therefore loads
 * no zod; a form that validates with a schema loads the schema's own file (and zod) when
 * its chunk loads. Types are untouched: TypeScript still reads libs/contracts/src.
 */
export function leanContracts(contractsSrc: string): Plugin {
  let code: string | null = null;
  const parts = new Map<string, string>();
  const index = path.join(contractsSrc, 'index.ts');

  async function generate(): Promise<string> {
    const { module } = await runnerImport<Record<string, unknown>>(index, {
      configFile: false,
      logLevel: 'warn',
    });
    // Which file declares each export, so a re-export pulls in that file alone.
    const declaredIn = new Map<string, string>();
    for (const file of sourceFiles(contractsSrc)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /^export\s+(?:async\s+)?(?:const|let|function\*?|class|enum)\s+([A-Za-z_$][\w$]*)/gm,
      ))
        if (!declaredIn.has(match[1])) declaredIn.set(match[1], file);
    }
    const lines: string[] = [];
    const reexports = new Map<string, string[]>();
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (isRouteTable(value)) {
        const table = Object.fromEntries(
          Object.entries(value).map(([key, route]) => [
            key,
            leanRoute(route as unknown as Record<string, unknown>),
          ]),
        );
        parts.set(name, JSON.stringify(table));
      } else if (Array.isArray(value) && value.length > 0 && value.every(isRoute)) {
        const list = value.map((route) => leanRoute(route as unknown as Record<string, unknown>));
        parts.set(name, JSON.stringify(list));
      } else if (isRoute(value)) {
        parts.set(name, JSON.stringify(leanRoute(value as Record<string, unknown>)));
      } else if (isPlainData(value)) {
        parts.set(name, JSON.stringify(value));
      } else {
        const file = declaredIn.get(name) ?? index;
        reexports.set(file, [...(reexports.get(file) ?? []), name]);
      }
    }
    for (const name of parts.keys())
      lines.push(`export { ${name} } from ${JSON.stringify(PART_PREFIX + name)};`);
    for (const [file, names] of reexports)
      lines.push(`export { ${names.join(', ')} } from ${JSON.stringify(file)};`);
    return `${lines.join('\n')}\n`;
  }

  return {
    name: 'wheelbase-lean-contracts',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      // The alias in vite.config.ts may already have turned the name into the index's path.
      if (id.startsWith(PART_PREFIX)) return id;
      if (importer === MODULE_ID) return null;
      return id === '@market/contracts' || path.resolve(id) === index ? MODULE_ID : null;
    },
    // The contracts declare schemas, routes and constants and run nothing else: telling the
    // bundler so lets a re-export above pull in only the bindings a chunk uses.
    transform(_code, id) {
      if (id.startsWith(contractsSrc + path.sep) || id.startsWith(`${contractsSrc}/`))
        return { moduleSideEffects: false };
      return null;
    },
    async load(id) {
      if (id.startsWith(PART_PREFIX)) {
        code ??= await generate();
        const name = id.slice(PART_PREFIX.length);
        return `export const ${name} = ${parts.get(name)};\n`;
      }
      if (id !== MODULE_ID) return null;
      code ??= await generate();
      return code;
    },
  };
}
