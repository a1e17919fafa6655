import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** validation, reset, email-change: lets the outbox page and tests find a mail. */
  kind: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Every mail is written to the outbox first; with SMTP_URL it is then delivered, marked sent and
 * its body dropped. Without SMTP the outbox is the delivery: a non-production page lists it.
 */
export function createMailer(db: Kysely<Database>, smtpUrl: string, from: string, log: (error: unknown) => void): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const id = randomUUID();
      await db.insertInto('outbox').values({ id, to_address: mail.to, subject: mail.subject, text_body: mail.text, kind: mail.kind }).execute();
      if (!transport) return;
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        // Delivered: the body (its one-time links) is not kept; who, what and when stay.
        await db.updateTable('outbox').set({ sent_at: new Date(), text_body: '' }).where('id', '=', id).execute();
      } catch (error) {
        // The mail stays unsent in the outbox, where it can be retried; the request still succeeds.
        log(error);
      }
    },
  };
}
