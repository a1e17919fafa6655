import { errorSchema } from '../../src/core/contract/errors';
import {
  blockBodySchema,
  blockListQuerySchema,
  blockPageSchema,
  blockResultSchema,
  reportBodySchema,
  reportListQuerySchema,
  reportPageSchema,
  reportSchema,
  unblockParamsSchema,
} from '../../src/core/contract/moderation';
import { invalidBody, notFound } from '../errors';
import { memberHourlyLimit } from '../http/member-limit';
import { languageFromLangParam } from '../i18n';
import { listBlocks } from '../repositories/blocks';
import { listReports } from '../repositories/reports';
import { findUserById } from '../repositories/users';
import { block, unblock } from '../services/blocks';
import { memberCardOf } from '../services/profile';
import { fileReport, reportOf } from '../services/reports';
import type { App } from '../typed-app';
import { communityPage, nextPageUrl } from '../http/community-cursor';

const BASE = '/v1/community';

/** Reports a member may file in an hour. */
export const REPORTS_PER_HOUR = 20;
/** Blocks a member may make in an hour. */
export const BLOCKS_PER_HOUR = 60;

const userNotFound = (id: string) =>
  notFound("This user doesn't exist or profile deleted", { id, resource_name: 'user' });

/**
 * Reports and blocks (SPEC sections 6 and 7, Community: reports). A member reports a member, a
 * post or a comment; staff read the open reports, oldest first. A member blocks and unblocks
 * others and lists whom they block; a block ends the follows between the two and hides each one's
 * posts and comments from the other (`noBlockBetween` in the lists).
 */
export function registerCommunityModerationRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  app.post(
    `${BASE}/reports`,
    {
      // A report sends a published recipe back to the queue: a confirmed address only.
      config: { auth: 'member', confirmed: 'report', ...memberHourlyLimit(REPORTS_PER_HOUR, 'reports') },
      schema: {
        tags: ['community'],
        operationId: 'fileReport',
        summary: 'Reports a member, a post or a comment (by its uuid) to the staff, with a message',
        body: reportBodySchema,
        response: { 201: reportSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const language = languageFromLangParam(request.body.language, request.headers['accept-language']);
      const report = await fileReport(db, request.memberId, request.body, language, publicUrl);
      return reply.status(201).send(report);
    },
  );

  app.get(
    `${BASE}/reports`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['community'],
        operationId: 'listReports',
        summary: 'The open reports, oldest first (staff)',
        querystring: reportListQuerySchema,
        response: { 200: reportPageSchema },
      },
    },
    async (request) => {
      return communityPage(request.query, {
        read: (page) => listReports(db, page),
        positionOf: (row) => ({ at: row.reported_at, id: row.id }),
        nextUrl: nextPageUrl(`${publicUrl}${BASE}/reports`, { page_size: request.query.page_size }),
        itemOf: (row) => reportOf(row, publicUrl),
      });
    },
  );

  app.post(
    `${BASE}/user_block`,
    {
      config: { auth: 'member', ...memberHourlyLimit(BLOCKS_PER_HOUR, 'blocks') },
      schema: {
        tags: ['community'],
        operationId: 'blockMember',
        summary: 'Blocks a member (and ends the follows between the two): 201 the first time, 200 after',
        body: blockBodySchema,
        response: { 200: blockResultSchema, 201: blockResultSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const blockedId = request.body.user;
      if (blockedId === request.memberId) throw invalidBody('user', 'You cannot block yourself');
      if (!(await findUserById(db, blockedId))) throw userNotFound(blockedId);
      const { created } = await block(db, request.memberId, blockedId);
      return reply.status(created ? 201 : 200).send({ user: blockedId, blocked_by_viewer: true });
    },
  );

  app.delete(
    `${BASE}/user_block/:user_id`,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'unblockMember',
        summary: 'Lifts the caller’s block of a member (also when none stands)',
        params: unblockParamsSchema,
        response: { 200: blockResultSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const blockedId = request.params.user_id;
      if (!(await findUserById(db, blockedId))) throw userNotFound(blockedId);
      await unblock(db, request.memberId, blockedId);
      return { user: blockedId, blocked_by_viewer: false };
    },
  );

  app.get(
    `${BASE}/user_block`,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'listBlockedMembers',
        summary: 'The members the caller blocks, newest block first',
        querystring: blockListQuerySchema,
        response: { 200: blockPageSchema },
      },
    },
    async (request) => {
      return communityPage(request.query, {
        read: (page) => listBlocks(db, { blockerId: request.memberId, ...page }),
        positionOf: (row) => ({ at: row.blocked_at, id: row.id }),
        nextUrl: nextPageUrl(`${publicUrl}${BASE}/user_block`, { page_size: request.query.page_size }),
        itemOf: (row) => memberCardOf(row, publicUrl),
      });
    },
  );
}
