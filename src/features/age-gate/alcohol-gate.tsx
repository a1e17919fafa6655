import React from 'react';
import { type PageSubject, isAlcoholPage } from '../../core/recipes/age-gate';
import { AgeGate } from './age-gate';

/**
 * The age gate of any page that may show alcohol: a template passes what its page shows (a
 * universe, a recipe's universe, a category) and the core rule decides.
 */
export function AlcoholGate(subject: PageSubject) {
  return isAlcoholPage(subject) ? <AgeGate /> : null;
}
