import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { MAIL_PER_ADDRESS_PER_DAY, mailBudgetOf, mailboxOf } from '../../src/core/accounts/mail-budget';
import { budgetDay } from '../../src/core/rules/daily-budget';
import { addressTag } from '../auth/security-events';
import type { Database } from '../db/schema';
import { takeFromDailyBudget } from '../repositories/daily-counts';
import { type OutboxMail, insertOutboxMail, markOutboxMailSent } from '../repositories/outbox';

export type OutgoingMail = OutboxMail;

/** Who a mail goes to and what kind it is: what its budget is counted on. */
export type Envelope = Pick<OutgoingMail, 'to' | 'kind'>;

/** A mail the budget kept back: its kind, the budget spent and a name for its mailbox (no address in logs). */
export interface RefusedMail {
  kind: string;
  budget: string;
  /** The mailbox's `addressTag`: refusals to one mailbox can be grouped, no guessed address confirmed. */
  mailbox: string;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox (and delivers it) unless its mailbox has had the day's mails of
   * its kind's budget, or of all kinds (src/core/accounts/mail-budget.ts): false then, nothing written.
   */
  send(mail: OutgoingMail): Promise<boolean>;
  /**
   * The same, for a mail whose making has effects (a new link voids the older one): `compose`
   * runs only once the budget allows the mail, so a refused mail changes nothing.
   */
  sendComposed(envelope: Envelope, compose: () => Promise<Omit<OutgoingMail, keyof Envelope>>): Promise<boolean>;
}

/** Rolls back the total's count when the kind's budget is spent. */
class KindSpent extends Error {}

/** The budgets' key of a mailbox: a hash, so the counts never hold an address. */
export const mailboxHash = (address: string) =>
  createHash('sha256').update(mailboxOf(address)).digest('hex').slice(0, 32);

/**
 * Every mail is counted against its mailbox's daily budgets, then written to the outbox; with
 * SMTP_URL it is then delivered, marked sent and its body dropped. Without SMTP the outbox is the
 * delivery: a non-production page lists it. A refused mail is told to `onRefused` (a security event).
 */
export function createMailer(
  db: Kysely<Database>,
  smtpUrl: string,
  from: string,
  log: (error: unknown) => void,
  { onRefused = () => {}, now = () => new Date() }: { onRefused?: (mail: RefusedMail) => void; now?: () => Date } = {},
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  /** Takes one from the kind's budget and from the total, or neither (one transaction). */
  const allowed = async ({ to, kind }: Envelope) => {
    const budget = mailBudgetOf(kind);
    const mailbox = mailboxHash(to);
    const day = budgetDay(now());
    const spent = await db
      .transaction()
      .execute(async (trx) => {
        // The total first: every mail to this mailbox takes that row, so they queue in one order.
        const all = await takeFromDailyBudget(trx, {
          day,
          scope: `mail:all:${mailbox}`,
          max: MAIL_PER_ADDRESS_PER_DAY,
        });
        if (all === null) return 'all';
        const ofKind = await takeFromDailyBudget(trx, {
          day,
          scope: `mail:${budget.name}:${mailbox}`,
          max: budget.perDay,
        });
        if (ofKind === null) throw new KindSpent();
        return null;
      })
      .catch((error: unknown) => {
        if (error instanceof KindSpent) return budget.name;
        throw error;
      });
    if (spent) onRefused({ kind, budget: spent, mailbox: addressTag(mailboxOf(to)) });
    return !spent;
  };

  const write = async (mail: OutgoingMail) => {
    const id = randomUUID();
    await insertOutboxMail(db, id, mail);
    if (!transport) return;
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await markOutboxMailSent(db, id, new Date());
    } catch (error) {
      // The mail stays unsent in the outbox, where it can be retried; the request still succeeds.
      log(error);
    }
  };

  return {
    async send(mail) {
      if (!(await allowed(mail))) return false;
      await write(mail);
      return true;
    },
    async sendComposed(envelope, compose) {
      if (!(await allowed(envelope))) return false;
      await write({ ...envelope, ...(await compose()) });
      return true;
    },
  };
}
