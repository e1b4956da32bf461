// extendTheme's own module, not '@mui/joy/styles': Joy's modules take this theme as their
// default (vite.config.ts), and the styles index would import them before this theme exists.
import extendTheme from '@mui/joy/styles/extendTheme';

/**
 * A warm bakery look: crust-brown primary on a cream page. Solid buttons use primary 500,
 * which is dark enough for white text to pass WCAG AA (5.4:1); body text is neutral 800 on
 * cream (over 12:1). Headings use the reader's own serif, so no font is downloaded.
 */
const bakeryTheme = extendTheme({
  colorSchemes: {
    light: {
      palette: {
        primary: {
          50: '#fdf7f1',
          100: '#f7e8d8',
          200: '#edcfb2',
          300: '#dfae82',
          400: '#c98a53',
          500: '#9a5a2b',
          600: '#84491f',
          700: '#6b3a19',
          800: '#4f2b14',
          900: '#36200f',
        },
        background: {
          body: '#fffaf4',
          surface: '#ffffff',
        },
        text: {
          secondary: 'var(--joy-palette-neutral-700)',
          tertiary: 'var(--joy-palette-neutral-600)',
        },
      },
    },
  },
  fontFamily: {
    display: 'Georgia, Cambria, "Times New Roman", serif',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    JoyLink: {
      defaultProps: { underline: 'always' },
    },
  },
});

/** Joy's default theme (vite.config.ts): both color schemes, as Joy checks when it loads. */
export default bakeryTheme;

/**
 * The theme the app's CssVarsProvider is given. The shop has one look (defaultMode="light" and
 * there is no switch): without the dark palette Joy writes no dark set of CSS variables into
 * every page.
 */
export const theme: typeof bakeryTheme = {
  ...bakeryTheme,
  colorSchemes: { light: bakeryTheme.colorSchemes.light } as typeof bakeryTheme.colorSchemes,
};
