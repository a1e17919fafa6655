import { useCallback, useEffect, useState } from 'react';

/**
 * The step shown among `count`, starting at `first` (kept within them): `go` moves to another,
 * and the arrow keys to the next or the one before.
 */
export function useCookStep(count: number, first: number) {
  const [step, setStep] = useState(() => Math.min(first, Math.max(0, count - 1)));
  const last = count - 1;
  const go = useCallback((to: number) => setStep(Math.max(0, Math.min(last, to))), [last]);
  // On the document: a button that goes (a timer dismissed) leaves the focus outside the dialog.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') setStep((current) => Math.min(last, current + 1));
      else if (event.key === 'ArrowLeft') setStep((current) => Math.max(0, current - 1));
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [last]);
  return { step, last, go };
}
