import { partColumns, plateText } from '@steelcut/domain/part-wire';
import { findState, sameState } from '@steelcut/domain/india';
import { postalAddress } from '@steelcut/domain/shop-details';
import { lineDrawing, type PartItem } from '@steelcut/domain/schemas/cart';
import type { PricedLeadTime } from '@steelcut/domain/schemas/lead-times';
import type { QuoteLine } from '@steelcut/domain/schemas/pricing';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { orderTooLarge } from '@steelcut/domain/schemas/billing';
import { lineSizeText } from '@steelcut/domain/line-size';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { lineDrawingOf, type OrderedDrawing } from '@steelcut/domain/schemas/drawing';
import {
  indiaDay,
  isExpired,
  QUOTATION_MSG,
  validUntilOf,
  type CreateQuotationBody,
  type QuotationView,
} from '@steelcut/domain/schemas/quotation';
import type { Db } from '../../db/database';
import { cartItemsQuery, type CartRow } from '../../db/queries/cart-items';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError, badRequest, conflict, invalidFields, notFound } from '../../lib/errors';
import type { DrawingService } from '../drawings/service';
import type { Clock } from '../../lib/time';
import { numberPrefixesOf } from '@steelcut/domain/schemas/shop';
import { financialYear, quotationSerial } from '@steelcut/domain/financial-year';
import type { PricingService } from '../pricing/service';
import type { ShopService } from '../shop/service';
import { longDate, quotationTerms, type QuotationDocument } from './document';
import { renderQuotation, type QuotationPdfData } from './pdf';
import {
  createQuotationRepository,
  type NewQuotationLine,
  type QuotationLineRow,
  type QuotationRow,
} from './repository';

/** A customer's list shows this many, newest first. */
const LIST_LIMIT = 100;

/** A cart line as the quote prices it: a catalogue part, or a part of the customer's drawing. */
const partItemOf = (row: CartRow): PartItem =>
  row.drawing_id
    ? {
        drawingId: row.drawing_id,
        ...(row.drawing_part !== null && { drawingPart: row.drawing_part }),
        ...partColumns(row),
      }
    : { shape_id: row.shape_id!, ...partColumns(row), parameters: JSON.parse(row.parameters) };

/** A cart line and its price, as the quotation keeps them (a drawing's with its outline as quoted). */
const quotedLine = (row: CartRow, price: QuoteLine, drawing: OrderedDrawing | undefined): NewQuotationLine => ({
  cart_item_id: row.id,
  shape_id: row.shape_id,
  shape_slug: row.slug ?? '',
  shape_name: row.shape_name ?? drawing!.name,
  drawing_id: row.drawing_id,
  drawing_part: row.drawing_part,
  drawing: drawing ? JSON.stringify(drawing) : null,
  ...partColumns(row),
  dimensions: row.parameters,
  image_file_id: row.image_file_id,
  description: `${row.shape_name ?? drawing!.name}, ${plateText(row)}; ${lineSizeText({ shape_slug: row.slug ?? '', dimensions: JSON.parse(row.parameters), drawing })}`,
  weight_kg: price.weightKg,
  cut_length_mm: price.cutLengthMm,
  pierces: price.pierces,
  unit_paise: price.unitPaise,
  line_paise: price.linePaise,
  discount_percent: price.discountPercent,
});

/** A drawing line's one reading: what the quote prices and what the quotation keeps. */
type LineReading = Awaited<ReturnType<DrawingService['forLine']>>;

/**
 * Each drawing of the cart read once per thickness, with its outline: the quote prices that
 * reading and the quotation keeps its outline, so a drawing whose units change meanwhile is
 * priced and kept as one size, never two.
 */
function readDrawingLines(drawings: Pick<DrawingService, 'forLine'>, userId: number, rows: CartRow[]) {
  const readings = new Map<string, Promise<LineReading>>();
  const readingOf = (id: string, thicknessMm: number, part?: number) => {
    const key = `${id}:${thicknessMm}:${part ?? ''}`;
    if (!readings.has(key)) readings.set(key, drawings.forLine(userId, id, thicknessMm, { outline: true, part }));
    return readings.get(key)!;
  };
  const partOf = (id: string) => rows.find((row) => row.drawing_id === id)?.drawing_part ?? undefined;
  for (const row of rows)
    if (row.drawing_id)
      void readingOf(row.drawing_id, row.thickness, row.drawing_part ?? undefined).catch(() => undefined);
  return {
    /** The reading as pricing asks for it: the drawing, or 404 when it is not the customer's. */
    async drawing(_auth: unknown, id: string, thicknessMm: number) {
      const reading = await readingOf(id, thicknessMm, partOf(id));
      if (!reading) throw notFound(DRAWING_MSG.notFound, 'DRAWING_NOT_FOUND');
      return reading.drawing;
    },
    /** The line's drawing as quoted, with the outline of the same reading. */
    async quoted(row: CartRow): Promise<OrderedDrawing | undefined> {
      if (!row.drawing_id) return undefined;
      const part = row.drawing_part ?? undefined;
      const reading = await readingOf(row.drawing_id, row.thickness, part);
      const line = lineDrawing(reading?.drawing, part);
      if (!line.ok) throw invalidFields([{ field: line.field, message: line.message }]);
      if (!reading?.outline) throw invalidFields([{ field: 'drawingId', message: DRAWING_MSG.notOnePart }]);
      return { ...lineDrawingOf(line.drawing), outline: reading.outline };
    },
  };
}

/** The standard tier, which the quotation's total is; the first tier if a table ever lacks it. */
export const standardTier = (tiers: PricedLeadTime[]) => tiers.find((tier) => tier.tier === 'standard') ?? tiers[0]!;

const notFoundQuotation = () => notFound(QUOTATION_MSG.notFound, 'QUOTATION_NOT_FOUND');

/** A quotation's line as its view and its PDF show it. */
const lineOf = (line: QuotationLineRow) => ({
  description: line.description,
  quantity: line.quantity,
  unitPaise: line.unit_paise,
  discountPercent: line.discount_percent,
  linePaise: line.line_paise,
});

export type { QuotationLineRow, QuotationRow };

/** A quotation with its lines, as the order of it takes it. */
export interface QuotedOrder {
  quotation: QuotationRow;
  lines: QuotationLineRow[];
  leadTimes: PricedLeadTime[];
}

interface Deps {
  db: Db;
  pricing: PricingService;
  shop: ShopService;
  clock: Clock;
  drawings: Pick<DrawingService, 'forLine'>;
}

/** Quotations: the cart priced and kept as it was, its PDF, and what ordering one may rely on. */
export function createQuotationService({ db, pricing, shop, clock, drawings }: Deps) {
  const repo = createQuotationRepository(db);

  function toView(row: QuotationRow, lines: QuotationLineRow[]): QuotationView {
    return {
      id: row.id,
      number: row.number,
      createdAt: row.created_at,
      validUntil: row.valid_until,
      expired: isExpired(row.valid_until, clock()),
      state: row.state,
      company: row.company,
      gstPercent: row.gst_percent,
      subtotalPaise: row.subtotal_paise,
      minimumTopUpPaise: row.minimum_top_up_paise,
      cgstPaise: row.cgst_paise,
      sgstPaise: row.sgst_paise,
      igstPaise: row.igst_paise,
      totalPaise: row.total_paise,
      leadTimes: JSON.parse(row.lead_times),
      lines: lines.map(lineOf),
      orderId: row.order_id,
      orderNo: row.order_no,
    };
  }

  /** The caller's quotation, or any for the admin; 404 for everyone else. */
  async function readable(caller: AccessClaims, id: number) {
    const row = await repo.find(id);
    if (!row || (caller.role !== 'admin' && row.user_id !== caller.userId)) throw notFoundQuotation();
    return { row, lines: await repo.linesOf([id]) };
  }

  function pdfData(row: QuotationRow, lines: QuotationLineRow[]): QuotationPdfData {
    const document: QuotationDocument = JSON.parse(row.document);
    const leadTimes: PricedLeadTime[] = JSON.parse(row.lead_times);
    const standard = standardTier(leadTimes);
    return {
      ...document,
      number: row.number,
      date: longDate(indiaDay(new Date(row.created_at))),
      validUntil: longDate(row.valid_until),
      state: row.state,
      stateCode: findState(row.state)?.code ?? null,
      lines: lines.map(lineOf),
      gstPercent: row.gst_percent,
      interState: !sameState(row.state, row.shop_state),
      minimumTopUpPaise: row.minimum_top_up_paise,
      standard: {
        label: standard.label,
        surchargePercent: standard.surchargePercent,
        surchargePaise: standard.surchargePaise,
        taxablePaise: row.subtotal_paise + standard.surchargePaise,
      },
      cgstPaise: row.cgst_paise,
      sgstPaise: row.sgst_paise,
      igstPaise: row.igst_paise,
      totalPaise: row.total_paise,
      tiers: leadTimes.map((tier) => ({
        label: tier.label,
        surchargePercent: tier.surchargePercent,
        dispatchBy: longDate(tier.dispatchBy),
        surchargePaise: tier.surchargePaise,
        gstPaise: tier.cgstPaise + tier.sgstPaise + tier.igstPaise,
        totalPaise: tier.totalPaise,
      })),
    };
  }

  return {
    /**
     * The caller's cart priced for delivery to `state` by the quote every estimate and order uses,
     * numbered and kept with its lines, figures and terms as they are now.
     */
    async create(caller: AccessClaims, body: CreateQuotationBody): Promise<QuotationView> {
      const [customer, rows] = await Promise.all([
        repo.customerOf(caller.userId),
        cartItemsQuery(db, caller.userId).orderBy('cart_items.id').execute(),
      ]);
      if (!customer) throw notFound(AUTH_MSG.userMissing, 'USER_MISSING');
      if (rows.length === 0) throw badRequest(QUOTATION_MSG.emptyCart, 'CART_EMPTY');
      const readings = readDrawingLines(drawings, caller.userId, rows);
      const quote = await pricing.quote(
        { auth: caller },
        rows.map(partItemOf),
        body.state,
        undefined,
        readings.drawing,
      );
      const [rates, settings] = await Promise.all([pricing.get(), shop.get()]);
      if (!quote.priced || !rates) throw conflict(QUOTATION_MSG.noRates);

      const now = clock();
      const createdAt = now.toISOString();
      const validUntil = validUntilOf(now, rates.quoteValidityDays);
      const standard = standardTier(quote.leadTimes);
      // Either tier may be ordered: the dearer must be an order the shop can take and be paid for.
      const tooLarge = orderTooLarge(Math.max(...quote.leadTimes.map((tier) => tier.totalPaise)));
      if (tooLarge) throw badRequest(tooLarge, 'ORDER_TOO_LARGE');
      // The outline of the reading the quote priced is kept, so the order of it reads no file.
      const drawn = await Promise.all(rows.map((row) => readings.quoted(row)));
      const lines = rows.map((row, index) => quotedLine(row, quote.items[index]!, drawn[index]));
      const fy = financialYear(createdAt);
      const id = await db.transaction().execute(async (trx) => {
        const tx = createQuotationRepository(trx);
        const number = quotationSerial(fy, await tx.nextNumber(fy), numberPrefixesOf(settings).quotation);
        const document: QuotationDocument = {
          shop: {
            name: settings.legalName,
            address: postalAddress(settings.address),
            contact: [...settings.phones, settings.email].join(' · '),
            gstin: rates.shopGstin || null,
            state: rates.shopState,
            stateCode: findState(rates.shopState)?.code ?? '',
          },
          customer: {
            name: customer.name,
            company: body.company || null,
            gstin: customer.gstin,
            email: customer.email,
            phone: customer.mobile_number,
          },
          hsnCode: rates.hsnCode,
          terms: quotationTerms({ number, date: indiaDay(now), validUntil, state: body.state }, rates),
        };
        return tx.insert(
          {
            number,
            user_id: caller.userId,
            created_at: createdAt,
            valid_until: validUntil,
            state: body.state,
            company: body.company || null,
            gst_percent: rates.gstPercent,
            shop_state: rates.shopState,
            subtotal_paise: quote.subtotalPaise,
            minimum_top_up_paise: quote.minimumTopUpPaise,
            cgst_paise: standard.cgstPaise,
            sgst_paise: standard.sgstPaise,
            igst_paise: standard.igstPaise,
            total_paise: standard.totalPaise,
            lead_times: JSON.stringify(quote.leadTimes),
            document: JSON.stringify(document),
          },
          lines,
        );
      });
      const { row, lines: kept } = await readable(caller, id);
      return toView(row, kept);
    },

    /** The caller's own quotations, newest first. */
    async list(caller: AccessClaims): Promise<QuotationView[]> {
      const rows = await repo.listOf(caller.userId, LIST_LIMIT);
      const lines = await repo.linesOf(rows.map((row) => row.id));
      return rows.map((row) =>
        toView(
          row,
          lines.filter((line) => line.quotation_id === row.id),
        ),
      );
    },

    async view(caller: AccessClaims, id: number): Promise<QuotationView> {
      const { row, lines } = await readable(caller, id);
      return toView(row, lines);
    },

    /** The quotation's PDF, the same on every download: it prints what was kept. */
    async render(caller: AccessClaims, id: number) {
      const { row, lines } = await readable(caller, id);
      return {
        fileName: `Quotation-${row.number.replace(/\//g, '-')}.pdf`,
        pdf: renderQuotation(pdfData(row, lines)),
      };
    },

    /**
     * The customer's quotation as an order of it takes it: 404 for anyone else's, 409 once it was
     * ordered, 410 after its validity (India's date).
     */
    async toOrder(userId: number, id: number): Promise<QuotedOrder> {
      const row = await repo.find(id);
      if (!row || row.user_id !== userId) throw notFoundQuotation();
      if (row.order_no) throw conflict(QUOTATION_MSG.alreadyOrdered(row.number, row.order_no), 'QUOTATION_ORDERED');
      if (isExpired(row.valid_until, clock()))
        throw new AppError(410, 'QUOTATION_EXPIRED', QUOTATION_MSG.expired(row.number, longDate(row.valid_until)));
      return { quotation: row, lines: await repo.linesOf([id]), leadTimes: JSON.parse(row.lead_times) };
    },
  };
}
export type QuotationService = ReturnType<typeof createQuotationService>;
