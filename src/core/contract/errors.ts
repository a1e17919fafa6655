/** Stable error numbers, Kinto's catalogue (PROTOCOLS section 1.8): the server sends them, the site acts on them. */
export const ERRNO = {
  MISSING_AUTH: 104,
  INVALID_AUTH: 105,
  INVALID_JSON: 106,
  INVALID_PARAMETERS: 107,
  MISSING_PARAMETER: 108,
  INVALID_POSTED_DATA: 109,
  RECORD_NOT_FOUND: 110,
  MISSING_RESOURCE: 111,
  BODY_TOO_LARGE: 113,
  MODIFIED_MEANWHILE: 114,
  METHOD_NOT_ALLOWED: 115,
  TOO_MANY_REQUESTS: 117,
  FORBIDDEN: 121,
  /** Ours, beyond Kinto's: the session must prove the password again (POST /v1/email/reauth). */
  RECENT_AUTH_REQUIRED: 130,
  /** Ours: the account has a second factor and the login must carry its code (`otp`). */
  SECOND_FACTOR_REQUIRED: 131,
  /** Ours: creating or publishing a recipe needs the creators terms in force accepted (POST /v1/creators/terms). */
  CREATOR_TERMS_REQUIRED: 132,
  /** Ours: the recipe's status does not allow this move (409; `details` names the current status). */
  STATUS_CONFLICT: 133,
  /** Ours: the workshop has no place left (409); members may ask to be told when one frees up. */
  WORKSHOP_FULL: 134,
  /** Ours: the printed copy's code already unlocked the book for BOOK_COPY_MEMBERS members (409). */
  BOOK_COPY_USED_UP: 135,
  /** Ours: the member's pictures fill PICTURE_STORAGE_QUOTA_BYTES (409 naming `file`): delete some first. */
  PICTURE_QUOTA_REACHED: 142,
  /** Ours: too many cards were declined for this account in a day; staff unlock payments (403). */
  BILLING_LOCKED: 136,
  /** Ours: four eyes, a moderator may not decide on a recipe they wrote (403); another moderator does. */
  OWN_RECIPE: 140,
  /** Ours: too many wrong second-factor codes; no code is checked for an hour (429, Retry-After). */
  SECOND_FACTOR_LOCKED: 141,
  /** Ours: text-the-app texts only numbers of the sites' countries (400 naming `phone`). */
  PHONE_COUNTRY_REFUSED: 137,
  /** Ours: text-the-app's texts for today are spent (429 with Retry-After): the store badges remain. */
  TEXTS_PAUSED: 138,
  /** Ours: no new validation link today, the account's resends or its address's mails are spent (429). */
  RESENDS_SPENT: 139,
  /** Ours: an uploaded video is over 1080p, 60 frames a second or 10 minutes (400 naming `video.<limit>`). */
  VIDEO_OVER_LIMITS: 145,
  /** Ours: a new password is one of the commonly used ones attackers try first (400 naming `password`). */
  PASSWORD_TOO_COMMON: 146,
  BACKEND: 201,
  UNDEFINED: 999,
} as const;

/** The one error body of `/v1` (ARCHITECTURE section 3): `{code, errno, error, message, details}`. */
export const errorSchema = {
  type: 'object',
  properties: {
    code: { type: 'integer' },
    errno: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    details: {},
  },
  required: ['code', 'errno', 'error', 'message'],
} as const;
