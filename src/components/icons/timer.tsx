import React from 'react';

/** A kitchen timer, beside the words of a step that start one; decorative (its button carries the name). */
export const TimerIcon = ({ size = 20 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 13V9M9 2h6M12 2v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
