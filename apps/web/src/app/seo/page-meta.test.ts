import { describe, expect, it } from 'vitest';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import { DEFAULT_SHOP } from '@steelcut/domain/schemas/shop';
import { aShop } from '@steelcut/domain/testing/shop';
import { headTags } from './head-tags';
import { isPublicPath, publicPageMeta } from './page-meta';

const ring: ShapeView = {
  id: 4,
  slug: 'ring',
  shape_Name: 'Ring (washer)',
  imageName: 'ring.svg',
  IsActive: 1,
  IsHide: 0,
  parameters: [
    { key: 'a', label: 'Outer diameter (a)', min: 20, max: 2000, unit: 'mm', image: 'ring.svg' },
    { key: 'b', label: 'Inner diameter (b)', min: 5, max: 1990, unit: 'mm', image: 'ring.svg' },
  ],
};
const URL = 'https://shop.example';

describe('public pages', () => {
  it('are the landing page, how it works, the shapes, each shape and the drawing upload; the rest are kept out of search', () => {
    for (const path of ['/', '/landing', '/howitworks', '/home', '/home/', '/shapes/4', '/drawings/new'])
      expect(isPublicPath(path)).toBe(true);
    for (const path of [
      '/cart',
      '/auth/login',
      '/orders',
      '/admin/dashboard',
      '/profileDetails',
      '/nope',
      '/drawings',
    ]) {
      expect(isPublicPath(path)).toBe(false);
    }
  });

  it('keep a customer’s drawing out of search: its address is a capability, not a page', () => {
    expect(isPublicPath('/drawings/AbCdEfGhIjKlMnOpQrStUv')).toBe(false);
    expect(publicPageMeta('/drawings/new', [ring], DEFAULT_SHOP)).toMatchObject({
      title: 'Upload your drawing - SteelCut',
      canonicalPath: '/drawings/new',
    });
  });

  it("title the page '{title} - SteelCut' and point the landing page's alias at '/'", () => {
    expect(publicPageMeta('/landing', [ring], DEFAULT_SHOP)).toMatchObject({
      title: 'Custom-cut stainless steel plates - SteelCut',
      canonicalPath: '/',
    });
    expect(publicPageMeta('/home', [ring], DEFAULT_SHOP)?.description).toContain('Ring (washer)');
    expect(publicPageMeta('/shapes/4', [ring], DEFAULT_SHOP)).toMatchObject({
      title: 'Ring (washer) - SteelCut',
      canonicalPath: '/shapes/4',
      imagePath: '/api/shapes-images/ring.png',
    });
    expect(publicPageMeta('/shapes/5', [ring], DEFAULT_SHOP)).toBeNull();
  });
});

describe('the head of a rendered page', () => {
  it('carries the canonical address, link previews with a PNG, and LocalBusiness data on the landing page', () => {
    const head = headTags(publicPageMeta('/', [ring], DEFAULT_SHOP)!, URL);
    expect(head).toContain('<link rel="canonical" href="https://shop.example/" />');
    expect(head).toContain('<meta property="og:image" content="https://shop.example/api/shapes-images/ring.png" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const jsonLd = JSON.parse(head.match(/<script type="application\/ld\+json">(.*)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      ],
      areaServed: { '@type': 'GeoCircle', geoRadius: 100000 },
      address: { '@type': 'PostalAddress', postalCode: '641006', addressCountry: 'IN' },
    });
    expect(jsonLd.contactPoint).toHaveLength(2);
  });

  it('describes a shape as a Product, with text that cannot break out of its tags', () => {
    const odd = { ...ring, shape_Name: 'Ring "</script><b>"' };
    const head = headTags(publicPageMeta('/shapes/4', [odd], DEFAULT_SHOP)!, URL);
    expect(head).not.toContain('</script><b>');
    expect(head).toContain('<title>Ring &quot;&lt;/script&gt;&lt;b&gt;&quot; - SteelCut</title>');
    const jsonLd = JSON.parse(head.match(/<script type="application\/ld\+json">(.*)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: odd.shape_Name, url: 'https://shop.example/shapes/4' });
  });

  it("names the shop's own details: name, address, phones, hours, GSTIN", () => {
    const shop = aShop();
    const landing = publicPageMeta('/', [ring], shop)!;
    expect(landing.title).toBe('Custom-cut stainless steel plates - Ravi Steel Works');
    const head = headTags(landing, URL);
    expect(head).toContain('<meta property="og:site_name" content="Ravi Steel Works" />');
    const jsonLd = JSON.parse(head.match(/<script type="application\/ld\+json">(.*)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({
      name: 'Ravi Steel Works',
      legalName: 'Ravi Steel Works Private Limited',
      telephone: '+91 94430 55501',
      email: 'orders@ravisteel.example',
      taxID: shop.gstin,
      address: { streetAddress: shop.address.street, postalCode: '641021', addressRegion: 'Tamil Nadu' },
      openingHoursSpecification: [{ dayOfWeek: shop.openingHours.days, opens: '08:30', closes: '19:00' }],
    });
    expect(jsonLd.contactPoint.map((point: { telephone: string }) => point.telephone)).toEqual(shop.phones);
    // The settings hold no map coordinates: the sample workshop's are not the shop's.
    expect(jsonLd.geo).toBeUndefined();
    expect(publicPageMeta('/shapes/4', [ring], shop)?.title).toBe('Ring (washer) - Ravi Steel Works');
  });
});
