import type { GatsbyConfig } from 'gatsby';
import { manifestOptions } from './src/build/manifest';

const config: GatsbyConfig = {
  siteMetadata: { title: 'Miamo', siteUrl: process.env.PUBLIC_URL || 'http://localhost:8000' },
  trailingSlash: 'always',
  graphqlTypegen: false,
  // The manifest plugin must come before the offline plugin (PROTOCOLS section 6.6).
  plugins: [{ resolve: 'gatsby-plugin-manifest', options: manifestOptions() }, 'gatsby-plugin-offline'],
};

export default config;
