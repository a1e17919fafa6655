import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SecurityReport, addAccount, grantRole, listRoles, revokeRole } from '../services/roles';
import type { Enrolment } from '../services/second-factor';
import { UsageError, parseRolesArgs } from './roles-args';
import { runWithDatabase } from './run-with-database';
import { createSecretBox } from '../auth/secret-box';

/**
 * `npm run roles -- grant|revoke|list|add ...`: staff and moderator roles are granted here, by an
 * operator on the server, never by an address list (issue 11). Run it while the server is stopped
 * when the database is PGlite (the data directory's lock), at any time with DATABASE_URL.
 */
let command: ReturnType<typeof parseRolesArgs>;
try {
  command = parseRolesArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(2);
}

const by = `cli:${os.userInfo().username}`;

/** Each event: a line for the operator, and one JSON record on stderr for the log collector. */
const report: SecurityReport = (event, fields) => {
  console.log(
    `security: ${event} ${Object.entries(fields)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(' ')}`,
  );
  console.error(
    JSON.stringify({
      level: 'warn',
      time: new Date().toISOString(),
      security: event,
      ...fields,
      msg: `security: ${event}`,
    }),
  );
};

/** The one-time secrets go to a file only its owner reads (automation), or to the terminal. */
function handOver(
  secrets: { email: string; password?: string; roles?: string[]; enrolment?: Enrolment },
  json?: string,
) {
  if (json) {
    const { enrolment, ...rest } = secrets;
    const body = {
      ...rest,
      ...(enrolment && {
        totp_secret: enrolment.secret,
        otpauth_uri: enrolment.uri,
        recovery_codes: enrolment.recoveryCodes,
      }),
    };
    fs.mkdirSync(path.dirname(path.resolve(json)), { recursive: true });
    fs.writeFileSync(json, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
    fs.chmodSync(json, 0o600);
    console.log(
      `The one-time secrets of ${secrets.email} are in ${json} (readable by you only): hand them over, then delete the file.`,
    );
    return;
  }
  if (secrets.password)
    console.log(`Password (shown once; the member changes it in their settings): ${secrets.password}`);
  if (secrets.enrolment) {
    const { secret, uri, recoveryCodes } = secrets.enrolment;
    console.log('Second factor enrolled. Give these to the member now: they are never shown again.');
    console.log(`  TOTP secret (base32): ${secret}`);
    console.log(`  otpauth URI (for a QR code): ${uri}`);
    console.log('  Recovery codes, each works once:');
    for (const code of recoveryCodes) console.log(`    ${code}`);
  }
}

runWithDatabase(async ({ database: { db } }, config) => {
  const secrets = createSecretBox(config.totpKeys);
  switch (command.kind) {
    case 'list': {
      const holders = await listRoles(db);
      if (!holders.length) console.log('Nobody holds a role.');
      for (const holder of holders)
        console.log(
          `${holder.email}\t${holder.roles.join(',')}\t${holder.has_totp ? 'second factor' : 'no second factor'}`,
        );
      return;
    }
    case 'grant': {
      const grant = await grantRole(db, command.email, command.role, report, secrets, by);
      console.log(
        grant.added ? `Granted ${grant.role} to ${grant.email}.` : `${grant.email} already has ${grant.role}.`,
      );
      if (grant.enrolment || command.json) handOver({ email: grant.email, enrolment: grant.enrolment }, command.json);
      return;
    }
    case 'revoke': {
      const removed = await revokeRole(db, command.email, command.role, report, by);
      console.log(
        removed ? `Revoked ${command.role} from ${command.email}.` : `${command.email} did not have ${command.role}.`,
      );
      return;
    }
    case 'add': {
      const account = await addAccount(db, command.email, report, by);
      console.log(`Created ${account.email}, its address validated.`);
      const grant = command.role ? await grantRole(db, account.email, command.role, report, secrets, by) : undefined;
      if (grant) console.log(`Granted ${grant.role} to ${grant.email}.`);
      handOver(
        {
          email: account.email,
          password: account.password,
          roles: grant ? [grant.role] : [],
          enrolment: grant?.enrolment,
        },
        command.json,
      );
    }
  }
});
