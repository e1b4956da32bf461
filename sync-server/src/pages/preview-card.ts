import sharp from 'sharp';
import { bakery } from '#shared/bakery';
import { escapeMarkup } from './escape-markup';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-addresses';

/**
 * A shared link's card (preview-images.ts), drawn: the picture side on the left, the words in
 * the bakery's colours beside it, as one PNG.
 */
export const ART = 560; // the picture's square on the left

/** The picture side's colour where no picture covers it. */
export const PANEL = '#f3e6d6';

/** The picture side of a card: its colour and what is laid on it. */
export interface Art {
  panel: string;
  overlays: sharp.OverlayOptions[];
}

/** The words of a card: its title, the line under it, and the note beside the bakery's name. */
export interface CardWords {
  title: string;
  subtitle: string;
  note: string;
}

/** No picture: the picture side is plain. */
export const plainArt = (): Art => ({ panel: PANEL, overlays: [] });

/** Words in lines of at most `width` characters, at most `lines` of them, the last cut with "…". */
export function wrapText(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out.map((each) => (each.length > width ? `${each.slice(0, width - 1)}…` : each));
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1).replace(/\s+\S*$/, '')}…`;
  return kept;
}

/** The card's text side, and its colours, as SVG: librsvg draws it with the machine's fonts. */
function cardSvg(card: CardWords, panel: string): Buffer {
  // 16 characters of 52 px bold serif fit the 560 px beside the picture.
  const title = wrapText(card.title, 16, 3);
  const titleTop = 240 - (title.length - 1) * 31;
  const lines = title
    .map((line, index) => `<tspan x="620" y="${titleTop + index * 62}">${escapeMarkup(line)}</tspan>`)
    .join('');
  const subtitle = wrapText(card.subtitle, 30, 2)
    .map(
      (line, index) =>
        `<tspan x="620" y="${titleTop + title.length * 62 + 24 + index * 44}">${escapeMarkup(line)}</tspan>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
  <rect width="100%" height="100%" fill="${bakery.colors.page}"/>
  <rect width="${ART}" height="${PREVIEW_HEIGHT}" fill="${panel}"/>
  <rect x="${ART}" width="14" height="${PREVIEW_HEIGHT}" fill="${bakery.colors.theme}"/>
  <text font-family="DejaVu Serif, Liberation Serif, serif" font-weight="bold" font-size="52" fill="#3b2312">${lines}</text>
  <text font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#6b4a33">${subtitle}</text>
  <text x="620" y="560" font-family="DejaVu Serif, Liberation Serif, serif" font-weight="bold" font-size="32" fill="${bakery.colors.theme}">${escapeMarkup(bakery.name)}</text>
  <text x="620" y="598" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="24" fill="#6b4a33">${escapeMarkup(card.note)}</text>
</svg>`,
  );
}

/** The card whole: its words over the picture side, as a PNG. */
export const composeCard = async (card: CardWords, art: Art) =>
  sharp(cardSvg(card, art.panel)).composite(art.overlays).png({ compressionLevel: 9 }).toBuffer();

/**
 * One picture on the left: a photo fills it; artwork spans its width, on the artwork's own
 * background colour (its corner pixel), so it reads as one picture and not a tile.
 */
export async function drawSquare(source: Buffer | null, fill: boolean): Promise<Art> {
  if (!source) return plainArt();
  const image = sharp(source, { density: 300 });
  if (fill) {
    const input = await image.resize(ART, PREVIEW_HEIGHT, { fit: 'cover' }).png().toBuffer();
    return { panel: PANEL, overlays: [{ input, left: 0, top: 0 }] };
  }
  const { data, info } = await image
    .resize(ART, PREVIEW_HEIGHT, { fit: 'inside' })
    .flatten({ background: PANEL })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const panel = `rgb(${data[0]},${data[1]},${data[2]})`;
  const input = await sharp(data, { raw: info }).png().toBuffer();
  return {
    panel,
    overlays: [
      { input, left: Math.round((ART - info.width) / 2), top: Math.round((PREVIEW_HEIGHT - info.height) / 2) },
    ],
  };
}

/** The shop's four bakes in a grid. */
export async function drawGrid(images: (Buffer | null)[]): Promise<Art> {
  const cell = (ART - 60) / 2;
  const placed = await Promise.all(
    images.map(async (bytes, index) =>
      bytes
        ? {
            input: await sharp(bytes, { density: 200 })
              .resize(cell, cell, { fit: 'contain', background: PANEL })
              .png()
              .toBuffer(),
            left: 20 + (index % 2) * (cell + 20),
            top: (PREVIEW_HEIGHT - 2 * cell - 20) / 2 + Math.floor(index / 2) * (cell + 20),
          }
        : null,
    ),
  );
  return { panel: PANEL, overlays: placed.filter((each) => each !== null) };
}
