import React, { useState } from 'react';
import { flushSync } from 'react-dom';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useHydrated } from '../../components/use-hydrated';
import * as styles from './recipe-page.module.css';

interface Qr {
  size: number;
  path: string;
}

/** The page's address as a QR code's dark modules, one SVG path of runs per row. */
async function qrOf(url: string): Promise<Qr> {
  const { default: qrcode } = await import('qrcode-generator');
  const code = qrcode(0, 'M');
  code.addData(url);
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!code.isDark(row, col)) continue;
      let run = 1;
      while (col + run < size && code.isDark(row, col + run)) run++;
      path += `M${col} ${row}h${run}v1h-${run}z`;
      col += run - 1;
    }
  }
  return { size, path };
}

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
  const url = hydrated ? window.location.href.split('#')[0] : '';
  const print = async () => {
    const code = qr ?? (await qrOf(url).catch(() => null));
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
