/**
 * The footer newsletter sign-up as an HTTP request (SPEC section 7, PROTOCOLS section 3): the
 * e-mail marketing service's client events call, or a form-urlencoded POST to a form service.
 */
export type NewsletterConfig =
  { provider: 'klaviyo'; companyId: string; metric: string } | { provider: 'form'; url: string };

export interface NewsletterRequest {
  url: string;
  init: { method: 'POST'; headers: Record<string, string>; body: string };
}

export const KLAVIYO_REVISION = '2024-02-15';

export function newsletterRequest(config: NewsletterConfig, email: string, locale: string): NewsletterRequest {
  if (config.provider === 'form') {
    return {
      url: config.url,
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, locale }).toString(),
      },
    };
  }
  const event = {
    data: {
      type: 'event',
      attributes: {
        properties: { email, locale },
        metric: { data: { type: 'metric', attributes: { name: config.metric } } },
        profile: { data: { type: 'profile', attributes: { email } } },
      },
    },
  };
  return {
    url: `https://a.klaviyo.com/client/events/?company_id=${encodeURIComponent(config.companyId)}`,
    init: {
      method: 'POST',
      headers: { revision: KLAVIYO_REVISION, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(event),
    },
  };
}

/** Which service, from the build's settings: the marketing service when its company id is set. */
export function newsletterConfig(settings: {
  companyId?: string;
  metric?: string;
  formUrl?: string;
}): NewsletterConfig {
  if (settings.companyId)
    return {
      provider: 'klaviyo',
      companyId: settings.companyId,
      metric: settings.metric || 'Footer Newsletter Signup',
    };
  return { provider: 'form', url: settings.formUrl || '/v1/newsletter' };
}
