import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/api/engines';
import type { Db } from '../db/create-db';
import { MAIL_BUDGETS, MAIL_PER_ADDRESS_PER_DAY } from '../../src/core/accounts/mail-budget';
import { type RefusedMail, createMailer, mailboxHash } from './mailer';

describe('the mailer over SMTP', () => {
  let db: Db;
  let server: SMTPServer;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    db = await freshDb('pglite');
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(text);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
  });

  const outboxRow = (to: string) =>
    db.db.selectFrom('outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

  it('delivers the mail, then keeps who, what and when but not the one-time link', async () => {
    const mailer = createMailer(db.db, `smtp://127.0.0.1:${port}`, 'Miamo <hello@miamo.test>', () => {});
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Reset your password',
      text: 'Open http://miamo.test/reset?key=secret-key-123',
      kind: 'reset',
    });
    expect(received.at(-1)).toContain('secret-key-123');
    expect(received.at(-1)).toContain('Subject: Reset your password');
    const row = await outboxRow('ana@example.com');
    expect(row).toMatchObject({ subject: 'Reset your password', kind: 'reset', text_body: '' });
    expect(row.sent_at).not.toBeNull();
  });

  it('keeps an undelivered mail whole in the outbox, unsent, and logs why', async () => {
    const errors: unknown[] = [];
    const mailer = createMailer(db.db, 'smtp://127.0.0.1:1', 'Miamo <hello@miamo.test>', (error) => errors.push(error));
    await mailer.send({
      to: 'bo@example.com',
      subject: 'Confirm your address',
      text: 'Open http://miamo.test/validate?key=k-456',
      kind: 'validation',
    });
    expect(errors).toHaveLength(1);
    const row = await outboxRow('bo@example.com');
    expect(row).toMatchObject({ text_body: 'Open http://miamo.test/validate?key=k-456', sent_at: null });
  });

  it('retries an undelivered mail when its retry falls due, once, and gives up on an expired link', async () => {
    const down = createMailer(db.db, 'smtp://127.0.0.1:1', 'Miamo <hello@miamo.test>', () => {});
    await down.send({ to: 'cy@example.com', subject: 'Confirm', text: 'Open /validate?key=k-789', kind: 'validation' });
    await down.send({ to: 'di@example.com', subject: 'Reset', text: 'Open /reset?key=k-012', kind: 'reset' });
    expect((await down.backlog()).unsent).toBeGreaterThanOrEqual(2);
    const up = createMailer(db.db, `smtp://127.0.0.1:${port}`, 'Miamo <hello@miamo.test>', () => {});
    const sent = () => received.filter((text) => /k-789|k-012/.test(text)).length;
    // Not due yet: the first retry waits a minute.
    await up.deliverDue(new Date());
    expect(sent()).toBe(0);
    // Three hours on: the validation link (7 days) is delivered, the reset link (2 h) is not.
    const later = new Date(Date.now() + 3 * 3_600_000);
    await Promise.all([up.deliverDue(later), up.deliverDue(later)]);
    expect(received.filter((text) => text.includes('k-789'))).toHaveLength(1);
    expect(received.filter((text) => text.includes('k-012'))).toHaveLength(0);
    expect((await outboxRow('cy@example.com')).sent_at).not.toBeNull();
    expect((await up.backlog(later)).unsent).toBe(0);
  });
});

describe('the mailer’s budgets', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb('pglite');
  });
  afterAll(() => db.close());

  it('counts every mail to a mailbox, of all kinds together too, and makes nothing it will not send', async () => {
    const refused: RefusedMail[] = [];
    const mailer = createMailer(db.db, '', 'Miamo <hello@miamo.test>', () => {}, {
      onRefused: (mail) => refused.push(mail),
    });
    const mail = (kind: string) => ({ to: 'cy@example.com', kind, subject: kind, text: kind });
    // Workshop and moderation mails are budgeted too ("other"), so a future route cannot flood.
    const sent = [];
    for (let i = 0; i < MAIL_BUDGETS.other.perDay + 1; i++) sent.push(await mailer.send(mail('workshop-reminder')));
    expect(sent.filter(Boolean)).toHaveLength(MAIL_BUDGETS.other.perDay);
    expect(refused).toEqual([
      { kind: 'workshop-reminder', budget: 'other', mailbox: expect.stringMatching(/^[\da-f]{16}$/) },
    ]);
    expect(refused[0]!.mailbox).not.toBe(mailboxHash('cy@example.com').slice(0, 16));
    // Whatever the kind, the mailbox's daily total holds.
    const kinds = ['passwordChanged', 'emailChanged', 'validation', 'reset', 'address-in-use', 'newsletter'];
    let written = MAIL_BUDGETS.other.perDay;
    for (const kind of kinds) for (let i = 0; i < 5; i++) if (await mailer.send(mail(kind))) written++;
    expect(written).toBe(MAIL_PER_ADDRESS_PER_DAY);
    let composed = false;
    const late = await mailer.sendComposed({ to: 'CY@example.com', kind: 'reset' }, async () => {
      composed = true;
      return { subject: 'x', text: 'x' };
    });
    expect([late, composed]).toEqual([false, false]);
    expect(refused.at(-1)).toEqual({ kind: 'reset', budget: 'all', mailbox: refused[0]!.mailbox });
  });
});
