// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { messagesOf, standInForDialogs } from '../../../tests/site/render-with-api';
import { I18nProvider } from '../../components/i18n/i18n-provider';
import type { Locale } from '../../core/locales/locales';
import { AGE_GATE_MINIMUM_AGE } from '../../core/rules';
import { AGE_CONFIRMED_KEY, AGE_REFUSED_KEY } from './age-gate';
import { AlcoholGate } from './alcohol-gate';

beforeAll(standInForDialogs);
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(cleanup);

/** A page with the gate, once the gate's code (loaded after hydration) is in. */
async function page(subject: React.ComponentProps<typeof AlcoholGate>, locale: Locale = 'en-us') {
  const view = render(
    <I18nProvider locale={locale} messages={messagesOf(locale)}>
      <a href="#behind">A link of the page behind</a>
      <AlcoholGate {...subject} />
    </I18nProvider>,
  );
  await act(() => import('./age-gate'));
  return view;
}

const fillAge = (text: string) => text.replace('{age}', String(AGE_GATE_MINIMUM_AGE));

it('asks the minimum age of the core rule as a modal dialog with a heading, in the page locale', async () => {
  const fr = messagesOf('fr');
  await page({ vertical: 'cocktails' }, 'fr');
  const gate = screen.getByRole('dialog', { name: fillAge(fr['ageGate.title']) });
  expect(gate.hasAttribute('open')).toBe(true);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
    `As-tu ${AGE_GATE_MINIMUM_AGE} ans ou plus\u202f?`,
  );
  expect(document.activeElement?.textContent).toBe(fillAge(fr['ageGate.yes']));
});

it('keeps the focus inside the gate and cannot be dismissed without an answer', async () => {
  const en = messagesOf('en-us');
  await page({ category: 'drink' });
  const gate = screen.getByRole('dialog');
  const yes = screen.getByRole('button', { name: fillAge(en['ageGate.yes']) });
  const no = screen.getByRole('button', { name: en['ageGate.no'] });
  no.focus();
  fireEvent.keyDown(no, { key: 'Tab' });
  expect(document.activeElement).toBe(yes);
  fireEvent.keyDown(yes, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(no);
  // Escape is refused; a dialog closed anyway opens again.
  const escape = new Event('cancel', { cancelable: true });
  gate.dispatchEvent(escape);
  expect(escape.defaultPrevented).toBe(true);
  act(() => (gate as HTMLDialogElement).close());
  expect(gate.hasAttribute('open')).toBe(true);
});

it('remembers a yes: the next alcohol page does not ask again', async () => {
  const en = messagesOf('en-us');
  const first = await page({ vertical: 'cocktails' });
  fireEvent.click(screen.getByRole('button', { name: fillAge(en['ageGate.yes']) }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(window.localStorage.getItem(AGE_CONFIRMED_KEY)).toBe(`${AGE_GATE_MINIMUM_AGE}+`);
  first.unmount();
  await page({ vertical: 'cocktails', category: 'drink' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('answers a no with the way to the Kids universe, for the rest of the visit', async () => {
  const en = messagesOf('en-us');
  const first = await page({ vertical: 'cocktails' });
  fireEvent.click(screen.getByRole('button', { name: en['ageGate.no'] }));
  const kids = screen.getByRole('link', { name: en['ageGate.kidsLink'] });
  expect(document.activeElement).toBe(kids);
  expect(screen.getByText(en['ageGate.refused'])).toBeTruthy();
  fireEvent.keyDown(kids, { key: 'Tab' });
  expect(document.activeElement).toBe(kids);
  expect(window.sessionStorage.getItem(AGE_REFUSED_KEY)).toBe('yes');
  first.unmount();
  await page({ category: 'drink' });
  expect(screen.getByRole('link', { name: en['ageGate.kidsLink'] })).toBeTruthy();
  expect(screen.queryByRole('button', { name: fillAge(en['ageGate.yes']) })).toBeNull();
});

it('stays away from alcohol-free pages', async () => {
  await page({ vertical: 'kids', category: 'drink' });
  await page({ vertical: 'original' });
  await page({ category: 'dessert' });
  expect(screen.queryByRole('dialog')).toBeNull();
});
