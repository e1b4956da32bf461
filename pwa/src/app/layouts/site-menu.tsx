import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import { NavLink } from 'react-router-dom';
import { bakery } from '#shared/bakery';
import { navigation } from './site-header';

/** The phone menu: the same pages as the header's links, in a drawer. */
export function SiteMenu({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  return (
    <Drawer open onClose={onClose} size="sm">
      <ModalClose aria-label="Close menu" />
      <Typography level="title-lg" fontFamily="display" sx={{ p: 2, pr: 6 }}>
        {bakery.name}
      </Typography>
      <List component="nav" aria-label="Main" size="lg">
        {navigation.map((item) => (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            end
            selected={pathname === item.to}
            onClick={onClose}
          >
            {item.label}
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
