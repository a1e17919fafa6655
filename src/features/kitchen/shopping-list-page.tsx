import { Link } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { UnitSwitch, useUnitSystem } from '../../components/kitchen/unit-system';
import { AISLES } from '../../core/kitchen/aisles';
import { byAisle, itemIdOf } from '../../core/kitchen/shopping';
import { routeTo } from '../../core/locales/routes';
import { lineQuantityText } from '../../core/recipes/quantity-text';
import { selectIsLoggedIn } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { ShoppingAisle } from './shopping-aisle';
import type { StoredItem } from './shopping-list-api';
import { useShoppingList } from './use-shopping-list';
import * as addStyles from './add-to-shopping-list.module.css';
import * as styles from './shopping-list.module.css';

/** The list as plain text, to share or copy: what is left to buy, by aisle. */
function listText(
  groups: { aisle: string; items: StoredItem[] }[],
  lineOf: (item: StoredItem) => string,
  aisleName: (aisle: string) => string,
) {
  return groups
    .map((group) => {
      const left = group.items.filter((item) => !item.checked);
      return left.length ? [aisleName(group.aisle), ...left.map((item) => `- ${lineOf(item)}`)].join('\n') : '';
    })
    .filter(Boolean)
    .join('\n\n');
}

/** The shopping list page (issue 18): by aisle, ticked off, cleared, shared, printed; free items too. */
export function ShoppingListPage() {
  const i18n = useI18n();
  const { t, locale, intlLocale } = i18n;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [system] = useUnitSystem();
  const list = useShoppingList();
  const [extra, setExtra] = useState('');
  const [message, setMessage] = useState('');
  const groups = byAisle(list.items, AISLES);
  const checked = list.items.filter((item) => item.checked).length;
  const lineOf = (item: StoredItem) =>
    [
      item.ingredient
        ? lineQuantityText(i18n, intlLocale, { ...item, ingredient: item.ingredient }, { from: 1, to: 1 }, system)
        : '',
      item.name,
    ]
      .filter(Boolean)
      .join(' ');
  const aisleName = (aisle: string) => t(`shopping.aisle.${aisle}` as 'shopping.aisle.other');

  const addExtra = async (event: React.FormEvent) => {
    event.preventDefault();
    const name = extra.trim();
    if (!name) return;
    const line = {
      name,
      ingredient: null,
      quantity: null,
      unit: null,
      aisle: 'other' as const,
      checked: false,
      recipes: [],
    };
    if (await list.add([{ ...line, id: itemIdOf(line) }])) setExtra('');
  };

  const share = async () => {
    const text = listText(groups, lineOf, aisleName);
    try {
      if (navigator.share) {
        await navigator.share({ title: t('shopping.title'), text });
        return;
      }
      await navigator.clipboard.writeText(text);
      setMessage(t('shopping.copied'));
    } catch {
      // The cook closed the share sheet: nothing to say.
    }
  };

  return (
    <section className={styles.page} aria-labelledby="shopping-title">
      <div className={styles.head}>
        <h1 id="shopping-title">{t('shopping.title')}</h1>
        <UnitSwitch />
      </div>
      {!loggedIn && (
        <p className={styles.note}>
          {t('shopping.visitorNote')} <Link to={routeTo(locale, 'login')}>{t('shopping.logIn')}</Link>
        </p>
      )}
      <form className={styles.extra} onSubmit={(event) => void addExtra(event)}>
        <label htmlFor="shopping-extra">{t('shopping.addItem')}</label>
        <input
          id="shopping-extra"
          value={extra}
          maxLength={120}
          onChange={(event) => setExtra(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className={addStyles.addButton}>
          {t('shopping.addItemButton')}
        </button>
      </form>
      {list.failed && <p role="alert">{t('shopping.failed')}</p>}
      {!list.ready ? (
        <p role="status">{t('site.loading')}</p>
      ) : groups.length === 0 ? (
        <p className={styles.empty}>{t('shopping.empty')}</p>
      ) : (
        <>
          {groups.map((group) => (
            <ShoppingAisle
              key={group.aisle}
              aisle={group.aisle}
              name={aisleName(group.aisle)}
              items={group.items}
              lineOf={lineOf}
              onCheck={(item, checked) => list.setChecked(item, checked)}
              onRemove={(item) => list.remove(item)}
            />
          ))}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={list.clearChecked} disabled={checked === 0}>
              {t('shopping.clearChecked')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => void share()}>
              {t('shopping.share')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => window.print()}>
              {t('recipe.print')}
            </button>
          </div>
          <p role="status">{message}</p>
        </>
      )}
    </section>
  );
}
