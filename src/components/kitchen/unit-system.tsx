import React, { useCallback } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { storedValue, useStoredValue } from '../stored-value';
import { useHydrated } from '../use-hydrated';
import { type UnitSystem, UNIT_SYSTEMS, defaultUnitSystem, isUnitSystem } from '../../core/kitchen/unit-systems';
import * as styles from './unit-switch.module.css';

/** The cook's choice, kept in the browser for visitors and members alike; other tabs follow. */
const stored = storedValue('miamo:units');

/** The unit system quantities show in: the cook's choice, else the locale's (US for en-us). */
export function useUnitSystem(): [UnitSystem, (system: UnitSystem) => void] {
  const { locale } = useI18n();
  // The static page is drawn in the locale's system; a stored choice applies once hydrated.
  const choice = useStoredValue(stored);
  const choose = useCallback((system: UnitSystem) => stored.write(system), []);
  return [isUnitSystem(choice) ? choice : defaultUnitSystem(locale), choose];
}

/** Metric or US customary, as two radio buttons. */
export function UnitSwitch() {
  const { t } = useI18n();
  const [system, choose] = useUnitSystem();
  // The static page cannot switch: a choice made before React runs would be lost.
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.unitSwitch}>
      <legend className={styles.unitLegend}>{t('kitchen.units')}</legend>
      {UNIT_SYSTEMS.map((option) => (
        <label key={option} className={styles.unitOption}>
          <input
            type="radio"
            name="unit-system"
            value={option}
            checked={system === option}
            disabled={!hydrated}
            onChange={() => choose(option)}
          />
          <span>{t(`kitchen.units.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
