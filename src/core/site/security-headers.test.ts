import { describe, expect, it } from 'vitest';
import {
  buildManifest,
  inlineBlocks,
  inlineHashes,
  pageHeaders,
  pageKeyOf,
  serializePolicy,
  siteDirectives,
  workerPolicy,
} from './security-headers';

// A stand-in digest: the rule is what gets hashed; the build's test checks real SHA-256.
const sha256 = (text: string) => Buffer.from(text).toString('base64');

describe('siteDirectives', () => {
  it('opens to no other host without the build settings, and never allows inline scripts', () => {
    const policy = serializePolicy(siteDirectives({}));
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/googletagmanager|klaviyo|stripe/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('adds the tag manager, the marketing service and Stripe only when the build has their ids', () => {
    const tags = siteDirectives({ tagManagerId: 'GTM-1' });
    expect(tags['script-src']).toContain('https://*.googletagmanager.com');
    expect(tags['connect-src']).toContain('https://*.google-analytics.com');
    expect(tags['connect-src']).not.toContain('https://a.klaviyo.com');
    const mail = siteDirectives({ newsletterCompanyId: 'Co1' });
    expect(mail['connect-src']).toEqual(["'self'", 'https://a.klaviyo.com']);
    expect(mail['script-src']).toEqual(["'self'"]);
    const pay = siteDirectives({ stripePublishableKey: 'pk_test_1' });
    expect(pay['script-src']).toContain('https://js.stripe.com');
    expect(pay['frame-src']).toContain('https://js.stripe.com');
    expect(pay['connect-src']).toContain('https://api.stripe.com');
    expect(siteDirectives({})['frame-src']).toEqual(["'none'"]);
  });

  it('lets the browser call an API or a form service on another origin', () => {
    const directives = siteDirectives({
      apiUrl: 'https://api.miamo.example/v1',
      newsletterFormUrl: 'https://forms.example/x',
      publicUrl: 'https://miamo.example',
    });
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.miamo.example', 'https://forms.example']);
    expect(siteDirectives({ apiUrl: '/v1' })['connect-src']).toEqual(["'self'"]);
  });
});

describe('inlineBlocks and inlineHashes', () => {
  const html = [
    '<html><head><style data-href="/styles.css" data-identity="gatsby-global-css">a{color:red}</style>',
    '<script type="application/ld+json">{"@type":"Recipe"}</script></head><body>',
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/fr/";/*]]>*/</script>',
    '<script type="module">import "/x.js"</script>',
    '<script src="/app-1.js" async></script>',
    '<script>one\r\ntwo</script></body></html>',
  ].join('');

  it('keeps executable inline scripts and style elements, normalising line ends', () => {
    const blocks = inlineBlocks(html);
    expect(blocks.scripts).toEqual(['/*<![CDATA[*/window.pagePath="/fr/";/*]]>*/', 'import "/x.js"', 'one\ntwo']);
    expect(blocks.styles).toEqual(['a{color:red}']);
  });

  it('writes CSP hash sources', () => {
    const hashes = inlineHashes(html, sha256);
    expect(hashes.scripts[0]).toBe(`'sha256-${sha256('/*<![CDATA[*/window.pagePath="/fr/";/*]]>*/')}'`);
    expect(hashes.styles).toEqual([`'sha256-${sha256('a{color:red}')}'`]);
  });
});

describe('buildManifest and pageHeaders', () => {
  const directives = siteDirectives({});
  const manifest = buildManifest(directives, [
    { path: '/fr/', scripts: ["'sha256-map'", "'sha256-fr'"], styles: ["'sha256-css'"], noReferrer: false },
    {
      path: '/fr/accounts/validation/',
      scripts: ["'sha256-map'", "'sha256-val'"],
      styles: ["'sha256-css'"],
      noReferrer: true,
    },
  ]);

  it('lists the hashes of every page once, and each page its own', () => {
    expect(manifest.shared).toEqual({ scripts: ["'sha256-map'"], styles: ["'sha256-css'"] });
    expect(manifest.pages['/fr/']).toEqual({ scripts: ["'sha256-fr'"] });
    expect(manifest.pages['/fr/accounts/validation/']).toEqual({ scripts: ["'sha256-val'"], noReferrer: true });
  });

  it('gives a page its hashes and referrer policy', () => {
    const home = pageHeaders(manifest, manifest.pages['/fr/']);
    expect(home['Content-Security-Policy']).toContain("script-src 'self' 'sha256-map' 'sha256-fr';");
    expect(home['Content-Security-Policy']).toContain("style-src 'self' 'sha256-css';");
    expect(home['Content-Security-Policy']).not.toContain('sha256-val');
    expect(home['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(pageHeaders(manifest, manifest.pages['/fr/accounts/validation/'])['Referrer-Policy']).toBe('no-referrer');
  });

  it('gives a worker its connections but no inline script', () => {
    const policy = workerPolicy(siteDirectives({}));
    expect(policy).toMatch(/connect-src 'self' data: https:/);
    expect(policy).not.toContain('sha256-');
  });
});

describe('pageKeyOf', () => {
  it('names a page by its path', () => {
    expect(pageKeyOf('fr/recettes/index.html')).toBe('/fr/recettes/');
    expect(pageKeyOf('index.html')).toBe('/');
    expect(pageKeyOf('404.html')).toBe('/404.html');
  });
});
