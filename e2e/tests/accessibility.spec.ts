import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registryRoutes, type Registry } from '@portal/build-kit/remotes';
import { signIn } from './support';

// Every route of every remote in build-kit/remotes.json: a remote that another team adds is checked as soon as it is
// built and deployed (named in /portal-config.json); one that is registered but not built here is skipped, saying so.
const registry = JSON.parse(readFileSync(new URL('../../build-kit/remotes.json', import.meta.url), 'utf8')) as Registry;
const remoteRoutes = registryRoutes(registry).sort((a, b) => a.base.localeCompare(b.base));

/** The page is done: its heading is there and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // a dialog that just closed (the feature prompt) has given the page back to assistive technology
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
}

/** axe-core with every rule it has (WCAG 2.x A/AA and best practices): no violation of any impact is accepted. */
async function expectNoViolations(page: Page, what: string) {
  // a dialog or menu still fading in has its colours half-way: axe would measure those (endless ones, a skeleton's
  // pulse, never end and are not waited for)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.length}× ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  expect(report, `axe violations on ${what}`).toEqual([]);
}

async function deployedRemotes(page: Page): Promise<Set<string>> {
  const response = await page.request.get('/portal-config.json');
  const { remotes } = (await response.json()) as { remotes: Record<string, unknown> };
  return new Set(Object.keys(remotes));
}

test.describe('axe-core, signed out', () => {
  for (const path of [
    '/login',
    '/fr/login',
    '/forgot-password',
    '/reset-password?token=not-a-valid-token',
    '/password-changed',
    '/no-such-page',
  ]) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await expectNoViolations(page, path);
    });
  }
});

test.describe('axe-core, signed in', () => {
  for (const route of remoteRoutes) {
    test(`${route.base} (${route.folder}) has no violations`, async ({ page }) => {
      test.skip(!(await deployedRemotes(page)).has(route.remote), `${route.folder} is registered but not built here`);
      await signIn(page, 'demo@partner.example', `/login?redirectTo=${encodeURIComponent(route.base)}`);
      await expect(page).toHaveURL((url) => url.pathname === route.base);
      await settled(page);
      await expectNoViolations(page, route.base);
    });
  }

  for (const path of ['/settings', '/en/no-such-page']) {
    test(`${path} has no violations`, async ({ page }) => {
      await signIn(page, 'demo@partner.example', `/login?redirectTo=${encodeURIComponent(path)}`);
      await settled(page);
      await expectNoViolations(page, path);
    });
  }

  test('the open menus and dialogs of the layout have no violations', async ({ page }) => {
    await signIn(page);
    await settled(page);
    await page.getByRole('button', { name: /Benachrichtigungen/ }).click();
    await expect(page.getByRole('dialog', { name: 'Benachrichtigungen' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'the notification centre');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page, 'the user menu');
    await page.getByRole('menuitem', { name: 'Ausloggen' }).click();
    await expect(page.getByRole('dialog', { name: 'Ausloggen' })).toBeVisible();
    await expectNoViolations(page, 'the logout dialog');
  });
});

test.describe('keyboard', () => {
  test('after sign-in the focus is on the page heading, and the first Tab from the top reaches a visible skip link', async ({ page }) => {
    await signIn(page);
    await expect(page.locator('main h1')).toBeFocused();
    // Back to the top of the page, where a keyboard user starts (the focus point before the first element).
    await page.evaluate(() => {
      const start = document.createElement('div');
      start.tabIndex = -1;
      document.body.prepend(start);
      start.focus();
      start.remove();
    });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the focused control shows a ring of at least 2px, also the selected sidebar entry', async ({ page }) => {
    await signIn(page);
    const outline = (selector: ReturnType<Page['getByRole']>) =>
      selector.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
    const dashboard = page.getByRole('link', { name: 'Dashboard' });
    await dashboard.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(dashboard).toBeFocused();
    expect(await outline(dashboard)).toEqual({ style: 'solid', width: 3 });
    const language = page.getByRole('button', { name: /Sprache/ });
    await language.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(language).toBeFocused();
    expect(await outline(language)).toEqual({ style: 'solid', width: 3 });
  });
});
