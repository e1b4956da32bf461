import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import type { OrderStatus } from '#shared/order-status';

const steps: { status: OrderStatus; label: string; text: string }[] = [
  { status: 'placed', label: 'Order received', text: 'We have your order and will bake it for your pickup.' },
  { status: 'ready', label: 'Ready for pickup', text: 'Baked and bagged: come by at your pickup time.' },
  { status: 'picked-up', label: 'Picked up', text: 'Enjoy! Thank you for baking with us.' },
];

/** Where her order is: received, ready, picked up (the step reached is said to screen readers too). */
export function OrderProgress({ status }: { status: OrderStatus }) {
  const reached = steps.findIndex((step) => step.status === status);
  return (
    <List aria-label="Order progress" sx={{ '--ListItem-paddingX': 0 }}>
      {steps.map((step, index) => {
        const done = index <= reached;
        return (
          <ListItem key={step.status} aria-current={index === reached ? 'step' : undefined}>
            <ListItemDecorator>
              <span
                aria-hidden="true"
                style={{
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  display: 'inline-block',
                  background: done ? 'var(--joy-palette-success-500)' : 'transparent',
                  border: '2px solid var(--joy-palette-success-500)',
                }}
              />
            </ListItemDecorator>
            <div>
              <Typography level="title-sm" textColor={done ? 'text.primary' : 'text.tertiary'}>
                {step.label}
                {index === reached ? ' (now)' : ''}
              </Typography>
              {index === reached && <Typography level="body-sm">{step.text}</Typography>}
            </div>
          </ListItem>
        );
      })}
    </List>
  );
}
