import { paths } from '../config/paths';

/**
 * The pages the server renders for a first visit, each with its page module: the server names the
 * module's chunks to the page's starter (entry-server.tsx), and the build puts what two or more of
 * them import in one chunk (`storefrontGroup`, scripts/boot-steps.ts).
 */
export const PUBLIC_PAGE_MODULES: readonly (readonly [path: string, module: string])[] = [
  [paths.landing.path, 'src/features/landing/pages/LandingPage.tsx'],
  [paths.landingAlias.path, 'src/features/landing/pages/LandingPage.tsx'],
  [paths.howItWorks.path, 'src/features/landing/pages/HowItWorksPage.tsx'],
  [paths.home.path, 'src/features/shapes/pages/HomePage.tsx'],
  [paths.shapeDetails.path, 'src/features/shapes/pages/ShapeDetailsPage.tsx'],
  [paths.drawings.upload.path, 'src/features/drawings/pages/DrawingPage.tsx'],
];
