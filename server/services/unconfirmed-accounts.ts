import {
  type UnconfirmedAccount,
  unconfirmedAccountFate,
  unconfirmedPurgeDay,
} from '../../src/core/accounts/unconfirmed-accounts';
import { formatDay } from '../../src/core/format/date';
import { isLocale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import type { PaymentProvider } from '../billing/provider';
import { ApiError, ERRNO } from '../errors';
import type { ImageStorage } from '../images/storage';
import { composeAccountMail } from '../mail/account-mails';
import { claimUnconfirmedNotice, lockUnconfirmed, unconfirmedAccountsDue } from '../repositories/unconfirmed-accounts';
import { type UserRow, findUserById, updateUser } from '../repositories/users';
import { type MailDeps, newActivation } from './account-mails';
import { deleteAccount } from './profile-changes';

/** What the purge of unconfirmed accounts needs; the app itself fits. */
export interface UnconfirmedPurgeDeps extends MailDeps {
  images: ImageStorage;
  payments: PaymentProvider;
}

/** Accounts handled per run (the purge runs every hour): a burst of sign-ups waits for the next. */
export const UNCONFIRMED_PER_RUN = 200;

class ConfirmedMeanwhile extends ApiError {
  constructor() {
    super(409, ERRNO.STATUS_CONFLICT, 'The address was confirmed meanwhile.');
  }
}

const DAY_MS = 86_400_000;

/**
 * Tells an unconfirmed account, once, that it will be deleted (in its language), with a new
 * validation link (the sign-up's has expired by then). True when this call told it.
 */
async function tellUnconfirmed(deps: UnconfirmedPurgeDeps, userId: string, now: Date): Promise<boolean> {
  const user = await claimUnconfirmedNotice(deps.db.db, userId, now);
  if (!user) return false;
  const locale = user.chosen_lang && isLocale(user.chosen_lang) ? user.chosen_lang : 'en-us';
  const createdAt = new Date(user.created_at);
  return deps.mailer.sendComposed({ to: user.email, kind: 'unconfirmedNotice' }, async () => {
    const { key, columns } = newActivation(now.getTime());
    await updateUser(deps.db.db, user.id, columns);
    const link = `${deps.config.publicUrl}${routeTo(locale, 'validationLink', { auth_id: user.id, activation_key: key })}`;
    return composeAccountMail(locale, user, 'unconfirmedNotice', {
      days: String(Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS)),
      date: formatDay(unconfirmedPurgeDay(createdAt, now), locale),
      link,
    });
  });
}

/**
 * Deletes an account still unconfirmed, with its drafts, pictures and bookings (deleteAccount: its
 * places free up for those waiting); kept when its address was confirmed meanwhile, checked under
 * the row's lock in the deleting transaction (a confirmation waits for it, or wins).
 */
async function purgeUnconfirmed(deps: UnconfirmedPurgeDeps, user: UserRow): Promise<boolean> {
  try {
    await deleteAccount(deps, user, async (trx) => {
      if (!(await lockUnconfirmed(trx, user.id))) throw new ConfirmedMeanwhile();
    });
    return true;
  } catch (error) {
    if (error instanceof ConfirmedMeanwhile) return false;
    throw error;
  }
}

/**
 * The hourly purge's part for accounts whose address nobody confirms (src/core's
 * unconfirmedAccountFate): told on day 10, deleted from day 14 when idle for a week, and only
 * accounts created since UNCONFIRMED_RULE_SINCE. Returns the accounts told, deleted and failed.
 */
export async function purgeUnconfirmedAccounts(deps: UnconfirmedPurgeDeps, now = new Date()) {
  const told: string[] = [];
  const purged: string[] = [];
  // One account that fails (its billing busy, say) is tried again next hour; the others go on.
  const failed: { userId: string; error: unknown }[] = [];
  for (const row of await unconfirmedAccountsDue(deps.db.db, now, UNCONFIRMED_PER_RUN)) {
    const account: UnconfirmedAccount = {
      createdAt: new Date(row.created_at),
      lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
      noticeAt: row.unconfirmed_notice_at ? new Date(row.unconfirmed_notice_at) : null,
    };
    try {
      const fate = unconfirmedAccountFate(account, now);
      if (fate === 'notice' && (await tellUnconfirmed(deps, row.id, now))) told.push(row.id);
      if (fate !== 'purge') continue;
      const user = await findUserById(deps.db.db, row.id);
      if (user && (await purgeUnconfirmed(deps, user))) purged.push(row.id);
    } catch (error) {
      failed.push({ userId: row.id, error });
    }
  }
  return { told, purged, failed };
}
