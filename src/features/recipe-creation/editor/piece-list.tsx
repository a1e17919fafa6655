import React from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import * as styles from '../recipe-creation.module.css';

/** Ingredient lines or utensils, each with its "Remove" button (named after it for screen readers). */
export function PieceList({
  pieces,
  onRemove,
  labelledBy,
}: {
  pieces: { uuid: string; name: string; text: string }[];
  onRemove: (uuid: string) => void;
  labelledBy?: string;
}) {
  const { t } = useI18n();
  return (
    <ul className={styles.pieces} aria-labelledby={labelledBy}>
      {pieces.map((piece) => (
        <li key={piece.uuid} className={styles.piece}>
          <span>{piece.text}</span>
          <button type="button" className={styles.small} onClick={() => onRemove(piece.uuid)}>
            {t('creation.remove')}
            <span className="visually-hidden"> {piece.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
