import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { RootElement } from './src/store/root-element';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootElement>{element}</RootElement>;
