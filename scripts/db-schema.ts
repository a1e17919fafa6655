import fs from 'node:fs';
import { generateSchema, SCHEMA_FILE } from './schema-codegen';

/** `npm run db:schema`: rewrites server/db/schema.ts from the migrations (after adding one). */
generateSchema().then((text) => {
  fs.writeFileSync(SCHEMA_FILE, text);
  console.log(`wrote ${SCHEMA_FILE}`);
});
