import { describe, expect, it } from 'vitest';
import { routeTo } from '../locales/routes';
import { LOCALES } from '../locales/locales';
import { carriesSecret, isSecretLinkPage, readLinkSecrets, redactUrl, withoutParams } from './secret-links';

describe('redactUrl', () => {
  it('redacts the secrets of the e-mailed links, keeping the rest', () => {
    expect(redactUrl('/en-us/accounts/reset-password/?token=abc123')).toBe(
      '/en-us/accounts/reset-password/?token=[redacted]',
    );
    expect(redactUrl('/fr/accounts/validation/?auth_id=42&activation_key=k-456')).toBe(
      '/fr/accounts/validation/?auth_id=42&activation_key=[redacted]',
    );
    expect(redactUrl('/fr/profil/reglages/?confirm_email=zz')).toBe('/fr/profil/reglages/?confirm_email=[redacted]');
    expect(redactUrl('/v1/newsletter/confirm?key=n-1&lang=fr')).toBe('/v1/newsletter/confirm?key=[redacted]&lang=fr');
  });

  it('finds a secret whatever the case of its name or its encoding', () => {
    expect(redactUrl('/x?TOKEN=a')).toBe('/x?TOKEN=[redacted]');
    expect(redactUrl('/x?%74oken=a')).toBe('/x?%74oken=[redacted]');
  });

  it('redacts a secret carried by an address inside another parameter (the login way back)', () => {
    const next = encodeURIComponent('/en-us/profile/settings/?confirm_email=secret-key');
    const redacted = redactUrl(`/en-us/login/?next=${next}`);
    expect(redacted).not.toContain('secret-key');
    expect(decodeURIComponent(redacted)).toBe('/en-us/login/?next=/en-us/profile/settings/?confirm_email=[redacted]');
  });

  it('redacts a path form of a secret link', () => {
    expect(redactUrl('/de/accounts/reset-password/abc123/')).toBe('/de/accounts/reset-password/[redacted]');
    expect(redactUrl('/es-es/perfil/ajustes/key-1')).toBe('/es-es/perfil/ajustes/[redacted]');
  });

  it('redacts a book copy code, on the book page and in its API call', () => {
    const code = '0b6f3d0e-8d5c-4a4e-9a53-0c6e1f2a9b7d';
    const page = routeTo('fr', 'book', { uuid: code });
    expect(redactUrl(page)).toBe(`${page.slice(0, page.indexOf(code))}[redacted]`);
    expect(redactUrl(`/v1/book-qrcodes/${code}`)).toBe('/v1/book-qrcodes/[redacted]');
  });

  it('leaves addresses without secrets as they are', () => {
    for (const url of [
      '/',
      '/en-us/recipes/shakshuka/',
      '/v1/buckets/fr/collections/recipes/records?_limit=10&_token=abc',
      '/en-us/search/?q=curry',
      '/en-us/login/?next=%2Fen-us%2Frecipes%2F',
      '/en-us/accounts/validation/',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('carriesSecret', () => {
  it('is true exactly when something would be redacted', () => {
    expect(carriesSecret('/en-us/accounts/reset-password/?token=x')).toBe(true);
    expect(carriesSecret(`/en-us/login/?next=${encodeURIComponent('/en-us/profile/settings/?confirm_email=k')}`)).toBe(
      true,
    );
    expect(carriesSecret('/en-us/accounts/reset-password/')).toBe(false);
    expect(carriesSecret('/en-us/?q=token')).toBe(false);
  });
});

describe('isSecretLinkPage', () => {
  it('knows the three pages in every locale', () => {
    expect(isSecretLinkPage(routeTo('fr', 'settings'))).toBe(true);
    expect(isSecretLinkPage(routeTo('pt-br', 'validation'))).toBe(true);
    expect(isSecretLinkPage(routeTo('it', 'resetPassword').slice(0, -1))).toBe(true);
    expect(isSecretLinkPage(routeTo('it', 'login'))).toBe(false);
    expect(isSecretLinkPage(routeTo('en-us', 'profile'))).toBe(false);
  });
});

describe('withoutParams', () => {
  it('drops only the named parameters', () => {
    expect(withoutParams('?auth_id=1&activation_key=k&utm=x', ['auth_id', 'activation_key'])).toBe('?utm=x');
    expect(withoutParams('?token=t', ['token'])).toBe('');
    expect(withoutParams('', ['token'])).toBe('');
  });
});

describe('the path forms of the e-mailed links', () => {
  it('redacts them in every locale, on the page and in the page data Gatsby fetches for it', () => {
    for (const locale of LOCALES) {
      const validation = routeTo(locale, 'validationLink', { auth_id: 'u-1', activation_key: 'key-9' });
      const reset = routeTo(locale, 'resetPasswordLink', { token: 'tok-7' });
      expect(redactUrl(validation)).toBe(`${routeTo(locale, 'validation')}[redacted]`);
      expect(redactUrl(`${reset}?utm=mail`)).toBe(`${routeTo(locale, 'resetPassword')}[redacted]?utm=mail`);
      expect(redactUrl(`/page-data${validation}page-data.json`)).toBe(
        `/page-data${routeTo(locale, 'validation')}[redacted]`,
      );
      expect(redactUrl(`/page-data${reset}page-data.json`)).not.toContain('tok-7');
      expect(carriesSecret(reset)).toBe(true);
    }
    // The pages' own data carries no secret.
    expect(redactUrl('/page-data/fr/accounts/validation/page-data.json')).toBe(
      '/page-data/fr/accounts/validation/page-data.json',
    );
    expect(redactUrl('/page-data/fr/recettes/tarte/page-data.json')).toBe(
      '/page-data/fr/recettes/tarte/page-data.json',
    );
  });

  it('counts the fallback pages that answer them as secret link pages (no referrer from a CDN either)', () => {
    expect(isSecretLinkPage('/de/___fallback/accounts/validation/')).toBe(true);
    expect(isSecretLinkPage('/es-mx/___fallback/accounts/reset-password/')).toBe(true);
    expect(isSecretLinkPage('/fr/___fallback/recettes/')).toBe(false);
  });

  it('reads a secret from the path form or the query, and gives the page address without it', () => {
    expect(readLinkSecrets('/fr/accounts/validation/u-1/key-9/', '?utm=mail', ['auth_id', 'activation_key'])).toEqual({
      values: { auth_id: 'u-1', activation_key: 'key-9' },
      address: '/fr/accounts/validation/?utm=mail',
    });
    expect(readLinkSecrets('/de/accounts/reset-password/tok-7/', '', ['token'])).toEqual({
      values: { token: 'tok-7' },
      address: '/de/accounts/reset-password/',
    });
    // The query forms of links already sent keep working.
    expect(readLinkSecrets('/en-us/accounts/reset-password/', '?token=old&x=1', ['token'])).toEqual({
      values: { token: 'old' },
      address: '/en-us/accounts/reset-password/?x=1',
    });
    expect(readLinkSecrets('/en-us/profile/settings/', '', ['confirm_email'])).toEqual({
      values: { confirm_email: '' },
      address: '/en-us/profile/settings/',
    });
  });
});
