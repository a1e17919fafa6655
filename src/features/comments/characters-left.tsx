import React, { useEffect, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { commentCharactersLeft } from '../../core/community/comment-length';
import * as styles from './comments.module.css';

/** How long typing pauses before the count is told to screen readers (one word each keystroke is noise). */
export const ANNOUNCE_AFTER_MS = 1000;

/**
 * "N characters left" (or "N characters too many") under a comment's text: on screen at once
 * (the field's description, `id`), and in a polite live region once typing pauses.
 */
export function CharactersLeft({ id, text }: { id: string; text: string }) {
  const { plural } = useI18n();
  const left = commentCharactersLeft(text);
  const message = left < 0 ? plural('comments.tooMany', -left) : plural('comments.left', left);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <>
      <p id={id} className={left < 0 ? styles.over : styles.left}>
        {message}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {text ? announced : ''}
      </p>
    </>
  );
}
