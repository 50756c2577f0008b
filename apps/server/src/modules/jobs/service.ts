import { Readable } from 'node:stream';
import { plateOf } from '@steelcut/domain/part-wire';
import { addressLines } from '@steelcut/domain/address-lines';
import { ZipFile } from 'yazl';
import { formatDispatchDate } from '@steelcut/domain/dispatch/dispatch-date';
import { TIER_NAMES } from '@steelcut/domain/schemas/lead-times';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import type { OrderItemView, OrderView } from '@steelcut/domain/schemas/views';
import { findShapeBySlug, sortParameters } from '@steelcut/domain/shapes/catalogue';
import type { OrderedDrawing } from '@steelcut/domain/schemas/drawing';
import type { PartMeasures } from '@steelcut/domain/part';
import { paramsOf } from '@steelcut/domain/part-wire';
import { partMeasures, pieceWeightKg } from '@steelcut/domain/shapes/measures';
import { toDxf } from '@steelcut/domain/shapes/dxf';
import { formatMm } from '@steelcut/domain/shapes/rules';
import type { Outline } from '@steelcut/domain/shapes/types';
import type { Db } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import { notFound } from '../../lib/errors';
import type { FileService } from '../files/service';
import type { OrderService } from '../orders/service';
import type { ShopService } from '../shop/service';
import { renderJobSheet, type JobSheetData } from './job-sheet';
import { parameterValue, type PartPicture } from './part-drawing';
import { createJobRepository } from './repository';

interface Deps {
  db: Db;
  orders: OrderService;
  files: FileService;
  shop: ShopService;
  /** The customer's DXF of a drawing, as they sent it (the drawings module's, handed in by app.ts). */
  originalDrawing: (drawingId: string) => Promise<Buffer>;
}

/** One order item as the cutting floor sees it. */
interface FloorItem {
  item: OrderItemView;
  position: number;
  /** What is cut: the shape's outline for its parameters, or the drawing's as it was ordered. */
  outline: Outline;
  picture: PartPicture;
  measures: PartMeasures;
  parameters: [string, string][];
  /** e.g. SC261123-00001-item1-SS304-2mm-x5: order, item, grade, thickness, quantity. */
  baseName: string;
}

/** Customers' drawings by their stored type (CART_IMAGE's types). */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};

const safeName = (name: string) => name.replace(/\s+/g, '').replace(/[^\w.-]/g, '_');

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function floorItemOf(
  order: OrderView,
  item: OrderItemView,
  index: number,
  drawn: Map<number, OrderedDrawing>,
): FloorItem {
  const position = index + 1;
  const { material, thicknessMm } = plateOf(item);
  const baseName = safeName(
    `${order.Order_No}-item${position}-${material}-${formatMm(thicknessMm)}mm-x${item.quantity}`,
  );
  const drawing = drawn.get(item.id);
  if (drawing) {
    return {
      item,
      position,
      outline: drawing.outline,
      picture: { outline: drawing.outline },
      measures: { ...drawing, weightKg: pieceWeightKg(drawing.areaMm2, thicknessMm, material) },
      parameters: [],
      baseName,
    };
  }
  const shape = findShapeBySlug(item.shape_slug);
  // Slugs never change (catalogue.ts): a missing one is the server's fault, not the caller's.
  if (!shape) throw new Error(`order item ${item.id} has unknown shape ${item.shape_slug}`);
  const params = paramsOf(item.dimensions);
  return {
    item,
    position,
    outline: shape.outline(params),
    picture: { shape, params },
    measures: partMeasures(shape, params, thicknessMm, material),
    parameters: sortParameters(shape.parameters).map((p) => [p.label, parameterValue(shape, params, p.key)]),
    baseName,
  };
}

const dxfOf = (part: FloorItem) => Buffer.from(toDxf(part.outline));

/** What the shop cuts from: each item's DXF, and for the admin the whole order as one ZIP. */
export function createJobService({ db, orders, files, shop, originalDrawing }: Deps) {
  const repo = createJobRepository(db);

  /** The order's items as parts, the drawings' lines with their outlines as ordered. */
  async function partsOf(caller: AccessClaims, orderId: number) {
    const { order, items } = await orders.detail(caller, orderId);
    const drawn = new Map<number, OrderedDrawing>();
    if (items.some((item) => item.drawing)) {
      for (const row of await repo.orderedDrawingsOf(orderId)) drawn.set(row.item_id, JSON.parse(row.drawing));
    }
    return { order, parts: items.map((item, index) => floorItemOf(order, item, index, drawn)) };
  }

  return {
    /** One item's outline as a DXF, for the order's customer or the admin (others: 404). */
    async partDxf(caller: AccessClaims, orderId: number, itemId: number) {
      const { parts } = await partsOf(caller, orderId);
      const part = parts.find((p) => p.item.id === itemId);
      if (!part) throw notFound(ORDER_MSG.itemNotFound);
      return { fileName: `${part.baseName}.dxf`, dxf: dxfOf(part) };
    },

    /**
     * The job pack: job-sheet.pdf, each item's DXF and the customer's drawings, zipped as it is
     * sent; drawings are read and the sheet drawn only when the ZIP reaches them.
     */
    async jobPack(caller: AccessClaims, orderId: number) {
      const { order, parts } = await partsOf(caller, orderId);
      const [drawingRows, { tradingName }] = await Promise.all([repo.drawingsOf(orderId), shop.get()]);
      const drawings = new Map(drawingRows.map((row) => [row.item_id, row]));
      const drawingName = (part: FloorItem) => {
        const drawing = drawings.get(part.item.id);
        const ext = drawing && (EXTENSIONS[drawing.mime_type] ?? 'bin');
        return ext && safeName(`${order.Order_No}-item${part.position}-drawing.${ext}`);
      };
      const originalName = (part: FloorItem) =>
        part.item.drawing ? safeName(`${order.Order_No}-item${part.position}-original.dxf`) : undefined;

      const zip = new ZipFile();
      const output = zip.outputStream as Readable;
      zip.on('error', (error) => output.destroy(error));
      zip.addReadStreamLazy('job-sheet.pdf', (done) =>
        done(
          null,
          renderJobSheet(sheetOf(tradingName, order, parts, (part) => [drawingName(part), originalName(part)])),
        ),
      );
      for (const part of parts) {
        zip.addBuffer(dxfOf(part), `${part.baseName}.dxf`);
        const original = originalName(part);
        if (original) {
          const id = part.item.drawing!.id;
          zip.addReadStreamLazy(original, (done) => {
            originalDrawing(id).then(
              (bytes) => done(null, Readable.from([bytes])),
              (error) => done(error, undefined as never),
            );
          });
        }
        const drawing = drawings.get(part.item.id);
        const name = drawingName(part);
        if (!drawing || !name) continue;
        zip.addReadStreamLazy(name, (done) => {
          files.open(drawing.file_id, { auth: caller }).then(
            ({ bytes }) => done(null, Readable.from([bytes])),
            (error) => done(error, undefined as never),
          );
        });
      }
      zip.end();
      return { fileName: safeName(`${order.Order_No}-job.zip`), zip: output };
    },
  };
}
export type JobService = ReturnType<typeof createJobService>;

function sheetOf(
  shopName: string,
  order: OrderView,
  parts: FloorItem[],
  customerFiles: (part: FloorItem) => (string | undefined)[],
): JobSheetData {
  return {
    shopName,
    orderNo: order.Order_No,
    orderDate: indiaDate.format(new Date(order.order_date)),
    status: order.status,
    dispatch: {
      tier: TIER_NAMES[order.lead_time],
      express: order.lead_time === 'express',
      by: order.dispatch_by && formatDispatchDate(order.dispatch_by),
    },
    customer: { name: order.customername, phone: order.customer_phone, email: order.customer_email },
    address: addressLines(order),
    items: parts.map((part) => ({
      position: part.position,
      title: part.item.shape_name,
      picture: part.picture,
      parameters: part.parameters,
      measures: part.measures,
      ...plateOf(part.item),
      finish: part.item.finish,
      quantity: part.item.quantity,
      files: [`${part.baseName}.dxf`, ...customerFiles(part)].filter((name): name is string => name !== undefined),
    })),
  };
}
