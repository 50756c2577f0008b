// notistack's ES module file by its path (lazy-notistack.tsx imports it past the build's alias).
declare module 'notistack/notistack.esm.js' {
  export * from 'notistack';
}
