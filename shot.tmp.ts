import { openBrowser, startServer } from './tests/e2e/support';
const server = await startServer();
try {
  for (const size of ['mobile', 'desktop'] as const) {
    const b = await openBrowser(size);
    const { page } = b;
    await page.goto(`${server.url}/login?email=player%40courtflow.test`);
    await page.getByLabel('Contraseña', { exact: true }).fill('courtflow');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL('**/book/search');
    await page.goto(`${server.url}/profile/user`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/work/shots/login/personal-data-${size}.png`, fullPage: true });
    console.log(await page.locator('h1,h2').allTextContents(), b.errors);
    await page.goto(`${server.url}/logout`);
    await page.waitForTimeout(1000);
    await page.goto(`${server.url}/login?existantLead=1`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/work/shots/login/login-${size}.png`, fullPage: true });
    await page.goto(`${server.url}/register`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/work/shots/login/register-${size}.png`, fullPage: true });
    await b.close();
  }
} finally {
  await server.stop();
}
