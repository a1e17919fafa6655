import { randomUUID } from 'node:crypto';
import { cycled } from '../../src/core/lists';
import { COMMENT_TYPES } from '../../src/core/rules';
import { LOCALES } from '../../src/core/locales/locales';
import { attachToPost, insertAttachment } from '../repositories/community-attachments';
import { insertComments } from '../repositories/community-comments';
import { insertPost } from '../repositories/community-posts';
import { addCommentLike, addPostLike } from '../repositories/likes';
import { idsByUsernameOfEmails, insertUsersWithFreeEmails } from '../repositories/users';
import { runWithDatabase } from './run-with-database';

/** Members who write the synthetic comments (none can log in: no password). */
const WRITERS = 50;
/** Every how many top-level comments one has replies, and how many. */
const THREAD_EVERY = 10;
const REPLIES = 3;
/** The newest comments each get likes from this many writers. */
const LIKED = { comments: 100, likes: 5 };

/**
 * `tsx server/cli/seed-community.ts --recipe synthetic-0 --count 1000 --spread 200 --posts 4000`:
 * synthetic community for `npm run bench:api`: `count` top-level comments on the recipe (one in
 * THREAD_EVERY with REPLIES replies, the newest liked), ten comments on each of the `spread`
 * recipes that follow it (synthetic-1…), so the table is not the recipe's alone, and `posts`
 * re-creations over the recipes and locales, a photo and a few likes each (the feed). Written
 * straight into the database (an API writer would meet the per-member limit and the address check).
 */
runWithDatabase(async ({ database }) => {
  const option = (name: string, fallback: string) => {
    const at = process.argv.indexOf(`--${name}`);
    if (at < 0) return fallback;
    const value = process.argv[at + 1];
    if (value === undefined) throw new Error(`--${name} needs a value`);
    return value;
  };
  const recipe = option('recipe', 'synthetic-0');
  const count = Number(option('count', '1000'));
  const spread = Number(option('spread', '200'));
  const posts = Number(option('posts', '0'));
  if (
    !Number.isInteger(count) ||
    count < 1 ||
    !Number.isInteger(spread) ||
    spread < 0 ||
    !Number.isInteger(posts) ||
    posts < 0
  )
    throw new Error('--count needs a positive number of comments, --spread a number of recipes, --posts a number');
  const { db } = database;
  const now = Date.now();
  const emails = Array.from({ length: WRITERS }, (_, i) => `bench-writer-${i}@synthetic.miamo.invalid`);
  await insertUsersWithFreeEmails(
    db,
    emails.map((email, i) => ({
      id: randomUUID(),
      username: `bench_writer_${i}`,
      first_name: 'Bench',
      last_name: `Writer ${i}`,
      email,
      password_hash: null,
      email_validated_at: new Date(now),
      last_modified: now,
    })),
  );
  const writers = [...(await idsByUsernameOfEmails(db, emails)).values()];
  const comment = (i: number, target: { recipe_id: string } | { parent_id: string; recipe_id: string }) => ({
    uuid: randomUUID(),
    author_id: cycled(writers, i, 'writer'),
    post_id: null,
    parent_id: null,
    attachment_id: null,
    language: 'fr',
    type: cycled(COMMENT_TYPES, i, 'comment type'),
    text: `Commentaire numéro ${i} : j’ai ajouté un peu de citron, c’était parfait.`,
    ...target,
  });
  // Oldest first, a second apart, so the newest are the recipe's first page.
  const tops = Array.from({ length: count }, (_, i) => ({
    ...comment(i, { recipe_id: recipe }),
    created_at: new Date(now - (count - i) * 1000),
  }));
  const elsewhere = Array.from({ length: spread * 10 }, (_, i) => ({
    ...comment(i, { recipe_id: `synthetic-${1 + Math.floor(i / 10)}` }),
    created_at: new Date(now - i * 1000),
  }));
  await db.transaction().execute(async (trx) => {
    const ids = new Map<string, string>();
    for (let at = 0; at < tops.length + elsewhere.length; at += 500)
      for (const [uuid, id] of await insertComments(trx, [...tops, ...elsewhere].slice(at, at + 500)))
        ids.set(uuid, id);
    const replies = tops
      .filter((_, i) => i % THREAD_EVERY === 0)
      .flatMap((top, t) =>
        Array.from({ length: REPLIES }, (_, r) => ({
          ...comment(t + r + 1, { recipe_id: recipe, parent_id: ids.get(top.uuid)! }),
          created_at: new Date(top.created_at.getTime() + (r + 1) * 100),
        })),
      );
    for (let at = 0; at < replies.length; at += 500) await insertComments(trx, replies.slice(at, at + 500));
    for (const top of tops.slice(-LIKED.comments))
      for (const writer of writers.slice(0, LIKED.likes)) await addCommentLike(trx, ids.get(top.uuid)!, writer);
  });
  await seedPosts(posts);
  console.log(`Added ${count} comments on ${recipe} (with replies) and ${spread * 10} on ${spread} other recipes.`);

  /** Re-creations, newest every minute, over the first hundred recipes and every locale. */
  async function seedPosts(total: number) {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < total; i++) {
        const id = randomUUID();
        const author_id = cycled(writers, i, 'writer');
        const attachment = randomUUID();
        await insertAttachment(trx, {
          id: attachment,
          owner_id: author_id,
          media_key: `community/bench/${attachment}.jpg`,
          thumbnail_key: `community/bench/${attachment}-thumb.jpg`,
          width: 1200,
          height: 900,
        });
        await insertPost(trx, {
          id,
          author_id,
          recipe_id: `synthetic-${i % 100}`,
          locale: cycled(LOCALES, i, 'locale'),
          title: `Ma version n° ${i}`,
          message: 'Un peu plus de citron et une pincée de piment : toute la famille a adoré.',
          created_at: new Date(now - (total - i) * 60_000),
        });
        await attachToPost(trx, id, [attachment]);
        for (let like = 0; like < i % 7; like++) await addPostLike(trx, id, cycled(writers, i + like + 1, 'writer'));
      }
    });
    if (total) console.log(`Added ${total} re-creations with a photo and likes.`);
  }
});
