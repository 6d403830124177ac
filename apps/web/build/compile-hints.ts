import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the built JavaScript for eager compilation. V8 compiles a function lazily, on the main
 * thread, the first time it is called; on a server-rendered page that is during hydration,
 * where it made about half of the main thread's work (docs/performance.md, "Compile hints").
 * With the file-wide hint V8 compiles the whole file on a background thread while it
 * streams in, so hydration runs already-compiled code. Browsers without the hint read a
 * comment.
 *
 * Every chunk gets it but `skip`'s (the zod chunk: a large library of which a form calls a
 * small part). The hint is the file's first line, so each source map gains an empty first
 * line.
 */
export function compileHints({ skip }: { skip: RegExp }): Plugin {
  return {
    name: 'wheelbase-compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After Vite's own rewrites of the chunks (the preload helper's map goes first in a file).
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || skip.test(output.name)) continue;
          output.code = HINT + output.code;
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            parsed.mappings = `;${parsed.mappings}`;
            map.source = JSON.stringify(parsed);
          }
        }
      },
    },
  };
}
