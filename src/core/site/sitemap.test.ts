import { expect, it } from 'vitest';
import { robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap';

it('lists a page with its hreflang alternates', () => {
  const xml = sitemapXml('https://miamo.example/', [
    { path: '/fr/recettes/tarte/', alternates: { 'en-us': '/en-us/recipes/tart/', fr: '/fr/recettes/tarte/' } },
  ]);
  expect(xml).toContain('<loc>https://miamo.example/fr/recettes/tarte/</loc>');
  expect(xml).toContain(
    '<xhtml:link rel="alternate" hreflang="en-US" href="https://miamo.example/en-us/recipes/tart/"/>',
  );
  expect(xml).toContain('hreflang="fr-FR"');
});

it('escapes what XML needs escaped', () => {
  expect(sitemapXml('https://m.example', [{ path: '/a&b/' }])).toContain('/a&#38;b/');
});

it('indexes one sitemap per locale', () => {
  const xml = sitemapIndexXml('https://miamo.example');
  expect(xml.match(/<sitemap>/g)).toHaveLength(8);
  expect(xml).toContain('https://miamo.example/sitemap-pt-br.xml');
});

it('points robots at the sitemap index and keeps fallbacks out', () => {
  expect(robotsTxt('https://miamo.example/')).toContain('Sitemap: https://miamo.example/sitemap-index.xml');
  expect(robotsTxt('https://miamo.example/')).toContain('Disallow: /*/___fallback/');
});
