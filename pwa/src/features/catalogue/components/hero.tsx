import './catalogue.css';

/** The order page's welcome, over the banner and the products. */
export function Hero() {
  return (
    <header className="hero">
      <h1>Fresh Gluten-Free Goods</h1>
      <p>Handcrafted with love in our Montana kitchen.</p>
    </header>
  );
}
