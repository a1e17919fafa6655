import type { FastifyInstance } from 'fastify';
import { carriesSecret } from '../../src/core/site/secret-links';
import { REFERRER_POLICY, STRICT_POLICY } from '../../src/core/site/security-headers';

/** A year, subdomains included (ASVS 5.0, 3.4.1). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (pages, /v1, /images, 404s, errors). The site's pages set
 * their own policy from the build's manifest (serve-site); everything else gets the strict
 * one. An address carrying a one-time secret never leaves as a referrer. HSTS only when the
 * public address is https: over plain http the browser ignores it, and local use stays possible.
 */
export function registerSecurityHeaders(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const https = publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', STRICT_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    // For browsers without CSP frame-ancestors.
    reply.header('X-Frame-Options', 'DENY');
    // Only a document can leak its address as a referrer: the check is skipped for API, image and
    // script answers, the bulk of the traffic.
    const document = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (document && carriesSecret(request.url)) reply.header('Referrer-Policy', 'no-referrer');
    else if (!reply.hasHeader('referrer-policy')) reply.header('Referrer-Policy', REFERRER_POLICY);
    if (https) reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
}
