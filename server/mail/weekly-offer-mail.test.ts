import { describe, expect, it } from 'vitest';
import { composeWeeklyOfferMail } from './weekly-offer-mail';

const OFFER = {
  recipes: [
    { title: 'Tarte tatin', url_slug: 'tarte-tatin' },
    { title: 'Shakshuka', url_slug: 'shakshuka' },
  ],
  endsAt: new Date('2026-03-09T00:00:00Z'),
};

describe('the weekly offer mail', () => {
  it('links each recipe in the member locale, in every locale', () => {
    const mail = composeWeeklyOfferMail(
      'https://miamo.test',
      'de',
      { first_name: 'Lena', email_validated_at: new Date() },
      OFFER,
    );
    expect(mail.subject).toBe('Deine 2 exklusiven Rezepte der Woche');
    expect(mail.text).toContain('Tarte tatin\n  https://miamo.test/de/rezepte/tarte-tatin/');
    expect(mail.text).toContain('https://miamo.test/de/rezepte/shakshuka/');
    expect(mail.text).toContain('Lena');
    for (const locale of ['en-us', 'en-gb', 'fr', 'it', 'es-es', 'es-mx', 'pt-br'] as const) {
      const text = composeWeeklyOfferMail(
        'https://miamo.test',
        locale,
        { first_name: 'Lena', email_validated_at: new Date() },
        OFFER,
      ).text;
      expect(text).not.toMatch(/\{\w+\}/);
      expect(text).toContain('/tarte-tatin/');
    }
  });

  it('never greets an unconfirmed address by name', () => {
    const mail = composeWeeklyOfferMail(
      'https://miamo.test',
      'en-us',
      { first_name: 'Mallory', email_validated_at: null },
      OFFER,
    );
    expect(mail.text).not.toContain('Mallory');
  });
});
