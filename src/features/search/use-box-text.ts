import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SEARCH_TYPING_PAUSE_MS } from '../../core/rules';

/**
 * The text of the search box, which the DOM owns (the box is uncontrolled): `typed` takes a key,
 * sends the text to `onType` once typing pauses, `clear` empties the box, and a new `show` replaces
 * what the box shows.
 */
export function useBoxText({
  initial,
  show,
  onType,
}: {
  initial: string;
  show: { q: string } | null;
  onType: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  // A pause in typing sends the text, straight from the timer: through a state and an effect it
  // would wait for two renders, each behind the drawing of the results before.
  const typing = useRef<{ timer?: ReturnType<typeof setTimeout>; sent: string; onType: typeof onType }>({
    sent: initial,
    onType,
  });
  useEffect(() => {
    typing.current.onType = onType;
  });
  const typed = (value: string) => {
    setText(value);
    clearTimeout(typing.current.timer);
    typing.current.timer = setTimeout(() => {
      if (value === typing.current.sent) return;
      typing.current.sent = value;
      flushSync(() => typing.current.onType(value));
    }, SEARCH_TYPING_PAUSE_MS);
  };
  useEffect(() => () => clearTimeout(typing.current.timer), []);

  // Keys typed while React renders, or before the page came alive, are never overwritten. Those
  // first keys are read once it has.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const early = input.current?.value ?? '';
    if (early !== initial) typed(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A text the page asks the box to show (the back button, an address read once hydrated); the
  // address catching up with the typing never does, or it would undo the keys typed meanwhile.
  const [seen, setSeen] = useState(show);
  if (seen !== show) {
    setSeen(show);
    if (show) setText(show.q);
  }
  useEffect(() => {
    if (!show) return;
    clearTimeout(typing.current.timer);
    typing.current.sent = show.q;
    if (input.current) input.current.value = show.q;
  }, [show]);

  const clear = () => {
    if (input.current) input.current.value = '';
    clearTimeout(typing.current.timer);
    typing.current.sent = '';
    setText('');
  };
  return { text, input, typed, clear };
}
