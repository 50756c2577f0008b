import { describe, expect, it } from 'vitest';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
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
  it('are the landing page, how it works, the shapes and each shape; the rest are kept out of search', () => {
    for (const path of ['/', '/landing', '/howitworks', '/home', '/home/', '/shapes/4'])
      expect(isPublicPath(path)).toBe(true);
    for (const path of ['/cart', '/auth/login', '/orders', '/admin/dashboard', '/profileDetails', '/nope']) {
      expect(isPublicPath(path)).toBe(false);
    }
  });

  it("title the page '{title} - SteelCut' and point the landing page's alias at '/'", () => {
    expect(publicPageMeta('/landing', [ring])).toMatchObject({
      title: 'Custom-cut stainless steel plates - SteelCut',
      canonicalPath: '/',
    });
    expect(publicPageMeta('/home', [ring])?.description).toContain('Ring (washer)');
    expect(publicPageMeta('/shapes/4', [ring])).toMatchObject({
      title: 'Ring (washer) - SteelCut',
      canonicalPath: '/shapes/4',
      imagePath: '/api/shapes-images/ring.png',
    });
    expect(publicPageMeta('/shapes/5', [ring])).toBeNull();
  });
});

describe('the head of a rendered page', () => {
  it('carries the canonical address, link previews with a PNG, and LocalBusiness data on the landing page', () => {
    const head = headTags(publicPageMeta('/', [ring])!, URL);
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
    const head = headTags(publicPageMeta('/shapes/4', [odd])!, URL);
    expect(head).not.toContain('</script><b>');
    expect(head).toContain('<title>Ring &quot;&lt;/script&gt;&lt;b&gt;&quot; - SteelCut</title>');
    const jsonLd = JSON.parse(head.match(/<script type="application\/ld\+json">(.*)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: odd.shape_Name, url: 'https://shop.example/shapes/4' });
  });
});
