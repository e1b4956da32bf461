import './icons.css';

/**
 * A bare icon: a plain <svg> in the text's color, sized by CSS (icons.css). For what every
 * public page renders and hydrates first (the header, the banner, fifteen product cards): no
 * Joy component behind each one.
 */
export function bareIcon(path: string, name: string) {
  const Icon = () => (
    <svg className="bare-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
  Icon.displayName = name;
  return Icon;
}

// Drawn both ways: Joy's (icons.tsx) in the owner's pages and dialogs, bare on every public
// page's first screen and in the toasts.
export const MENU = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
export const CLOCK =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z';
export const CLOSE = 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z';

// The first screen of every public page (the header, the banner, the cards) and the toasts.
export const PlusIcon = bareIcon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z', 'PlusIcon');
export const MinusIcon = bareIcon('M19 13H5v-2h14z', 'MinusIcon');
export const CartIcon = bareIcon(
  'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14.8h9.9c.7 0 1.4-.4 1.7-1.1L22 7H6.2l-.9-2H2v2h2l3.6 7.6-1.3 2.4c-.6 1.2.2 2.6 1.5 2.6H19v-2H7.9l1-1.8z',
  'CartIcon',
);
export const BareMenuIcon = bareIcon(MENU, 'BareMenuIcon');
export const BareClockIcon = bareIcon(CLOCK, 'BareClockIcon');
export const PinIcon = bareIcon(
  'M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
  'PinIcon',
);
export const BareCloseIcon = bareIcon(CLOSE, 'BareCloseIcon');
