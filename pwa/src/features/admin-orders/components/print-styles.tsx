import GlobalStyles from '@mui/joy/GlobalStyles';

/**
 * When printing, only the order cards are printed: two to a row, as many rows as fit each page,
 * each card kept whole (a row that does not fit starts the next page). A card grows with its
 * order (no fixed height, nothing clipped) and a long name or item wraps inside it. Mounted by
 * the orders page, so it applies nowhere else.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'body > *:not(.print-root)': { display: 'none !important' },
          '.print-root': { display: 'block !important', color: '#000', font: '10pt/1.35 system-ui, sans-serif' },
          '.print-title': { font: '600 12pt/1.2 Georgia, serif', margin: '0 0 4mm' },
          '.print-cards': {
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
            gap: '5mm',
            alignItems: 'start',
          },
          '.print-card': {
            border: '1px solid #555',
            borderRadius: '4px',
            padding: '4mm',
            breakInside: 'avoid',
            pageBreakInside: 'avoid',
            overflowWrap: 'anywhere',
            minWidth: 0,
          },
          '.print-no-show': { borderStyle: 'dashed', borderWidth: '2px' },
          '.print-card h2': { font: '600 13pt/1.2 Georgia, serif', margin: '0 0 2mm' },
          '.print-card p, .print-card ul': { margin: '0 0 1mm' },
          '.print-card ul': { paddingLeft: '4mm' },
          '.print-status': { fontSize: '11pt' },
          '.print-date': { color: '#333', fontSize: '9pt' },
          '@page': { margin: '10mm' },
        },
      }}
    />
  );
}
