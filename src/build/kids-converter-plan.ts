import { LOCALES, type Locale, htmlLangOf } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import { MEASURED_INGREDIENTS, type MeasuredIngredient } from '../core/kitchen/measures';
import type { KidsConverterContext, ShellContext } from '../core/site/page-context';
import type { PlannedPage, SiteSources } from './planned-page';

/** The converter's first ingredient, on its home page. */
const CONVERTER_DEFAULT: MeasuredIngredient = 'plain-flour';

/** The kids converter: its home (flour chosen) and one static page per ingredient the locale names. */
export function kidsConverterPagesOf(sources: SiteSources, shell: ShellContext): PlannedPage[] {
  const { locale } = shell;
  const pathOf = (other: Locale, id: MeasuredIngredient) => {
    const slug = sources[other].terms.ingredients.find((term) => term.id === id)?.slug;
    return slug ? routeTo(other, 'kidsConverterIngredient', { slug }) : undefined;
  };
  const names = new Map(sources[locale].terms.ingredients.map((term) => [term.id, term.name]));
  const ingredients = MEASURED_INGREDIENTS.flatMap((id) => {
    const path = pathOf(locale, id);
    const name = names.get(id);
    return path && name ? [{ id, name, path }] : [];
  }).sort((a, b) => a.name.localeCompare(b.name, htmlLangOf(locale)));
  const [firstIngredient] = ingredients;
  if (!firstIngredient) return [];
  const home = routeTo(locale, 'kidsConverter');
  const selected = ingredients.some((i) => i.id === CONVERTER_DEFAULT) ? CONVERTER_DEFAULT : firstIngredient.id;
  const pages: PlannedPage[] = [];
  const homeContext: KidsConverterContext = { ...shell, ingredients, selected, canonicalPath: home };
  pages.push({ path: home, template: 'kids-converter', context: homeContext });
  for (const ingredient of ingredients) {
    const alternates = Object.fromEntries(
      LOCALES.flatMap((other) => {
        const path = pathOf(other, ingredient.id);
        return path ? [[other, path]] : [];
      }),
    );
    const context: KidsConverterContext = {
      ...shell,
      ingredients,
      selected: ingredient.id,
      canonicalPath: ingredient.path,
      alternates,
    };
    pages.push({ path: ingredient.path, template: 'kids-converter', context });
  }
  return pages;
}
