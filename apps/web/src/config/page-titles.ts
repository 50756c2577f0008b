/**
 * The titles of the public pages ('{title} - {product name}'): the pages set them in the browser
 * and the server writes them into the pages it renders (app/seo/page-meta.ts).
 */
export const PAGE_TITLES = {
  landing: 'Custom-cut stainless steel plates',
  howItWorks: 'How It Works',
  home: 'Choose Your Shape',
  uploadDrawing: 'Upload your drawing',
} as const;
