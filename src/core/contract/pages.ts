import type { FromSchema } from 'json-schema-to-ts';
import { LOCALES } from '../locales/locales';
import { recordOf } from './records';

/**
 * The content-management pages of /v1 (story, legal, app, landing...): one record per locale,
 * named by that locale's CMS id (locales/{locale}/site.json, `cms`), in the `{data}` envelope.
 */

export const CMS_PAGE_ID_PATTERN = '^[a-z0-9-]{1,80}$';

export const cmsPageParamsSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: CMS_PAGE_ID_PATTERN } },
  required: ['id'],
} as const;

export const cmsSectionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    heading: { type: 'string' },
    paragraphs: { type: 'array', items: { type: 'string' } },
  },
  required: ['heading', 'paragraphs'],
  additionalProperties: false,
} as const;

export const cmsPageSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    /** Which of the locale's CMS pages (`cms` keys of site.json: story, legal, mobileApp...). */
    kind: { type: 'string' },
    locale: { type: 'string', enum: LOCALES },
    title: { type: 'string' },
    description: { type: 'string' },
    sections: { type: 'array', items: cmsSectionSchema },
    last_modified: { type: 'integer' },
  },
  required: ['id', 'kind', 'locale', 'title', 'description', 'sections', 'last_modified'],
  additionalProperties: false,
} as const;

export const cmsPageResponseSchema = recordOf(cmsPageSchema);

export type CmsSection = FromSchema<typeof cmsSectionSchema>;
export type CmsPage = FromSchema<typeof cmsPageSchema>;
export type CmsPageResponse = FromSchema<typeof cmsPageResponseSchema>;
