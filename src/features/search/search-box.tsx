import { navigate } from 'gatsby';
import React, { useEffect, useId, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { SUGGESTION_QUERY_LENGTH } from '../../core/contract/search-suggestions';
import { routeTo } from '../../core/locales/routes';
import { SEARCH_TYPING_PAUSE_MS } from '../../core/rules';
import type { SearchState } from '../../core/search/search-params';
import { useGetSearchSuggestionsQuery } from './search-api';
import * as styles from './search.module.css';
import { type Choice, SuggestionList, choicesOf, optionId } from './suggestion-list';
import { useBoxText } from './use-box-text';
import { usePaused } from './use-paused';

const SUGGESTIONS_AFTER_MS = 120;

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
  const { text, input, typed, clear } = useBoxText({ initial: state.q, show, onType });
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
  // A box focused before the page came alive opens its list.
  useEffect(() => {
    if (input.current && document.activeElement === input.current) setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pick = (choice: Choice) => {
    setOpen(false);
    if (choice.kind === 'recipes') return void navigate(routeTo(locale, 'recipe', { slug: choice.slug }));
    const filter = { ingredients: 'ingredient', categories: 'category', creators: 'author' }[choice.kind];
    clear();
    onPick({ ...state, q: '', [filter]: choice.id });
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
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
    } else if (event.key === 'Enter') {
      const choice = choices[active];
      if (!choice) return;
      event.preventDefault();
      pick(choice);
    }
  };

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
        aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
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
        onKeyDown={onKeyDown}
      />
      <SuggestionList listId={listId} choices={choices} active={active} onPick={pick} />
    </div>
  );
}
