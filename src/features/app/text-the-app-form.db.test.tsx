// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { apiServer, messagesOf, renderForMember } from '../../../tests/site/render-with-api';
import { SMS_DAILY_BUDGET } from '../../core/app-link/sms-budget';
import { smsCountryNames } from '../../core/app-link/sms-countries';
import { siteOf } from '../../core/locales/catalogues';
import { budgetDay } from '../../core/rules/daily-budget';
import { TextTheAppForm } from './text-the-app-form';

const de = messagesOf('de');
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  server = await apiServer();
});
afterEach(cleanup);
afterAll(() => server.close());

const submit = (phone: string) => {
  fireEvent.change(screen.getByLabelText(de['textApp.phone']), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: de['textApp.submit'] }));
};

it('says under the field which countries it texts when the number is of another', async () => {
  await renderForMember(<TextTheAppForm />, { apiBaseUrl: server.apiBaseUrl, token: '', locale: 'de' });
  submit('+252 71 123456');
  const refusal = de['textApp.countryRefused'].replace('{countries}', smsCountryNames('de-DE'));
  const field = await screen.findByRole('textbox', {
    name: de['textApp.phone'],
    description: `${de['textApp.phoneHint']} ${refusal}`,
  });
  expect(field.getAttribute('aria-invalid')).toBe('true');
});

it('sends to the stores once the day’s texts are spent', async () => {
  await server.db.db
    .insertInto('daily_counts')
    .values({ day: budgetDay(new Date()), scope: 'sms:all', count: SMS_DAILY_BUDGET })
    .execute();
  await renderForMember(<TextTheAppForm />, { apiBaseUrl: server.apiBaseUrl, token: '', locale: 'de' });
  submit('0151 23456789');
  expect((await screen.findByRole('alert')).textContent).toBe(de['textApp.paused']);
  expect(screen.getByRole('link', { name: de['textApp.appStore'] }).getAttribute('href')).toBe(
    siteOf('de').links.appStore,
  );
});
