/**
 * Text made safe inside HTML, XML or SVG, as an element's text or a quoted attribute: the
 * five characters that could end or start markup, as entities. One function for the page heads,
 * the sitemap and the preview pictures' SVG.
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[char]!);
