import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../core/locales/locales';
import { messagesChunkName, messagesScriptsOf } from './messages-preload';

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
    expect(ssr).not.toMatch(/node:fs|readFileSync|from '.*messages-preload'/);
  });
});
