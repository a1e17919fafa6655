import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { RootElement, wrapPage } from './src/templates/app-shell';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootElement>{element}</RootElement>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;
