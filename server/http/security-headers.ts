import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { carriesSecret } from '../../src/core/site/secret-links';
import { REFERRER_POLICY, STRICT_POLICY } from '../../src/core/site/security-headers';

/**
 * Security headers on every answer (pages, /v1, /images, 404s, errors), set by Helmet: nosniff,
 * X-Frame-Options (for browsers without CSP frame-ancestors), the referrer policy, and HSTS (a
 * year, subdomains included, ASVS 5.0 3.4.1) only when the public address is https: over plain
 * http the browser ignores it, and local use stays possible. Helmet's other headers are off: these
 * are the ones the site is tested with.
 *
 * The Content-Security-Policy is not Helmet's: each site page carries its own, the hashes of its
 * inline scripts and styles from the build's manifest (serve-site); everything else gets the
 * strict one. An address carrying a one-time secret never leaves as a referrer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: REFERRER_POLICY },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', STRICT_POLICY);
    // Only a document can leak its address as a referrer: the check is skipped for API, image and
    // script answers, the bulk of the traffic.
    const document = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (document && carriesSecret(request.url)) reply.header('Referrer-Policy', 'no-referrer');
    return payload;
  });
}
