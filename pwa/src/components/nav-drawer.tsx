import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import { NavLink } from 'react-router-dom';

export interface NavItem {
  to: string;
  label: string;
}

/**
 * A phone's menu: the site's pages in a drawer, the current one selected. Both the storefront
 * and the owner's area use it; it downloads when first opened (see its callers).
 */
export function NavDrawer(props: {
  title: string;
  /** The nav landmark's name: 'Main' or 'Admin'. */
  navLabel: string;
  closeLabel: string;
  items: readonly NavItem[];
  pathname: string;
  onClose: () => void;
  titleFont?: 'display';
}) {
  return (
    <Drawer open onClose={props.onClose} size="sm">
      <ModalClose aria-label={props.closeLabel} />
      <Typography level="title-lg" fontFamily={props.titleFont} sx={{ p: 2, pr: 6 }}>
        {props.title}
      </Typography>
      <List component="nav" aria-label={props.navLabel} size="lg">
        {props.items.map((item) => (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            end={item.to === '/'}
            selected={props.pathname === item.to || (item.to !== '/' && props.pathname.startsWith(`${item.to}/`))}
            onClick={props.onClose}
          >
            {item.label}
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
