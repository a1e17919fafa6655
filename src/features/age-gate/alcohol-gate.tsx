import React from 'react';
import { afterHydration } from '../../components/lazy/after-hydration';
import { type PageSubject, isAlcoholPage } from '../../core/recipes/age-gate';

// The gate opens only once the page is interactive: its code loads then, on the pages that need it.
const AgeGate = afterHydration(() => import('./age-gate').then((module) => module.AgeGate), null);

/**
 * The age gate of any page that may show alcohol: a template passes what its page shows (a
 * universe, a recipe's universe, a category) and the core rule decides.
 */
export function AlcoholGate(subject: PageSubject) {
  return isAlcoholPage(subject) ? <AgeGate /> : null;
}
