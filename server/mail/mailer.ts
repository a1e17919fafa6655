import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema';
import { type OutboxMail, insertOutboxMail, markOutboxMailSent } from '../repositories/outbox';

export type OutgoingMail = OutboxMail;

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Every mail is written to the outbox first; with SMTP_URL it is then delivered, marked sent and
 * its body dropped. Without SMTP the outbox is the delivery: a non-production page lists it.
 */
export function createMailer(
  db: Kysely<Database>,
  smtpUrl: string,
  from: string,
  log: (error: unknown) => void,
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
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
    },
  };
}
