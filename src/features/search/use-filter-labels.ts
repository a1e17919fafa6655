import { useI18n } from '../../components/i18n/i18n-provider';
import type { Vertical } from '../../core/locales/routes';
import type { Diet, Difficulty } from '../../core/rules';
import type { FilterKey, SearchState } from '../../core/search/search-params';
import type { Option } from './filter-select';
import type { FilterLists } from './use-filter-lists';

/** The names of the filters set, to show them as chips that remove them. */
export function useFilterLabels(lists: FilterLists) {
  const { t } = useI18n();
  const nameIn = (options: Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (key: FilterKey, state: SearchState): string => {
    switch (key) {
      case 'universe':
        return t(`universe.${state.universe as Vertical}`);
      case 'diet':
        return t(`diet.${state.diet as Diet}`);
      case 'difficulty':
        return t(`recipe.difficulty.${state.difficulty as Difficulty}`);
      case 'time':
        return t('search.timeUnder', { minutes: state.time });
      case 'video':
        return t('search.withVideo');
      case 'stepByStep':
        return t('search.stepByStep');
      case 'byCreators':
        return t('search.byCreators');
      default:
        return nameIn(lists[key], state[key]);
    }
  };
}
