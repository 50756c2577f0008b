// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_MESSAGES, DRAWING_ERROR_MESSAGES } from '@steelcut/domain/drawings/messages';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { theme } from '../../../app/theme';
import { materials } from '../../../testing/cart';
import {
  aDrawing,
  anInchDrawingReadAsMm,
  anOpenDrawing,
  DRAWING_ID,
  OPEN_CORNER_MESSAGE,
} from '../../../testing/drawings';
import { json, stubFetch, type FetchHandler } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { stubXhr } from '../../../testing/xhr';
import DrawingPage from './DrawingPage';

/** Where the page is: the address a customer would see (and copy, or come back to). */
function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

const page = (
  <>
    <DrawingPage />
    <Address />
  </>
);
const routes = [
  { path: '/drawings/new', element: page },
  { path: '/drawings/:id', element: page },
];
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

function renderAt(route: string) {
  return renderWithProviders(null, { route, routes });
}

/** The API: materials, and `more` for the rest (404 by default). */
function stubApi(more: FetchHandler = () => json(404, { message: DRAWING_MSG.notFound, code: 'NOT_FOUND' })) {
  return stubFetch((url, init) => {
    if (url === '/api/shape/materialname') return json(200, { materialName: materials });
    return more(url, init);
  });
}

const dxf = (name = 'bracket.dxf') => new File(['0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n'], name);
const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('uploading a drawing', { timeout: 30_000 }, () => {
  it('sends the DXF with progress, then shows the part measured on its own page', async () => {
    stubApi();
    const xhr = stubXhr(() => ({ status: 201, body: { drawing: aDrawing() } }), { manual: true });
    const { user } = renderAt('/drawings/new');

    expect(screen.getByRole('heading', { level: 1, name: 'Upload your drawing' })).toBeTruthy();
    const choose = screen.getByRole('button', { name: 'Choose a DXF file' });
    expect(choose.getAttribute('aria-describedby')).toBeTruthy();
    await user.upload(screen.getByLabelText('DXF file'), dxf());

    expect(await screen.findByText('Uploading bracket.dxf… 50 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading drawing' }).getAttribute('aria-valuenow')).toBe('50');
    const [sent] = xhr.sent;
    expect([sent!.method, sent!.url]).toEqual(['POST', '/api/drawings']);
    expect((sent!.body!.get('file') as File).name).toBe('bracket.dxf');

    sent!.respond();
    expect(await screen.findByRole('heading', { level: 1, name: 'bracket.dxf' })).toBeTruthy();
    expect(address()).toBe(`/drawings/${DRAWING_ID}`);
    expect(await screen.findByText('bracket.dxf is measured and checked.')).toBeTruthy();
    // The drawing's part of the page is a chunk of its own, the first time slow to come.
    await screen.findByRole('heading', { name: 'Your part' }, { timeout: 10_000 });
    await waitFor(() => expect(fact('Overall size')).toBe('120 × 80 mm'));
    expect(fact('Area per piece')).toBe('92.9 cm²');
    expect(fact('Cut length')).toBe('463 mm');
    expect(fact('Pierces')).toBe('2');
    expect(fact('Units')).toBe('Millimetres (from the file)');
    expect(screen.getByText('No problems found: the part can be cut as drawn.')).toBeTruthy();
    // Focus moves to the result, so a screen reader goes on from there.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your part' }));
    // The part to scale with its overall size dimensioned, and no red in the legend.
    const preview = screen.getByRole('img', { name: 'bracket.dxf, 120 × 80 mm, drawn to scale' });
    expect([...preview.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['120', '80']);
    expect(preview.querySelector('[data-faulty]')).toBeNull();
    expect(screen.queryByText('Problem found')).toBeNull();
  });

  it('shows the server’s message for a file it cannot read, and stays on the upload page', async () => {
    stubApi();
    stubXhr(() => ({
      status: 422,
      body: { message: DRAWING_ERROR_MESSAGES['block-cycle']('PART'), code: 'VALIDATION' },
    }));
    const { user } = renderAt('/drawings/new');

    await user.upload(screen.getByLabelText('DXF file'), dxf('loop.dxf'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(DRAWING_ERROR_MESSAGES['block-cycle']('PART'));
    // The file is the problem, not the line: sending it again would not help.
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(address()).toBe('/drawings/new');
  });

  it('offers to try again when the upload did not reach the shop', async () => {
    stubApi();
    let reply: { status: number; body: unknown } = { status: 503, body: { message: DRAWING_MSG.busy } };
    const xhr = stubXhr(() => reply);
    const { user } = renderAt('/drawings/new');

    await user.upload(screen.getByLabelText('DXF file'), dxf());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(DRAWING_MSG.busy);

    reply = { status: 201, body: { drawing: aDrawing() } };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'bracket.dxf' })).toBeTruthy();
    expect(address()).toBe(`/drawings/${DRAWING_ID}`);
    expect(xhr.sent).toHaveLength(2);
  });

  it('refuses a DWG, another kind of file or one over 10 MB before sending it (dropped or chosen)', async () => {
    stubApi();
    const xhr = stubXhr(() => ({ status: 201, body: { drawing: aDrawing() } }));
    const { user } = renderAt('/drawings/new');
    const zone = screen.getByText('Drag and drop your DXF file here').closest('div')!.parentElement!;

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['AC1027'], 'bracket.DWG')] } });
    expect((await screen.findByRole('alert')).textContent).toBe(DRAWING_ERROR_MESSAGES.dwg());

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['%PDF'], 'bracket.pdf')] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(DRAWING_ERROR_MESSAGES['not-dxf']()));

    const big = dxf('huge.dxf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('DXF file'), big);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(DRAWING_MSG.tooLarge));
    expect(xhr.sent).toHaveLength(0);

    fireEvent.drop(zone, { dataTransfer: { files: [dxf()] } });
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
  });
});

describe('a drawing’s page', { timeout: 15_000 }, () => {
  it('draws the faulty contour in red, with a legend, and says what is wrong as an error', async () => {
    stubApi((url) => (url === `/api/drawings/${DRAWING_ID}` ? json(200, { drawing: anOpenDrawing() }) : json(404, {})));
    renderAt(`/drawings/${DRAWING_ID}`);

    const preview = await screen.findByRole('img', {
      name: 'open-corner.dxf, 120 × 80 mm, drawn to scale; 1 contour has a problem and is drawn in red',
    });
    const faulty = preview.querySelector('[data-faulty]')!;
    expect(faulty.getAttribute('stroke')).toBe(theme.palette.error.main);
    // The open outline, not closed with a Z; the hole stays in the ordinary colour.
    expect(faulty.getAttribute('d')).toMatch(/^M119\.5 -80L0 -80L0 0L120 0L120 -79\.5$/);
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Problem found')).toBeTruthy();

    const checks = screen.getByRole('region', { name: 'What we found' });
    const alert = within(checks).getByText(OPEN_CORNER_MESSAGE).closest('.MuiAlert-root')!;
    expect(alert.className).toContain('MuiAlert-colorError');
    expect(within(checks).queryByText('No problems found: the part can be cut as drawn.')).toBeNull();
  });

  it('asks whether a drawing without units is in mm or inches, and shows it measured again', async () => {
    const measured = aDrawing({ name: 'bracket-inches.dxf', units: 'in', unitsFrom: 'chosen', fileUnits: null });
    const fetchMock = stubApi((url, init) => {
      if (url === `/api/drawings/${DRAWING_ID}`) return json(200, { drawing: anInchDrawingReadAsMm() });
      if (url === `/api/drawings/${DRAWING_ID}/units` && init.method === 'PUT') return json(200, { drawing: measured });
      return json(404, {});
    });
    const { user } = renderAt(`/drawings/${DRAWING_ID}`);

    const question = await screen.findByRole('radiogroup', { name: DRAWING_MSG.askUnits });
    expect(fact('Overall size')).toBe('4.72 × 3.15 mm');
    expect(fact('Units')).toBe('Millimetres (assumed)');
    // The warning reads as a warning, the size as an error.
    const checks = screen.getByRole('region', { name: 'What we found' });
    expect(within(checks).getByText(CHECK_MESSAGES.unitsAssumed()).closest('.MuiAlert-root')!.className).toContain(
      'MuiAlert-colorWarning',
    );

    await user.click(within(question).getByRole('radio', { name: 'Inches (in)' }));
    await waitFor(() => expect(fact('Overall size')).toBe('120 × 80 mm'));
    expect(fact('Units')).toBe('Inches (your choice)');
    expect(within(question).getByRole('radio', { name: 'Inches (in)' })).toHaveProperty('checked', true);
    const put = fetchMock.mock.calls.find(([url]) => url === `/api/drawings/${DRAWING_ID}/units`)!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({ units: 'in' });
    expect(await screen.findByText('Measured again in inches.')).toBeTruthy();
    expect(screen.getByText('No problems found: the part can be cut as drawn.')).toBeTruthy();
  });

  it('says what units the file states, and lets the customer correct them', async () => {
    // Drawn in mm, saved by a CAD program that wrote metres: 1000 times too large.
    const inMetres = aDrawing({ units: 'm', fileUnits: 'm', widthMm: 120_000, heightMm: 80_000 });
    const corrected = aDrawing({ units: 'mm', unitsFrom: 'chosen', fileUnits: 'm' });
    const fetchMock = stubApi((url, init) => {
      if (url === `/api/drawings/${DRAWING_ID}`) return json(200, { drawing: inMetres });
      if (url === `/api/drawings/${DRAWING_ID}/units` && init.method === 'PUT')
        return json(200, { drawing: corrected });
      return json(404, {});
    });
    const { user } = renderAt(`/drawings/${DRAWING_ID}`);

    const question = await screen.findByRole('radiogroup', { name: DRAWING_MSG.fileSays('metres') });
    expect(fact('Units')).toBe('Metres (from the file)');
    await user.click(within(question).getByRole('radio', { name: 'Millimetres (mm)' }));
    await waitFor(() => expect(fact('Overall size')).toBe('120 × 80 mm'));
    const put = fetchMock.mock.calls.find(([url]) => url === `/api/drawings/${DRAWING_ID}/units`)!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({ units: 'mm' });
    expect(screen.getByRole('radiogroup', { name: DRAWING_MSG.fileSays('metres') })).toBeTruthy();
  });

  it('asks for the checks of the chosen thickness and shows them', async () => {
    const thin = CHECK_MESSAGES.narrowHole({ x: 40, y: 40 }, 20, 25);
    const fetchMock = stubApi((url) => {
      if (url === `/api/drawings/${DRAWING_ID}`) return json(200, { drawing: aDrawing() });
      if (url === `/api/drawings/${DRAWING_ID}?thickness=25`) {
        const checks = [{ code: 'feature-too-small', severity: 'block', message: thin }];
        return json(200, { drawing: aDrawing({ checks: checks as ReturnType<typeof aDrawing>['checks'] }) });
      }
      return json(404, {});
    });
    const { user } = renderAt(`/drawings/${DRAWING_ID}`);

    await screen.findByText('Choose a thickness to check holes and gaps against the plate.');
    const form = screen.getByRole('region', { name: 'Material and quantity' });
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(4));
    await user.selectOptions(within(form).getByLabelText('Material'), 'SS 304');
    await user.type(within(form).getByLabelText('Thickness'), '25');

    expect(await screen.findByText(thin)).toBeTruthy();
    expect(screen.getByText('Holes and gaps checked against 25 mm plate.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`/api/drawings/${DRAWING_ID}?thickness=25`);
  });

  it('prices the part once grade, thickness and quantity are read, and not while a check blocks it', async () => {
    const quoteBodies: unknown[] = [];
    const line = {
      weightKg: 0.95,
      cutLengthMm: 1000,
      pierces: 1,
      unitPaise: 18_329,
      linePaise: 73_316,
      discountPercent: 0,
    };
    const reply = {
      priced: true,
      gstPercent: 18,
      items: [line],
      subtotalPaise: 73_316,
      minimumTopUpPaise: 0,
      deliveryPaise: 0,
      cgstPaise: 6_598,
      sgstPaise: 6_598,
      igstPaise: 0,
      totalPaise: 86_512,
      leadTimes: [
        { tier: 'standard', label: 'Standard', surchargePercent: 0, dispatchBy: '2026-12-03', totalPaise: 86_512 },
        { tier: 'express', label: 'Express', surchargePercent: 35, dispatchBy: '2026-12-01', totalPaise: 116_791 },
      ],
    };
    stubApi((url, init) => {
      if (url === `/api/drawings/${DRAWING_ID}`) return json(200, { drawing: aDrawing() });
      if (url.startsWith(`/api/drawings/${DRAWING_ID}?thickness=`)) return json(200, { drawing: aDrawing() });
      if (url === '/api/quote') {
        quoteBodies.push(JSON.parse(String(init?.body)));
        return json(200, reply);
      }
      return json(404, {});
    });
    const { user } = renderAt(`/drawings/${DRAWING_ID}`);

    const form = await screen.findByRole('region', { name: 'Material and quantity' });
    expect(await within(form).findByText('Fill in every field to see the price.')).toBeTruthy();
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(4));
    await user.selectOptions(within(form).getByLabelText('Material'), 'SS 304');
    await user.type(within(form).getByLabelText('Thickness'), '2');
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.type(within(form).getByLabelText('Quantity'), '4');

    expect((await within(form).findAllByText('₹865.12')).length).toBeGreaterThan(0);
    expect(within(form).getByText('₹183.29')).toBeTruthy();
    // Each dispatch tier with its date, as the configurator shows them.
    expect(within(form).getByText('Dispatched by Thu, 3 Dec 2026')).toBeTruthy();
    expect(within(form).getByText('Dispatched by Tue, 1 Dec 2026')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    // One part, once in the file: no list of parts, no sets.
    expect(screen.queryByRole('region', { name: 'Parts in this file' })).toBeNull();
    expect(quoteBodies.every((body) => (body as { items: unknown[] }).items.length === 1)).toBe(true);
    expect(quoteBodies.at(-1)).toEqual({
      items: [{ drawingId: DRAWING_ID, material_name: 'SS 304', thickness: 2, quantity: 4, finish: 'Mill Finish' }],
    });
  });

  it('does not price a drawing the shop cannot cut as drawn', async () => {
    const fetchMock = stubApi((url) => {
      if (url === `/api/drawings/${DRAWING_ID}`) return json(200, { drawing: anOpenDrawing() });
      return json(404, {});
    });
    renderAt(`/drawings/${DRAWING_ID}`);
    const form = await screen.findByRole('region', { name: 'Material and quantity' });
    expect(await within(form).findByText('Fix what we found in the drawing to see its price.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/quote');
  });

  it('says a drawing is not found, and offers the upload page', async () => {
    stubApi();
    renderAt(`/drawings/${DRAWING_ID}`);
    expect(await screen.findByText(DRAWING_MSG.notFound)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Upload your drawing' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/drawings/new', '/drawings/new']);
  });

  it('offers to try again when the drawing could not be loaded', async () => {
    let up = false;
    stubApi((url) =>
      up && url === `/api/drawings/${DRAWING_ID}` ? json(200, { drawing: aDrawing() }) : json(500, {}),
    );
    const { user } = renderAt(`/drawings/${DRAWING_ID}`);
    expect(await screen.findByText('The drawing could not be loaded. Please try again.')).toBeTruthy();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'bracket.dxf' })).toBeTruthy();
  });
});
