import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance between the signed timestamp and now (PROTOCOLS section 4.4). */
export const SIGNATURE_TOLERANCE_S = 300;

/** Signs a payload as Stripe does: t=<seconds>,v1=HMAC-SHA256(secret, "<t>.<body>"). */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

/** True when one v1 signature of the header matches the raw body and the timestamp is recent. */
export function verifyStripeSignature(rawBody: string, header: string | undefined, secret: string, nowSeconds: number): boolean {
  if (!header || !secret) return false;
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(signStripePayload(rawBody, secret, timestamp).split('v1=')[1], 'hex');
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
