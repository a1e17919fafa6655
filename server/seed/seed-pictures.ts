import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageStorage } from '../images/storage';
import type { SeedRecipe } from './content-recipes';

/**
 * The seed's pictures, drawn from each recipe's palette (no binary file in the repository): a
 * plate seen from above on a coloured table, garnished differently per recipe and per step.
 */
export const coverKey = (id: string) => `recipes/${id}/cover.jpg`;
export const thumbnailKey = (id: string) => `recipes/${id}/thumbnail.jpg`;
export const stepKey = (id: string, index: number) => `recipes/${id}/step-${index + 1}.jpg`;

/** Half of the catalogue is shown step by step, with a picture for every step. */
export const hasStepPictures = (id: string) => createHash('sha1').update(id).digest().readUInt8(0) % 2 === 0;

function seededRandom(seed: string) {
  let state = createHash('sha1').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0xffffffff;
  };
}

export function plateSvg(palette: string[], seed: string, size: number): string {
  const [main, accent, table] = palette;
  const random = seededRandom(seed);
  const c = size / 2;
  const garnish = Array.from({ length: 14 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = random() * size * 0.22;
    const r = size * (0.015 + random() * 0.035);
    const colour = random() > 0.35 ? accent : '#ffffff';
    return `<circle cx="${(c + Math.cos(angle) * distance).toFixed(1)}" cy="${(c + Math.sin(angle) * distance).toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" opacity="0.9"/>`;
  }).join('');
  const leaves = Array.from({ length: 5 }, () => {
    const x = c + (random() - 0.5) * size * 0.4;
    const y = c + (random() - 0.5) * size * 0.4;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(size * 0.03).toFixed(1)}" ry="${(size * 0.012).toFixed(1)}" fill="#2e7d32" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><radialGradient id="food" cx="40%" cy="35%" r="65%"><stop offset="0" stop-color="${accent}"/><stop offset="0.55" stop-color="${main}"/><stop offset="1" stop-color="${main}"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="${table}"/>
  <circle cx="${c + size * 0.02}" cy="${c + size * 0.03}" r="${size * 0.4}" fill="#000" opacity="0.12"/>
  <circle cx="${c}" cy="${c}" r="${size * 0.4}" fill="#fbfbf8"/>
  <circle cx="${c}" cy="${c}" r="${size * 0.34}" fill="#f1f0ea"/>
  <circle cx="${c}" cy="${c}" r="${size * 0.29}" fill="url(#food)"/>
  ${garnish}${leaves}
</svg>`;
}

/** A plate of the palette's colours, as a JPEG of `size` pixels a side. */
export async function drawJpeg(palette: string[], seed: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(plateSvg(palette, seed, size)))
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}

/**
 * A demo member's photo: a plate drawn from `seed`, stored as `{key}.jpg` and its thumbnail
 * `{key}-thumb.jpg`. Returns both keys and the `images` rows to record for its owner.
 */
export async function storeDrawnPhoto(storage: ImageStorage, palette: string[], seed: string, key: string) {
  const sizes = [
    [`${key}.jpg`, 1200],
    [`${key}-thumb.jpg`, 400],
  ] as const;
  const rows = await Promise.all(
    sizes.map(async ([name, side]) => {
      const bytes = await drawJpeg(palette, seed, side);
      await storage.put(name, bytes);
      return { key: name, content_type: 'image/jpeg', width: side, height: side, bytes: bytes.length };
    }),
  );
  return { media: sizes[0][0], thumbnail: sizes[1][0], rows };
}

/** Draws the pictures a recipe is missing; returns how many were written. */
export async function renderRecipePictures(storage: ImageStorage, recipes: SeedRecipe[]): Promise<number> {
  let written = 0;
  const ensure = async (key: string, draw: () => Promise<Buffer>) => {
    if (await storage.get(key)) return;
    await storage.put(key, await draw());
    written++;
  };
  for (const { en: recipe } of recipes) {
    await ensure(coverKey(recipe.id), () => drawJpeg(recipe.palette!, recipe.id, 1200));
    await ensure(thumbnailKey(recipe.id), () => drawJpeg(recipe.palette!, recipe.id, 400));
    if (!hasStepPictures(recipe.id)) continue;
    for (let index = 0; index < recipe.steps.length; index++) {
      await ensure(stepKey(recipe.id, index), () => drawJpeg(recipe.palette!, `${recipe.id}#${index}`, 800));
    }
  }
  return written;
}
