import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error plain ESM module without types
import boundaries from './module-boundaries.mjs';

const root = path.resolve(process.cwd());
const linter = new Linter({ configType: 'flat' });

function lint(file: string, code: string): string[] {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser as never, sourceType: 'module' },
          plugins: { market: boundaries },
          rules: { 'market/module-boundaries': 'error' },
        },
      ],
      path.join(root, file),
    )
    .map((m) => m.message);
}

describe('module-boundaries lint rule', () => {
  it('lets apps import libraries and every project import the shared ones', () => {
    expect(
      lint('apps/marketplace/src/x.ts', `import { IdentityModule } from '@market/identity';`),
    ).toEqual([]);
    expect(
      lint(
        'libs/identity/src/x.ts',
        `import { z } from '@market/contracts'; import { Outbox } from '@market/platform';`,
      ),
    ).toEqual([]);
  });

  it('refuses a service library importing another service library', () => {
    expect(
      lint(
        'libs/identity/src/x.ts',
        `import { NotificationsModule } from '@market/notifications';`,
      ),
    ).toEqual([
      expect.stringContaining(
        'Service library @market/identity must not import service library @market/notifications',
      ),
    ]);
  });

  it('refuses a library importing an app, and relative paths into other projects', () => {
    expect(lint('libs/platform/src/x.ts', `import { x } from '@market/marketplace-app';`)).toEqual([
      expect.stringContaining('must not import an app'),
    ]);
    expect(
      lint('libs/identity/src/x.ts', `import { x } from '../../notifications/src/index.js';`),
    ).toEqual([expect.stringContaining('by its package name')]);
  });

  it('lets SPA code reach another feature only through its public index', () => {
    expect(
      lint(
        'apps/web/src/pages/x.ts',
        `import { DealerDirectory } from '../features/business-profile';`,
      ),
    ).toEqual([]);
    expect(
      lint(
        'apps/web/src/features/search/components/x.ts',
        `import { useSavedIds } from '../../listings';`,
      ),
    ).toEqual([]);
    expect(
      lint(
        'apps/web/src/features/search/components/x.ts',
        `import { PAGE_SIZE } from '../hooks/useListingSearch';`,
      ),
    ).toEqual([]);
    expect(
      lint(
        'apps/web/src/features/search/components/x.ts',
        `import { useSavedIds } from '../../listings/hooks/useSavedListings';`,
      ),
    ).toEqual([expect.stringContaining("through its public index ('features/listings')")]);
    expect(
      lint(
        'apps/web/src/pages/x.ts',
        `import { ListingsView } from '../features/search/components/ListingsView';`,
      ),
    ).toEqual([expect.stringContaining('public index')]);
  });

  it('keeps pages out of features and features out of the design system and lib/', () => {
    expect(
      lint('apps/web/src/features/home/x.ts', `import HomePage from '../../pages/HomePage';`),
    ).toEqual([expect.stringContaining('must not import pages/')]);
    expect(lint('apps/web/src/ui/x.ts', `import { useAuth } from '../features/auth';`)).toEqual([
      expect.stringContaining('must not import a feature'),
    ]);
  });
});
