/* global document, parent, ResizeObserver, addEventListener */
// Runs inside every sandboxed ad frame (an opaque origin: it cannot reach the page) and tells the page how tall
// the ad's document is, so the page can size the frame to its content (src/ui/ad-frame-size.ts). Served from
// our origin, so the page CSP inherited by the srcdoc frame lets it run while inline advertiser scripts stay blocked.
(function () {
  var report = function () {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    parent.postMessage({ type: 'ad-frame-height', height: height }, '*');
  };
  new ResizeObserver(report).observe(document.documentElement);
  addEventListener('load', report);
  // The page asks again when it starts listening after this frame loaded.
  addEventListener('message', function (event) {
    if (event.source === parent) report();
  });
})();
