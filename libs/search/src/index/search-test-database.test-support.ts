import { openServiceDatabase } from '@market/platform';
import { createTestDatabase } from '@market/platform/testing';
import type { DataSource } from 'typeorm';
import { searchMigrations } from '../search.migrations.js';
import { SEARCH_SCHEMA } from '../search.tokens.js';

/** A fresh database with the search schema migrated, for one suite; `drop` closes and removes it. */
export async function openSearchTestDatabase(
  name: string,
): Promise<{ db: DataSource; drop: () => Promise<void> }> {
  const database = await createTestDatabase(name);
  const db = await openServiceDatabase({
    url: database.url,
    schema: SEARCH_SCHEMA,
    entities: [],
    migrations: searchMigrations,
  });
  return { db, drop: async () => (await db.destroy(), await database.drop()) };
}
