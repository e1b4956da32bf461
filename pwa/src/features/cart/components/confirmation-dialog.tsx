import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { bakery } from '#shared/bakery';
import { placeText } from '#shared/place-words';
import { parseOrderItems } from '#shared/order-items';
import { orderNumberText, pickupDateText } from '#shared/order-text';
import type { PickupSettings } from '#shared/pickup-settings';
import { pickupText } from '#shared/pickup-text';
import { useWideScreen } from '../../../lib/wide-screen';
import { useCartDialogs } from '../dialogs';
import { venmoPaymentUrl } from '../../../lib/venmo';

const VenmoQr = lazy(() => import('../../../components/venmo-qr'));

/** 'Order Confirmed!': what was ordered, how to pay and where to pick it up. */
export function ConfirmationDialog({ settings }: { settings: PickupSettings | undefined }) {
  const { step, lastOrder, lastOrderPage, close } = useCartDialogs();
  const wide = useWideScreen();
  if (!lastOrder) return null;
  const where = placeText(lastOrder.pickupLocation, settings ?? { pickupAddress: bakery.defaultPickupAddress });
  return (
    <Modal open={step === 'confirmed'} onClose={close}>
      <ModalDialog aria-labelledby="confirmed-title" sx={{ width: { xs: '100%', sm: 480 }, maxWidth: '100%' }}>
        <DialogTitle id="confirmed-title" component="h2">
          Order Confirmed!
        </DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <Typography level="title-lg">Order {orderNumberText(lastOrder.number)}</Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              Thank you, {lastOrder.firstName}! A confirmation is on its way to {lastOrder.email}.
            </Typography>
            <List size="sm" aria-label="Your order">
              {parseOrderItems(lastOrder.items).map((line) => (
                <ListItem key={`${line.product}/${line.flavor ?? ''}`}>
                  {line.quantity} x {line.name ?? line.product} · ${line.totalPrice}
                </ListItem>
              ))}
            </List>
            <Typography level="title-md">Total: ${lastOrder.total}</Typography>
            <Typography>
              {lastOrder.paymentMethod === 'venmo'
                ? `Please pay $${lastOrder.total} by Venmo to ${bakery.venmoHandle}, with your name in the note.`
                : `Please bring $${lastOrder.total} in cash to pickup.`}
            </Typography>
            {lastOrder.paymentMethod === 'venmo' && (
              <>
                {/* On a phone a tap opens Venmo's pay screen with the amount and note filled in. */}
                <Button component="a" href={venmoPaymentUrl(lastOrder)} target="_blank" rel="noopener" variant="soft">
                  Pay ${lastOrder.total} in Venmo
                </Button>
                {/* A code to scan is for a computer's screen: a phone can't scan itself. */}
                {wide && (
                  <Suspense fallback={<Skeleton variant="rectangular" width={128} height={128} />}>
                    <VenmoQr url={venmoPaymentUrl(lastOrder)} />
                  </Suspense>
                )}
              </>
            )}
            <Typography>
              {settings ? pickupText(lastOrder, settings) : `Pickup: ${pickupDateText(lastOrder.pickupDate)}, ${where}`}
            </Typography>
            {lastOrderPage && (
              <Link component={RouterLink} to={lastOrderPage} onClick={close} level="title-sm">
                See, move or cancel your order
              </Link>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Continue Shopping</Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
