import { ACTIVATION_DAYS, EMAIL_CHANGE_HOURS } from '../services/account-mails';
import { RESET_HOURS, SECURE_DAYS } from '../repositories/tokens';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long a mail is worth delivering: its link's own life, or three days for news and notices. */
export function mailLifetimeMs(kind: string): number {
  switch (kind) {
    case 'reset':
      return RESET_HOURS * HOUR;
    case 'email-change':
      return EMAIL_CHANGE_HOURS * HOUR;
    case 'validation':
      return ACTIVATION_DAYS * DAY;
    case 'passwordChanged':
    case 'emailChanged':
      return SECURE_DAYS * DAY;
    default:
      return 3 * DAY;
  }
}
