/**
 * How many mails of each kind one address may receive from us in a day (issue 38: strangers made
 * the server mail an address 21 times in seconds). The mailer counts every mail here, so a route
 * cannot forget to; classes keep one kind from using up another's budget.
 */
export const MAIL_BUDGETS = {
  /** Validation links: sign-up's and VALIDATION_RESENDS_PER_DAY more. */
  validation: { kinds: ['validation'], perDay: 4 },
  /**
   * Links that confirm a new address for an account. Not the validation budget: any member may
   * name any address, and must not keep its owner from confirming their own new account that day.
   */
  emailChange: { kinds: ['email-change'], perDay: 3 },
  /** Reset links: a forgotten password takes one or two; anyone may ask for any address. */
  reset: { kinds: ['reset'], perDay: 4 },
  /** "Someone tried to use your address" (sign-up, e-mail change): one tells the owner; more would be the flood. */
  addressInUse: { kinds: ['address-in-use'], perDay: 2 },
  /**
   * "Your password / e-mail changed": only someone holding the password or a link sets them off,
   * and their own budget means no stranger can use it up to hide a takeover from the owner.
   */
  accountChanged: { kinds: ['passwordChanged', 'emailChanged'], perDay: 5 },
  /** The newsletter's double opt-in, which anyone may ask for any address. */
  newsletter: { kinds: ['newsletter'], perDay: 2 },
  /** Everything else (workshops, moderation, challenges, weekly offers, kinds to come). */
  other: { kinds: [], perDay: 10 },
} as const;

export type MailBudgetName = keyof typeof MAIL_BUDGETS;

/**
 * Mails one address may receive in a day, whatever their kinds. What strangers can set off
 * (confirm, reset, addressInUse, newsletter: 13) stays below it, so they cannot spend it before
 * the owner's own notices.
 */
export const MAIL_PER_ADDRESS_PER_DAY = 20;

/** New validation links a member may ask for in a day (the sign-up's own link not counted). */
export const VALIDATION_RESENDS_PER_DAY = 3;

/** The budget a mail kind counts against. */
export function mailBudgetOf(kind: string): { name: MailBudgetName; perDay: number } {
  for (const [name, budget] of Object.entries(MAIL_BUDGETS) as [
    MailBudgetName,
    (typeof MAIL_BUDGETS)[MailBudgetName],
  ][])
    if ((budget.kinds as readonly string[]).includes(kind)) return { name, perDay: budget.perDay };
  return { name: 'other', perDay: MAIL_BUDGETS.other.perDay };
}

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for counting: lower case, without a `+tag` (delivered to the
 * same mailbox by most providers), and Gmail's dots and second domain folded, so `A.n.a+1@Gmail.com`
 * and `ana@googlemail.com` share one budget.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at).split('+')[0] || lower.slice(0, at);
  let domain = lower.slice(at + 1);
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
