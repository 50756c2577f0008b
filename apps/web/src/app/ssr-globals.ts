/**
 * The browser globals the app's modules touch when they load (the auth store and the guest cart
 * read localStorage), for rendering in Node. Nobody is signed in on the server and nothing is
 * stored: every page renders as a guest first sees it. Imported before anything else.
 */
const nothingStored: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

globalThis.localStorage ??= nothingStored;
globalThis.sessionStorage ??= nothingStored;
