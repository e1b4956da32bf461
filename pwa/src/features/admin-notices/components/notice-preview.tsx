import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { orderNumberText } from '#shared/order-status';
import type { PickupNoticePreview } from '#shared/owner-orders';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** Who a notice goes to, each by name, who must be called instead, and one e-mail as it will read. */
export function NoticePreview({ preview }: { preview: PickupNoticePreview }) {
  return (
    <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }} aria-label="Preview">
      <Typography level="title-sm">Goes to {plural(preview.recipients.length, 'customer')}</Typography>
      {preview.recipients.length > 0 && (
        <List
          size="sm"
          aria-label="Recipients"
          sx={{ '--ListItem-minHeight': '1.5rem', maxHeight: 180, overflow: 'auto' }}
        >
          {preview.recipients.map((recipient) => (
            <ListItem key={recipient.email}>
              {recipient.name || 'Customer'} &lt;{recipient.email}&gt; ·{' '}
              {recipient.orders.map(orderNumberText).join(', ')}
            </ListItem>
          ))}
        </List>
      )}
      {preview.withoutEmail.length > 0 && (
        <>
          <Typography level="title-sm" sx={{ mt: 1 }}>
            No e-mail, call {preview.withoutEmail.length === 1 ? 'them' : 'each'}:
          </Typography>
          <List size="sm" aria-label="To call">
            {preview.withoutEmail.map((order) => (
              <ListItem key={order.number}>
                {orderNumberText(order.number)} {order.name}
                {order.phone ? ` · ${order.phone}` : ' · no phone'}
              </ListItem>
            ))}
          </List>
        </>
      )}
      {preview.sample && (
        <Typography level="body-sm" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', mt: 1 }}>
          {`To: ${preview.sample.to}\nSubject: ${preview.sample.subject}\n\n${preview.sample.text}`}
        </Typography>
      )}
    </Sheet>
  );
}
