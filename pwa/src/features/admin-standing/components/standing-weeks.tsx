import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import { pickupDateText } from '#shared/pickup-date';
import type { OwnerStandingOrder, StandingWeek } from '#shared/standing-orders';
import { useAdminEdit } from '../../../sync/use-admin-edit';

const outcomeWords: Record<StandingWeek['outcome'], string> = {
  coming: 'placed when orders open',
  placed: 'placed',
  skipped: 'skipped by her',
  refused: 'not placed',
};

/** The weeks shown on a card: the last three decided, and the next one still to come. */
const shownWeeks = (weeks: readonly StandingWeek[]) => [
  ...weeks.filter((week) => week.outcome !== 'coming').slice(-3),
  ...weeks.filter((week) => week.outcome === 'coming').slice(0, 1),
];

/**
 * A regular's last weeks and her next one; a week the rules did not place says why, and, while
 * it can still be (the coming pickup, orders open), offers "Place now": the checkout places it
 * at once, or says why not (the banner above), and the week stays as it was.
 */
export function StandingWeeks({ standing, who }: { standing: OwnerStandingOrder; who: string }) {
  const { edit, busy } = useAdminEdit();
  const weeks = shownWeeks(standing.weeks);
  if (weeks.length === 0) return null;
  return (
    <List size="sm" aria-label={`Weeks of ${who}`} sx={{ '--ListItem-paddingX': 0, '--ListItem-minHeight': '2rem' }}>
      {weeks.map((week) => {
        const day = pickupDateText(week.pickupDate);
        return (
          <ListItem key={week.pickupDate} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Typography level="body-sm" color={week.outcome === 'refused' ? 'danger' : 'neutral'}>
              <strong>{day}</strong>: {outcomeWords[week.outcome]}
              {week.orderNumber ? ` #${week.orderNumber}` : ''}
              {week.reason ? `: ${week.reason}` : ''}
            </Typography>
            {week.canPlaceNow && (
              <Button
                size="sm"
                variant="outlined"
                loading={busy}
                aria-label={`Place ${who}'s week of ${day} now`}
                onClick={() =>
                  void edit(
                    { kind: 'place-standing-week', id: standing.id, pickupDate: week.pickupDate },
                    `${who}'s week of ${day}, placed now`,
                    {
                      done: ['Placed', `${who}'s order for ${day} is placed: she gets its confirmation.`],
                      failed: ['Not Placed', ''],
                    },
                  )
                }
              >
                Place now
              </Button>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
