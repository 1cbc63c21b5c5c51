// The page's entry. A prerendered page is complete HTML: it is painted before the app starts,
// which then hydrates it. Starting first would hold that paint until the app's modules had run.
// The app's code is already on its way (a modulepreload in <head>); `boot` runs it.
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
