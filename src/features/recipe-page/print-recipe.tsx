import React, { useState } from 'react';
import { flushSync } from 'react-dom';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useHydrated } from '../../components/use-hydrated';
import type { Qr } from './print-qr';
import * as styles from './recipe-page.module.css';

/**
 * "Print", and what only the print shows: the page's address and its QR code, to come back to the
 * recipe from the kitchen. The QR code's library loads when the cook asks to print.
 */
export function PrintRecipe() {
  const { t } = useI18n();
  const [qr, setQr] = useState<Qr | null>(null);
  const hydrated = useHydrated();
  // The static HTML has no address: the first render in the browser must agree, or React drops the
  // server's markup and renders the whole page again.
  const url = hydrated ? window.location.href.replace(/#.*/, '') : '';
  const print = async () => {
    const code = qr ?? (await import('./print-qr').then(({ qrOf }) => qrOf(url)).catch(() => null));
    flushSync(() => setQr(code));
    window.print();
  };
  return (
    <>
      <button type="button" className={styles.printButton} onClick={() => void print()} disabled={!hydrated}>
        {t('recipe.print')}
      </button>
      <figure className={styles.printOnly}>
        {qr && (
          <svg
            role="img"
            aria-label={t('recipe.printQr')}
            viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
            width="96"
            height="96"
            shapeRendering="crispEdges"
          >
            <path d={qr.path} />
          </svg>
        )}
        <figcaption>{url}</figcaption>
      </figure>
    </>
  );
}
