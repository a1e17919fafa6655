import { LOCALES } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import type { CocreationContext, ShellContext, WorkshopContext, WorkshopsContext } from '../core/site/page-context';
import type { PlannedPage, SiteSources } from './planned-page';

/** The workshops page and one page per workshop, in the locale's words (places load in the browser). */
export function workshopPagesOf(sources: SiteSources, shell: ShellContext): PlannedPage[] {
  const { locale } = shell;
  const workshops = sources[locale].workshops ?? [];
  const list: WorkshopsContext = { ...shell, workshops, canonicalPath: routeTo(locale, 'workshops') };
  const pages: PlannedPage[] = [{ path: routeTo(locale, 'workshops'), template: 'workshops', context: list }];
  for (const workshop of workshops) {
    const alternates = Object.fromEntries(
      LOCALES.flatMap((other) => {
        const slug = sources[other].workshops?.find((w) => w.id === workshop.id)?.slug;
        return slug ? [[other, routeTo(other, 'workshop', { slug })]] : [];
      }),
    );
    const path = routeTo(locale, 'workshop', { slug: workshop.slug });
    const context: WorkshopContext = { ...shell, workshop, canonicalPath: path, alternates };
    pages.push({ path, template: 'workshop', context });
  }
  return pages;
}

/** The co-creation projects as the build read them (their states and members refresh in the browser). */
export function cocreationPageOf(sources: SiteSources, shell: ShellContext): PlannedPage {
  const { locale } = shell;
  const cocreation: CocreationContext = {
    ...shell,
    projects: sources[locale].projects ?? [],
    canonicalPath: routeTo(locale, 'cocreation'),
  };
  return { path: routeTo(locale, 'cocreation'), template: 'cocreation', context: cocreation };
}
