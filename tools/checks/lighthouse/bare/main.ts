// The reference page of the Lighthouse gate: the site's whole client stack (React, the router,
// RTK with RTK Query, i18next), client-rendered, showing one translated heading. No JSX, so the
// tools project's TypeScript settings cover it as they are.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ health: build.query<{ status: string }, void>({ query: () => '/health' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { heading: 'Emberdeep' } } },
  interpolation: { escapeValue: false },
});

function Heading() {
  const { t } = useTranslation();
  return createElement('h1', null, t('heading'));
}

const router = createBrowserRouter([{ path: '*', Component: Heading }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    createElement(
      StrictMode,
      null,
      createElement(Provider, { store, children: createElement(RouterProvider, { router }) }),
    ),
  );
}
