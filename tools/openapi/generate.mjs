#!/usr/bin/env node
// Writes docs/openapi.json from the route descriptions in libs/contracts/src/routes.
// Usage: npm run openapi   (builds @market/contracts first). A unit test
// (libs/contracts/src/http/openapi-document.spec.ts) fails while the file and the code differ.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoutes, openApiDocument } from '@market/contracts';

const target = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../docs/openapi.json',
);
const document = openApiDocument(apiRoutes);
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(
  `Wrote ${path.relative(process.cwd(), target)}: ${Object.keys(document.paths).length} paths, ${apiRoutes.length} operations`,
);
