import GlobalStyles from '@mui/joy/GlobalStyles';

/**
 * When printing, only the order cards are printed: two to a row, six to a page, each card kept
 * whole. Mounted by the orders page, so it applies nowhere else.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'body > *:not(.print-root)': { display: 'none !important' },
          '.print-root': { display: 'block !important' },
          '.print-page': {
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gap: '6mm',
            breakAfter: 'page',
            pageBreakAfter: 'always',
          },
          '.print-page:last-child': { breakAfter: 'auto', pageBreakAfter: 'auto' },
          '.print-card': {
            border: '1px solid #555',
            borderRadius: '4px',
            padding: '4mm',
            height: '74mm',
            overflow: 'hidden',
            breakInside: 'avoid',
            font: '10pt/1.35 system-ui, sans-serif',
            color: '#000',
          },
          '.print-card h2': { font: '600 13pt/1.2 Georgia, serif', margin: '0 0 2mm' },
          '.print-card p, .print-card ul': { margin: '0 0 1mm' },
          '.print-card ul': { paddingLeft: '4mm' },
          '.print-date': { color: '#333', fontSize: '9pt' },
          '@page': { margin: '10mm' },
        },
      }}
    />
  );
}
