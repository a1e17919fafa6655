import React, { useEffect, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { offlineStorageUsed } from '../../config/offline';
import * as styles from './collections.module.css';

/** Caches this site fills for offline use: the pictures, the member's lists, the pages' code and data. */
const OFFLINE_CACHES = /^(miamo-|gatsby-plugin-offline-runtime)/;

/** In the settings: how much the site keeps on this device for offline use, and a way to free it. */
export function OfflineStorage() {
  const { t, intlLocale } = useI18n();
  const [bytes, setBytes] = useState<number | null>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    void offlineStorageUsed().then(setBytes);
  }, [cleared]);
  if (bytes === null) return null;
  const size = new Intl.NumberFormat(intlLocale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  );
  const clear = async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => OFFLINE_CACHES.test(name)).map((name) => caches.delete(name)));
    setCleared(true);
  };
  return (
    <section aria-labelledby="offline-storage" className={styles.collection}>
      <h2 id="offline-storage" className={styles.title}>
        {t('offline.title')}
      </h2>
      <p>{t('offline.used', { size })}</p>
      <button type="button" className={styles.button} onClick={() => void clear()}>
        {t('offline.clear')}
      </button>
      <p role="status">{cleared ? t('offline.cleared') : ''}</p>
    </section>
  );
}
