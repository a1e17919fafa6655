import type { FastifyInstance } from 'fastify';
import { auth, signUp, validateEmail } from './members';
import { multipart, smallPicture } from './uploads';

/** A member whose address is confirmed, with their id. */
export async function confirmedMember(app: FastifyInstance) {
  const member = await signUp(app);
  await validateEmail(app, member.email, member.token);
  const { id } = (await app.inject({ url: '/v1/profile', headers: auth(member.token) })).json().data;
  return { ...member, id: id as string };
}

/** POST /v1/community/attachments with a picture (a small valid one by default). */
export async function uploadAttachment(app: FastifyInstance, token: string, bytes?: Buffer) {
  const body = multipart(bytes ?? (await smallPicture()));
  return app.inject({
    method: 'POST',
    url: '/v1/community/attachments',
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}

/**
 * Posts a re-creation of `recipe` with `photos` fresh photos: the answer of the post, or of the
 * upload when it is refused.
 */
export async function publishPost(
  app: FastifyInstance,
  token: string,
  recipe: string,
  { photos = 1, title = 'My version' }: { photos?: number; title?: string } = {},
) {
  const attachments: string[] = [];
  for (let i = 0; i < photos; i++) {
    const upload = await uploadAttachment(app, token);
    if (upload.statusCode !== 201) return upload;
    attachments.push(upload.json().uuid as string);
  }
  return app.inject({
    method: 'POST',
    url: '/v1/community/posts',
    headers: auth(token),
    payload: { title, message: 'Made it tonight', recipe, attachments, locale: 'en-us' },
  });
}

/** POST /v1/community/likes: `like` or null, on a post or a comment. */
export function react(app: FastifyInstance, token: string, target: { post?: string; comment?: string }, like = true) {
  return app.inject({
    method: 'POST',
    url: '/v1/community/likes',
    headers: auth(token),
    payload: { reaction_type: like ? 'like' : null, ...target },
  });
}
