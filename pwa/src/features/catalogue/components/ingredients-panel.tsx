import { useId, useState } from 'react';

/** The collapsible 'View Ingredients & Allergens' section of a product card. */
export function IngredientsPanel({ ingredients, allergens }: { ingredients: string | null; allergens: string[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="product-ingredients-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide Ingredients & Allergens' : 'View Ingredients & Allergens'}
      </button>
      <div id={panelId} className="product-ingredients" hidden={!open}>
        {ingredients ? (
          <>
            <p>
              <strong>Ingredients:</strong> {ingredients}
            </p>
            <p>
              <strong>Allergens:</strong> {allergens.length > 0 ? allergens.join(', ') : 'none listed'}
            </p>
          </>
        ) : (
          <p>Ingredients coming soon.</p>
        )}
      </div>
    </>
  );
}
