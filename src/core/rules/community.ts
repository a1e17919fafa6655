/** The community's rules (ARCHITECTURE section 6, SPEC section 9; all of them: ../rules.ts). */

/**
 * Uploads: at most 5 MB and 40 megapixels (a few hundred KB of PNG can claim 256 million pixels,
 * 768 MB once decoded), re-encoded to at most 2400 px a side, 10 an hour per member.
 */
export const PHOTO_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxSide: 2400,
  perMemberPerHour: 10,
  types: ['image/jpeg', 'image/png'],
} as const;
/**
 * The bytes of pictures one member may keep stored (their profile picture, community photos,
 * recipe covers and step pictures, thumbnails included): 200 MB. A re-encoded photo at its
 * largest (2400 px) and its thumbnail weigh about 1 MB, so this holds some 200 of them: a keen
 * cook's years of recipes (7 pictures each) and re-creations, while no account, throwaway or not,
 * can fill the disk at PHOTO_UPLOAD.perMemberPerHour (10 an hour would otherwise be 240 MB a day).
 */
export const PICTURE_STORAGE_QUOTA_MEGABYTES = 200;
export const PICTURE_STORAGE_QUOTA_BYTES = PICTURE_STORAGE_QUOTA_MEGABYTES * 1024 * 1024;
export const CHALLENGE_WIN_LIKES = 50;

/**
 * The community (SPEC sections 3, 5 and 9): a re-creation carries 1 to 4 photos sent first as
 * attachments; a comment is at most COMMENT_MAX_CHARS characters (the API refuses more, the site
 * counts down); replies go one level deep; ratings are 1 to 5 stars with reasons from the list.
 */
export const POST_LIMITS = { titleMax: 100, messageMax: 1000, photosMin: 1, photosMax: 4 } as const;
export const COMMENT_MAX_CHARS = 500;
export const COMMENT_TYPES = ['comment', 'question', 'suggestion'] as const;
export const COMMENT_TYPE_FILTERS = ['all', ...COMMENT_TYPES] as const;
export const RATING_STARS = { min: 1, max: 5 } as const;
export const RATING_REASONS = [
  'tasty',
  'easy-to-follow',
  'quick',
  'family-approved',
  'good-value',
  'too-complicated',
  'not-enough-flavour',
  'quantities-off',
] as const;
export const REPORT_MESSAGE_MAX = 1000;
/** Community list pages (posts, comments, reports, blocks): `page_size` default and ceiling. */
export const COMMUNITY_PAGE_SIZE = { default: 20, max: 50 } as const;
/** The most ids one read of authors names (`in_id`): a caller with more asks in chunks of this size. */
export const AUTHORS_MAX_IDS = 100;
/** Reactions a member can leave (SPEC section 4): like, or none (null). */
export const REACTIONS = ['like'] as const;

export type CommentType = (typeof COMMENT_TYPES)[number];
export type RatingReason = (typeof RATING_REASONS)[number];
