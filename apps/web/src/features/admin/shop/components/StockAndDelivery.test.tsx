// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP, SHOP_MSG, ShopSettingsSchema, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { renderWithProviders } from '../../../../testing/render';
import { ShopStockAndDeliveryFields } from './StockAndDelivery';

const STANDARD = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12];

/** The fields inside a form of ShopSettings, as the shop settings page holds them. */
function ShopForm({ values, onSave }: { values: ShopSettings; onSave: (settings: ShopSettings) => void }) {
  const form = useForm<ShopSettings>({ defaultValues: values, resolver: zodResolver(ShopSettingsSchema) });
  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Shop settings" onSubmit={form.handleSubmit(onSave)}>
        <ShopStockAndDeliveryFields />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

function renderForm(values: ShopSettings = DEFAULT_SHOP) {
  const onSave = vi.fn();
  const rendered = renderWithProviders(<ShopForm values={values} onSave={onSave} />);
  const save = async () => {
    await rendered.user.click(screen.getByRole('button', { name: 'Save' }));
  };
  return { ...rendered, onSave, save, saved: () => onSave.mock.calls.at(-1)?.[0] as ShopSettings };
}

describe('stock, finishes and delivery in the shop settings form', () => {
  it('keeps a fresh install’s settings as they are when saved untouched', async () => {
    const { save, onSave, saved } = renderForm();
    expect(screen.getByRole('switch', { name: 'Offer every thickness from 1 to 30 mm' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByLabelText('Finish 1 name')).toHaveProperty('readOnly', true);
    expect(screen.getByRole('radio', { name: 'No charge' })).toHaveProperty('checked', true);
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(saved()).toMatchObject({
      stock: null,
      finishes: DEFAULT_SHOP.finishes,
      delivery: DEFAULT_SHOP.delivery,
    });
  });

  it('keeps a stock list per grade: the standard set, typed lists, a grade left out', async () => {
    const { user, save, onSave, saved } = renderForm();
    await user.click(screen.getByRole('switch', { name: 'Offer every thickness from 1 to 30 mm' }));
    const ss316 = screen.getByLabelText('SS 316 thicknesses (mm)');
    expect(ss316).toHaveProperty('value', STANDARD.join(', '));
    await user.clear(ss316);
    await user.type(ss316, '2, 1,1.5');
    await user.clear(screen.getByLabelText('SS 430 thicknesses (mm)'));
    await user.clear(screen.getByLabelText('SS 202 thicknesses (mm)'));
    await user.click(screen.getByRole('button', { name: 'Standard set for SS 202' }));
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(saved().stock).toEqual([
      { material: 'SS 304', thicknessesMm: STANDARD },
      { material: 'SS 316', thicknessesMm: [2, 1, 1.5] },
      { material: 'SS 202', thicknessesMm: STANDARD },
    ]);
  });

  it('shows the schema’s message under a grade with a thickness out of range, and saves nothing', async () => {
    const { user, save, onSave } = renderForm({ ...DEFAULT_SHOP, stock: [{ material: 'SS 304', thicknessesMm: [2] }] });
    const ss304 = screen.getByLabelText('SS 304 thicknesses (mm)');
    await user.type(ss304, ', 45');
    await save();
    await waitFor(() => expect(ss304.getAttribute('aria-invalid')).toBe('true'));
    const help = document.getElementById(ss304.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(help?.textContent).toBe(SHOP_MSG.stockThickness);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds a finish with its price per m² in rupees, kept in paise', async () => {
    const { user, save, onSave, saved } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a finish' }));
    await user.type(screen.getByLabelText('Finish 2 name'), 'Brushed (No. 4)');
    const adder = screen.getByLabelText('Finish 2 price per m²');
    expect(adder).toHaveProperty('value', '0.00');
    await user.clear(adder);
    await user.type(adder, '120.5');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(saved().finishes).toEqual([
      { name: 'Mill Finish', adderPaisePerM2: 0 },
      { name: 'Brushed (No. 4)', adderPaisePerM2: 12_050 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Brushed (No. 4)' }));
    expect(screen.queryByLabelText('Finish 2 name')).toBeNull();
  });

  it('sets where the shop delivers and what it charges, rupees to paise', async () => {
    const { user, save, onSave, saved } = renderForm();
    const pincode = screen.getByLabelText('Shop pincode');
    await user.clear(pincode);
    await user.type(pincode, '641-60x1');
    expect(pincode).toHaveProperty('value', '641601');
    const radius = screen.getByLabelText('Delivery radius');
    await user.clear(radius);
    await user.type(radius, '50');
    await user.click(screen.getByRole('radio', { name: 'Flat amount per order' }));
    const flat = screen.getByLabelText('Amount per order');
    await user.clear(flat);
    await user.type(flat, '250');
    await user.click(screen.getByRole('switch', { name: 'Free delivery from an order value' }));
    const freeFrom = screen.getByLabelText('Free from (goods before GST)');
    await user.clear(freeFrom);
    await user.type(freeFrom, '5000');
    const outside = screen.getByRole('radiogroup', { name: 'Outside the radius, or a pincode we cannot place' });
    await user.click(within(outside).getByRole('radio', { name: 'Refuse the order' }));
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(saved().delivery).toEqual({
      pincode: '641601',
      radiusKm: 50,
      charge: { kind: 'flat', paise: 25_000 },
      freeAbovePaise: 500_000,
      outside: 'refuse',
    });
  });

  it('charges per kg in rupees, kept in paise; no charge drops the amount', async () => {
    const { user, save, saved } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Per kg of the order' }));
    const perKg = screen.getByLabelText('Amount per kg');
    await user.clear(perKg);
    await user.type(perKg, '12.50');
    await save();
    await waitFor(() => expect(saved()?.delivery.charge).toEqual({ kind: 'perKg', paisePerKg: 1_250 }));
    await user.click(screen.getByRole('radio', { name: 'No charge' }));
    expect(screen.queryByLabelText('Amount per kg')).toBeNull();
  });

  it('refuses a radius beyond 2000 km with the schema’s message', async () => {
    const { user, save, onSave } = renderForm();
    const radius = screen.getByLabelText('Delivery radius');
    await user.clear(radius);
    await user.type(radius, '2500');
    await save();
    expect(await screen.findByText(SHOP_MSG.radius)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
