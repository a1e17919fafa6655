import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProfiles } from '../../../server/seed/demo-profiles';
import { seedWorkshops } from '../../../server/seed/seed-workshops';
import { WORKSHOP_BOOKINGS_PER_DAY } from '../../../server/routes/workshops';
import { createWorkshop, runWorkshopJobs } from '../../../server/services/workshops';
import { ERRNO } from '../../../src/core/contract/errors';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';
import { auth } from '../members';
import { confirmedMember } from '../posts';

const CONTENT = path.resolve(__dirname, '../../../content');
const DAY = 86_400_000;

interface Workshop {
  id: string;
  slug: string;
  title: string;
  state: string;
  booking_open: boolean;
  places_left: number;
  booked: boolean;
  waiting: boolean;
  actions: string[];
  host: { name: string; profile: { username: string; user_types: string[] } | null };
}

describe.each(ENGINES)('workshops on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedDemoProfiles(ctx.db.db);
    await seedWorkshops(ctx.db.db, CONTENT);
  });
  afterAll(() => ctx.close());

  const deps = () => ({ db: ctx.db.db, mailer: ctx.app.mailer, publicUrl: PUBLIC_URL });
  /** Each member on a connection of their own: bookings are limited per client too. */
  const connections = new Map<string, string>();
  const connectionOf = (token: string) => {
    if (!connections.has(token)) connections.set(token, `10.1.${connections.size >> 8}.${connections.size & 255}`);
    return connections.get(token)!;
  };
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
    ctx.app.inject({ method, url, headers: token ? auth(token) : {}, remoteAddress: token && connectionOf(token) });
  /** Booking needs a confirmed address (issue 38). */
  const member = async () => (await confirmedMember(ctx.app)).token;
  const memberWithEmail = async (chosenLang?: string) => {
    const signed = await confirmedMember(ctx.app);
    if (chosenLang)
      await ctx.db.db.updateTable('users').set({ chosen_lang: chosenLang }).where('email', '=', signed.email).execute();
    return signed;
  };
  /** A workshop starting in `days`, with `capacity` places, booking open unless `opensInDays`. */
  async function workshop(capacity: number, days = 10, opensInDays?: number) {
    const id = randomUUID();
    const now = Date.now();
    await createWorkshop(ctx.db.db, {
      id,
      host_id: null,
      host_name: 'Nina Laurent',
      starts_at: new Date(now + days * DAY),
      duration_minutes: 90,
      booking_opens_at: opensInDays === undefined ? null : new Date(now + opensInDays * DAY),
      capacity,
      texts: [
        { language: 'en', slug: `class-${id}`, title: `Class ${id}`, description: 'Cook along.' },
        { language: 'fr', slug: `atelier-${id}`, title: `Atelier ${id}`, description: 'Cuisine avec nous.' },
      ],
    });
    return id;
  }
  const mailsTo = async (to: string, kind: string) => {
    const { data } = (await ctx.app.inject('/dev/outbox.json')).json() as {
      data: { to_address: string; kind: string; subject: string; text_body: string }[];
    };
    return data.filter((mail) => mail.to_address === to && mail.kind === kind);
  };

  it('lists the seeded workshops in the language asked, soonest first, each in its state, with its host', async () => {
    const res = await call('GET', '/v1/workshops?lang=fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const list = res.json().data as Workshop[];
    const seeded = list.filter((w) => w.id.startsWith('5b0e7f1a'));
    expect(seeded.map((w) => [w.title, w.state, w.booking_open, w.places_left, w.actions])).toEqual([
      ['Soirée sushis', 'past', true, 10, []],
      ['Les macarons sans stress', 'full', true, 0, ['notify']],
      ['Pâtes fraîches maison', 'upcoming', true, 12, ['book']],
      ['Pizza party des enfants', 'upcoming', false, 20, ['notify']],
    ]);
    expect(seeded[2]!.slug).toBe('pates-fraiches-maison');
    expect(seeded[2]!.host).toMatchObject({ name: 'Nina Laurent', profile: { username: 'nina_atelier' } });
    expect(seeded[2]!.host.profile?.user_types).toContain('animator');
    const german = (await call('GET', `/v1/workshops/${seeded[2]!.id}?lang=de`)).json() as Workshop;
    expect(german.title).toBe('Frische Pasta selbst gemacht');
    expect((await call('GET', `/v1/workshops/${randomUUID()}`)).statusCode).toBe(404);
  });

  it(`books ${WORKSHOP_BOOKINGS_PER_DAY.client} places a day from one connection, and ${WORKSHOP_BOOKINGS_PER_DAY.member} per member`, async () => {
    // Before: 16 fresh accounts on one machine filled a 12-place class in under a minute.
    const id = await workshop(16);
    const book = (token: string, remoteAddress: string) =>
      ctx.app.inject({ method: 'PUT', url: `/v1/workshops/${id}/booking`, headers: auth(token), remoteAddress });
    const statuses = [];
    // One IPv6 /64 is one client, whichever of its addresses each account uses.
    for (let i = 0; i < 16; i++) statuses.push((await book(await member(), `2001:db8:7::${i + 1}`)).statusCode);
    expect(statuses).toEqual([
      ...Array(WORKSHOP_BOOKINGS_PER_DAY.client).fill(200),
      ...Array(16 - WORKSHOP_BOOKINGS_PER_DAY.client).fill(429),
    ]);
    expect((await book(await member(), '2001:db8:8::1')).statusCode).toBe(200);

    // One member on many connections: their own day's bookings.
    const busy = await member();
    const seen = [];
    for (let i = 0; i <= WORKSHOP_BOOKINGS_PER_DAY.member; i++) {
      const other = await workshop(5);
      seen.push(
        (
          await ctx.app.inject({
            method: 'PUT',
            url: `/v1/workshops/${other}/booking`,
            headers: auth(busy),
            remoteAddress: `10.9.0.${i + 1}`,
          })
        ).statusCode,
      );
    }
    expect(seen).toEqual([...Array(WORKSHOP_BOOKINGS_PER_DAY.member).fill(200), 429]);
  });

  it('books 10 places for 30 members asking at once, never more', async () => {
    const id = await workshop(10);
    const tokens = await Promise.all(Array.from({ length: 30 }, member));
    const answers = await Promise.all(tokens.map((token) => call('PUT', `/v1/workshops/${id}/booking?lang=en`, token)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().errno).toBe(ERRNO.WORKSHOP_FULL);
    const rows = await ctx.db.db
      .selectFrom('workshop_bookings')
      .select('user_id')
      .where('workshop_id', '=', id)
      .execute();
    expect(rows).toHaveLength(10);
    const seen = (await call('GET', `/v1/workshops/${id}`, tokens[0])).json() as Workshop;
    expect(seen).toMatchObject({ state: 'full', places_left: 0 });
  });

  it('books one place per member, gives it back, and refuses visitors and closed workshops', async () => {
    const id = await workshop(5);
    const token = await member();
    expect((await call('PUT', `/v1/workshops/${id}/booking`)).statusCode).toBe(401);
    const first = await call('PUT', `/v1/workshops/${id}/booking?lang=en`, token);
    expect(first.json()).toMatchObject({ booked: true, places_left: 4, actions: ['cancel'] });
    // Twice is once.
    expect((await call('PUT', `/v1/workshops/${id}/booking`, token)).json()).toMatchObject({ places_left: 4 });
    const cancelled = await call('DELETE', `/v1/workshops/${id}/booking`, token);
    expect(cancelled.json()).toMatchObject({ booked: false, places_left: 5, actions: ['book'] });
    expect((await call('DELETE', `/v1/workshops/${id}/booking`, token)).statusCode).toBe(404);

    const past = (await call('GET', '/v1/workshops?lang=en')).json().data.find((w: Workshop) => w.state === 'past');
    const refused = await call('PUT', `/v1/workshops/${past.id}/booking`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errno: ERRNO.STATUS_CONFLICT,
      details: [{ name: 'id', description: 'past' }],
    });
    // Places are left: there is nothing to wait for.
    const notify = await call('PUT', `/v1/workshops/${id}/notification`, token);
    expect(notify.statusCode).toBe(409);
    expect(notify.json().details).toEqual([{ location: 'path', name: 'id', description: 'places-left' }]);
  });

  it('tells the first member waiting, once, when a place frees up; the next one at the next withdrawal', async () => {
    const id = await workshop(2);
    const holders = [await memberWithEmail(), await memberWithEmail()];
    for (const holder of holders) await call('PUT', `/v1/workshops/${id}/booking`, holder.token);
    const first = await memberWithEmail('fr');
    const second = await memberWithEmail();
    expect((await call('PUT', `/v1/workshops/${id}/booking`, first.token)).statusCode).toBe(409);
    for (const waiting of [first, second]) {
      const res = await call('PUT', `/v1/workshops/${id}/notification?lang=en`, waiting.token);
      expect(res.json()).toMatchObject({ waiting: true, actions: ['stopNotifying'] });
    }

    await call('DELETE', `/v1/workshops/${id}/booking`, holders[0]!.token);
    await expect.poll(() => mailsTo(first.email, 'workshop-freed')).toHaveLength(1);
    await runWorkshopJobs(deps(), new Date());
    const [mail] = await mailsTo(first.email, 'workshop-freed');
    expect(mail!.subject).toBe(`Une place s’est libérée : Atelier ${id}`);
    expect(mail!.text_body).toContain(`${PUBLIC_URL}/fr/ateliers/atelier-${id}/`);
    expect(await mailsTo(second.email, 'workshop-freed')).toHaveLength(0);

    // The first one takes the place and leaves the line; the other holder gives theirs back.
    expect((await call('PUT', `/v1/workshops/${id}/booking`, first.token)).json()).toMatchObject({
      booked: true,
      waiting: false,
    });
    await call('DELETE', `/v1/workshops/${id}/booking`, holders[1]!.token);
    await expect.poll(() => mailsTo(second.email, 'workshop-freed')).toHaveLength(1);
    await runWorkshopJobs(deps(), new Date());
    expect(await mailsTo(first.email, 'workshop-freed')).toHaveLength(1);
    expect(await mailsTo(second.email, 'workshop-freed')).toHaveLength(1);
  });

  it('frees a deleted account’s place and tells the first member waiting', async () => {
    const id = await workshop(1);
    const leaving = await memberWithEmail();
    await call('PUT', `/v1/workshops/${id}/booking`, leaving.token);
    const waiting = await memberWithEmail();
    expect((await call('PUT', `/v1/workshops/${id}/notification`, waiting.token)).json()).toMatchObject({
      waiting: true,
    });
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/profile',
      headers: auth(leaving.token),
      payload: { email: leaving.email },
    });
    expect(gone.statusCode).toBeLessThan(300);
    await runWorkshopJobs(deps(), new Date());
    expect(await mailsTo(waiting.email, 'workshop-freed')).toHaveLength(1);
    expect((await call('GET', `/v1/workshops/${id}`, waiting.token)).json()).toMatchObject({
      places_left: 1,
      actions: ['book', 'stopNotifying'],
    });
  });

  it('tells everyone who asked when booking opens, and books nobody before', async () => {
    const id = await workshop(3, 20, 5);
    const early = await memberWithEmail();
    const refused = await call('PUT', `/v1/workshops/${id}/booking`, early.token);
    expect(refused.json()).toMatchObject({ errno: ERRNO.STATUS_CONFLICT, details: [{ description: 'not-open' }] });
    expect((await call('PUT', `/v1/workshops/${id}/notification`, early.token)).json()).toMatchObject({
      waiting: true,
    });
    await runWorkshopJobs(deps(), new Date());
    expect(await mailsTo(early.email, 'workshop-opened')).toHaveLength(0);
    await runWorkshopJobs(deps(), new Date(Date.now() + 6 * DAY));
    await runWorkshopJobs(deps(), new Date(Date.now() + 6 * DAY));
    const mails = await mailsTo(early.email, 'workshop-opened');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Booking is open for Class ${id}`);
    // Stopping is always allowed.
    expect((await call('DELETE', `/v1/workshops/${id}/notification`, early.token)).json()).toMatchObject({
      waiting: false,
    });
  });
});
