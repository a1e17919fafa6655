import { useI18n } from '../../components/i18n/i18n-provider';
import { useMediaQuery } from '../../components/use-media-query';
import type { SearchState } from '../../core/search/search-params';
import { type Term, useGetTermsQuery } from '../../store/terms-api';
import type { Option } from './filter-select';
import { useGetCreatorChoicesQuery } from './search-api';

/** Where the filters stop folding into a panel (search.module.css). */
const FILTERS_UNFOLDED = '(min-width: 768px)';

/** The filters whose choices come from the API. */
export type FilterLists = Record<'category' | 'origin' | 'ingredient' | 'author', Option[]>;

const asOptions = (terms: Term[] | undefined): Option[] =>
  (terms ?? []).map((term) => ({ value: term.id, label: term.name }));

/**
 * The choices of the filters that come from the API. A list loads once its drop-down can be seen
 * (the panel is folded on phones) or a chip names its value: a phone's first results do not wait
 * behind four lists no one has opened.
 */
export function useFilterLists(state: SearchState, panelOpen: boolean): FilterLists {
  const { locale } = useI18n();
  const panelShown = useMediaQuery(FILTERS_UNFOLDED) || panelOpen;
  const categories = useGetTermsQuery({ kind: 'recipe-categories', locale }, { skip: !panelShown && !state.category });
  const origins = useGetTermsQuery({ kind: 'recipe-origins', locale }, { skip: !panelShown && !state.origin });
  const ingredients = useGetTermsQuery({ kind: 'ingredients', locale }, { skip: !panelShown && !state.ingredient });
  const creators = useGetCreatorChoicesQuery(undefined, { skip: !panelShown && !state.author });
  return {
    category: asOptions(categories.data),
    origin: asOptions(origins.data),
    ingredient: asOptions(ingredients.data),
    author: creators.data ?? [],
  };
}
