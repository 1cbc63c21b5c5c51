import { createContext, createElement, useContext, type ComponentType } from 'react';
import type { OwnedProduct } from '@dungeon/contract';

/** What the dashboard knows of a product it names: the shop's key and the server's brand name. */
export type NamedProduct = Pick<OwnedProduct, 'key' | 'name'>;

/**
 * Parts of the dashboard that other domains own. The shell passes their components to
 * `createAccountRoutes({ dashboardSlots })`; the dashboard places them without importing shop. A
 * section slot renders a whole section, its heading included: the words and the data are its domain's.
 */
export interface DashboardSlots {
  /** The account's purchases, each opening its receipt (shop lib). */
  purchaseHistory?: ComponentType;
  /**
   * A product's name in the page language, as the shop names it (shop lib), for the owned games
   * and DLC. It may suspend (a `React.lazy` slot): the dashboard shows the server's brand name until
   * it is ready, and renders it hidden, with an empty product, while the overview loads, so that it
   * starts loading early. Without it the dashboard shows the server's brand name.
   */
  productName?: ComponentType<{ product: NamedProduct }>;
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
