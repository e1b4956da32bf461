import GlobalStyles from '@mui/joy/GlobalStyles';

/**
 * Sunlight colours for the stall (docs/market-day.md, "Sunlight"): black on white, darker
 * buttons, outlines twice as thick and a sold-out button still legible, so the screen reads in
 * the sun at arm's length. Joy draws from CSS variables, so setting them on the body changes
 * every component of the page, the header's too. On while the market screen is open and she has
 * switched it on, and by itself where the phone asks for more contrast.
 */
const sunlightColours = {
  '--joy-palette-background-body': '#ffffff',
  '--joy-palette-background-surface': '#ffffff',
  '--joy-palette-background-level1': '#f2f2f2',
  '--joy-palette-text-primary': '#000000',
  '--joy-palette-text-secondary': '#000000',
  '--joy-palette-text-tertiary': '#1a1a1a',
  '--joy-palette-divider': '#000000',
  '--joy-palette-neutral-outlinedBorder': '#000000',
  '--joy-palette-primary-outlinedBorder': '#000000',
  '--joy-palette-primary-solidBg': '#4a2508',
  '--joy-palette-primary-solidHoverBg': '#2e1705',
  '--joy-palette-primary-plainColor': '#2e1705',
  '--joy-palette-primary-outlinedColor': '#2e1705',
  '--joy-palette-success-solidBg': '#0b4d16',
  '--joy-palette-danger-solidBg': '#8a0b0b',
  '--joy-palette-danger-plainColor': '#8a0b0b',
  '--joy-palette-success-plainColor': '#0b4d16',
  '--joy-palette-neutral-softBg': '#e6e6e6',
  '--joy-palette-neutral-softColor': '#000000',
  '--joy-palette-warning-softBg': '#ffe14d',
  '--joy-palette-warning-softColor': '#000000',
  '--joy-palette-primary-outlinedDisabledColor': '#4d4d4d',
  '--joy-palette-primary-outlinedDisabledBorder': '#6b6b6b',
  '--joy-palette-neutral-plainDisabledColor': '#4d4d4d',
  '--joy-palette-neutral-outlinedDisabledColor': '#4d4d4d',
  '--joy-palette-neutral-outlinedDisabledBorder': '#6b6b6b',
  backgroundColor: '#ffffff',
  color: '#000000',
  '& .MuiButton-variantOutlined, & .MuiSheet-variantOutlined, & .MuiCard-variantOutlined, & .MuiInput-variantOutlined':
    { borderWidth: '2px' },
} as const;

export function SunlightColours({ on }: { on: boolean }) {
  return (
    <GlobalStyles styles={{ body: on ? sunlightColours : { '@media (prefers-contrast: more)': sunlightColours } }} />
  );
}
