import { openBrowser, startServer, logIn, PLAYER } from './support';
const server = await startServer();
const b = await openBrowser('mobile');
try {
  if (process.env.LOGIN) await logIn(b.page, server.url, PLAYER);
  const tomorrow = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
  const q = `sportId=1&clubId=1&date=${tomorrow}&time=19:00:00&timespan=60`;
  const routes = process.env.ROUTES ? process.env.ROUTES.split(' ').map(r=>r.replace('Q',q)) : ['/book/schedule', `/book/schedule?sportId=1&clubId=1&date=${tomorrow}`, '/book/alternative-clubs', `/book/alternative-clubs?${q}`, '/book/slots', `/book/slots?${q}`, '/book/alternative-slots', `/book/alternative-slots?${q}`, '/book/alternative-club-slots', `/book/alternative-club-slots?${q}`, '/book/summary', `/book/summary?${q}&courtId=2`, '/book/insurance', `/book/insurance?${q}&courtId=2`, '/book/clubs', '/book/clubs/1/sports', '/book/clubs/1/sub-clubs', '/book/clubs/999/sports', '/book/search?clubId=1&sportId=1'];
  for (const r of routes) {
    await b.page.goto(server.url + r);
    await b.page.waitForTimeout(4000);
    const loader = await b.page.locator('[data-testid="loader"]').count();
    const h = await b.page.locator('main h2, main h1').allTextContents();
    console.log(r, '→', b.page.url().replace(server.url, ''), 'loader', loader, JSON.stringify(h.slice(0, 3)));
  }
} finally { await b.close(); await server.stop(); }
