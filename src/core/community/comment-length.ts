import { COMMENT_MAX_CHARS } from '../rules';

/**
 * A comment's length as the API counts it (JSON Schema maxLength counts code points, so an emoji
 * is one character, not the two UTF-16 units of `String.length`).
 */
export function commentLength(text: string): number {
  return [...text].length;
}

/** How many characters the comment may still take; negative when it is too long. */
export function commentCharactersLeft(text: string): number {
  return COMMENT_MAX_CHARS - commentLength(text);
}
