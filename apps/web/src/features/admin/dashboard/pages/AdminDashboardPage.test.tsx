// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_MSG, type AttentionEntry, type DashboardView } from '@steelcut/domain/schemas/dashboard';
import { authStore } from '../../../../lib/auth-store';
import { aQuietMonth } from '../../../../testing/dashboard';
import { json, stubFetch } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import AdminDashboardPage from './AdminDashboardPage';

// The chart library is drawn in a browser, not in jsdom: a stand-in that shows what it was given.
vi.mock('../components/WeeklyOrdersChart', () => ({
  default: ({ weekly, height }: { weekly: DashboardView['weekly']; height: number }) => (
    <div data-testid="weekly-chart" data-height={height}>
      {weekly.map((week) => week.orders).join(',')}
    </div>
  ),
}));

const summary = { total: 40, pending: 12, in_progress: 8, delivered: 17 };
const shape = (id: number, IsHide: number) => ({
  id,
  slug: `shape-${id}`,
  shape_Name: `Shape ${id}`,
  imageName: `shape-${id}.svg`,
  IsActive: 1,
  IsHide,
  parameters: [],
});
const shapes = [shape(1, 0), shape(2, 1), shape(3, 0), shape(4, 0)];

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** Animation frames run only when the test says so. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return (at: number) => act(() => frames.splice(0).forEach((frame) => frame(at)));
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 60_000).toISOString();
const entry = (overrides: Partial<AttentionEntry> = {}): AttentionEntry => ({
  id: 5,
  Order_No: 'SC250614-00005',
  customername: 'Asha Kumar',
  order_type: 1,
  since: daysAgo(3),
  dispatchBy: null,
  dispatchMark: null,
  ...overrides,
});
const weekly = Array.from({ length: 12 }, (_, i) => ({
  weekStart: `2025-0${4 + Math.floor(i / 4)}-${String(7 * (i % 4) + 1).padStart(2, '0')}`,
  orders: i === 10 ? 9 : i % 3,
}));
const quietDashboard: DashboardView = {
  weekly,
  dueForDispatch: [],
  dueForDispatchTotal: 0,
  waitingLeads: [],
  waitingLeadsTotal: 0,
  stuckInProgress: [],
  stuckInProgressTotal: 0,
  undelivered: [],
  undeliveredTotal: 0,
  setup: { detailsSaved: true, upiSet: true, pricesSaved: true, stockSet: true },
  money: aQuietMonth(),
  adminPasswordGenerated: false,
};

function answer(
  shapesReply: () => Response | Promise<Response> = () => json(200, { shapes }),
  dashboardReply: () => Response | Promise<Response> = () => json(200, quietDashboard),
) {
  return stubFetch((url) => {
    if (url === '/api/admin/orderStatusSummary') return json(200, summary);
    if (url === '/api/admin/dashboard') return dashboardReply();
    return shapesReply();
  });
}

const counter = (label: string) => screen.getByRole('group', { name: label });
const valueOf = (label: string) => counter(label).textContent!.slice(label.length);
const renderPage = () => renderWithProviders(<AdminDashboardPage />, { route: '/admin/dashboard' });

beforeEach(() => {
  authStore.signIn(admin, jwtExpiringIn(900));
});

describe('AdminDashboardPage', () => {
  it('shows the order status summary and the shape counts at once when motion is reduced', async () => {
    reduceMotion();
    holdFrames();
    const fetchMock = answer();
    renderPage();

    await waitFor(() => expect(valueOf('Total Orders')).toBe('40'));
    expect(valueOf('Pending Orders')).toBe('12');
    expect(valueOf('In Progress')).toBe('8');
    expect(valueOf('Completed Orders')).toBe('17');
    await waitFor(() => expect(valueOf('Total Shapes')).toBe('4'));
    expect(valueOf('Active Shapes')).toBe('3');
    expect(valueOf('Hidden Shapes')).toBe('1');
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/admin/dashboard',
      '/api/admin/orderStatusSummary',
      '/api/admin/shapes',
    ]);
    expect(screen.getByRole('region', { name: 'Orders Overview' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/admin/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard - SteelCut'));
  });

  it('counts up from 0 over one second', async () => {
    const runFrames = holdFrames();
    answer();
    renderPage();

    await waitFor(() => expect(valueOf('Total Orders')).toBe('0'));
    runFrames(1000);
    expect(valueOf('Total Orders')).toBe('0');
    runFrames(1500);
    const halfway = Number(valueOf('Total Orders'));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(40);
    runFrames(2000);
    expect(valueOf('Total Orders')).toBe('40');
  });

  it('shows the counters as loading until the answers arrive', async () => {
    reduceMotion();
    answer(() => new Promise<Response>(() => undefined));
    renderPage();

    await waitFor(() => expect(valueOf('Total Orders')).toBe('40'));
    expect(screen.getByRole('region', { name: 'Orders Overview' }).getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('region', { name: 'Shapes Overview' }).getAttribute('aria-busy')).toBe('true');
    expect(valueOf('Total Shapes')).toBe('');
  });

  it('leaves the shape counters empty when the shapes fail to load', async () => {
    reduceMotion();
    answer(() => json(500, {}));
    renderPage();

    expect(await screen.findByText('Failed to fetch shapes')).toBeTruthy();
    for (const label of ['Total Shapes', 'Active Shapes', 'Hidden Shapes']) {
      expect(valueOf(label)).toBe('—');
    }
    expect(valueOf('Total Orders')).toBe('40');
  });

  describe('what needs attention today', () => {
    it('lists each wait as a link to its page, with how long it has waited and how many more there are', async () => {
      reduceMotion();
      answer(undefined, () =>
        json(200, {
          ...quietDashboard,
          waitingLeads: [
            entry(),
            entry({ id: 6, Order_No: 'SC250615-00006', customername: 'Ravi', since: daysAgo(1) }),
          ],
          waitingLeadsTotal: 9,
          stuckInProgress: [entry({ id: 8, Order_No: 'SC250601-00008', order_type: 2, since: daysAgo(0.5) })],
          stuckInProgressTotal: 1,
        }),
      );
      renderPage();

      const section = await screen.findByRole('region', { name: 'Needs attention today' });
      const leads = await within(section).findByRole('region', { name: 'Leads waiting longest' });
      const links = within(leads).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['SC250614-00005 · Asha Kumar · waiting 3 days', '/admin/ordersDetails/5'],
        ['SC250615-00006 · Ravi · waiting 1 day', '/admin/ordersDetails/6'],
        ['See all', '/admin/lead'],
      ]);
      expect(leads.textContent).toContain('2 of 9 shown');
      expect(within(leads).getByRole('link', { name: 'See all: Leads waiting longest' })).toBeTruthy();

      const stuck = within(section).getByRole('region', { name: 'In Progress for more than 48 hours' });
      expect(
        within(stuck)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['SC250601-00008 · Asha Kumar · waiting under a day']);
      const late = within(section).getByRole('region', {
        name: 'Dispatched, not delivered after 5 business days',
      });
      expect(late.textContent).toContain('No late deliveries');
      expect(within(late).queryByRole('link')).toBeNull();
    });

    it('lists what is due for dispatch by date first, each marked late or due today', async () => {
      reduceMotion();
      const late = entry({ id: 9, Order_No: 'SC261130-00009', order_type: 2, dispatchBy: '2026-11-30' });
      answer(undefined, () =>
        json(200, {
          ...quietDashboard,
          dueForDispatch: [
            { ...late, dispatchMark: 'late' },
            entry({ id: 10, Order_No: 'SC261201-00010', dispatchBy: '2026-12-02', dispatchMark: 'due-today' }),
          ],
          dueForDispatchTotal: 7,
          waitingLeads: [entry({ id: 11, dispatchBy: '2026-12-01', dispatchMark: 'late' }), entry({ id: 12 })],
          waitingLeadsTotal: 2,
        }),
      );
      renderPage();

      const section = await screen.findByRole('region', { name: 'Needs attention today' });
      const due = await within(section).findByRole('region', { name: 'Due for dispatch today or late' });
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual([
        'Due for dispatch today or late',
        'Leads waiting longest',
        'In Progress for more than 48 hours',
        'Dispatched, not delivered after 5 business days',
      ]);
      const items = within(due).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'SC261130-00009 · Asha Kumar · dispatch by Mon, 30 Nov 2026Late',
        'SC261201-00010 · Asha Kumar · dispatch by Wed, 2 Dec 2026Due today',
      ]);
      expect(within(items[0]!).getByText('Late').closest('[data-mark]')?.getAttribute('data-mark')).toBe('late');
      expect(within(items[1]!).getByText('Due today').closest('[data-mark]')?.getAttribute('data-mark')).toBe(
        'due-today',
      );
      expect(
        within(due).getByRole('link', { name: 'See all: Due for dispatch today or late' }).getAttribute('href'),
      ).toBe('/admin/orders');
      const leads = within(section).getByRole('region', { name: 'Leads waiting longest' });
      const [markedLead, plainLead] = within(leads).getAllByRole('listitem');
      expect(within(markedLead!).getByText('Late')).toBeTruthy();
      expect(within(plainLead!).queryByText(/Late|Due today/)).toBeNull();
    });

    it('says so when nothing waits, list by list', async () => {
      reduceMotion();
      answer();
      renderPage();

      const section = await screen.findByRole('region', { name: 'Needs attention today' });
      await waitFor(() => expect(section.getAttribute('aria-busy')).toBe('false'));
      expect(section.textContent).toContain('Nothing due for dispatch today');
      expect(section.textContent).toContain('No leads waiting');
      expect(section.textContent).toContain('Nothing held up in production');
      expect(section.textContent).toContain('No late deliveries');
      expect(within(section).queryByRole('link')).toBeNull();
    });

    it('offers a retry when the dashboard cannot be loaded, and keeps the counters', async () => {
      reduceMotion();
      answer(undefined, () => json(500, {}));
      renderPage();

      expect(await screen.findByText('Unexpected error')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
      await waitFor(() => expect(valueOf('Total Orders')).toBe('40'));
    });
  });

  describe('orders per week', () => {
    it('draws the 12 weeks once the chart has loaded, described for screen readers', async () => {
      reduceMotion();
      answer();
      renderPage();

      const figure = await screen.findByRole('figure', { name: 'Orders per week' });
      const chart = await within(figure).findByTestId('weekly-chart');
      expect(chart.textContent).toBe(weekly.map((week) => week.orders).join(','));
      expect(chart.dataset.height).toBe('260');
      const description = document.getElementById(figure.getAttribute('aria-describedby')!)!;
      expect(description.textContent).toBe(
        '20 orders and leads placed in the last 12 weeks; the busiest week began 15 Jun, with 9.',
      );
      const rows = within(figure).getAllByRole('row');
      expect(rows).toHaveLength(13);
      expect(rows[1]!.textContent).toBe('1 Apr0');
    });

    it('keeps the space of the chart with a skeleton while the numbers load', async () => {
      reduceMotion();
      answer(undefined, () => new Promise<Response>(() => undefined));
      renderPage();

      const section = await screen.findByRole('region', { name: 'Orders per week' });
      expect(within(section).getByTestId('chart-skeleton')).toBeTruthy();
      expect(within(section).queryByRole('figure')).toBeNull();
    });
  });

  describe('the generated admin password', () => {
    it('is called out, with a link to change it, while the admin still signs in with it', async () => {
      reduceMotion();
      answer(undefined, () => json(200, { ...quietDashboard, adminPasswordGenerated: true }));
      renderPage();

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(DASHBOARD_MSG.generatedPassword);
      expect(within(alert).getByRole('link', { name: DASHBOARD_MSG.changePassword }).getAttribute('href')).toBe(
        '/profileDetails',
      );
    });

    it('is not shown once the password was changed', async () => {
      reduceMotion();
      answer();
      renderPage();

      await screen.findByRole('region', { name: 'Needs attention today' });
      expect(screen.queryByText(DASHBOARD_MSG.generatedPassword)).toBeNull();
    });
  });

  describe('the first-run checklist', () => {
    const setupOf = (done: Partial<DashboardView['setup']>) => ({
      ...quietDashboard,
      setup: { detailsSaved: false, upiSet: false, pricesSaved: false, stockSet: false, ...done },
    });

    it('lists what is left, each step a link to where it is done, and says why prices show on request', async () => {
      reduceMotion();
      answer(undefined, () => json(200, setupOf({ detailsSaved: true })));
      renderPage();

      const card = await screen.findByRole('region', { name: 'Get the shop ready' });
      expect(within(card).getByText('Save the shop’s details').closest('[data-done]')).toBeTruthy();
      const links = within(card)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
      expect(links).toEqual([
        ['Open: Set your UPI ID', '/admin/shop'],
        ['Open: Save your prices', '/admin/pricing'],
        ['Open: List the thicknesses you stock', '/admin/shop'],
      ]);
      expect(card.textContent).toContain('Customers see “Price on request” until you save your rates.');
      expect(card.textContent).toContain('QR codes pay the sample steelcut@upi until you do');
    });

    it('is gone once every step is done', async () => {
      reduceMotion();
      answer();
      renderPage();

      await screen.findByRole('region', { name: 'Needs attention today' });
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Needs attention today' }).getAttribute('aria-busy')).toBe('false'),
      );
      expect(screen.queryByRole('region', { name: 'Get the shop ready' })).toBeNull();
    });
  });

  describe('money this month', () => {
    const order = (id: number, Order_No: string, customername: string, amountPaise: number) => ({
      id,
      Order_No,
      customername,
      amountPaise,
    });

    it('shows what was invoiced, received and is still owed, each with its largest orders linked', async () => {
      reduceMotion();
      answer(undefined, () =>
        json(200, {
          ...quietDashboard,
          money: aQuietMonth({
            month: '2026-11',
            invoiced: {
              totalPaise: 1_77_000,
              ordersTotal: 2,
              orders: [
                order(1, 'SC261101-00001', 'Asha Kumar', 1_18_000),
                order(3, 'SC261103-00003', 'Chitra Fab', 59_000),
              ],
            },
            received: {
              totalPaise: 2_87_000,
              ordersTotal: 4,
              orders: [order(1, 'SC261101-00001', 'Asha Kumar', 1_18_000)],
            },
            refundedPaise: 11_000,
            unpaid: {
              totalPaise: 12_34_56_789_00,
              ordersTotal: 12,
              orders: [1, 2, 3, 4, 5].map((i) => order(10 + i, `SC261110-0001${i}`, `Owing ${i}`, 10_00_000 - i)),
            },
          }),
        }),
      );
      renderPage();

      const card = await screen.findByRole('region', { name: 'Money this month' });
      await waitFor(() => expect(card.getAttribute('aria-busy')).toBe('false'));
      expect(card.textContent).toContain('November 2026');

      const invoiced = within(card).getByRole('region', { name: 'Invoiced' });
      expect(invoiced.textContent).toContain('₹1,770.00');
      expect(invoiced.textContent).toContain('2 orders');
      expect(
        within(invoiced)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual(['SC261101-00001 · Asha Kumar₹1,180.00', 'SC261103-00003 · Chitra Fab₹590.00']);
      expect(within(invoiced).getByRole('link', { name: 'SC261103-00003 · Chitra Fab' }).getAttribute('href')).toBe(
        '/admin/ordersDetails/3',
      );

      const received = within(card).getByRole('region', { name: 'Received' });
      expect(received.textContent).toContain('₹2,870.00');
      expect(received.textContent).toContain('4 orders · after ₹110.00 refunded');
      expect(received.textContent).toContain('1 of 4 shown');

      // Indian digit grouping: ₹12,34,56,789.00 is twelve crore and more.
      const unpaid = within(card).getByRole('region', { name: 'Unpaid balance' });
      expect(unpaid.textContent).toContain('₹12,34,56,789.00');
      expect(within(unpaid).getAllByRole('link')).toHaveLength(5);
      expect(unpaid.textContent).toContain('5 of 12 shown');
    });

    it('says so when a figure has no orders behind it', async () => {
      reduceMotion();
      answer();
      renderPage();

      const card = await screen.findByRole('region', { name: 'Money this month' });
      const invoiced = await within(card).findByRole('region', { name: 'Invoiced' });
      expect(invoiced.textContent).toContain('₹0.00');
      expect(invoiced.textContent).toContain('0 orders');
      expect(invoiced.textContent).toContain('No orders');
      expect(within(card).queryByRole('link')).toBeNull();
      expect(card.textContent).not.toContain('refunded');
    });

    it('waits with skeletons, and gives way to the retry when the dashboard fails', async () => {
      reduceMotion();
      answer(undefined, () => new Promise<Response>(() => undefined));
      renderPage();

      const card = await screen.findByRole('region', { name: 'Money this month' });
      expect(card.getAttribute('aria-busy')).toBe('true');
      expect(within(card).queryByRole('region', { name: 'Invoiced' })).toBeNull();
    });
  });
});
