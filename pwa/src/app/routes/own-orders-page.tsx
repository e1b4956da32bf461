import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { orderNumberText, pickupDateText } from '#shared/order-text';
import { EmptyState, LoadingState } from '../../components/status-views';
import { useOwnOrders } from '../../db/own-orders';
import { PageHeading } from './page-heading';

/** /orders: the orders placed (or opened) on this device, newest first, each to its own page. */
export function OwnOrdersPage() {
  const orders = useOwnOrders();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', pb: 4 }}>
      <PageHeading title="Your Orders" tabTitle="Your orders">
        Orders placed on this phone or computer. Each opens its own page, to see, move or cancel it.
      </PageHeading>
      {orders === undefined ? (
        <LoadingState text="Loading your orders..." />
      ) : orders.length === 0 ? (
        <EmptyState
          title="No orders on this device yet"
          text="An order you place here, or open from its e-mail, shows up here."
          action={
            <Link component={RouterLink} to="/">
              Order now
            </Link>
          }
        />
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {orders.map((order) => (
            <Card key={order.id} variant="outlined" component="li" sx={{ flexDirection: 'row', alignItems: 'center' }}>
              <div style={{ flex: 1 }}>
                <Link component={RouterLink} to={order.page} overlay level="title-md">
                  Order {orderNumberText(order.number)}
                </Link>
                <Typography level="body-sm">
                  Pickup {pickupDateText(order.pickupDate)} · ${order.total}
                </Typography>
              </div>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
