/**
 * What the accessibility and layout sweep (routes.journey.ts) measures on a page: axe-core's
 * findings, horizontal overflow, and where the Tab key goes and whether the user can see it.
 */
// @axe-core/playwright over injecting axe.min.js with page.addScriptTag: it types its page as
// playwright-core's Page (its peer dependency), and it injects axe through page.evaluate, which
// the shop's Content-Security-Policy does not block, where a <script> tag would be refused.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const SWEEP_WIDTHS = [360, 390, 768, 1280, 1920] as const;

/** Requests in flight on the page: calls, chunks, images (not the live event stream, which never ends). */
export function trackRequests(page: Page): () => number {
  const open = new Set<unknown>();
  const done = (request: unknown) => open.delete(request);
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') open.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open.size;
}

const LOADING = '[role="status"][aria-label^="Loading"], [role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]';

/** Waits until no call is in flight and no loading state shows, twice in a row. */
export async function settle(page: Page, inFlight: () => number): Promise<void> {
  let quiet = 0;
  for (let i = 0; i < 200 && quiet < 2; i += 1) {
    await page.waitForTimeout(50);
    const loading = await page.evaluate((selector) => document.querySelectorAll(selector).length, LOADING);
    quiet = inFlight() === 0 && loading === 0 ? quiet + 1 : 0;
  }
  // Fonts and the last frame: what axe and the layout checks see is what a user sees.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(r))));
}

/**
 * Waits until what opened over the page (a dialog, a menu, a drawer) has faded in: MUI fades them,
 * and audited mid-fade their text blends into the page behind (a false contrast failure).
 */
export async function fadedIn(page: Page, opened: Locator): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const opacity = (el: Element) => {
    let product = 1;
    for (let node: Element | null = el; node; node = node.parentElement)
      product *= Number(getComputedStyle(node).opacity);
    return product;
  };
  await expect.poll(() => opened.evaluate(opacity)).toBe(1);
}

/** Every axe violation, one line per rule: the rule, its impact and the elements at fault. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page in one go, at about a third of the time of the default,
  // which opens a blank page per run to merge the results of cross-origin frames (the shop has none).
  // Only violations are of use here: axe then skips the detail of everything that passed.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}` +
      violation.nodes
        .map((node) => `\n    ${node.html.slice(0, 160)}\n      ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join(''),
  );
}

/** Wider than the window at this width: the page, or the body, and the elements that stick out. */
export async function overflowAt(page: Page, width: number): Promise<string | null> {
  await page.setViewportSize({ width, height: 900 });
  // MUI's media queries re-render in JavaScript: a frame for React, a frame for layout.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => {
    const root = document.documentElement;
    const view = root.clientWidth;
    if (root.scrollWidth <= view && document.body.scrollWidth <= view) return null;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > view + 0.5 && !clipped(el))
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 5)
      .map((el) => {
        const cls = typeof el.className === 'string' ? el.className.split(' ').find((c) => !c.startsWith('css-')) : '';
        const text = (el.textContent ?? '').trim().slice(0, 40);
        return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> right ${Math.round(el.getBoundingClientRect().right)} "${text}"`;
      });
    return `scrollWidth ${root.scrollWidth}/${document.body.scrollWidth} > ${view}: ${culprits.join('; ')}`;
  });
}

export type FocusStop = {
  /** The focused element, shortly: tag, role, name. */
  what: string;
  /** A control (link, button, field, or a scrolling region Chromium lets the keyboard scroll). */
  interactive: boolean;
  visible: boolean;
  /** Its look differs focused from unfocused (outline, shadow, border or background). */
  indicated: boolean;
  /** The marks of the controls the test is looking for (see markControls). */
  mark: string | null;
  /** The element's own id for the sweep. */
  key: string;
};

/** Marks these controls, so the Tab sweep can say which it reached. */
export async function markControls(page: Page, controls: { name: string; locator: Locator }[]): Promise<void> {
  for (const { name, locator } of controls) {
    const count = await locator.count();
    if (count === 0) throw new Error(`no control '${name}' on ${page.url()}`);
    for (let i = 0; i < count; i += 1)
      await locator.nth(i).evaluate((el, mark) => el.setAttribute('data-sweep-mark', mark), name);
  }
}

/**
 * The element the keyboard is on, and whether the user can see that it is; only its key when it
 * is still the `previous` one (focusing it again would reset a date field to its first part).
 */
export function focusStop(page: Page, previous = ''): Promise<FocusStop | null> {
  return page.evaluate(async (previous) => {
    const el = document.activeElement as (HTMLElement & { sweepKey?: string }) | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    el.sweepKey ??= String(Math.random());
    const key = el.sweepKey;
    if (key === previous) return { key, what: '', interactive: true, visible: true, indicated: true, mark: null };
    // Where MUI draws focus: a field's outline sits on its root, a switch's on the button around
    // its (transparent) input.
    const inputRoot = el.closest('.MuiInputBase-root');
    const hosts = [el, inputRoot, inputRoot?.querySelector('.MuiOutlinedInput-notchedOutline'), el.parentElement];
    const look = () => {
      // Finish transitions: a value mid-transition would read as the start value.
      for (const animation of document.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // an endless animation (a spinner) has no end to jump to
        }
      }
      return hosts
        .map((host) => {
          if (!host) return '';
          const s = getComputedStyle(host);
          return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor].join();
        })
        .join('|');
    };
    // React renders what a focus or blur event changed (MUI's focus classes) before the next task.
    const rendered = () => new Promise((r) => setTimeout(r, 0));
    const focused = look();
    el.blur();
    await rendered();
    const unfocused = look();
    el.focus({ preventScroll: true });
    await rendered();

    const role = el.getAttribute('role');
    const rect = el.getBoundingClientRect();
    const hostRect = el.parentElement?.getBoundingClientRect();
    const style = getComputedStyle(el);
    // A named region that scrolls (a wide table, the chat's messages) is a tab stop on purpose.
    const scroller =
      /auto|scroll/.test(style.overflowX + style.overflowY) &&
      (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight || el.hasAttribute('aria-label'));
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return {
      what: `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name}"`,
      interactive:
        el.matches('a[href], button, input, select, textarea, summary, [contenteditable="true"]') ||
        /^(button|link|checkbox|radio|switch|tab|menuitem|option|combobox|textbox|slider|spinbutton)$/.test(
          role ?? '',
        ) ||
        scroller,
      visible:
        style.visibility !== 'hidden' &&
        ((rect.width > 0 && rect.height > 0) || (hostRect !== undefined && hostRect.width > 0 && hostRect.height > 0)),
      indicated: focused !== unfocused,
      mark: el.getAttribute('data-sweep-mark'),
      key,
    };
  }, previous);
}

/**
 * Tabs from the top of the page (or the field it focused itself) to its end, or `max` stops:
 * where the keyboard went.
 */
export async function tabThrough(page: Page, max = 80): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  let last = '';
  for (let i = 0; i < max; i += 1) {
    const autofocused = i === 0 && (await page.evaluate(() => document.activeElement !== document.body));
    if (!autofocused) await page.keyboard.press('Tab');
    const stop = await focusStop(page, last);
    if (!stop) break;
    if (stop.key === last) continue; // a date field takes a Tab for each of its parts
    if (seen.has(stop.key)) break; // round to the start again
    seen.add(stop.key);
    last = stop.key;
    stops.push(stop);
  }
  return stops;
}

/**
 * Presses Tab (Shift+Tab `backwards`, to a control before the one with focus) until the locator
 * has focus; fails if it is not reached within `max` presses.
 */
export async function tabTo(page: Page, locator: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await locator.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} never reached ${String(locator)} on ${page.url()}`);
}
