/**
 * How a recipe's text reads, for the app's recipe page and the server's structured data alike
 * (docs/product.md, "The shop's screens"): the owner types one text; lines that name
 * 'ingredients:' or 'instructions:' start a section, blank lines are skipped.
 */

export interface ContentLine {
  kind: 'heading' | 'line';
  text: string;
}

export function contentLines(content: string): ContentLine[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({ kind: /ingredients:|instructions:/i.test(text) ? 'heading' : 'line', text }));
}

/**
 * The ingredients and the steps of a recipe's text, as schema.org's Recipe lists them: the lines
 * under an "Ingredients:" heading, and those under "Instructions:". The lines above the first
 * heading are her introduction ("A loaf we bake every week"), neither; a text with no headings
 * at all is taken as steps, every line one.
 */
export function recipeParts(content: string): { ingredients: string[]; steps: string[] } {
  const lines = contentLines(content);
  const ingredients: string[] = [];
  const steps: string[] = [];
  let section: 'intro' | 'ingredients' | 'steps' = lines.some((line) => line.kind === 'heading') ? 'intro' : 'steps';
  for (const line of lines) {
    if (line.kind === 'heading') section = /ingredients:/i.test(line.text) ? 'ingredients' : 'steps';
    else if (section !== 'intro') {
      (section === 'ingredients' ? ingredients : steps).push(line.text.replace(/^(\d+[.)]|[-*•])\s+/, ''));
    }
  }
  return { ingredients, steps };
}

/** The most characters a recipe's address name has. */
const SLUG_MAX = 80;

/**
 * A recipe's name in its address, `/recipes/<slug>`: its title in lower-case letters, digits and
 * hyphens ("Gluten-Free Focaccia" is `gluten-free-focaccia`). Given once, when the recipe is
 * made: a link that was shared keeps working when the title is edited.
 */
export function recipeSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'recipe';
}
