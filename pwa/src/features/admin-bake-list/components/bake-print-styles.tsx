import GlobalStyles from '@mui/joy/GlobalStyles';
import Typography from '@mui/joy/Typography';

/**
 * Printing the bake list or the packing cards: black on white, with a heading that names the
 * list and its pickup; the owner's header, buttons and tabs left out; cards kept whole and long
 * names wrapped inside them.
 */
export function BakePrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '.print-only': { display: 'none' },
        '@media print': {
          'header, nav, .no-print, button': { display: 'none !important' },
          '.print-only': { display: 'block' },
          body: { background: '#fff', color: '#000' },
          '.bake-print': { border: 'none !important', boxShadow: 'none !important' },
          '.bake-print td, .bake-print th': { color: '#000 !important' },
          '.pack-card': { breakInside: 'avoid', pageBreakInside: 'avoid' },
          // A word breaks only when it cannot fit a line alone ('anywhere' broke names mid-word).
          '.pack-card, .pack-card *': { overflowWrap: 'break-word' },
          '@page': { margin: '12mm' },
        },
      }}
    />
  );
}

/** On paper only: "Packing list" and the pickup it is for. */
export function PrintHeading({ title, pickup }: { title: string; pickup: string }) {
  return (
    <div className="print-only">
      <Typography level="h2" component="h1">
        {title}
      </Typography>
      <Typography level="title-lg" sx={{ mb: 2 }}>
        {pickup}
      </Typography>
    </div>
  );
}
