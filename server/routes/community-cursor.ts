import { invalidParameter } from '../errors';
import { UUID } from '../validation';

/** Where a community list page resumes: the last row's time (ISO text, microseconds) and id. */
export interface CursorPosition {
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque `cursor` of a community list's `next` URL (ARCHITECTURE section 3). */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/** The position a cursor names; anything this API did not hand out is a 400 naming `cursor`. */
export function decodeCursor(cursor: string): CursorPosition {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && AT.test(at) && typeof id === 'string' && UUID.test(id)) return { at, id };
  } catch {
    // Not base64url JSON: refused below like any other foreign cursor.
  }
  throw invalidParameter('cursor', 'is not a cursor this list handed out');
}
