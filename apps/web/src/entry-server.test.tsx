// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aShop } from '@steelcut/domain/testing/shop';
import { createStorefrontRenderer } from './entry-server';

const TEMPLATE =
  '<!doctype html><html><head><title>SteelCut</title>\n    <meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

describe('the server-rendered landing page', () => {
  it("shows the shop's own name, address and phones, in the page, its head and its structured data", async () => {
    const shop = aShop({ phones: ['+91 99440 77123', '0422 2600001'] });
    const render = createStorefrontRenderer({ template: TEMPLATE, manifest: {}, publicUrl: 'https://shop.example' });
    const page = await render('/', { shapes: [], materials: [], shop });
    const html = page!.html;

    expect(html).toContain('<title>Custom-cut stainless steel plates - Ravi Steel Works</title>');
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    for (const text of ['+91 99440 77123', '0422 2600001', 'orders@ravisteel.example', '7 SIDCO Industrial Estate']) {
      expect(footer).toContain(text);
    }
    expect(footer).toContain('Monday to Saturday 08:30-19:00');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'LocalBusiness', name: 'Ravi Steel Works', telephone: '+91 99440 77123' });
    // The app starts from the same settings: nothing to fetch, nothing to change while hydrating.
    const data = JSON.parse(/<script type="application\/json" id="storefront-data">(.*?)<\/script>/.exec(html)![1]!);
    expect(data.shop).toEqual(shop);
  });

  // Issue 31 #7: a $ in the shop's name broke every server-rendered page (the home page grew from 66 KB to 255 KB).
  it("puts the shop's name in once and literally, whatever $ patterns it holds", async () => {
    const name = "Ravi $' $& $` $$ Works";
    const shop = aShop({ tradingName: name });
    const render = createStorefrontRenderer({ template: TEMPLATE, manifest: {}, publicUrl: 'https://shop.example' });
    const html = (await render('/', { shapes: [], materials: [], shop }))!.html;
    const plain = (await render('/', { shapes: [], materials: [], shop: aShop() }))!.html;

    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html).toContain("<title>Custom-cut stainless steel plates - Ravi $' $&amp; $` $$ Works</title>");
    const data = JSON.parse(/<script type="application\/json" id="storefront-data">(.*?)<\/script>/.exec(html)![1]!);
    expect(data.shop.tradingName).toBe(name);
    // The name in place of 'Ravi Steel Works' in every spot, and nothing else added.
    const times = plain.split('Ravi Steel Works').length - 1;
    expect(html.length).toBeLessThan(plain.length + times * 40);
  });
});
