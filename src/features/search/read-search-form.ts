import type { SearchState } from '../../core/search/search-params';

/** The search the form's fields say, as they stand. */
export function readSearchForm(form: HTMLFormElement): SearchState {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    q: text('q'),
    universe: text('universe'),
    diet: text('diet'),
    category: text('category'),
    origin: text('origin'),
    difficulty: text('difficulty'),
    time: text('time'),
    ingredient: text('ingredient'),
    author: text('author'),
    video: data.get('video') === '1',
    stepByStep: data.get('step') === '1',
    byCreators: data.get('creators') === '1',
  };
}
