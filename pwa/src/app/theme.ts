// extendTheme's own module, not '@mui/joy/styles': Joy's modules take this theme as their
// default (vite.config.ts), and the styles index would import them before this theme exists.
import extendTheme from '@mui/joy/styles/extendTheme';
import { bakery } from '#shared/bakery';

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
          500: bakery.colors.theme,
          600: '#84491f',
          700: '#6b3a19',
          800: '#4f2b14',
          900: '#36200f',
        },
        background: {
          body: bakery.colors.page,
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
    // Links are underlined, so they read as links without color: Joy's default is "hover", and
    // no link in the app asks for it, so those are the links meant. A style override, not a
    // default prop: Joy applies the theme's default props only under a ThemeProvider, and the
    // app has none (app/providers.tsx).
    JoyLink: {
      styleOverrides: {
        root: ({ ownerState }) => (ownerState.underline === 'hover' ? { textDecoration: 'underline' } : {}),
      },
    },
    // A placeholder ("Choose a time") is text she must read: Joy draws it at 0.64 of the text's
    // color, 3.98:1 on the page's background (axe); at 0.8 it is over 4.5:1 and still reads as
    // a placeholder beside a chosen value.
    JoySelect: { styleOverrides: { root: { '--Select-placeholderOpacity': 0.8 } } },
    JoyInput: { styleOverrides: { root: { '--Input-placeholderOpacity': 0.8 } } },
    JoyTextarea: { styleOverrides: { root: { '--Textarea-placeholderOpacity': 0.8 } } },
  },
});

/**
 * Joy's default theme (vite.config.ts), so no provider passes it down. Its CSS variables are in
 * theme-variables.css, written from it by theme-variables.test.ts. It keeps Joy's dark scheme as
 * well, as Joy checks when its styles load; the shop has one look, and only the light scheme's
 * variables are written.
 */
export default bakeryTheme;
