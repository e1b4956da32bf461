import { expect, test } from '../support/test';
import { e2eServer } from '../../../playwright.config';
import { AdminLogin, toast } from '../pages/admin-pages';
import { db } from '../support/bakery';
import { writtenMail } from '../support/mail';

test('admin pages without a session show the access gate', async ({ page }) => {
  await page.goto('/admin-inventory');
  await expect(page.getByText('Admin Access Required')).toBeVisible();
  await expect(page.getByText('Please log in to the admin dashboard first.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Admin Login' }).click();
  await expect(page.getByRole('form', { name: 'Admin login' })).toBeVisible();
  // A device she never signed in on shows no address: not the bakery's, and not her login's,
  // which is not public (issue 45, item 14).
  await expect(page.getByRole('form', { name: 'Admin login' }).getByLabel('Email')).toHaveValue('');
});

test('a wrong password is said inline, the right one opens the dashboard and its counts', async ({ page }) => {
  const orders = Number(((await db('orders').count({ n: '*' })) as [{ n: number }])[0].n);
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Admin login' });
  await form.getByLabel('Email').fill(e2eServer.admin.email);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password');

  const admin = new AdminLogin(page);
  await admin.signInWithForm();
  await expect(toast(page)).toContainText('Welcome');
  await expect(admin.stat('Total Orders')).toContainText(String(orders));
  await expect(admin.stat('Visible Products')).toContainText(/\d+\/15/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(); // the session survives a reload

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page)).toContainText('Logged Out');
  await expect(page.getByRole('form', { name: 'Admin login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminSessionToken'))).toBeNull();
  // This device remembers the address she signed in with, for the login and for a reset.
  await expect(form.getByLabel('Email')).toHaveValue(e2eServer.admin.email);
  await page.reload();
  await expect(form.getByLabel('Email')).toHaveValue(e2eServer.admin.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('form', { name: 'Reset your password' }).getByLabel('Email')).toHaveValue(
    e2eServer.admin.email,
  );
});

test('the API refuses an admin call without a token', async ({ request }) => {
  const answer = await request.get('/api/orders');
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toMatchObject({ reason: 'unauthorized' });
});

const resetMails = () => writtenMail('password-reset');

/** The reset link of the first reset e-mail written after `seen` of them were there. */
async function resetLinkFromOutbox(seen: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await resetMails())[seen];
      if (!mail) return undefined;
      link = /http:\/\/127\.0\.0\.1:\d+\/admin-reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  await page.goto('/admin');
  const seen = (await resetMails()).length;
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('form', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(e2eServer.admin.email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page)).toContainText('If an account with that email exists, a reset link has been sent.');

  await page.goto(await resetLinkFromOutbox(seen));
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await reset.getByRole('textbox', { name: 'Confirm new password' }).fill('short');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Password must be at least 8 characters long');
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill('new-owner-password');
  await reset.getByRole('textbox', { name: 'Confirm new password' }).fill('different-password');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Passwords do not match');
  await reset.getByRole('textbox', { name: 'Confirm new password' }).fill('new-owner-password');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page)).toContainText('Password Reset Successful');
  await expect(page).toHaveURL(/\/admin$/, { timeout: 6000 }); // redirected after 3 seconds

  await new AdminLogin(page).signInWithForm('new-owner-password');

  // Put the e2e password back for the other tests, through the same flow.
  await page.request.post('/api/admin/password-reset-request', { data: { email: e2eServer.admin.email } });
  const token = new URL(await resetLinkFromOutbox(seen + 1)).searchParams.get('token');
  const back = await page.request.post('/api/admin/password-reset', {
    data: { token, newPassword: e2eServer.admin.password },
  });
  expect(back.status()).toBe(200);
});

test('the reset page says so when the link has no token', async ({ page }) => {
  await page.goto('/admin-reset-password');
  await expect(page.getByRole('alert')).toHaveText('No reset token provided');
});
