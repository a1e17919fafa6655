import type { Migration } from 'kysely/migration';
import type { SecretBox } from '../../auth/secret-box';
import * as m001 from './001-recipes';
import * as m002 from './002-accounts';
import * as m003 from './003-recipe-search';
import * as m004 from './004-recipe-list-index';
import * as m005 from './005-recipe-media';
import * as m006 from './006-taxonomy';
import * as m007 from './007-recipe-timestamp-index';
import * as m008 from './008-cms-pages';
import * as m009 from './009-user-follows';
import * as m010 from './010-newsletter-signups';
import * as m011 from './011-subscriptions-billing';
import * as m012 from './012-unique-usernames';
import * as m013 from './013-search-locked-ingredients';
import * as m014 from './014-account-security';
import * as m015 from './015-billing-operations';
import * as m016 from './016-newsletter-confirmation-sent';
import * as m017 from './017-step-description';
import * as m018 from './018-book-recipe-codes';
import * as m019 from './019-weekly-offers';
import * as m020 from './020-collection-timestamps';
import * as m021 from './021-community';
import * as m022 from './022-recipe-counters';
import * as m023 from './023-report-evidence';
import * as m024 from './024-post-comment-count-index';
import * as m025 from './025-community-recipes';
import * as m026 from './026-recipes-author-index';
import * as m027 from './027-workshops';
import * as m028 from './028-cocreation';
import * as m029 from './029-sms-outbox';
import * as m030 from './030-videos-shows';
import * as m031 from './031-previews';
import * as m032 from './032-catalogue-read-indexes';
import * as m033 from './033-search-words';
import * as m034 from './034-search-words-trigger-columns';
import * as m035 from './035-member-records';
import * as m036 from './036-daily-counts';
import * as m037 from './037-abuse-locks';
import * as m038 from './038-abuse-limits';
import * as m039 from './039-images-owner-index';
import { sealTotpSecrets } from './040-seal-totp-secrets';

/**
 * Numbered, append-only: add a file and a line, never edit a landed migration. Those that need a
 * setting (the TOTP key) are made with it.
 */
export const migrations = (secrets?: SecretBox): Record<string, Migration> => ({
  '001-recipes': m001,
  '002-accounts': m002,
  '003-recipe-search': m003,
  '004-recipe-list-index': m004,
  '005-recipe-media': m005,
  '006-taxonomy': m006,
  '007-recipe-timestamp-index': m007,
  '008-cms-pages': m008,
  '009-user-follows': m009,
  '010-newsletter-signups': m010,
  '011-subscriptions-billing': m011,
  '012-unique-usernames': m012,
  '013-search-locked-ingredients': m013,
  '014-account-security': m014,
  '015-billing-operations': m015,
  '016-newsletter-confirmation-sent': m016,
  '017-step-description': m017,
  '018-book-recipe-codes': m018,
  '019-weekly-offers': m019,
  '020-collection-timestamps': m020,
  '021-community': m021,
  '022-recipe-counters': m022,
  '023-report-evidence': m023,
  '024-post-comment-count-index': m024,
  '025-community-recipes': m025,
  '026-recipes-author-index': m026,
  '027-workshops': m027,
  '028-cocreation': m028,
  '029-sms-outbox': m029,
  '030-videos-shows': m030,
  '031-previews': m031,
  '032-catalogue-read-indexes': m032,
  '033-search-words': m033,
  '034-search-words-trigger-columns': m034,
  '035-member-records': m035,
  '036-daily-counts': m036,
  '037-abuse-locks': m037,
  '038-abuse-limits': m038,
  '039-images-owner-index': m039,
  '040-seal-totp-secrets': sealTotpSecrets(secrets),
});
