import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_UPLOAD } from '../../src/core/rules';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { ImagesBusy } from '../images/image-jobs';
import type { ImageWork } from '../images/image-work';
import { ImageRejected } from '../images/process-image';

const tooLarge = () =>
  new ApiError(413, ERRNO.BODY_TOO_LARGE, 'file in body: The photo is larger than 5 MB', [
    { location: 'body', name: 'file', description: 'The photo is larger than 5 MB' },
  ]);

/**
 * The picture of a multipart upload's `file`, judged by its bytes and re-encoded (SPEC sections 5
 * and 9: jpg or png, at most 5 MB): 415 naming `file` when it is no such picture or not multipart,
 * 413 when larger, 503 with Retry-After when the image workers are busy.
 */
export async function readUploadedPicture(imageWork: ImageWork, request: FastifyRequest, reply: FastifyReply) {
  if (!request.isMultipart()) {
    const description = 'multipart/form-data expected';
    throw new ApiError(415, ERRNO.INVALID_POSTED_DATA, 'file in body: send the picture as multipart/form-data', [
      { location: 'body', name: 'file', description },
    ]);
  }
  const file = await request.file({ limits: { fileSize: PHOTO_UPLOAD.maxBytes, files: 1 } });
  if (!file) throw invalidBody('file', 'This field is mandatory');
  const bytes = await file.toBuffer().catch(() => {
    throw tooLarge();
  });
  if (file.file.truncated) throw tooLarge();
  try {
    return await imageWork.normalizeUpload(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) throw invalidBody('file', error.message, 415);
    if (error instanceof ImagesBusy) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
