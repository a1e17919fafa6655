import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import type { Suggestions } from '../../core/contract/search-suggestions';
import * as styles from './search.module.css';

export type Choice =
  | { kind: 'recipes'; id: string; label: string; slug: string }
  | { kind: 'ingredients' | 'categories' | 'creators'; id: string; label: string };

const GROUPS = ['recipes', 'ingredients', 'categories', 'creators'] as const;

/** The suggestions in the order the list shows them, which the arrow keys follow. */
export function choicesOf(suggestions: Suggestions | undefined): Choice[] {
  if (!suggestions) return [];
  return [
    ...suggestions.recipes.map((r) => ({ kind: 'recipes' as const, id: r.id, label: r.title, slug: r.url_slug })),
    ...suggestions.ingredients.map((i) => ({ kind: 'ingredients' as const, id: i.id, label: i.name })),
    ...suggestions.categories.map((c) => ({ kind: 'categories' as const, id: c.id, label: c.name })),
    ...suggestions.creators.map((c) => ({ kind: 'creators' as const, id: c.id, label: c.name })),
  ];
}

/** The id of a choice's option, which the box names as its active descendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The combobox's list of suggestions, grouped by kind under a label each. */
export function SuggestionList({
  listId,
  choices,
  active,
  onPick,
}: {
  listId: string;
  choices: Choice[];
  /** The index of the option chosen by the arrow keys, -1 for none. */
  active: number;
  onPick: (choice: Choice) => void;
}) {
  const { t } = useI18n();
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t('search.suggestions')}
      className={styles.suggestions}
      hidden={choices.length === 0}
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
                id={optionId(listId, index)}
                role="option"
                aria-selected={index === active}
                className={styles.suggestion}
                // Keeps the focus in the box, so the click is not lost to its blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(choice)}
              >
                {choice.label}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
