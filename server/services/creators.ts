import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  Creator,
  CreatorQuestionnaire,
  CreatorQuestionnaireBody,
  CreatorTerms,
} from '../../src/core/contract/community-recipes';
import { CREATOR_QUESTIONS, CREATOR_TERMS_VERSION } from '../../src/core/rules';
import type { DB } from '../db/schema';
import { ApiError, ERRNO, type ErrorDetail, invalidBody } from '../errors';
import { acceptTerms, latestTermsAcceptance } from '../repositories/creator-terms';
import {
  type CreatorRow,
  type QuestionnaireRow,
  insertQuestionnaire,
  listQuestionnaires,
} from '../repositories/creators';
import { authorOf } from './profile';

/** A line of the creators list: the member as an author, their biography and counts. */
export function creatorOf(row: CreatorRow, publicUrl: string): Creator {
  return {
    ...authorOf(row, publicUrl),
    biography: row.biography,
    authored_recipes_count: Number(row.authored_recipes_count),
    followers_count: Number(row.followers_count),
  };
}

/** The terms in force and what the member accepted last (nulls for an anonymous caller or none). */
export async function creatorTermsOf(db: Kysely<DB>, userId: string | null): Promise<CreatorTerms> {
  const accepted = userId ? await latestTermsAcceptance(db, userId) : undefined;
  return {
    version: CREATOR_TERMS_VERSION,
    accepted_version: accepted?.version ?? null,
    accepted_time: accepted ? new Date(accepted.accepted_at).toISOString() : null,
  };
}

/**
 * Records that the member accepts the creators terms in force (once: accepting again keeps the
 * first date). Another version is a 409 naming `version`, with the version in force: the member
 * read terms that are no longer (or not yet) the ones that apply.
 */
export async function acceptCreatorTerms(db: Kysely<DB>, userId: string, version: string) {
  if (version !== CREATOR_TERMS_VERSION)
    throw invalidBody('version', `The creators terms in force are version ${CREATOR_TERMS_VERSION}`, 409);
  await acceptTerms(db, userId, version);
  return creatorTermsOf(db, userId);
}

/**
 * The answers as stored (trimmed; an optional question left blank is left out), or a 400 naming
 * every refused answer (`answers.<key>`) at once: a question left unanswered or blank, a choice
 * outside its options (a NUL never gets here: server/validation.ts).
 */
export function checkedAnswers(answers: CreatorQuestionnaireBody['answers']): Record<string, string> {
  const given = answers as Record<string, string | undefined>;
  const kept: Record<string, string> = {};
  const problems: ErrorDetail[] = [];
  const refuse = (key: string, description: string) =>
    problems.push({ location: 'body', name: `answers.${key}`, description });
  for (const question of CREATOR_QUESTIONS) {
    const answer = given[question.key]?.trim() ?? '';
    if (!/\S/.test(answer)) {
      if (!('optional' in question && question.optional)) refuse(question.key, 'This field is mandatory');
    } else if (question.kind === 'choice' && !(question.options as readonly string[]).includes(answer))
      refuse(question.key, `Choose one of: ${question.options.join(', ')}`);
    else kept[question.key] = answer;
  }
  const [first] = problems;
  if (first)
    throw new ApiError(400, ERRNO.INVALID_POSTED_DATA, `${first.name} in body: ${first.description}`, problems);
  return kept;
}

export function questionnaireOf(row: QuestionnaireRow, publicUrl: string): CreatorQuestionnaire {
  return {
    id: row.id,
    member: authorOf({ ...row, id: row.user_id }, publicUrl),
    answers: row.answers,
    created_time: row.created_time,
  };
}

/** Stores a member's answers to the creators questionnaire (checked first) and answers it as staff read it. */
export async function submitQuestionnaire(
  db: Kysely<DB>,
  userId: string,
  answers: CreatorQuestionnaireBody['answers'],
  publicUrl: string,
): Promise<CreatorQuestionnaire> {
  const id = randomUUID();
  await insertQuestionnaire(db, { id, user_id: userId, answers: checkedAnswers(answers) });
  const [row] = await listQuestionnaires(db, { id, limit: 1 });
  if (!row) throw new Error(`The questionnaire ${id} just written could not be read back`);
  return questionnaireOf(row, publicUrl);
}
