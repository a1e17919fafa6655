import { attachmentSchema } from '../../src/core/contract/community';
import { errorSchema } from '../../src/core/contract/errors';
import { readUploadedPicture } from '../http/uploaded-picture';
import { pictureUploadLimit } from '../images/upload-limit';
import { attachmentOf } from '../repositories/community-attachments';
import { uploadAttachment } from '../services/community-posts';
import { requireConfirmedAddress } from '../http/current-member';
import type { App } from '../typed-app';

/** A photo uploaded for a post or a comment before it is sent (claimed by the first that names it). */
export function registerCommunityAttachmentRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  app.post(
    '/v1/community/attachments',
    {
      config: { ...pictureUploadLimit, auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'uploadAttachment',
        summary:
          'Uploads a photo for a post or a comment (multipart `file`: jpg or png, at most 5 MB, re-encoded without metadata)',
        description:
          'The photo stays the uploader’s until a post or a comment uses it; unused, it is deleted after a day.',
        consumes: ['multipart/form-data'],
        // 403: the caller's address is not confirmed yet; 409 (errno 142): their pictures fill their
        // storage quota; 503: the image workers are busy (Retry-After).
        response: { 201: attachmentSchema, 403: errorSchema, 409: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      await requireConfirmedAddress(db, request.memberId, 'post');
      const image = await readUploadedPicture(app.imageWork, request, reply);
      const attachment = await uploadAttachment(app, request.memberId, image);
      return reply.status(201).send(attachmentOf(attachment, publicUrl));
    },
  );
}
