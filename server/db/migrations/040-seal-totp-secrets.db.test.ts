import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../auth/secret-box';
import { insertUser } from '../../repositories/users';
import { type Db, createDb, migrate } from '../create-db';
import { migrations } from '.';

describe('migration 040: TOTP secrets sealed at rest', () => {
  let db: Db;
  beforeEach(async () => {
    db = await createDb({ databaseUrl: '' });
    const before = new Migrator({ db: db.db, provider: { getMigrations: async () => migrations() } });
    expect((await before.migrateTo('039-images-owner-index')).error).toBeUndefined();
  });
  afterEach(async () => {
    await db.close();
  });

  const staffWithPlainSecret = async () => {
    const user = await insertUser(db.db, { email: 'staff@miamo.test' });
    await sql`update users set totp_secret = 'JBSWY3DPEHPK3PXP' where id = ${user.id}`.execute(db.db);
    return user;
  };

  it('seals an existing plaintext secret under the configured key, bound to its account', async () => {
    const user = await staffWithPlainSecret();
    const box = createSecretBox([{ id: 'k1', key: randomBytes(32) }]);
    expect(await migrate(db.db, box)).toEqual(['040-seal-totp-secrets']);
    const { totp_secret } = await db.db
      .selectFrom('users')
      .select('totp_secret')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(totp_secret).toMatch(/^aes256gcm:k1:/);
    expect(box.open(totp_secret!, user.id)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: false });
  });

  it('refuses to run without a key when there is a secret to seal', async () => {
    await staffWithPlainSecret();
    await expect(migrate(db.db)).rejects.toThrow(/040-seal-totp-secrets/);
  });
});
