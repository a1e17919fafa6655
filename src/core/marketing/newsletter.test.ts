import { expect, it } from 'vitest';
import { KLAVIYO_REVISION, newsletterConfig, newsletterRequest } from './newsletter';

it('posts a client event with the company id as query, the 2024-02-15 revision and the e-mail in properties and profile', () => {
  const request = newsletterRequest(
    { provider: 'klaviyo', companyId: 'AbC 12', metric: 'Footer Newsletter Signup' },
    'ana@example.com',
    'fr',
  );
  expect(request.url).toBe('https://a.klaviyo.com/client/events/?company_id=AbC%2012');
  expect(request.init.headers).toMatchObject({ revision: KLAVIYO_REVISION, 'Content-Type': 'application/json' });
  expect(request.init.headers).not.toHaveProperty('Authorization');
  const body = JSON.parse(request.init.body);
  expect(body.data.type).toBe('event');
  expect(body.data.attributes.properties.email).toBe('ana@example.com');
  expect(body.data.attributes.profile.data).toEqual({ type: 'profile', attributes: { email: 'ana@example.com' } });
  expect(body.data.attributes.metric.data.attributes.name).toBe('Footer Newsletter Signup');
});

it('or posts the form-urlencoded e-mail to the form service', () => {
  const request = newsletterRequest({ provider: 'form', url: 'https://forms.example/x?id=1' }, 'a+b@example.com', 'de');
  expect(request.url).toBe('https://forms.example/x?id=1');
  expect(request.init.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  expect(request.init.body).toBe('email=a%2Bb%40example.com&locale=de');
});

it('uses the marketing service when a company id is configured, else the form service (our own API by default)', () => {
  expect(newsletterConfig({ companyId: 'X1' })).toEqual({
    provider: 'klaviyo',
    companyId: 'X1',
    metric: 'Footer Newsletter Signup',
  });
  expect(newsletterConfig({ formUrl: 'https://forms.example/x' })).toEqual({
    provider: 'form',
    url: 'https://forms.example/x',
  });
  expect(newsletterConfig({})).toEqual({ provider: 'form', url: '/v1/newsletter' });
});
