import { describe, expect, it } from 'vitest';
import type { RecipeSummary } from '../recipes/recipe-summary';
import { createTranslator } from '../i18n/messages';
import enUs from '../../../locales/en-us/messages.json';
import type { Messages } from '../i18n/messages';
import {
  NO_SCRIPT_SLOT,
  fillNoScriptSlot,
  firstResultsScript,
  noScriptResults,
  parseFirstResults,
  searchRecordsQuery,
  searchRequestKey,
} from './first-results';

describe('a search request', () => {
  it('has one key whatever the order its filters were set in', () => {
    const one = searchRequestKey({ locale: 'fr', params: { q: 'tarte', difficulty: 'easy' }, limit: 24 });
    expect(searchRequestKey({ locale: 'fr', params: { difficulty: 'easy', q: 'tarte' }, limit: 24 })).toBe(one);
    expect(searchRequestKey({ locale: 'de', params: { q: 'tarte', difficulty: 'easy' }, limit: 24 })).not.toBe(one);
    expect(searchRequestKey({ locale: 'fr', params: { q: 'tarte', difficulty: 'easy' }, limit: 48 })).not.toBe(one);
    expect(searchRequestKey({ locale: 'fr', params: { q: 'tartes', difficulty: 'easy' }, limit: 24 })).not.toBe(one);
  });

  it('asks the records API for its page of cards', () => {
    expect(searchRecordsQuery({ locale: 'fr', params: { q: 'tarte' }, limit: 24 })).toEqual({
      q: 'tarte',
      _limit: '24',
      _fields: expect.stringContaining('web_cover_thumbnail'),
    });
  });
});

describe('the first results written into a page', () => {
  const recipe = { id: 'x', title: '</script><script>alert(1)</script><!-- & -->' } as RecipeSummary;

  it('cannot end their script element, and read back as written', () => {
    const script = firstResultsScript({ key: 'k', recipes: [recipe], hasMore: true });
    const inside = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(inside).not.toMatch(/[<>&]/);
    expect(parseFirstResults(inside)).toEqual({ key: 'k', recipes: [recipe], hasMore: true });
  });

  it('are nothing when the text is not them', () => {
    for (const text of [null, '', '{', 'null', '[]', '{"key":1,"recipes":[]}', '{"key":"k"}'])
      expect(parseFirstResults(text)).toBeNull();
  });
});

describe('the first results for a browser without JavaScript', () => {
  const translator = createTranslator(enUs as Messages, 'en-US');
  const recipe = (slug: string, title: string) =>
    ({ id: slug, url_slug: slug, title, total_time: 25, difficulty: 'easy' }) as RecipeSummary;

  it('list each recipe with its link, time and difficulty, under the count', () => {
    const results = { key: 'k', recipes: [recipe('chakchouka', 'Chakchouka'), recipe('tian', 'Tian')], hasMore: true };
    expect(noScriptResults('fr', results, translator)).toBe(
      '<h2>2+ recipes found</h2><ul>' +
        '<li><a href="/fr/recettes/chakchouka/">Chakchouka</a> <span>25 min · Easy</span></li>' +
        '<li><a href="/fr/recettes/tian/">Tian</a> <span>25 min · Easy</span></li></ul>',
    );
    expect(noScriptResults('fr', { key: 'k', recipes: [], hasMore: false }, translator)).toBe(
      '<p role="status">No result</p>',
    );
  });

  it('cannot close their element: a title is text', () => {
    const title = '</noscript><script>alert(1)</script> $& $1';
    const page = `<main>${NO_SCRIPT_SLOT}</main>`;
    const html = fillNoScriptSlot(
      page,
      noScriptResults('fr', { key: 'k', recipes: [recipe('x', title)], hasMore: false }, translator),
    );
    expect(html.match(/<\/noscript>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;/noscript&#62;&#60;script&#62;alert(1)&#60;/script&#62; $&#38; $1</a>');
    expect(html.startsWith('<main><noscript data-search-results=""><h2>')).toBe(true);
    expect(html.endsWith('</ul></noscript></main>')).toBe(true);
  });
});
