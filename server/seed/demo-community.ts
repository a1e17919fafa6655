import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Locale, languageOf } from '../../src/core/locales/locales';
import type { RatingReason } from '../../src/core/rules';
import type { ImageStorage } from '../images/storage';
import { attachToPost, insertAttachment } from '../repositories/community-attachments';
import { insertComment } from '../repositories/community-comments';
import { countPostsBy, insertPost } from '../repositories/community-posts';
import { insertImage } from '../repositories/images';
import { addPostLike } from '../repositories/likes';
import { insertRating } from '../repositories/ratings';
import { isPublishedRecipe } from '../repositories/published-recipes';
import { idsByUsernameOfEmails } from '../repositories/users';
import { DEMO_PROFILES, demoEmail } from './demo-profiles';
import type { DB } from '../db/schema';
import { storeDrawnPhoto } from './seed-pictures';

interface DemoPost {
  username: string;
  recipe: string;
  locale: Locale;
  title: string;
  message: string;
  /** The plate's colours: a re-creation looks like the dish, not like its cover. */
  palette: string[];
  /** Another demo profile's word under the post, in the post's language. */
  comment: { username: string; text: string };
}

/** The demo profiles' ratings: a few recipes show stars (and their JSON-LD an aggregateRating). */
const DEMO_RATINGS: readonly { username: string; recipe: string; stars: number; reasons: RatingReason[] }[] = [
  { username: 'tom_teste', recipe: 'shakshuka', stars: 5, reasons: ['tasty', 'easy-to-follow'] },
  { username: 'nina_atelier', recipe: 'shakshuka', stars: 4, reasons: ['quick'] },
  { username: 'chef_lucie', recipe: 'tarte-tatin', stars: 5, reasons: ['tasty', 'family-approved'] },
  { username: 'tom_teste', recipe: 'tarte-tatin', stars: 4, reasons: ['tasty'] },
  { username: 'nina_atelier', recipe: 'chocolate-chip-cookies', stars: 5, reasons: ['family-approved', 'good-value'] },
  { username: 'tom_teste', recipe: 'mushroom-risotto', stars: 4, reasons: ['easy-to-follow'] },
];

/** The demo profiles' re-creations, one feed's worth across the locales, newest first. */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    username: 'tom_teste',
    recipe: 'shakshuka',
    locale: 'en-us',
    title: 'Sunday shakshuka, take two',
    message: 'Added a pinch of smoked paprika and let the eggs set a minute longer. The pan was empty in ten minutes.',
    palette: ['#c0392b', '#f4d03f', '#fdf2e9'],
    comment: { username: 'chef_lucie', text: "Smoked paprika is a great idea, I'm stealing it!" },
  },
  {
    username: 'nina_atelier',
    recipe: 'tarte-tatin',
    locale: 'fr',
    title: 'Ma tatin du dimanche',
    message: 'Démoulée sans casse du premier coup ! Une pointe de fleur de sel dans le caramel, et c’est parfait.',
    palette: ['#b9770e', '#f5cba7', '#fef9e7'],
    comment: { username: 'tom_teste', text: 'Bravo pour le démoulage, c’est toujours le moment de vérité !' },
  },
  {
    username: 'chef_lucie',
    recipe: 'mushroom-risotto',
    locale: 'it',
    title: 'Risotto per una sera di pioggia',
    message: 'Con i funghi misti del mercato e una noce di burro alla fine: cremosissimo.',
    palette: ['#a0845c', '#f3e5ab', '#fbf8ef'],
    comment: { username: 'nina_atelier', text: 'Che bontà! Quali funghi hai usato?' },
  },
  {
    username: 'tom_teste',
    recipe: 'chicken-fajitas',
    locale: 'es-mx',
    title: 'Fajitas para toda la familia',
    message: 'Les puse un poco más de chile y quedaron perfectas con tortillas de maíz.',
    palette: ['#d35400', '#27ae60', '#fdebd0'],
    comment: { username: 'chef_lucie', text: '¡Qué buena idea lo de las tortillas de maíz!' },
  },
  {
    username: 'nina_atelier',
    recipe: 'red-lentil-dal',
    locale: 'de',
    title: 'Dal für kalte Abende',
    message: 'Mit extra Ingwer und frischem Koriander – genau das Richtige, wenn es draußen stürmt.',
    palette: ['#e67e22', '#f9e79f', '#fef5e7'],
    comment: { username: 'tom_teste', text: 'Sieht super aus! Wie viel Ingwer hast du genommen?' },
  },
  {
    username: 'chef_lucie',
    recipe: 'chocolate-chip-cookies',
    locale: 'pt-br',
    title: 'Cookies da tarde',
    message: 'Deixei a massa descansar uma noite na geladeira: crocantes por fora e macios por dentro.',
    palette: ['#6e2c00', '#d4ac0d', '#fcf3cf'],
    comment: { username: 'tom_teste', text: 'Que lindos! Vou testar a dica da geladeira.' },
  },
  {
    username: 'tom_teste',
    recipe: 'lasagna-bolognese',
    locale: 'en-gb',
    title: 'Lasagne for the whole street',
    message: 'Doubled the recipe for our street party: two trays, not a crumb left over.',
    palette: ['#a93226', '#f0b27a', '#fdedec'],
    comment: {
      username: 'nina_atelier',
      text: "Two trays and no leftovers: that's the best review a lasagne can get.",
    },
  },
  {
    username: 'chef_lucie',
    recipe: 'one-pot-tomato-pasta',
    locale: 'es-es',
    title: 'Pasta en una sola olla',
    message: 'Con albahaca del balcón y un buen parmesano. Cena lista en veinte minutos.',
    palette: ['#cb4335', '#52be80', '#fef9e7'],
    comment: { username: 'nina_atelier', text: '¡Albahaca del balcón, lo mejor! Me la apunto para esta semana.' },
  },
];

/**
 * Gives the demo profiles their re-creations (a drawn photo each) and likes among themselves, so
 * a fresh start shows a living feed. Only profiles that are the demo accounts (their reserved
 * addresses) and have no post yet get them: safe on every start. Returns the posts written.
 */
export async function seedDemoCommunity(db: Kysely<DB>, images: ImageStorage, now = new Date()): Promise<number> {
  const idOf = await idsByUsernameOfEmails(
    db,
    DEMO_PROFILES.map((profile) => demoEmail(profile.username)),
  );
  const ids = [...idOf.values()];
  // Decided before writing any: an author's own posts must not stop their next demo post.
  const withoutPosts = new Set<string>();
  for (const id of ids) if ((await countPostsBy(db, id)) === 0) withoutPosts.add(id);
  let written = 0;
  for (const [index, post] of DEMO_POSTS.entries()) {
    const authorId = idOf.get(post.username);
    if (!authorId || !withoutPosts.has(authorId) || !(await isPublishedRecipe(db, post.recipe))) continue;
    written += await seedPost(db, images, post, authorId, idOf, new Date(now.getTime() - index * 3_600_000));
  }
  if (written) await seedRatings(db, idOf);
  return written;
}

async function seedRatings(db: Kysely<DB>, idOf: Map<string | null, string>) {
  for (const rating of DEMO_RATINGS) {
    const userId = idOf.get(rating.username);
    if (userId && (await isPublishedRecipe(db, rating.recipe)))
      await insertRating(db, userId, rating.recipe, { stars: rating.stars, reasons: rating.reasons });
  }
}

async function seedPost(
  db: Kysely<DB>,
  images: ImageStorage,
  post: DemoPost,
  authorId: string,
  idOf: Map<string | null, string>,
  createdAt: Date,
): Promise<number> {
  const name = `community/demo/${post.recipe}-${post.locale}`;
  const { media, thumbnail, rows } = await storeDrawnPhoto(images, post.palette, name, name);
  return db.transaction().execute(async (trx) => {
    const attachmentId = randomUUID();
    for (const row of rows) await insertImage(trx, { ...row, owner_id: authorId });
    await insertAttachment(trx, {
      id: attachmentId,
      owner_id: authorId,
      media_key: media,
      thumbnail_key: thumbnail,
      width: 1200,
      height: 1200,
    });
    const postId = randomUUID();
    await insertPost(trx, {
      id: postId,
      author_id: authorId,
      recipe_id: post.recipe,
      locale: post.locale,
      title: post.title,
      message: post.message,
      created_at: createdAt,
    });
    await attachToPost(trx, postId, [attachmentId]);
    for (const likerId of idOf.values()) if (likerId !== authorId) await addPostLike(trx, postId, likerId);
    const commenterId = idOf.get(post.comment.username);
    if (commenterId)
      await insertComment(trx, {
        uuid: randomUUID(),
        author_id: commenterId,
        post_id: postId,
        recipe_id: null,
        parent_id: null,
        language: languageOf(post.locale),
        type: 'comment',
        text: post.comment.text,
        attachment_id: null,
      });
    return 1;
  });
}
