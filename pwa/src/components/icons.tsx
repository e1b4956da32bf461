import SvgIcon, { type SvgIconProps } from '@mui/joy/SvgIcon';
import './icons.css';

/**
 * The handful of icons the bakery uses, drawn inline (24px grid) rather than pulling an icon
 * package into the customer's first download.
 */
function icon(path: string, name: string) {
  const Icon = (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
  Icon.displayName = name;
  return Icon;
}

/**
 * A bare icon: a plain <svg> in the text's color, sized by CSS (icons.css). For what every
 * public page renders and hydrates first (the header, the banner, fifteen product cards): no
 * Joy component behind each one.
 */
function bareIcon(path: string, name: string) {
  const Icon = () => (
    <svg className="bare-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
  Icon.displayName = name;
  return Icon;
}

// Drawn both ways: Joy's in the owner's pages and dialogs, bare on every public page's first screen.
const MENU = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
const CLOCK =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z';

export const PlusIcon = bareIcon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z', 'PlusIcon');
export const MinusIcon = bareIcon('M19 13H5v-2h14z', 'MinusIcon');
export const CloseIcon = icon(
  'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z',
  'CloseIcon',
);
export const DeleteIcon = icon('M6 19c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z', 'DeleteIcon');
export const MenuIcon = icon(MENU, 'MenuIcon');
export const StarIcon = icon('M12 17.3 18.2 21l-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7z', 'StarIcon');
export const StarOutlineIcon = icon(
  'm22 9.2-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7 6.2-3.7 6.2 3.7-1.6-7zM12 15.4l-3.8 2.3 1-4.3-3.3-2.9 4.4-.4L12 6.1l1.7 4 4.4.4-3.3 2.9 1 4.3z',
  'StarOutlineIcon',
);
export const SearchIcon = icon(
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
  'SearchIcon',
);
export const ClockIcon = icon(CLOCK, 'ClockIcon');
export const PeopleIcon = icon(
  'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm0 2c-2.3 0-7 1.2-7 3.5V19h14v-2.5C15 14.2 10.3 13 8 13zm8 0h-1c1.2.9 2 2 2 3.5V19h6v-2.5c0-2.3-4.7-3.5-7-3.5z',
  'PeopleIcon',
);
export const MailIcon = icon(
  'M20 4H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
  'MailIcon',
);

// Bare icons of the first screen of every public page: the header, the banner over the products.
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
