import React, { useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { abbreviateCount } from '../../core/format/count';
import { htmlLangOf } from '../../core/locales/locales';
import * as styles from './profiles.module.css';

export interface ProfileTab {
  id: string;
  label: string;
  count?: number;
  panel: React.ReactNode;
}

/**
 * The profile's tabs (recipes, creations, favourites, followers, following) as an ARIA tab list:
 * arrow keys, Home and End move between tabs; only the chosen panel is rendered.
 */
export function ProfileTabs({ tabs, label }: { tabs: ProfileTab[]; label: string }) {
  const { locale } = useI18n();
  // Opens on the first tab with something in it.
  const [selected, setSelected] = useState((tabs.find((tab) => tab.count) ?? tabs[0])?.id);
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    buttons.current[tab.id]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    choose(move);
  };
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  if (!current) return null;
  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === current.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span className={styles.count}>{abbreviateCount(tab.count, htmlLangOf(locale))}</span>
            )}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${current.id}`}
        aria-labelledby={`tab-${current.id}`}
        className={styles.panel}
        tabIndex={0}
      >
        {current.panel}
      </div>
    </div>
  );
}
