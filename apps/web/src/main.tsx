// React is evaluated with this module; each later step of the app's start in a task of its own.
import 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The app's code runs in steps: React, MUI's styling engine, the theme, the router and the data
// cache, the rest of the shell, setting the app up, hydrating. Evaluated at once it held a phone's
// main thread for one long task; between the steps the browser paints and answers a tap
// (src/app/start.tsx, scripts/boot-steps.ts).
async function boot(root: HTMLElement) {
  await nextTask();
  await import('./app/boot/styling-engine');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  await import('./app/boot/libraries');
  await nextTask();
  const { start } = await import('./app/start');
  await nextTask();
  start(root);
}

void boot(container);
