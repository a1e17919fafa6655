import { navigate } from 'gatsby';
import React, { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useI18n } from '../../components/i18n/i18n-provider';
import { SUGGESTION_QUERY_LENGTH, type Suggestions } from '../../core/contract/search-suggestions';
import { routeTo } from '../../core/locales/routes';
import { SEARCH_TYPING_PAUSE_MS } from '../../core/rules';
import type { SearchState } from '../../core/search/search-params';
import { useGetSearchSuggestionsQuery } from './search-api';
import * as styles from './search.module.css';

const SUGGESTIONS_AFTER_MS = 120;

type Choice =
  | { kind: 'recipes'; id: string; label: string; slug: string }
  | { kind: 'ingredients' | 'categories' | 'creators'; id: string; label: string };

const GROUPS = ['recipes', 'ingredients', 'categories', 'creators'] as const;

function choicesOf(suggestions: Suggestions | undefined): Choice[] {
  if (!suggestions) return [];
  return [
    ...suggestions.recipes.map((r) => ({ kind: 'recipes' as const, id: r.id, label: r.title, slug: r.url_slug })),
    ...suggestions.ingredients.map((i) => ({ kind: 'ingredients' as const, id: i.id, label: i.name })),
    ...suggestions.categories.map((c) => ({ kind: 'categories' as const, id: c.id, label: c.name })),
    ...suggestions.creators.map((c) => ({ kind: 'creators' as const, id: c.id, label: c.name })),
  ];
}

/** `value` after it has stopped changing for `ms`. */
export function usePaused<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}

/**
 * The search text box as a combobox (WAI-ARIA 1.2): what is typed updates the results after a
 * short pause (`onType`), and from two letters on a list offers recipes (opened at once),
 * ingredients, categories and creators (set as a filter: `onPick`). Arrow keys move in the list,
 * Enter takes the option or submits the form, Escape closes the list.
 */
export function SearchBox({
  state,
  show,
  onType,
  onPick,
}: {
  state: SearchState;
  show: { q: string } | null;
  onType: (text: string) => void;
  onPick: (next: SearchState) => void;
}) {
  const { t, locale } = useI18n();
  const [text, setText] = useState(state.q);
  const [open, setOpen] = useState(false);
  const listId = useId();
  // Suggestions ask after the results: on one database connection (PGlite) they would queue first.
  const words = usePaused(text, SEARCH_TYPING_PAUSE_MS + SUGGESTIONS_AFTER_MS).trim();
  const asking = open && words.length >= SUGGESTION_QUERY_LENGTH.min;
  const { data } = useGetSearchSuggestionsQuery(
    { locale, q: words.slice(0, SUGGESTION_QUERY_LENGTH.max) },
    { skip: !asking },
  );
  const choices = asking && data ? choicesOf(data) : [];
  const expanded = choices.length > 0;
  // The option chosen by the arrow keys, in the list it was chosen in: a new list starts from the box.
  const [chosen, setChosen] = useState({ list: data, index: -1 });
  const active = chosen.list === data ? chosen.index : -1;

  // A pause in typing sends the text, straight from the timer: through a state and an effect it
  // would wait for two renders, each behind the drawing of the results before.
  const typing = useRef<{ timer?: ReturnType<typeof setTimeout>; sent: string; onType: typeof onType }>({
    sent: state.q,
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

  // The box is the DOM's (uncontrolled): keys typed while React renders, or before the page came
  // alive, are never overwritten. Those first keys are read once it has.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const early = input.current?.value ?? '';
    if (early !== state.q) typed(early);
    if (input.current && document.activeElement === input.current) setOpen(true);
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

  const pick = (choice: Choice) => {
    setOpen(false);
    if (choice.kind === 'recipes') return void navigate(routeTo(locale, 'recipe', { slug: choice.slug }));
    const filter = { ingredients: 'ingredient', categories: 'category', creators: 'author' }[choice.kind];
    if (input.current) input.current.value = '';
    clearTimeout(typing.current.timer);
    typing.current.sent = '';
    setText('');
    onPick({ ...state, q: '', [filter]: choice.id });
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={styles.combo}>
      <label htmlFor="search-q" className="visually-hidden">
        {t('search.query')}
      </label>
      <input
        ref={input}
        id="search-q"
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={t('search.query')}
        defaultValue={state.q}
        maxLength={200}
        className={styles.query}
        onChange={(event) => {
          typed(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (!expanded) return;
          if (event.key === 'Escape') {
            // Closes the list; only a second Escape clears the box, as the browser does.
            event.preventDefault();
            setOpen(false);
          }
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            // From the box (-1) into the list and round again through the box.
            const next = active + step;
            setChosen({ list: data, index: next < -1 ? choices.length - 1 : next >= choices.length ? -1 : next });
          } else if (event.key === 'Enter' && active >= 0 && active < choices.length) {
            event.preventDefault();
            pick(choices[active]);
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={styles.suggestions}
        hidden={!expanded}
      >
        {GROUPS.map((group) => {
          const members = choices.map((choice, index) => ({ choice, index })).filter((c) => c.choice.kind === group);
          if (!members.length) return null;
          const labelId = `${listId}-${group}`;
          return (
            <div role="group" aria-labelledby={labelId} key={group}>
              <div id={labelId} className={styles.suggestionGroup} role="presentation">
                {t(`search.suggestion.${group}`)}
              </div>
              {members.map(({ choice, index }) => (
                <div
                  key={`${group}-${choice.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.suggestion}
                  // Keeps the focus in the box, so the click is not lost to its blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(choice)}
                >
                  {choice.label}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
