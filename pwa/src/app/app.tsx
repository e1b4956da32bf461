import { useEffect, useState } from 'react';
import { bakery } from '#shared/bakery';
import type { InventoryItem } from '#shared/inventory';

/**
 * A first page while the storefront is built: it proves the PWA, the API and the catalogue
 * are wired together by listing what is for sale today.
 */
export function App() {
  const [items, setItems] = useState<InventoryItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch('/api/inventory')
      .then((response) => (response.ok ? (response.json() as Promise<InventoryItem[]>) : Promise.reject()))
      .then(setItems, () => setFailed(true));
  }, []);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: 16 }}>
      <h1>{bakery.name}</h1>
      <p>Fresh gluten-free goods, handcrafted in our Montana kitchen. Online ordering opens soon.</p>
      {failed && <p role="alert">We could not load today's bakes. Please try again later.</p>}
      {!items && !failed && <p>Loading bakery items...</p>}
      {items && (
        <ul aria-label="Today's bakes">
          {items.map((item) => (
            <li key={item.id}>
              {item.name}: ${item.price} ({item.availableStock ?? item.stock} left)
            </li>
          ))}
        </ul>
      )}
      <p>
        Questions? <a href={`mailto:${bakery.contactEmail}`}>{bakery.contactEmail}</a>
      </p>
    </main>
  );
}
