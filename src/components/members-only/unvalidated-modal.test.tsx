// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { messagesOf, standInForDialogs } from '../../../tests/site/render-with-api';
import { I18nProvider } from '../i18n/i18n-provider';
import { UnvalidatedModal } from './unvalidated-modal';

const es = messagesOf('es-mx');
beforeAll(standInForDialogs);
afterEach(cleanup);

const modal = (props: { resent: boolean; resendsSpent: boolean }) =>
  render(
    <I18nProvider locale="es-mx" messages={es}>
      <UnvalidatedModal reason="…" onClose={() => {}} onResend={() => {}} sending={false} {...props} />
    </I18nProvider>,
  );

it('offers to send the link again', () => {
  modal({ resent: false, resendsSpent: false });
  expect(screen.getByRole('button', { name: es['profile.resend'] })).toBeTruthy();
});

it('says where to look instead once today’s links are spent, with no button to ask again', () => {
  modal({ resent: false, resendsSpent: true });
  expect(screen.getByRole('alert').textContent).toBe(es['profile.resendLimit']);
  expect(screen.queryByRole('button', { name: es['profile.resend'] })).toBeNull();
});
