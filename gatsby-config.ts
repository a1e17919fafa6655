import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { manifestOptions } from './src/build/manifest';

const config: GatsbyConfig = {
  siteMetadata: { title: 'Miamo', siteUrl: process.env.PUBLIC_URL || 'http://localhost:8000' },
  trailingSlash: 'always',
  graphqlTypegen: false,
  // The manifest plugin must come before the offline plugin (PROTOCOLS section 6.6).
  plugins: [
    { resolve: 'gatsby-plugin-manifest', options: manifestOptions() },
    // Pictures and the member's lists offline (issue 18), appended to the plugin's service worker.
    { resolve: 'gatsby-plugin-offline', options: { appendScript: path.resolve(__dirname, 'src/sw/kitchen-sw.js') } },
  ],
};

export default config;
