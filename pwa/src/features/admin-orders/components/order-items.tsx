import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import { parseOrderItems } from '#shared/order-items';

/** An order's lines: name (with flavor), quantity, line total. Unreadable items show none. */
export function OrderItems({ items }: { items: string | null }) {
  const lines = parseOrderItems(items);
  if (lines.length === 0) return <Typography level="body-sm">No items recorded</Typography>;
  return (
    <List size="sm" sx={{ '--ListItem-paddingX': 0, '--ListItem-minHeight': '1.75rem' }}>
      {lines.map((line, index) => (
        <ListItem key={index} sx={{ justifyContent: 'space-between' }}>
          <span>
            {line.quantity} x {line.name ?? line.product}
          </span>
          <span>${line.totalPrice}</span>
        </ListItem>
      ))}
    </List>
  );
}
