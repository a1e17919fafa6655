import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CmsSection } from '../../src/core/contract/pages';
import type { Locale } from '../../src/core/locales/locales';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface RecipeIngredient {
  ingredient: string;
  name: string;
  quantity: number | null;
  unit: string | null;
}

export interface RecipeStep {
  /** The step's instructions (SPEC section 3 calls it description; `text` before migration 017). */
  description: string;
  ingredients: string[];
  picture?: string | null;
}

/** One record per recipe and content language; the id is shared by the translations. */
export interface RecipesTable {
  id: string;
  language: string;
  url_slug: string;
  vertical: string;
  category: string;
  origin: string;
  diets: string[];
  number_of_people: number;
  difficulty: string;
  preparation_time: number;
  cooking_time: number;
  resting_time: number;
  total_time: number;
  access_mode: string;
  status: string;
  has_video: boolean;
  title: string;
  subtitle: string;
  description: string;
  ingredients: JSONColumnType<RecipeIngredient[]>;
  kitchenware: JSONColumnType<string[]>;
  steps: JSONColumnType<RecipeStep[]>;
  palette: string[];
  view_count: Generated<number>;
  ratings_count: Generated<number>;
  posts_count: Generated<number>;
  /** The sum of the recipe's stars (migration 021's trigger); the average is rating_total / ratings_count. */
  rating_total: Generated<number>;
  /** Epoch milliseconds, strictly increasing per change (Kinto's last_modified). */
  last_modified: ColumnType<string, number | string, number | string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Derived by the recipes_derive trigger (migration 003). */
  search_vector: ColumnType<string | null, never, never>;
  ingredient_keys: ColumnType<string[], never, never>;
  step_by_step: ColumnType<boolean, never, never>;
  author_id: string | null;
  /** Image paths (`/images/...`) and the video URL; null when the recipe has none. */
  web_cover: string | null;
  web_cover_thumbnail: string | null;
  video: string | null;
}

type Millis = ColumnType<string, number | string, number | string>;

export interface UsersTable {
  id: string;
  email: string;
  /** Null for profiles nobody may log into (demo profiles): login and reset refuse them. */
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  username: Generated<string>;
  biography: Generated<string>;
  instagram_profile: Generated<string>;
  profile_picture: string | null;
  cover_image: string | null;
  user_types: Generated<string[]>;
  tags: Generated<string[]>;
  chosen_lang: string | null;
  chosen_country: string | null;
  stripe_customer_id: Generated<string | null>;
  is_optin_newsletter: Generated<boolean>;
  email_validated_at: Timestamp | null;
  activation_key_hash: string | null;
  pending_email: string | null;
  pending_email_key_hash: string | null;
  activation_key_expires_at: Timestamp | null;
  pending_email_key_expires_at: Timestamp | null;
  /** Granted explicitly (the roles command): 'staff', 'moderator'. Badges are user_types. */
  roles: Generated<string[]>;
  /** Base32 TOTP secret once enrolled; staff powers need it (migration 014). */
  totp_secret: string | null;
  /** The last time step accepted, so a code is never accepted twice. */
  totp_last_step: ColumnType<string | null, number | string | null, number | string | null>;
  totp_recovery_hashes: Generated<string[]>;
  /** Set when too many cards were declined in a day (card testing): no payment until staff unlock it. */
  billing_locked_at: Timestamp | null;
  /** Wrong second-factor codes since the last good one, within a day (migration 037). */
  second_factor_failures: Generated<number>;
  second_factor_failed_at: Timestamp | null;
  /** Until then no second-factor code is checked for the account: too many were wrong. */
  second_factor_locked_until: Timestamp | null;
  /** The public profile shows first and last names only when the member chooses. */
  show_full_name: Generated<boolean>;
  last_modified: Millis;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When an account still unconfirmed was told it will be purged (migration 038). */
  unconfirmed_notice_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Each declined card payment of a member (billing locks after too many in a day). */
export interface PaymentDeclinesTable {
  id: Generated<string>;
  user_id: string;
  declined_at: Timestamp;
}

export interface TokensTable {
  token_hash: string;
  user_id: string;
  kind: 'session' | 'reset' | 'secure';
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
  /** Public id of a session, to list and sign it out; never the secret. */
  id: Generated<string>;
  last_used_at: Timestamp;
  /** When this session last proved the password (login, re-authentication). */
  password_verified_at: Timestamp | null;
  /** When this session passed the second factor (TOTP or a recovery code). */
  second_factor_at: Timestamp | null;
  user_agent: Generated<string>;
  /** A secure link sent to the old address after an e-mail change gives the account back to it. */
  restore_email: string | null;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  kind: string;
  sent_at: Timestamp | null;
  created_at: Timestamp;
}

export interface FavouritesTable {
  user_id: string;
  recipe_id: string;
  last_modified: Millis;
  created_at: Timestamp;
}

export interface RecipeViewsTable {
  user_id: string;
  recipe_id: string;
  last_view: Timestamp;
  /** The day this member's view last counted in the recipe's view_count (once a day). */
  counted_on: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BooksTable {
  id: string;
  title: string;
  created_at: Timestamp;
}

export interface BookRecipesTable {
  book_id: string;
  recipe_id: string;
}

export interface BookQrcodesTable {
  uuid: string;
  book_id: string;
  /** The recipe the code is printed beside, or null for a copy's cover code (migration 018). */
  recipe_id: string | null;
  /** The printed copy the code belongs to: a random id of its own, never a code (migration 038). */
  copy_id: Generated<string>;
}

/** A member who unlocked a book with a code of one copy: a copy serves BOOK_COPY_MEMBERS at most. */
export interface BookCopyRedemptionsTable {
  copy_id: string;
  user_id: string;
  book_id: string;
  redeemed_at: Generated<Date>;
}

export interface UnlockedBooksTable {
  user_id: string;
  book_id: string;
  unlocked_at: Timestamp;
}

/** The last timestamp given to a recipe of a language; writers lock it (migration 020). */
export interface CatalogueTimestampsTable {
  language: string;
  last_modified: Millis;
}

/** A member's `default` bucket collection timestamp, moved by every write (migration 020). */
export interface MemberCollectionTimestampsTable {
  user_id: string;
  collection: string;
  last_modified: Millis;
}

/** A record of a member's kitchen collection (`shopping-list`, `recipe-collections`). */
export interface MemberRecordsTable {
  user_id: string;
  collection: string;
  id: string;
  data: JSONColumnType<Record<string, unknown>>;
  last_modified: Millis;
  share_token: string | null;
}

export interface PlainQrcodesTable {
  shortcode: string;
  target: string;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  product_id: string;
  type: 'monthly' | 'yearly';
  platform: string;
  expires_at: Timestamp;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  provider_subscription_id: string | null;
  status: Generated<string>;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  last_receipt_amount: number | null;
  last_receipt_currency: string | null;
  last_receipt_at: Timestamp | null;
  last_event_at: Timestamp | null;
}

/** A member's billing operation under way (migration 015). */
export interface BillingOperationsTable {
  user_id: string;
  id: string;
  kind: string;
  fingerprint: string;
  state: 'running' | 'interrupted';
  started_at: Timestamp;
}

/** One member's exclusive recipes of one week (migration 019): the key makes it once per week. */
export interface WeeklyOffersTable {
  user_id: string;
  /** The week's Monday (UTC), YYYY-MM-DD. */
  week: ColumnType<string, string, never>;
  recipe_ids: string[];
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Generated<Date>;
}

/** A durable background job (migration 019): unique per (kind, key), claimed with a lease. */
export interface JobsTable {
  id: string;
  kind: string;
  key: string;
  payload: JSONColumnType<Record<string, string>>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: Generated<number>;
  locked_until: Timestamp | null;
  done_at: Timestamp | null;
  last_error: string | null;
  created_at: Generated<Date>;
}

export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ImagesTable {
  key: string;
  owner_id: string | null;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  created_at: Timestamp;
}

/** Words of the catalogue per language, for typo tolerance (migration 033, filled by a trigger). */
export interface SearchWordsTable {
  language: string;
  word: string;
}

export interface TaxonomyTermsTable {
  kind: 'category' | 'origin' | 'ingredient';
  key: string;
  language: string;
  name: string;
  /** The localized URL word of the term's page (category and ingredient pages). */
  slug: string;
}

export interface NewsletterSignupsTable {
  email: string;
  locale: string;
  created_at: Generated<Timestamp>;
  /** Double opt-in: the hash of the mailed confirmation key, and when it was used. */
  confirm_key_hash: string | null;
  confirmed_at: Timestamp | null;
  /** When the confirmation mail last went out (migration 016): expiry and resend throttle. */
  confirm_sent_at: Timestamp | null;
}

/** One member following another (migration 009); never oneself. */
export interface UserFollowsTable {
  follower_id: string;
  followed_id: string;
  created_at: Timestamp;
}

export type { CmsSection };

export interface CmsPagesTable {
  /** The locale's CMS page id (locales/{locale}/site.json, cms). */
  id: string;
  kind: string;
  locale: Locale;
  title: string;
  description: string;
  sections: JSONColumnType<CmsSection[]>;
  updated_at: Timestamp;
}

/** Community tables (migration 021). */
export interface CommunityPostsTable {
  id: string;
  author_id: string;
  recipe_id: string;
  locale: string;
  title: string;
  message: string;
  challenge_id: string | null;
  won_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface CommunityAttachmentsTable {
  id: string;
  owner_id: string;
  media_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  post_id: string | null;
  position: number | null;
  created_at: Generated<Date>;
}

export interface CommunityCommentsTable {
  /** bigint: the driver hands it back as a string. */
  id: ColumnType<string, string | number | undefined, never>;
  uuid: string;
  author_id: string;
  recipe_id: string | null;
  post_id: string | null;
  parent_id: string | number | null;
  language: string;
  type: string;
  text: string;
  attachment_id: string | null;
  translation: string | null;
  deleted_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface PostLikesTable {
  post_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface CommentLikesTable {
  comment_id: string | number;
  user_id: string;
  created_at: Generated<Date>;
}

export interface RecipeRatingsTable {
  recipe_id: string;
  user_id: string;
  stars: number;
  reasons: string[];
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CommunityReportsTable {
  id: string;
  reporter_id: string;
  reported_user_id: string | null;
  post_id: string | null;
  comment_id: string | number | null;
  language: string;
  message: string;
  /** A copy of the reported post's or comment's words, kept when they are deleted (migration 023). */
  reported_text: string | null;
  /** A reported community recipe (migration 025); null once it is deleted. */
  recipe_id: string | null;
  status: Generated<string>;
  created_at: Generated<Date>;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: Generated<Date>;
}

/** Community recipes (migration 025). */
export interface CommunityRecipesTable {
  id: string;
  author_id: string;
  language: string;
  source: Generated<string>;
  title: string;
  description: Generated<string>;
  picture_key: string | null;
  picture_thumbnail_key: string | null;
  status: Generated<string>;
  refusal_reason: string | null;
  categories: Generated<string[]>;
  diets: Generated<string[]>;
  number_of_people: number | null;
  difficulty: string | null;
  preparation_time: Generated<number>;
  cooking_time: Generated<number>;
  resting_time: Generated<number>;
  published_slug: string | null;
  submitted_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CommunityRecipeIngredientsTable {
  id: string;
  recipe_id: string;
  position: number;
  ingredient: string | null;
  name: string;
  quantity: number | null;
  unit: string | null;
  created_at: Generated<Date>;
}

export interface CommunityRecipeKitchenwareTable {
  id: string;
  recipe_id: string;
  position: number;
  name: string;
  created_at: Generated<Date>;
}

export interface CommunityRecipeStepsTable {
  id: string;
  recipe_id: string;
  position: number;
  description: Generated<string>;
  ingredient_ids: Generated<string[]>;
  picture_key: string | null;
  created_at: Generated<Date>;
}

export interface RecipeModerationDecisionsTable {
  id: ColumnType<string, string | number | undefined, never>;
  recipe_id: string;
  actor_id: string | null;
  decision: string;
  from_status: string;
  to_status: string;
  reason: string | null;
  created_at: Generated<Date>;
}

export interface CreatorTermsAcceptancesTable {
  user_id: string;
  version: string;
  accepted_at: Generated<Date>;
}

export interface CreatorQuestionnairesTable {
  id: string;
  user_id: string;
  answers: JSONColumnType<Record<string, string>>;
  created_at: Generated<Date>;
}

export interface CookingTestsTable {
  id: string;
  recipe_id: string;
  tester_id: string;
  assigned_by: string | null;
  stage: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface WorkshopsTable {
  id: string;
  host_id: string | null;
  host_name: string;
  starts_at: Date;
  duration_minutes: number;
  booking_opens_at: Date | null;
  capacity: number;
  created_at: Generated<Date>;
}

export interface WorkshopTextsTable {
  workshop_id: string;
  language: string;
  slug: string;
  title: string;
  description: string;
}

export interface WorkshopBookingsTable {
  workshop_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface WorkshopWaitlistTable {
  workshop_id: string;
  user_id: string;
  created_at: Generated<Date>;
  notified_at: Date | null;
}

export interface CocreationProjectsTable {
  id: string;
  starts_at: Date;
  ends_at: Date;
  created_at: Generated<Date>;
}

export interface CocreationProjectTextsTable {
  project_id: string;
  language: string;
  slug: string;
  title: string;
  story: string;
}

export interface CocreationParticipantsTable {
  project_id: string;
  user_id: string;
  joined_at: Generated<Date>;
}

export interface CocreationRecipesTable {
  project_id: string;
  recipe_id: string;
  position: number;
}

export interface SmsOutboxTable {
  id: string;
  kind: string;
  to_number: string;
  body: string;
  created_at: Generated<Date>;
  sent_at: Date | null;
}

/** One daily budget's use (migration 036): a UTC day, a scope (`sms:FR`, `mail:confirm:<hash>`), a count. */
export interface DailyCountsTable {
  day: ColumnType<string, string, string>;
  scope: string;
  count: number;
}

export interface VideosTable {
  id: string;
  status: Generated<string>;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  caption_languages: Generated<string[]>;
  error: string | null;
  uploaded_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RecipeVideosTable {
  recipe_id: string;
  video_id: string;
}

export interface ShowsTable {
  id: string;
  position: number;
  last_modified: ColumnType<string, number | string, number | string>;
}

export interface ShowTextsTable {
  show_id: string;
  language: string;
  slug: string;
  title: string;
  description: string;
}

export interface ShowEpisodesTable {
  id: string;
  show_id: string;
  season: number;
  number: number;
  video_id: string;
  recipe_id: string | null;
  published_at: ColumnType<string, number | string, number | string>;
  last_modified: ColumnType<string, number | string, number | string>;
}

export interface PreviewsTable {
  token_hash: string;
  kind: string;
  locale: string;
  data: JSONColumnType<Record<string, unknown>>;
  created_by: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface Database {
  previews: PreviewsTable;
  videos: VideosTable;
  recipe_videos: RecipeVideosTable;
  shows: ShowsTable;
  show_texts: ShowTextsTable;
  show_episodes: ShowEpisodesTable;
  sms_outbox: SmsOutboxTable;
  daily_counts: DailyCountsTable;
  cocreation_projects: CocreationProjectsTable;
  cocreation_project_texts: CocreationProjectTextsTable;
  cocreation_participants: CocreationParticipantsTable;
  cocreation_recipes: CocreationRecipesTable;
  workshops: WorkshopsTable;
  workshop_texts: WorkshopTextsTable;
  workshop_bookings: WorkshopBookingsTable;
  workshop_waitlist: WorkshopWaitlistTable;
  community_recipes: CommunityRecipesTable;
  community_recipe_ingredients: CommunityRecipeIngredientsTable;
  community_recipe_kitchenware: CommunityRecipeKitchenwareTable;
  community_recipe_steps: CommunityRecipeStepsTable;
  recipe_moderation_decisions: RecipeModerationDecisionsTable;
  creator_terms_acceptances: CreatorTermsAcceptancesTable;
  creator_questionnaires: CreatorQuestionnairesTable;
  cooking_tests: CookingTestsTable;
  community_posts: CommunityPostsTable;
  community_attachments: CommunityAttachmentsTable;
  community_comments: CommunityCommentsTable;
  post_likes: PostLikesTable;
  comment_likes: CommentLikesTable;
  recipe_ratings: RecipeRatingsTable;
  community_reports: CommunityReportsTable;
  user_blocks: UserBlocksTable;
  cms_pages: CmsPagesTable;
  taxonomy_terms: TaxonomyTermsTable;
  search_words: SearchWordsTable;
  recipes: RecipesTable;
  users: UsersTable;
  user_follows: UserFollowsTable;
  newsletter_signups: NewsletterSignupsTable;
  webhook_events: WebhookEventsTable;
  billing_operations: BillingOperationsTable;
  payment_declines: PaymentDeclinesTable;
  weekly_offers: WeeklyOffersTable;
  jobs: JobsTable;
  tokens: TokensTable;
  outbox: OutboxTable;
  favourites: FavouritesTable;
  recipe_views: RecipeViewsTable;
  books: BooksTable;
  book_recipes: BookRecipesTable;
  book_qrcodes: BookQrcodesTable;
  book_copy_redemptions: BookCopyRedemptionsTable;
  unlocked_books: UnlockedBooksTable;
  catalogue_timestamps: CatalogueTimestampsTable;
  member_collection_timestamps: MemberCollectionTimestampsTable;
  member_records: MemberRecordsTable;
  plain_qrcodes: PlainQrcodesTable;
  subscriptions: SubscriptionsTable;
  images: ImagesTable;
}
