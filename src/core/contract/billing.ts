import type { FromSchema } from 'json-schema-to-ts';
import { PLAN_INTERVALS, PLAN_TYPES } from '../premium/plan-types';
import { emailField } from './accounts';
import { errorSchema } from './errors';

/**
 * The billing family of /v1 (SPEC sections 3, 4 and 7): the plans, the member's subscriptions,
 * subscribe or change plan, cancel. Records answer in the `{data}` envelope.
 */

export const planSchema = {
  type: 'object',
  properties: {
    product_id: { type: 'string' },
    type: { type: 'string', enum: PLAN_TYPES },
    /** In the currency's minor unit (cents). */
    amount: { type: 'integer' },
    currency: { type: 'string' },
    interval: { type: 'string', enum: PLAN_INTERVALS },
  },
  required: ['product_id', 'type', 'amount', 'currency', 'interval'],
} as const;

export const plansResponseSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: planSchema } },
  required: ['data'],
} as const;

const cardSchema = {
  type: ['object', 'null'],
  properties: {
    brand: { type: 'string' },
    last4: { type: 'string' },
    exp_month: { type: 'integer' },
    exp_year: { type: 'integer' },
  },
  required: ['brand', 'last4', 'exp_month', 'exp_year'],
} as const;

const receiptSchema = {
  type: ['object', 'null'],
  properties: {
    amount: { type: 'integer' },
    currency: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
  },
  required: ['amount', 'currency', 'date'],
} as const;

/** SPEC section 3, Subscription: `status` is the payment provider's (active, past_due, canceled...). */
export const subscriptionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: PLAN_TYPES },
    product_id: { type: 'string' },
    expires_date: { type: 'string', format: 'date-time' },
    expires_date_ms: { type: 'integer' },
    extra: { type: 'object', additionalProperties: true },
    platform: { type: 'string' },
    cancellation_date: { type: ['string', 'null'], format: 'date-time' },
    cancellation_date_ms: { type: ['integer', 'null'] },
    last_receipt: receiptSchema,
    card: cardSchema,
    status: { type: 'string' },
  },
  required: [
    'id',
    'type',
    'product_id',
    'expires_date',
    'expires_date_ms',
    'extra',
    'platform',
    'cancellation_date',
    'cancellation_date_ms',
    'last_receipt',
    'card',
    'status',
  ],
} as const;

export const subscriptionsResponseSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: subscriptionSchema } },
  required: ['data'],
} as const;

export const subscriptionResponseSchema = {
  type: 'object',
  properties: { data: subscriptionSchema },
  required: ['data'],
} as const;

/** An unknown plan is refused by the handler (errno 109, field product_id), as before this schema. */
const productIdField = { type: 'string', maxLength: 100 } as const;

/** POST /v1/subscriptions/stripe: without a payment method, a plan change keeps the card on file. */
export const subscribeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['product_id'],
  properties: { payment_method_id: { type: 'string', minLength: 1, maxLength: 200 }, product_id: productIdField },
} as const;

/** DELETE /v1/subscriptions/stripe. */
export const cancelBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['product_id'],
  properties: { product_id: productIdField },
} as const;

/** Staff unlock the billing of a member locked for too many declined cards (issue 38), by address. */
export const billingUnlockBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: emailField },
} as const;

export const billingUnlockResponseSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['user_id', 'unlocked'],
      // `unlocked` is false when the member's billing was not locked.
      properties: { user_id: { type: 'string' }, unlocked: { type: 'boolean' } },
    },
  },
} as const;

/** 402: the card was declined, or the bank asks to confirm the payment in the browser (3-D Secure). */
export const paymentRefusedSchema = {
  ...errorSchema,
  properties: { ...errorSchema.properties, requires_action: { type: 'boolean' }, client_secret: { type: 'string' } },
} as const;

/** What Stripe's webhook answers once the event is checked: applied, or why it changed nothing. */
export const webhookResponseSchema = {
  type: 'object',
  properties: {
    received: { type: 'boolean' },
    result: { type: 'string', enum: ['applied', 'replayed', 'stale', 'ignored'] },
  },
  required: ['received', 'result'],
} as const;

export type Plan = FromSchema<typeof planSchema>;
export type PlansResponse = FromSchema<typeof plansResponseSchema>;
export type Subscription = FromSchema<typeof subscriptionSchema>;
export type SubscriptionsResponse = FromSchema<typeof subscriptionsResponseSchema>;
export type SubscriptionResponse = FromSchema<typeof subscriptionResponseSchema>;
export type SubscribeBody = FromSchema<typeof subscribeBodySchema>;
export type PaymentRefusal = FromSchema<typeof paymentRefusedSchema>;
export type WebhookResult = FromSchema<typeof webhookResponseSchema>['result'];
