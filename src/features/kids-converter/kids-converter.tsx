import React, { useId, useState } from 'react';
import type { PluralKey } from '../../core/i18n/messages';
import {
  type ConverterUnit,
  type MeasuredIngredient,
  convertToAll,
  isConverterUnit,
  measureText,
  unitsOf,
} from '../../core/kitchen/measures';
import { useI18n } from '../../components/i18n/i18n-provider';
import * as ui from '../../styles/ui.module.css';
import * as styles from './kids-converter.module.css';

export interface ConverterIngredient {
  id: MeasuredIngredient;
  name: string;
  path: string;
}

const START = { quantity: '1', unit: 'cup' as ConverterUnit };
/** Longer amounts than this are typing mistakes, not kitchen quantities. */
const MAX_QUANTITY = 100_000;

/** The amount typed, as a number above 0 (a comma or a point as the decimal mark); null otherwise. */
function quantityOf(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value > 0 && value <= MAX_QUANTITY ? value : null;
}

/**
 * The kids converter (SPEC section 3): an ingredient, an amount and a measure in, the same amount in
 * every other measure out, as cups and spoons a child can count. The static page already holds the
 * table for one cup of its ingredient, so it reads without JavaScript.
 */
export function KidsConverter({
  ingredients,
  selected,
}: {
  ingredients: ConverterIngredient[];
  selected: MeasuredIngredient;
}) {
  const { t, plural, intlLocale } = useI18n();
  const id = useId();
  const [ingredient, setIngredient] = useState(selected);
  const [quantityText, setQuantityText] = useState(START.quantity);
  const [unit, setUnit] = useState<ConverterUnit>(START.unit);
  const units = unitsOf(ingredient);
  const quantity = quantityOf(quantityText);
  const current = ingredients.find((i) => i.id === ingredient) ?? ingredients[0];
  const unitName = (u: ConverterUnit, count = 2) => plural(`kidsConverter.unit.${u}` as PluralKey, count);

  const choose = (next: MeasuredIngredient) => {
    setIngredient(next);
    if (!unitsOf(next).includes(unit)) setUnit(START.unit);
    // The address names the ingredient, so a reload or a shared link opens the same table.
    const path = ingredients.find((i) => i.id === next)?.path;
    if (path) window.history.replaceState(window.history.state, '', path);
  };
  const reset = () => {
    setQuantityText(START.quantity);
    setUnit(START.unit);
  };

  // The page is built only with ingredients (page-plan.ts): without one, there is nothing to convert.
  if (!current) return null;
  return (
    <div className={styles.converter}>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-ingredient`}>{t('kidsConverter.ingredient')}</label>
          <select
            id={`${id}-ingredient`}
            className={ui.textInput}
            value={ingredient}
            onChange={(event) => choose(event.target.value as MeasuredIngredient)}
          >
            {ingredients.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-quantity`}>{t('kidsConverter.quantity')}</label>
          <input
            id={`${id}-quantity`}
            className={ui.textInput}
            inputMode="decimal"
            autoComplete="off"
            value={quantityText}
            maxLength={12}
            aria-invalid={quantity === null}
            aria-describedby={quantity === null ? `${id}-problem` : undefined}
            onChange={(event) => setQuantityText(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-unit`}>{t('kidsConverter.unit')}</label>
          <select
            id={`${id}-unit`}
            className={ui.textInput}
            value={unit}
            onChange={(event) => isConverterUnit(event.target.value) && setUnit(event.target.value)}
          >
            {units.map((option) => (
              <option key={option} value={option}>
                {unitName(option)}
              </option>
            ))}
          </select>
        </div>
        <p className={`${ui.actions} ${styles.buttons}`}>
          <button type="button" className={ui.pillOutline} onClick={reset}>
            {t('kidsConverter.reset')}
          </button>
          <button type="button" className={ui.pill} onClick={() => window.print()}>
            {t('kidsConverter.print')}
          </button>
        </p>
      </form>
      {quantity === null ? (
        <p id={`${id}-problem`} className={ui.problem} role="alert">
          {t('kidsConverter.quantityInvalid')}
        </p>
      ) : (
        <table className={styles.table} aria-live="polite">
          <caption className={styles.caption}>
            {t('kidsConverter.caption', {
              ingredient: current.name,
              quantity: new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 }).format(quantity),
              unit: unitName(unit, quantity),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('kidsConverter.measure')}</th>
              <th scope="col">{t('kidsConverter.howMany')}</th>
            </tr>
          </thead>
          <tbody>
            {convertToAll(ingredient, quantity, unit).map((row) => {
              const shown = measureText(row.value, row.unit, intlLocale);
              return (
                <tr key={row.unit} data-unit={row.unit}>
                  <th scope="row">{unitName(row.unit)}</th>
                  <td>{shown.tiny ? t('kidsConverter.tiny', { count: shown.text }) : shown.text}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className={styles.source}>{t('kidsConverter.source')}</p>
    </div>
  );
}
