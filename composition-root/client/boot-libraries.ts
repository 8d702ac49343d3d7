// The libraries every page runs, evaluated in a task of their own before the
// app's modules (see client.tsx). Exported so the build keeps them here.
export { hydrateRoot } from 'react-dom/client';
export { fork } from 'effector';
export { useUnit } from 'effector-react';
export { safeParse } from 'valibot';
