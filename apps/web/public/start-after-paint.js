// Fetches the app's modules once the server's page has been painted: the entry and a modulepreload
// for each chunk of a first visit, as the script tag names them (src/entry-server.tsx).
(function () {
  var starter = document.currentScript;
  var entry = starter.getAttribute('data-entry');
  var chunks = (starter.getAttribute('data-preloads') || '').split(' ').filter(Boolean);

  function start() {
    chunks.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }

  // A tab opened in the background paints nothing until shown: it starts at once.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start);
    });
})();
