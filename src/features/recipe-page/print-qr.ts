import qrcode from 'qrcode-generator';

/* The printed page's QR code, loaded (with its library) when the cook asks to print. */

export interface Qr {
  size: number;
  path: string;
}

/** The page's address as a QR code's dark modules, one SVG path of runs per row. */
export function qrOf(url: string): Qr {
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
