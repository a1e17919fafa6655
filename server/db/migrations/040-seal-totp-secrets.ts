import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SecretBox } from '../../auth/secret-box';

/**
 * TOTP secrets were stored as typed (base32): each is sealed under the first key of TOTP_KEYS,
 * bound to its account. The key comes from the configuration, so this migration is made with it;
 * with no key and a plaintext secret to seal, it fails (and the start with it) rather than skip.
 */
export function sealTotpSecrets(secrets: SecretBox | undefined): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const { rows } = await sql<{ id: string; totp_secret: string }>`
        select id, totp_secret from users where totp_secret is not null and totp_secret not like 'aes256gcm:%'
      `.execute(db);
      if (rows.length && !secrets) throw new Error(`${rows.length} TOTP secrets to seal, and no TOTP key was given`);
      for (const row of rows)
        await sql`update users set totp_secret = ${secrets!.seal(row.totp_secret, row.id)} where id = ${row.id}`.execute(
          db,
        );
    },
  };
}
