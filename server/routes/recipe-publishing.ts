import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale, languageOf } from '../../src/core/locales/locales';
import { recipeProblems } from '../../src/core/recipes/recipe-rules';
import { DIETS, DIFFICULTIES, STEPS_PER_RECIPE } from '../../src/core/rules';
import { requireRole } from '../auth/require-role';
import { securityEvent } from '../auth/security-events';
import type { ApiContext } from '../context';
import { toRecord } from '../repositories/recipes';
import { invalidBody } from './account';
import { errorResponses, recipeRecordSchema } from './schemas';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const minutes = { type: 'integer', minimum: 0, maximum: 10_000 } as const;

const recipeInput = {
  type: 'object',
  additionalProperties: false,
  required: ['url_slug', 'vertical', 'category', 'origin', 'numberOfPeople', 'difficulty', 'preparation_time', 'title', 'ingredients', 'steps'],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,79}$' },
    url_slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 },
    vertical: { type: 'string', enum: ['original', 'daily', 'light-and-fun', 'kids', 'cocktails'] },
    category: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' },
    origin: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' },
    diets: { type: 'array', items: { type: 'string', enum: [...DIETS] }, uniqueItems: true },
    numberOfPeople: { type: 'integer', minimum: 0, maximum: 100 },
    difficulty: { type: 'string', enum: [...DIFFICULTIES] },
    preparation_time: minutes,
    cooking_time: minutes,
    resting_time: minutes,
    access_mode: { type: 'string', enum: ['free', 'premium', 'book'] },
    title: text(200),
    subtitle: { type: 'string', maxLength: 300 },
    description: { type: 'string', maxLength: 3000 },
    palette: { type: 'array', items: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, maxItems: 3 },
    video: { type: 'string', pattern: '^(https://|/)[^\\s"<>]{1,500}$' },
    kitchenware: { type: 'array', items: text(100), maxItems: 20 },
    ingredients: {
      type: 'array',
      maxItems: 60,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['ingredient', 'name'],
        properties: {
          ingredient: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' },
          name: text(120),
          quantity: { type: ['number', 'null'], minimum: 0 },
          unit: { type: ['string', 'null'], maxLength: 20 },
        },
      },
    },
    steps: {
      type: 'array',
      maxItems: STEPS_PER_RECIPE.max + 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['description'],
        properties: { description: text(2000), ingredients: { type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: 60 } },
      },
    },
  },
} as const;

interface RecipeInput {
  id?: string;
  url_slug: string;
  vertical: string;
  category: string;
  origin: string;
  diets?: string[];
  numberOfPeople: number;
  difficulty: string;
  preparation_time: number;
  cooking_time?: number;
  resting_time?: number;
  access_mode?: string;
  title: string;
  subtitle?: string;
  description?: string;
  palette?: string[];
  video?: string;
  kitchenware?: string[];
  ingredients: { ingredient: string; name: string; quantity?: number | null; unit?: string | null }[];
  steps: { description: string; ingredients?: string[] }[];
}

/** Staff publish a recipe into a locale's bucket, live at once through the fallback route. */
export function registerRecipePublishingRoutes(app: FastifyInstance, ctx: ApiContext) {
  app.post<{ Params: { bucket: Locale }; Body: { data: RecipeInput } }>(
    '/v1/buckets/:bucket/collections/recipes/records',
    {
      schema: {
        tags: ['recipes'],
        summary: 'Publish a recipe in the language of a locale (staff only)',
        params: { type: 'object', properties: { bucket: { type: 'string', enum: [...LOCALES] } }, required: ['bucket'] },
        body: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: recipeInput } },
        response: { 201: { type: 'object', properties: { data: recipeRecordSchema } }, 401: errorResponses[400], 403: errorResponses[400], 409: errorResponses[400], ...errorResponses },
      },
      // Before migration 017 a step's instructions were `text`: a client still sending it is told
      // which field to rename, instead of only that `description` is missing.
      preValidation: async (request) => {
        const steps = (request.body as { data?: { steps?: unknown } } | undefined)?.data?.steps;
        if (!Array.isArray(steps)) return;
        const index = steps.findIndex((step) => typeof step === 'object' && step !== null && 'text' in step);
        if (index >= 0) throw invalidBody(`data.steps.${index}.text`, 'A step takes its instructions as description; text is no longer accepted');
      },
    },
    async (request, reply) => {
      // Staff by explicit role and a second factor on this session; never by address or badge.
      const userId = await requireRole(request, 'staff', ctx.db.db);
      const input = request.body.data;
      const draft = { ...input, cooking_time: input.cooking_time ?? 0, resting_time: input.resting_time ?? 0 };
      const [problem] = recipeProblems(draft);
      if (problem) throw invalidBody(`data.${problem.field}`, problem.message);
      const keys = new Set(input.ingredients.map((item) => item.ingredient));
      for (const step of input.steps) for (const key of step.ingredients ?? []) if (!keys.has(key)) throw invalidBody('data.steps', `Step ingredient ${key} is not in the ingredients`);
      const language = languageOf(request.params.bucket);
      const id = input.id ?? randomUUID();

      const row = await ctx.db.db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('recipes')
          .select('id')
          .where('language', '=', language)
          .where((eb) => eb.or([eb('url_slug', '=', input.url_slug), eb('id', '=', id)]))
          .executeTakeFirst();
        if (taken) throw invalidBody(taken.id === id ? 'data.id' : 'data.url_slug', 'Another recipe of this language already uses it', 409);
        const { latest } = await trx.selectFrom('recipes').select((eb) => eb.fn.max('last_modified').as('latest')).executeTakeFirstOrThrow();
        return trx
          .insertInto('recipes')
          .values({
            id,
            language,
            url_slug: input.url_slug,
            vertical: input.vertical,
            category: input.category,
            origin: input.origin,
            diets: input.diets ?? [],
            number_of_people: input.numberOfPeople,
            difficulty: input.difficulty,
            preparation_time: input.preparation_time,
            cooking_time: draft.cooking_time,
            resting_time: draft.resting_time,
            total_time: input.preparation_time + draft.cooking_time + draft.resting_time,
            access_mode: input.access_mode ?? 'free',
            status: 'published',
            has_video: !!input.video,
            title: input.title,
            subtitle: input.subtitle ?? '',
            description: input.description ?? '',
            ingredients: JSON.stringify(input.ingredients.map((item) => ({ ...item, quantity: item.quantity ?? null, unit: item.unit ?? null }))),
            kitchenware: JSON.stringify(input.kitchenware ?? []),
            steps: JSON.stringify(input.steps.map((step) => ({ description: step.description, ingredients: step.ingredients ?? [], picture: null }))),
            palette: input.palette ?? ['#c62828', '#ffc627', '#fff4e0'],
            last_modified: Math.max(Date.now(), Number(latest ?? 0) + 1),
            web_cover: null,
            web_cover_thumbnail: null,
            video: input.video ?? null,
            author_id: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      securityEvent(request, 'staff.published', { user_id: userId, recipe_id: row.id, language });
      return reply.status(201).send({ data: toRecord(row, true) });
    },
  );
}
