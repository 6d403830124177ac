import { openServiceDatabase } from '@market/platform';
import { createTestDatabase, describeWhen, postgresAvailability } from '@market/platform/testing';
import { searchMigrations } from '../../search.migrations.js';
import { SEARCH_SCHEMA } from '../../search.tokens.js';
import { ZipLocator } from '../../geo/zip-locator.js';
import { describeListingIndexContract } from '../listing-index.contract.js';
import { PostgresListingIndex } from './postgres-listing-index.js';

describeWhen(postgresAvailability(), 'PostgresListingIndex', () => {
  describeListingIndexContract('PostgreSQL', async () => {
    const database = await createTestDatabase('search');
    const db = await openServiceDatabase({
      url: database.url,
      schema: SEARCH_SCHEMA,
      entities: [],
      migrations: searchMigrations,
    });
    const index = new PostgresListingIndex(db, new ZipLocator());
    await index.prepare();
    return {
      index,
      stop: async () => {
        await db.destroy();
        await database.drop();
      },
    };
  });
});
