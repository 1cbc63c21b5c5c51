import { createContext, createElement, useContext, type ComponentType } from 'react';

/**
 * Parts of the dashboard that other domains own. The shell passes their components to
 * `createAccountRoutes({ dashboardSlots })`; the dashboard places them without importing shop. A
 * slot renders a whole section, its heading included: the words and the data are its domain's.
 */
export interface DashboardSlots {
  /** The account's purchases, each opening its receipt (shop lib). */
  purchaseHistory?: ComponentType;
}

const DashboardSlotsContext = createContext<DashboardSlots>({});

export function useDashboardSlots(): DashboardSlots {
  return useContext(DashboardSlotsContext);
}

/** The dashboard page with its slots provided: what the dashboard routes render. */
export function withDashboardSlots(Page: ComponentType, slots: DashboardSlots): ComponentType {
  function DashboardWithSlots() {
    return createElement(DashboardSlotsContext.Provider, { value: slots }, createElement(Page));
  }
  return DashboardWithSlots;
}
