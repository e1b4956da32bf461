import GlobalStyles from '@mui/joy/GlobalStyles';

/** Printing the bake list or the packing cards: black on white, the owner's header and buttons left out. */
export function BakePrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, nav, .no-print': { display: 'none !important' },
          body: { background: '#fff', color: '#000' },
          '.bake-print': { border: 'none !important', boxShadow: 'none !important' },
          '.bake-print td, .bake-print th': { color: '#000 !important' },
          '.pack-card': { breakInside: 'avoid', pageBreakInside: 'avoid' },
          '@page': { margin: '12mm' },
        },
      }}
    />
  );
}
