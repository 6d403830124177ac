import { describe, expect, it } from '@jest/globals';
import type { Rollup } from 'vite';
import { compileHints } from './compile-hints';

type Handler = (options: unknown, bundle: Rollup.OutputBundle) => void;

function chunk(name: string, code: string): Rollup.OutputChunk {
  return { type: 'chunk', name, fileName: `assets/${name}-x.js`, code } as Rollup.OutputChunk;
}

function sourceMap(fileName: string, mappings: string): Rollup.OutputAsset {
  return {
    type: 'asset',
    fileName,
    source: JSON.stringify({ version: 3, mappings, sources: ['a.ts'] }),
  } as Rollup.OutputAsset;
}

describe('compileHints', () => {
  it('puts the eager-compilation hint first in every chunk but the skipped ones, and shifts their source maps by its line', () => {
    const plugin = compileHints({ skip: /^contracts$/ });
    const handler = (plugin.generateBundle as { handler: Handler }).handler;
    const bundle = {
      'assets/index-x.js': chunk('index', 'import"./framework-x.js";'),
      'assets/index-x.js.map': sourceMap('assets/index-x.js.map', 'AAAA,CAAC'),
      'assets/contracts-x.js': chunk('contracts', 'export const z=1;'),
      'assets/contracts-x.js.map': sourceMap('assets/contracts-x.js.map', 'AAAA'),
      'assets/style-x.css': { type: 'asset', fileName: 'assets/style-x.css', source: 'a{}' },
    } as unknown as Rollup.OutputBundle;

    handler({}, bundle);

    const code = (file: string) => (bundle[file] as Rollup.OutputChunk).code;
    const mappings = (file: string) =>
      (JSON.parse(String((bundle[file] as Rollup.OutputAsset).source)) as { mappings: string })
        .mappings;
    expect(code('assets/index-x.js')).toBe(
      '//# allFunctionsCalledOnLoad\nimport"./framework-x.js";',
    );
    expect(mappings('assets/index-x.js.map')).toBe(';AAAA,CAAC');
    expect(code('assets/contracts-x.js')).toBe('export const z=1;');
    expect(mappings('assets/contracts-x.js.map')).toBe('AAAA');
    expect((bundle['assets/style-x.css'] as Rollup.OutputAsset).source).toBe('a{}');
  });
});
