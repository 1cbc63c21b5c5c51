// The page's entry. A prerendered page is complete HTML: it is painted before the app starts,
// which then hydrates it. Starting first would hold that paint until the app's modules had run, so
// a prerendered page names none of them in its <head>: they are fetched once it is on screen.
// index.html (every other page) preloads them, since nothing is painted without them.
if (document.documentElement.dataset['prerendered'] !== undefined) {
  await new Promise<void>((resolve) => {
    // A frame is drawn between this animation frame and the next task.
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}
await import('./boot');

// A module (top-level await), with nothing to export.
export {};
