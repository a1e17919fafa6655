import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../core/locales/locales';
import { SEARCH_CHUNK_GROUPS, messagesChunkName, messagesScriptsOf, searchScriptsOf } from './script-preloads';

describe('the messages chunk a page preloads', () => {
  it('is the script of its locale’s named chunk', () => {
    const stats = { assetsByChunkName: { 'messages-fr': ['messages-fr-1a2b.js'], app: ['app-3c4d.js'] } };
    expect(messagesScriptsOf(stats)).toEqual({ fr: '/messages-fr-1a2b.js' });
    expect(messagesScriptsOf({})).toEqual({});
  });

  it('is named as gatsby-browser names each locale’s import', () => {
    const browser = fs.readFileSync(path.resolve(__dirname, '../../gatsby-browser.tsx'), 'utf8');
    for (const locale of LOCALES) {
      expect(browser).toContain(
        `import(/* webpackChunkName: "${messagesChunkName(locale)}" */ './locales/${locale}/messages.json')`,
      );
    }
  });

  it('is read by the server render from a constant, never from a file', () => {
    const ssr = fs.readFileSync(path.resolve(__dirname, '../../gatsby-ssr.tsx'), 'utf8');
    expect(ssr).toContain('MIAMO_MESSAGES_SCRIPTS');
    expect(ssr).toContain('MIAMO_SEARCH_SCRIPTS');
    expect(ssr).not.toMatch(/node:fs|readFileSync|from '.*script-preloads'/);
  });
});

describe('the scripts the search page preloads', () => {
  it('are those of the store and the search page that its first scripts do not load, each once', () => {
    const group = (...names: string[]) => ({ assets: names.map((name) => ({ name })) });
    const stats = {
      namedChunkGroups: {
        app: group('webpack-runtime-1.js', 'framework-2.js', 'app-3.js'),
        'component---src-templates-search-tsx': group('styles.css', 'shared-4.js', 'component-search-5.js'),
        'store-runtime': group('redux-6.js', 'shared-4.js', 'store-runtime-7.js'),
        'search-page': group('redux-6.js', 'cards-8.js', 'search-page-9.js', 'search-page-9.css'),
      },
    };
    expect(searchScriptsOf(stats)).toEqual(['/redux-6.js', '/store-runtime-7.js', '/cards-8.js', '/search-page-9.js']);
    expect(searchScriptsOf({})).toEqual([]);
  });

  it('are named as the imports the search page waits for name them', () => {
    const source = (file: string) => fs.readFileSync(path.resolve(__dirname, '..', file), 'utf8');
    const [store, search] = SEARCH_CHUNK_GROUPS;
    expect(source('app/app-shell.tsx')).toContain(`import(/* webpackChunkName: "${store}" */ './store-runtime')`);
    expect(source('templates/search.tsx')).toContain(
      `import(/* webpackChunkName: "${search}" */ '../features/search/search-page')`,
    );
  });
});
