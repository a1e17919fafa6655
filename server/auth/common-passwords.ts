import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | null = null;

/**
 * Whether a password is one of the ~49,000 that leaks show people use most (zxcvbn-ts's common
 * list, all lower case), compared without case and after Unicode compatibility folding, so that
 * `PassWord1` and a full-width `ｐａｓｓｗｏｒｄ１` are caught. Server only: the site's pages do not
 * carry the list (about 400 kB); they show the server's refusal.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.normalize('NFKC').toLowerCase());
}
