import GlobalStyles from '@mui/joy/GlobalStyles';

/**
 * When printing, only the order cards are printed: two to a row, a new page after six, each card
 * kept whole. A card grows with its order (no fixed height, nothing clipped): an order of every
 * product prints every line, and six tall cards that do not fit one page flow onto the next
 * between rows rather than being cut. Mounted by the orders page, so it applies nowhere else.
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
            alignItems: 'start',
            breakAfter: 'page',
            pageBreakAfter: 'always',
          },
          '.print-page:last-child': { breakAfter: 'auto', pageBreakAfter: 'auto' },
          '.print-card': {
            border: '1px solid #555',
            borderRadius: '4px',
            padding: '4mm',
            breakInside: 'avoid',
            pageBreakInside: 'avoid',
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
