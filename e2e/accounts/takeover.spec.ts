import { expect, test } from '@playwright/test';
import { DEMO_PROFILES } from '../../server/seed/demo-profiles';
import { BRAND_SLUG } from '../../src/core/brand/brand';

// The chain the security review reproduced against a running server: ask a password reset for the
// seeded staff-badged demo profile, read its link from the outbox, reset its password, publish a
// recipe. It must now fail at its first step, and every later step on its own.
test('the demo-profile takeover chain stops at its first step', async ({ request }) => {
  const demo = DEMO_PROFILES.find((profile) => profile.user_types.includes(`${BRAND_SLUG}-staff`))!;
  const email = `${demo.username}@demo.${BRAND_SLUG}.invalid`;

  // 1. The reset is asked for: the answer stays neutral, but no mail is written at all.
  const asked = await request.post('/v1/email/send-reset', { data: { email } });
  expect(asked.status()).toBe(200);
  const outbox = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
    data: unknown[];
  };
  expect(outbox.data).toEqual([]);

  // 2. Without a link, nothing resets the password; a guessed login gets nowhere either.
  const reset = await request.post('/v1/email/reset', {
    data: { password: 'Taken!2026x' },
    headers: { authorization: 'Bearer forged-token-value' },
  });
  expect(reset.status()).toBe(401);
  const login = await request.post('/v1/email/login', { data: { email, password: 'Taken!2026x' } });
  expect(login.status()).toBe(401);

  // 3. Publishing stays closed to anyone without a staff session.
  const recipe = {
    url_slug: `taken-${Date.now()}`,
    vertical: 'daily',
    category: 'main-course',
    origin: 'france',
    numberOfPeople: 2,
    difficulty: 'easy',
    preparation_time: 5,
    cooking_time: 5,
    title: 'Taken over',
    ingredients: [{ ingredient: 'potato', name: 'pommes de terre', quantity: 1, unit: 'g' }],
    steps: [{ description: 'Nothing.', ingredients: ['potato'] }],
  };
  const publish = await request.post('/v1/buckets/fr/collections/recipes/records', { data: { data: recipe } });
  expect(publish.status()).toBe(401);
});
