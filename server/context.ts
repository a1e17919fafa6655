import type { AccountLimits } from './auth/account-limits';
import type { Db } from './db/create-db';
import type { ImageStorage } from './images/storage';
import type { PaymentProvider } from './billing/provider';
import type { Mailer } from './mail/mailer';

/** What route groups share: the database, the public origin, the mailer, image storage. */
export interface ApiContext {
  db: Db;
  publicUrl: string;
  mailer: Mailer;
  images: ImageStorage;
  /** Requests per minute and client on login, sign-up, reset and validation. */
  authRateLimit: number;
  /** Per-address limits and failed-login delays, in the process or in Redis. */
  limits: AccountLimits;
  /** How long an anonymous catalogue answer is reused (ms); 0 turns the micro-cache off. */
  catalogueCacheMs: number;
  /** Stripe, or the local test provider. */
  payments: PaymentProvider;
  /** Stripe's webhook signing secret (whsec_...); empty refuses every webhook call. */
  stripeWebhookSecret: string;
}
