import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Grid from '@mui/joy/Grid';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDollars } from '#shared/money';
import { StatCard } from '../../../components/stat-card';
import { useAdminInventory } from '../../../features/admin-inventory/api';
import { usePickups } from '../../../features/admin-orders/api';
import { revenueCents } from '../../../features/admin-orders/order-dates';
import { BackupsCard } from '../../../features/admin-backups/components/backups-card';
import { ThisPickupCard } from '../../../features/admin-dashboard/components/this-pickup-card';
import { OwnerPushCard } from '../../../features/admin-subscribers/components/owner-push-card';
import { SubscribersCard } from '../../../features/admin-subscribers/components/subscribers-card';
import { useAdminRecipes } from '../../../features/admin-recipes/api';
import { useAdminReviews } from '../../../features/admin-reviews/api';
import { useStandingOrders } from '../../../features/admin-standing/api';
import { AdminHeading } from './admin-heading';

const dash = '-';
const drafts = (count: number) => `${count} draft${count === 1 ? '' : 's'}`;

/** The owner's overview (docs/product.md, "The admin's screens"): four numbers, the way to each page, what waits. */
export function DashboardPage() {
  const pickups = usePickups().data;
  const totalOrders = pickups?.reduce((sum, pickup) => sum + pickup.orders, 0);
  const revenue = pickups && revenueCents(pickups);
  const inventory = useAdminInventory().data;
  const reviews = useAdminReviews().data;
  const recipes = useAdminRecipes().data;
  const pending = reviews?.filter((review) => !review.approved).length;
  // What waits for her: a request, more every week than she agreed to, a week not placed.
  const standingRequests = useStandingOrders().data?.standingOrders.filter(
    (each) => each.status === 'requested' || each.pendingLines || each.weeks.some((week) => week.canPlaceNow),
  ).length;

  const sections = [
    { to: '/admin-orders', title: 'Order Management', text: 'Orders by pickup: ready, paid, picked up.' },
    { to: '/admin-bake-list', title: 'Bake List', text: 'What to bake and pack for a pickup.' },
    { to: '/admin-market', title: 'Market Day', text: 'The stall: what you brought, sales, preorders, the cash box.' },
    { to: '/admin-new-sale', title: 'New Sale', text: 'A phone order, or a sale on another day.' },
    {
      to: '/admin-standing',
      title: 'Standing Orders',
      text: 'Regulars’ orders every week, and your rules for them.',
      badge: standingRequests,
    },
    {
      to: '/admin-waitlist',
      title: 'Waitlists',
      text: 'Who waits for a sold-out bake or a full pickup time, and who was served.',
    },
    { to: '/admin-failed-orders', title: 'Failed Orders', text: 'Checkouts that did not go through.' },
    { to: '/admin-inventory', title: 'Inventory & Settings', text: 'Stock, prices, visibility and pickup.' },
    { to: '/admin-reviews', title: 'Review Management', text: 'Approve or delete reviews.', badge: pending },
    {
      to: '/admin-recipes',
      title: 'Recipe Blog',
      text: recipes
        ? `${recipes.filter((r) => r.published).length} published, ${drafts(recipes.filter((r) => !r.published).length)}`
        : `${dash} published, ${dash} drafts`,
    },
  ];

  return (
    <>
      <AdminHeading title="Dashboard" />
      <Grid container spacing={2}>
        <Grid xs={6} md={3}>
          <StatCard label="Total Orders" value={totalOrders ?? dash} />
        </Grid>
        <Grid xs={6} md={3}>
          <StatCard label="Total Revenue" value={revenue === undefined ? dash : formatDollars(revenue)} />
        </Grid>
        <Grid xs={6} md={3}>
          <StatCard
            label="Visible Products"
            value={inventory ? `${inventory.filter((item) => item.visible).length}/${inventory.length}` : dash}
          />
        </Grid>
        <Grid xs={6} md={3}>
          <StatCard
            label="Pending Reviews"
            value={pending ?? dash}
            decorator={
              pending ? (
                <span role="img" aria-label="needs attention">
                  ⚠️
                </span>
              ) : undefined
            }
          />
        </Grid>
      </Grid>
      <ThisPickupCard />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid xs={12} md={6}>
          <OwnerPushCard />
        </Grid>
        <Grid xs={12} md={6}>
          <SubscribersCard />
        </Grid>
        <Grid xs={12}>
          <BackupsCard />
        </Grid>
      </Grid>
      {pending ? (
        <Card color="warning" variant="soft" sx={{ mt: 3 }} role="status">
          <Typography level="title-md">Action Required</Typography>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography>
              You have {pending} review{pending === 1 ? '' : 's'} waiting for approval
            </Typography>
            <Button component={RouterLink} to="/admin-reviews" size="sm" color="warning">
              Review Now
            </Button>
          </Stack>
        </Card>
      ) : null}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {sections.map((section) => (
          <Grid key={section.to} xs={12} sm={6} lg={4}>
            <Card variant="outlined" sx={{ height: '100%', '&:hover': { boxShadow: 'sm' } }}>
              <CardContent>
                <Stack direction="row" spacing={1.5} alignItems="center">
                  <Link component={RouterLink} to={section.to} overlay underline="none" level="title-lg">
                    {section.title}
                  </Link>
                  {section.badge ? (
                    <Chip size="sm" color="warning" variant="solid" aria-label={`${section.badge} pending`}>
                      {section.badge}
                    </Chip>
                  ) : null}
                </Stack>
                <Typography level="body-sm">{section.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
