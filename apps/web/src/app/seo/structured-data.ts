import { BUSINESS } from '@steelcut/domain/business';
import { COUNTRY } from '@steelcut/domain/product';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { UNITS } from '@steelcut/domain/shapes/parameters';
import type { PageMeta } from './page-meta';

/**
 * Map coordinates of the shop: the settings hold none, so only the sample workshop (a fresh
 * install's address) has them; another address goes without geo and service circle.
 */
function coordinatesOf(address: ShopSettings['address']) {
  const sample = BUSINESS.address;
  const isSample = address.street === sample.street && address.postalCode === sample.postalCode;
  return isSample
    ? { '@type': 'GeoCoordinates', latitude: BUSINESS.geo.latitude, longitude: BUSINESS.geo.longitude }
    : null;
}

/** schema.org LocalBusiness: where the shop is, how to reach it, when it works and how far it delivers. */
export function localBusiness(publicUrl: string, meta: PageMeta) {
  const { shop } = meta;
  const { address, openingHours } = shop;
  const geo = coordinatesOf(address);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#business`,
    name: shop.tradingName,
    legalName: shop.legalName,
    description: meta.description,
    url: `${publicUrl}/`,
    image: publicUrl + meta.imagePath,
    telephone: shop.phones[0],
    email: shop.email,
    ...(shop.gstin ? { taxID: shop.gstin } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: COUNTRY.code,
    },
    ...(geo ? { geo } : {}),
    contactPoint: shop.phones.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      contactType: 'customer service',
      areaServed: COUNTRY.code,
    })),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: openingHours.days,
        opens: openingHours.opens,
        closes: openingHours.closes,
      },
    ],
    ...(geo
      ? { areaServed: { '@type': 'GeoCircle', geoMidpoint: geo, geoRadius: shop.delivery.radiusKm * 1000 } }
      : {}),
  };
}

/** schema.org Product: one shape the shop cuts (priced per order, so no offer). */
export function product(publicUrl: string, meta: PageMeta, shape: ShapeView) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: shape.shape_Name,
    description: meta.description,
    url: publicUrl + meta.canonicalPath,
    image: publicUrl + meta.imagePath,
    sku: shape.slug,
    material: 'Stainless steel',
    brand: { '@type': 'Brand', name: meta.shop.tradingName },
    additionalProperty: shape.parameters.map((p) => ({
      '@type': 'PropertyValue',
      name: p.label,
      minValue: p.min,
      maxValue: p.max,
      unitCode: UNITS[p.unit].unitCode,
    })),
  };
}
