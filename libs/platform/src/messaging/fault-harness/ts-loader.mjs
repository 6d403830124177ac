// Module hooks for the fault-harness workers: `@market/<lib>` resolves to the library's
// TypeScript source, a relative `./x.js` to `./x.ts`, and .ts files are compiled with swc
// as they load, the way jest compiles them, so a worker needs no build step.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const libs = new URL('../../../../', import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  const workspace = /^@market\/([a-z-]+)$/.exec(specifier);
  if (workspace)
    return { url: new URL(`${workspace[1]}/src/index.ts`, libs).href, shortCircuit: true };
  if (
    /^\.{1,2}\//.test(specifier) &&
    specifier.endsWith('.js') &&
    context.parentURL?.endsWith('.ts')
  ) {
    const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const path = fileURLToPath(url);
  const { code } = transformSync(readFileSync(path, 'utf8'), {
    filename: path,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
