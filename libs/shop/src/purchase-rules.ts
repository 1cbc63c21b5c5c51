/** The route's ids, or null when they cannot be ids (then the product does not exist: shop_12). */
export function productParams(appid: string | undefined, productid: string | undefined) {
  if (!appid || !productid || !/^[1-9]\d{0,9}$/.test(appid) || !/^[1-9]\d{0,24}$/.test(productid)) return null;
  return { appid: Number(appid), productid };
}

/** SPEC §5: a purchase requires agreeing to the terms and confirming 18 or older. */
export function purchaseFormError(agreeTerms: boolean, confirmAge: boolean): 'shop_17' | null {
  return agreeTerms && confirmAge ? null : 'shop_17';
}
