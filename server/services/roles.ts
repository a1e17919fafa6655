import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isValidEmail, normalizeEmail, passwordProblems } from '../../src/core/accounts/validation';
import { type Role, SECOND_FACTOR_ROLES } from '../../src/core/accounts/roles';
import type { SecretBox } from '../auth/secret-box';
import { hashPassword } from '../auth/secrets';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { addRole, listRoleHolders, removeRole } from '../repositories/roles';
import { findUserByEmail, insertUser } from '../repositories/users';
import { type Enrolment, enrolSecondFactor } from './second-factor';

/** Where a role change is recorded as a security event (the command prints and logs it). */
export type SecurityReport = (event: string, fields: Record<string, unknown>) => void;

/** A refusal the operator reads as it is (the command prints the message). */
export class RoleError extends Error {}

export interface Grant {
  email: string;
  role: Role;
  /** False when the member already held the role. */
  added: boolean;
  /** Set when granting staff enrolled the second factor: shown once, to hand to the member. */
  enrolment?: Enrolment;
}

async function accountOf(db: Executor, email: string) {
  const user = await findUserByEmail(db, normalizeEmail(email));
  if (!user) throw new RoleError(`No account uses ${email}: the member signs up first (or use the add command).`);
  return user;
}

/**
 * Grants a role to an account whose address is validated (its owner proved it) and that can log in.
 * Staff without a second factor are enrolled in the same transaction.
 */
export async function grantRole(
  db: Kysely<DB>,
  email: string,
  role: Role,
  report: SecurityReport,
  secrets: SecretBox,
  by = 'cli',
): Promise<Grant> {
  const { user, added, enrolment } = await db.transaction().execute(async (trx) => {
    const user = await accountOf(trx, email);
    if (!user.email_validated_at)
      throw new RoleError(
        `${user.email} is not validated yet: its owner must click the link of the validation mail first.`,
      );
    if (!user.password_hash)
      throw new RoleError(`${user.email} cannot log in (a demo profile): roles go to real accounts only.`);
    const added = await addRole(trx, user.id, role);
    const enrolment =
      SECOND_FACTOR_ROLES.includes(role) && !user.totp_secret ? await enrolSecondFactor(trx, secrets, user) : undefined;
    return { user, added, enrolment };
  });
  // Logged once committed, so the log never tells of a change that did not happen.
  if (added) report('role.granted', { user_id: user.id, email: user.email, role, by });
  if (enrolment) report('second_factor.enrolled', { user_id: user.id, email: user.email, by });
  return { email: user.email, role, added, enrolment };
}

/** Takes a role back; it ends at once, since every request reads the roles. */
export async function revokeRole(
  db: Kysely<DB>,
  email: string,
  role: Role,
  report: SecurityReport,
  by = 'cli',
): Promise<boolean> {
  const user = await accountOf(db, email);
  const removed = await removeRole(db, user.id, role);
  if (removed) report('role.revoked', { user_id: user.id, email: user.email, role, by });
  return removed;
}

export const listRoles = (db: Kysely<DB>) => listRoleHolders(db);

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_.!@#%+=';

/** A random password of the policy: 20 characters of 66 (about 120 bits). */
export function randomPassword(): string {
  for (;;) {
    const password = Array.from({ length: 20 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
    if (passwordProblems(password).length === 0) return password;
  }
}

/**
 * An operator creates an account for someone (a new staff member): validated at once, since the
 * operator vouches for the address, with a random password the caller shows once.
 */
export async function addAccount(db: Kysely<DB>, email: string, report: SecurityReport, by = 'cli') {
  const address = normalizeEmail(email);
  if (!isValidEmail(address)) throw new RoleError(`${email} is not an e-mail address.`);
  if (await findUserByEmail(db, address)) throw new RoleError(`An account already uses ${address}.`);
  const password = randomPassword();
  const user = await insertUser(db, {
    email: address,
    password_hash: await hashPassword(password),
    email_validated_at: new Date(),
  });
  report('account.added', { user_id: user.id, email: user.email, by });
  return { email: user.email, password };
}
