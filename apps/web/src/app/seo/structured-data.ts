import { BUSINESS } from '@steelcut/domain/business';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import { UNITS } from '@steelcut/domain/shapes/parameters';
import type { PageMeta } from './page-meta';

/** schema.org LocalBusiness: where the shop is, how to reach it, when it works and how far it delivers. */
export function localBusiness(publicUrl: string, meta: PageMeta) {
  const { address, geo, openingHoursSpec } = BUSINESS;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#business`,
    name: BUSINESS.productName,
    description: meta.description,
    url: `${publicUrl}/`,
    image: publicUrl + meta.imagePath,
    telephone: BUSINESS.phones[0],
    email: BUSINESS.orderEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    contactPoint: BUSINESS.phones.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      contactType: 'customer service',
      areaServed: address.countryCode,
    })),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: openingHoursSpec.days,
        opens: openingHoursSpec.opens,
        closes: openingHoursSpec.closes,
      },
    ],
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
      geoRadius: BUSINESS.serviceRadiusMeters,
    },
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
    brand: { '@type': 'Brand', name: BUSINESS.productName },
    additionalProperty: shape.parameters.map((p) => ({
      '@type': 'PropertyValue',
      name: p.label,
      minValue: p.min,
      maxValue: p.max,
      unitCode: UNITS[p.unit].unitCode,
    })),
  };
}
