import React from 'react';
import { Heart } from '../../components/icons/heart';
import * as styles from './favourites.module.css';

/** The heart's markup: a toggle button (aria-pressed) and, when saving failed, why. */
export function HeartToggle({
  saved,
  label,
  disabled,
  onToggle,
  error,
  className,
  buttonRef,
}: {
  saved: boolean;
  label: string;
  disabled: boolean;
  onToggle?: () => void;
  error?: string;
  className?: string;
  buttonRef?: React.Ref<HTMLButtonElement>;
}) {
  return (
    <span className={`${styles.wrapper} ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.heart}
        aria-pressed={saved}
        aria-label={label}
        onClick={onToggle}
        disabled={disabled}
      >
        <Heart filled={saved} />
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  );
}
