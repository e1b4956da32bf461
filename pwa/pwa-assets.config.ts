import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/**
 * Icons of the installable app, made from the bakery's own artwork (public/icon.svg) by
 * `npm run icons`; the PNGs are committed so builds need no image tooling.
 * The preset's maskable icon is joined by a 192 px one, as Chromium's install check likes both.
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    // Maskable and Apple icons are cropped by the phone: the padding takes the crust colour.
    maskable: { ...minimal2023Preset.maskable, sizes: [192, 512], resizeOptions: { background: '#9a5a2b' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#9a5a2b' } },
  },
  images: ['public/icon.svg'],
});
