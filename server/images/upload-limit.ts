import type {} from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { PHOTO_UPLOAD } from '../../src/core/rules';
import { clientKey } from '../auth/limits';
import { ApiError, ERRNO } from '../errors';

/**
 * Route config of picture uploads: at most PHOTO_UPLOAD.perMemberPerHour per member, whichever
 * client they use. Checked at preHandler, after authentication has set `request.userId`;
 * anonymous calls (refused anyway) count per client (the one client key).
 */
export const pictureUploadLimit: { rateLimit: RateLimitOptions } = {
  rateLimit: {
    max: PHOTO_UPLOAD.perMemberPerHour,
    timeWindow: '1 hour',
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) =>
      request.userId ? `member:${request.userId}` : `address:${clientKey(request)}`,
    errorResponseBuilder: (_request, context) => {
      const description = `At most ${context.max} pictures an hour; try again in ${context.after}`;
      return new ApiError(429, ERRNO.TOO_MANY_REQUESTS, `file in body: ${description}`, [
        { location: 'body', name: 'file', description },
      ]);
    },
  },
};
