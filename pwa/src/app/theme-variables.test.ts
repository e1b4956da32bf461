import { expect, test } from 'vitest';
import theme from './theme';

/** Joy's generateCssVars, from the built theme (not in Joy's types). */
type CssVarsTheme = { generateCssVars(colorScheme?: string): { css: Record<string, string | number> } };

/**
 * The theme's CSS variables, as one :root rule: what Joy's CssVarsProvider wrote into every page
 * at run time (the shared values, then the light scheme's), written once into theme-variables.css.
 */
const hasCssVars = (built: object): built is CssVarsTheme =>
  'generateCssVars' in built && typeof built.generateCssVars === 'function';

function themeVariablesCss(): string {
  if (!hasCssVars(theme)) throw new Error("Joy's built theme has no generateCssVars any more");
  const { generateCssVars } = theme;
  const variables = { ...generateCssVars().css, ...generateCssVars('light').css };
  const lines = Object.entries(variables).map(([name, value]) => `  ${name}: ${value};`);
  return `${HEADER}:root {\n${lines.join('\n')}\n}\n`;
}

const HEADER = `/*
 * Generated from theme.ts by theme-variables.test.ts; do not edit. After changing the theme, run
 * \`npx vitest run --update pwa/src/app/theme-variables.test.ts\` to write it again.
 */
`;

test('theme-variables.css holds the theme as it is now', async () => {
  await expect(themeVariablesCss()).toMatchFileSnapshot('./theme-variables.css');
});
