import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { MAIL_PER_ADDRESS_PER_DAY, mailBudgetOf, mailboxOf } from '../../src/core/accounts/mail-budget';
import { budgetDay } from '../../src/core/rules/daily-budget';
import { addressTag } from '../auth/security-events';
import type { DB } from '../db/schema';
import { mailRetryDelayMs, mailStillWorthSending } from '../../src/core/rules/mail-delivery';
import { runDueJobs } from '../jobs/job-runner';
import { takeFromDailyBudget } from '../repositories/daily-counts';
import { enqueueJob, finishJobByKey, pendingJobs } from '../repositories/jobs';
import { type OutboxMail, insertOutboxMail, markOutboxMailSent, outboxMailToSend } from '../repositories/outbox';
import { mailLifetimeMs } from './mail-lifetimes';

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
  /** Tries every unsent mail whose retry is due, each claimed so only one process sends it. */
  deliverDue(at?: Date): Promise<{ done: number; failed: number }>;
  backlog(at?: Date): Promise<MailBacklog>;
}

export interface MailBacklog {
  /** Mails written and not delivered yet (none without SMTP: the outbox is the delivery). */
  unsent: number;
  /** Seconds since the oldest of them was written. */
  oldestUnsentSeconds: number | null;
}

const MAIL_JOB = 'mail';
/** A claim outlives the slowest delivery the transport's timeouts allow, so no second process sends it. */
const CLAIM_MS = 10 * 60_000;

/** Rolls back the total's count when the kind's budget is spent. */
class KindSpent extends Error {}

/** The budgets' key of a mailbox: a hash, so the counts never hold an address. */
export const mailboxHash = (address: string) =>
  createHash('sha256').update(mailboxOf(address)).digest('hex').slice(0, 32);

/**
 * Every mail is counted against its mailbox's daily budgets, then written to the outbox; with
 * SMTP_URL it is then delivered at once, marked sent and its body dropped. A delivery that fails
 * is retried by `deliverDue` (a job every process runs) with a growing wait until the mail's link
 * expires: an SMTP outage delays mail, it does not lose it. Without SMTP the outbox is the
 * delivery: a non-production page lists it. A refused mail is told to `onRefused` (a security event).
 */
export function createMailer(
  db: Kysely<DB>,
  smtpUrl: string,
  from: string,
  log: (error: unknown) => void,
  { onRefused = () => {}, now = () => new Date() }: { onRefused?: (mail: RefusedMail) => void; now?: () => Date } = {},
): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : null;

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

  /** One delivery attempt of an outbox mail; a mail that outlived its link is given up. */
  const deliver = async (id: string, at: Date) => {
    const mail = await outboxMailToSend(db, id);
    if (!mail || !transport) return;
    if (!mailStillWorthSending(mail.created_at, mailLifetimeMs(mail.kind), at)) {
      log(new Error(`mail ${id} (${mail.kind}) given up: undelivered until its link expired`));
      return;
    }
    await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.text_body });
    await markOutboxMailSent(db, id, new Date());
  };

  const write = async (mail: OutgoingMail) => {
    const id = randomUUID();
    const at = now();
    await db.transaction().execute(async (trx) => {
      await insertOutboxMail(trx, id, mail);
      // Claimed by this request, which tries it now; if that fails, or the process dies, the job
      // hands it to the next due run of any process.
      if (transport)
        await enqueueJob(trx, {
          kind: MAIL_JOB,
          key: id,
          payload: {},
          runAt: new Date(at.getTime() + mailRetryDelayMs(1)),
          claimedUntil: new Date(at.getTime() + CLAIM_MS),
        });
    });
    if (!transport) return;
    try {
      await deliver(id, at);
      await finishJobByKey(db, MAIL_JOB, id, { now: new Date() });
    } catch (error) {
      // The request still succeeds: the mail waits in the outbox for its retry.
      log(error);
      await finishJobByKey(db, MAIL_JOB, id, {
        error: error instanceof Error ? error.message : String(error),
        retryAt: new Date(at.getTime() + mailRetryDelayMs(1)),
      }).catch(log);
    }
  };

  const backlog = async (at = now()): Promise<MailBacklog> => {
    if (!transport) return { unsent: 0, oldestUnsentSeconds: null };
    const { count, oldest } = await pendingJobs(db, MAIL_JOB);
    return {
      unsent: count,
      oldestUnsentSeconds: oldest ? Math.max(0, Math.round((at.getTime() - oldest.getTime()) / 1000)) : null,
    };
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
    async deliverDue(at = now()) {
      if (!transport) return { done: 0, failed: 0 };
      const result = await runDueJobs(db, MAIL_JOB, (job) => deliver(job.key, at), {
        now: at,
        leaseMs: CLAIM_MS,
        maxAttempts: 1_000_000,
        retryDelay: mailRetryDelayMs,
      });
      if (result.failed) {
        const { unsent, oldestUnsentSeconds } = await backlog(at);
        log(
          new Error(
            `mail delivery failing: ${result.failed} failed this run, ${unsent} unsent, the oldest ${oldestUnsentSeconds} s old`,
          ),
        );
      }
      return result;
    },
    backlog,
  };
}
