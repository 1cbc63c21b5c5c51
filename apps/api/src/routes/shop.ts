import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  currencyHistoryQuerySchema,
  giftApplyRequestSchema,
  pluralOperand,
  PRICE_CURRENCIES,
  priceCurrencyFor,
  PRICED_PRODUCT_KEYS,
  productParamsSchema,
  purchaseRequestSchema,
  RED_STONE_CODE,
  SANDBOX_OUTCOME_HEADER,
  SANDBOX_OUTCOMES,
  type CurrencyBalance,
  type CurrencyHistoryAnswer,
  type GiftAnswer,
  type LanguageTag,
  type LedgerReason,
  type OwnedAnswer,
  type PaymentMethod,
  type PriceCurrency,
  type PricedProduct,
  type ProductKind,
  type PurchaseListAnswer,
  type PurchaseReceipt,
  type SandboxOutcome,
  type ShopPricesAnswer,
  type ShopProduct,
} from '@dungeon/contract';
import type { AppContext } from '../app';
import type { Db } from '../db/database';
import { giftNameSql } from '../db/gift-names';
import { spendCaptcha } from '../http/captcha';
import { fail, parseWith } from '../http/errors';
import { idempotencyKeyOf, isUniqueViolation, requestFingerprint, waitForSettled } from '../http/idempotency';
import { requestLocale, sendMail, type InEveryLanguage } from '../http/mailer';
import { perMinute } from '../http/rate-limit';
import type { SessionUser } from '../http/sessions';
import { fillMail } from './mail-game-name';

interface ProductRow {
  productid: string;
  appid: number;
  product_key: string;
  kind: ProductKind;
  name: string;
  stone_amount: string | null;
  stone_price: string | null;
  max_per_user: number | null;
  requires: 'edition' | null;
  in_service: number;
  app_in_service: number;
}

interface PurchaseRow {
  id: number;
  receipt_number: string;
  user_id: number;
  idempotency_key: string;
  request_fingerprint: string;
  appid: number;
  productid: string;
  payment_method: PaymentMethod | 'gift';
  amount: string;
  currency: string;
  status: 'processing' | 'pending' | 'complete';
  stones_credited: string | null;
  balance_after: string | null;
  locale: string;
  created_at: string;
  product_key: string;
  kind: ProductKind;
  name: string;
}

interface LedgerRow {
  id: number;
  delta: string;
  balance_after: string;
  reason: LedgerReason;
  reference: string | null;
  created_at: string;
}

// ---------------------------------------------------------------------------------------------
// Sandbox payment provider (README of libs/shop): in process, no network, no real money.

/** How long the simulated provider takes to answer, so a double submit really overlaps. */
const SANDBOX_LATENCY_MS = 30;

/**
 * Charges the sandbox test card. It always approves, except when a non-production request asks
 * for another outcome with the X-Sandbox-Outcome header (`decline`, `pending`).
 */
async function chargeSandboxCard(outcome: SandboxOutcome): Promise<SandboxOutcome> {
  await new Promise((resolve) => setTimeout(resolve, SANDBOX_LATENCY_MS));
  return outcome;
}

function sandboxOutcomeOf(request: FastifyRequest, production: boolean): SandboxOutcome {
  const asked = request.headers[SANDBOX_OUTCOME_HEADER.toLowerCase()];
  if (production || typeof asked !== 'string') return 'approve';
  return (SANDBOX_OUTCOMES as readonly string[]).includes(asked) ? (asked as SandboxOutcome) : 'approve';
}

// ---------------------------------------------------------------------------------------------
// Confirmation mail, in the language of the request (SPEC §1 tags).

interface MailText {
  /** `{game}` the game's name (site-config), `{receipt}` the receipt number. */
  subject: string;
  intro: string;
  pending: string;
  /** The detail lines' labels, each with the colon its language writes ("Produit : ", "商品："). */
  product: string;
  amount: string;
  receipt: string;
  /** An amount of Red Stones, `{n}` the number, by the plural category of the number. */
  stones: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  outro: string;
}

const PURCHASE_MAIL: InEveryLanguage<MailText> = {
  en: {
    subject: 'Your {game} receipt {receipt}',
    intro: 'Thank you for your purchase.',
    pending: 'Your payment is pending approval; we will let you know when it completes.',
    product: 'Product: ',
    amount: 'Amount: ',
    receipt: 'Receipt number: ',
    stones: { one: '{n} Red Stone', other: '{n} Red Stones' },
    outro: 'See you in the deep, delver.',
  },
  ko: {
    subject: '{game} 영수증 {receipt}',
    intro: '구매해 주셔서 감사합니다.',
    pending: '결제가 승인 대기 중입니다. 완료되면 알려 드리겠습니다.',
    product: '상품: ',
    amount: '금액: ',
    receipt: '영수증 번호: ',
    stones: { other: '레드 스톤 {n}개' },
    outro: '던전에서 만나요, 탐험가님.',
  },
  'zh-Hans': {
    subject: '您的 {game} 收据 {receipt}',
    intro: '感谢您的购买。',
    pending: '您的付款正在等待审核，完成后我们会通知您。',
    product: '商品：',
    amount: '金额：',
    receipt: '收据编号：',
    stones: { other: '{n} 红石' },
    outro: '深渊中再见，探索者。',
  },
  'zh-Hant': {
    subject: '您的 {game} 收據 {receipt}',
    intro: '感謝您的購買。',
    pending: '您的付款正在等待審核，完成後我們會通知您。',
    product: '商品：',
    amount: '金額：',
    receipt: '收據編號：',
    stones: { other: '{n} 紅石' },
    outro: '深淵中再見，探索者。',
  },
  de: {
    subject: 'Dein {game}-Beleg {receipt}',
    intro: 'Vielen Dank für deinen Kauf.',
    pending: 'Deine Zahlung wartet auf Freigabe; wir melden uns, sobald sie abgeschlossen ist.',
    product: 'Produkt: ',
    amount: 'Betrag: ',
    receipt: 'Belegnummer: ',
    stones: { one: '{n} Roter Stein', other: '{n} Rote Steine' },
    outro: 'Wir sehen uns in der Tiefe!',
  },
  es: {
    subject: 'Tu recibo de {game} {receipt}',
    intro: 'Gracias por tu compra.',
    pending: 'Tu pago está pendiente de aprobación; te avisaremos cuando se complete.',
    product: 'Producto: ',
    amount: 'Importe: ',
    receipt: 'Número de recibo: ',
    stones: { one: '{n} Piedra Roja', many: '{n} de Piedras Rojas', other: '{n} Piedras Rojas' },
    outro: 'Nos vemos en las profundidades.',
  },
  fr: {
    subject: 'Votre reçu {game} {receipt}',
    intro: 'Merci pour votre achat.',
    pending: 'Votre paiement est en attente de validation\u00a0; nous vous préviendrons dès qu’il sera finalisé.',
    product: 'Produit\u00a0: ',
    amount: 'Montant\u00a0: ',
    receipt: 'Numéro de reçu\u00a0: ',
    stones: { one: '{n} Pierre rouge', many: '{n} de Pierres rouges', other: '{n} Pierres rouges' },
    outro: 'À bientôt dans les profondeurs.',
  },
  ja: {
    subject: '{game} のご購入レシート {receipt}',
    intro: 'ご購入ありがとうございます。',
    pending: 'お支払いは承認待ちです。完了しましたらお知らせします。',
    product: '商品：',
    amount: '金額：',
    receipt: 'レシート番号：',
    stones: { other: 'レッドストーン {n}個' },
    outro: '深淵でお会いしましょう。',
  },
  pt: {
    subject: 'Seu recibo de {game} {receipt}',
    intro: 'Obrigado pela sua compra.',
    pending: 'Seu pagamento está aguardando aprovação; avisaremos quando for concluído.',
    product: 'Produto: ',
    amount: 'Valor: ',
    receipt: 'Número do recibo: ',
    stones: { one: '{n} Pedra Vermelha', many: '{n} de Pedras Vermelhas', other: '{n} Pedras Vermelhas' },
    outro: 'Até logo nas profundezas.',
  },
  ru: {
    subject: 'Ваш чек {game} {receipt}',
    intro: 'Спасибо за покупку.',
    pending: 'Ваш платёж ожидает подтверждения; мы сообщим, когда он будет завершён.',
    product: 'Товар: ',
    amount: 'Сумма: ',
    receipt: 'Номер чека: ',
    stones: {
      one: '{n} красный камень',
      few: '{n} красных камня',
      many: '{n} красных камней',
      other: '{n} красного камня',
    },
    outro: 'До встречи в глубинах!',
  },
};

/** "1 500 красных камней": a Red Stone amount in `locale`'s words and digit grouping. */
export function stonesIn(locale: LanguageTag, amount: string): string {
  const forms = PURCHASE_MAIL[locale].stones;
  const form = forms[new Intl.PluralRules(locale).select(pluralOperand(amount))] ?? forms.other;
  return form.replace('{n}', new Intl.NumberFormat(locale).format(BigInt(amount)));
}

/**
 * The receipt mail in `locale`: `productName` is the product's name in that language (the receipt
 * carries the English one), the amount in the language's money or Red Stone words ("29,99 €").
 */
export function purchaseMail(
  receipt: PurchaseReceipt,
  locale: LanguageTag,
  productName = receipt.product.name,
): { subject: string; text: string } {
  const words = PURCHASE_MAIL[locale];
  const amount =
    receipt.currency === RED_STONE_CODE
      ? stonesIn(locale, receipt.amount)
      : new Intl.NumberFormat(locale, { style: 'currency', currency: receipt.currency }).format(Number(receipt.amount));
  const lines = [
    words.intro,
    ...(receipt.status === 'pending' ? [words.pending] : []),
    '',
    `${words.product}${productName}`,
    `${words.amount}${amount}`,
    `${words.receipt}${receipt.receiptNumber}`,
    '',
    words.outro,
  ];
  return { subject: fillMail(words.subject, { receipt: receipt.receiptNumber }), text: lines.join('\n') };
}

// ---------------------------------------------------------------------------------------------

const PRODUCT_SELECT = `
  SELECT p.*, a.in_service AS app_in_service FROM shop_products p JOIN shop_apps a ON a.appid = p.appid`;
const PURCHASE_SELECT = `
  SELECT pu.*, p.product_key, p.kind, p.name FROM purchases pu JOIN shop_products p ON p.productid = pu.productid`;

function newReceiptNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `EMB-${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Red Stones are whole numbers kept as decimal strings; arithmetic goes through BigInt. */
const addStones = (balance: string, delta: string) => (BigInt(balance) + BigInt(delta)).toString();

function toReceipt(row: PurchaseRow): PurchaseReceipt {
  return {
    receiptNumber: row.receipt_number,
    appid: row.appid,
    productid: row.productid,
    product: { key: row.product_key, kind: row.kind, name: row.name },
    paymentMethod: row.payment_method,
    amount: row.amount,
    currency: row.currency,
    status: row.status === 'complete' ? 'complete' : 'pending',
    stonesCredited: row.stones_credited,
    balanceAfter: row.balance_after,
    createdAt: row.created_at,
  };
}

function paymentMethodsOf(product: ProductRow): PaymentMethod[] {
  return product.stone_price ? ['sandbox-card', 'currency'] : ['sandbox-card'];
}

/**
 * The currency of a quote: the `currency` query when it is one of PRICE_CURRENCIES, else the one of
 * the request's language (exported for the fuzz suite, `fuzz-hand-written.spec.ts`).
 */
export function quoteCurrency(request: FastifyRequest): PriceCurrency {
  const asked = (request.query as Record<string, unknown> | undefined)?.['currency'];
  if (typeof asked === 'string' && (PRICE_CURRENCIES as readonly string[]).includes(asked))
    return asked as PriceCurrency;
  return priceCurrencyFor(requestLocale(request.headers['accept-language']));
}

function isWithdrawing(user: SessionUser): boolean {
  return Boolean(user.withdrawnAt ?? user.withdrawalDate);
}

/** Statements of the shop, prepared once per app. */
function shopStore(db: Db) {
  const productById = db.prepare<[string], ProductRow>(`${PRODUCT_SELECT} WHERE p.productid = ?`);
  const appById = db.prepare<[number], { appid: number; in_service: number }>(
    'SELECT * FROM shop_apps WHERE appid = ?',
  );
  const priceOf = db.prepare<[string, string], { amount: string }>(
    'SELECT amount FROM shop_prices WHERE productid = ? AND currency = ?',
  );
  const ownedCount = db.prepare<[number, string], { pending: number; complete: number }>(
    `SELECT COALESCE(SUM(status IN ('processing', 'pending')), 0) AS pending, COALESCE(SUM(status = 'complete'), 0) AS complete
     FROM purchases WHERE user_id = ? AND productid = ?`,
  );
  const ownsEdition = db.prepare<[number, number], { found: number }>(
    `SELECT 1 AS found FROM purchases pu JOIN shop_products p ON p.productid = pu.productid
     WHERE pu.user_id = ? AND p.appid = ? AND p.kind = 'edition' AND pu.status = 'complete' LIMIT 1`,
  );
  const balanceOf = db.prepare<[number], { currency_balance: string }>(
    'SELECT currency_balance FROM users WHERE id = ?',
  );
  const setBalance = db.prepare('UPDATE users SET currency_balance = ? WHERE id = ?');
  const addLedger = db.prepare(
    'INSERT INTO currency_ledger (user_id, delta, balance_after, reason, reference, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const purchaseByKey = db.prepare<[number, string], PurchaseRow>(
    `${PURCHASE_SELECT} WHERE pu.user_id = ? AND pu.idempotency_key = ?`,
  );
  const purchaseById = db.prepare<[number], PurchaseRow>(`${PURCHASE_SELECT} WHERE pu.id = ?`);

  /** Changes a balance and books it in the ledger; call inside a transaction. */
  function moveStones(userId: number, delta: string, reason: LedgerReason, reference: string, at: string): string {
    const before = balanceOf.get(userId)?.currency_balance ?? '0';
    const after = addStones(before, delta);
    if (BigInt(after) < 0n) fail(402, 'shop_5');
    setBalance.run(after, userId);
    addLedger.run(userId, delta, after, reason, reference, at);
    return after;
  }

  return { productById, appById, priceOf, ownedCount, ownsEdition, balanceOf, moveStones, purchaseByKey, purchaseById };
}

type ShopStore = ReturnType<typeof shopStore>;

/** Why this account may not get the product now, as the catalogue key of the calling flow, if any. */
function ownershipRefusal(
  store: ShopStore,
  userId: number,
  product: ProductRow,
  keys: { prerequisite: string; pending: string; owned: string; maximum: string },
): string | null {
  if (product.requires === 'edition' && !store.ownsEdition.get(userId, product.appid)) return keys.prerequisite;
  if (product.max_per_user === null) return null;
  const count = store.ownedCount.get(userId, product.productid) ?? { pending: 0, complete: 0 };
  if (product.max_per_user === 1) {
    if (count.pending > 0) return keys.pending;
    if (count.complete > 0) return keys.owned;
    return null;
  }
  return count.pending + count.complete >= product.max_per_user ? keys.maximum : null;
}

/** Shop, currency and gift-code calls (contract: shop.ts). */
export function shopRoutes(app: FastifyInstance): Promise<void> {
  const ctx: AppContext = app.ctx;
  const { db, sessions, now, config } = ctx;
  const store = shopStore(db);

  function pricedProduct(product: ProductRow, currency: PriceCurrency): PricedProduct {
    return {
      appid: product.appid,
      productid: product.productid,
      price: store.priceOf.get(product.productid, currency)?.amount ?? '0',
      currency,
      stonePrice: product.stone_price,
      repeatable: product.max_per_user !== 1,
    };
  }

  // -------------------------------------------------------------------------------- catalogue
  const listed = db.prepare<[], ProductRow>(
    `${PRODUCT_SELECT} WHERE a.in_service = 1 AND p.in_service = 1 ORDER BY p.sort_order`,
  );

  app.get('/shop/prices', async (request, reply): Promise<ShopPricesAnswer> => {
    const currency = quoteCurrency(request);
    const products = listed.all();
    const byKey = (key: string) => {
      const product = products.find((item) => item.product_key === key);
      return product ? pricedProduct(product, currency) : fail(500, 'defaultError_5');
    };
    void reply.header('Cache-Control', 'public, max-age=60').header('Vary', 'Accept-Language');
    const answer = Object.fromEntries(PRICED_PRODUCT_KEYS.map((key) => [key, byKey(key)])) as Omit<
      ShopPricesAnswer,
      'redStonePricing'
    >;
    return {
      ...answer,
      redStonePricing: products
        .filter((product) => product.kind === 'currency')
        .map((product) => ({ ...pricedProduct(product, currency), amount: product.stone_amount ?? '0' })),
    };
  });

  app.get('/shop/products/:appid/:productid', async (request, reply): Promise<ShopProduct> => {
    const params = parseWith(productParamsSchema, request.params);
    if (!store.appById.get(params.appid)) fail(404, 'shop_9');
    const product = store.productById.get(params.productid);
    if (product?.appid !== params.appid) fail(404, 'shop_12');
    void reply.header('Cache-Control', 'public, max-age=60').header('Vary', 'Accept-Language');
    return {
      ...pricedProduct(product, quoteCurrency(request)),
      key: product.product_key,
      kind: product.kind,
      name: product.name,
      stoneAmount: product.stone_amount,
      paymentMethods: paymentMethodsOf(product),
      inService: product.in_service === 1 && product.app_in_service === 1,
      requires: product.requires,
    };
  });

  const ownedOf = db.prepare<
    [number],
    { appid: number; productid: string; kind: ProductKind; status: string; count: number }
  >(
    `SELECT pu.appid, pu.productid, p.kind,
            CASE WHEN MAX(pu.status = 'complete') = 1 THEN 'complete' ELSE 'pending' END AS status, COUNT(*) AS count
     FROM purchases pu JOIN shop_products p ON p.productid = pu.productid
     WHERE pu.user_id = ? GROUP BY pu.appid, pu.productid ORDER BY MIN(pu.id)`,
  );

  function requireShopper(request: FastifyRequest): SessionUser {
    const user = sessions.requireUser(request);
    if (isWithdrawing(user)) fail(403, 'shop_4');
    return user;
  }

  app.get('/shop/owned', async (request): Promise<OwnedAnswer> => {
    const user = requireShopper(request);
    return {
      items: ownedOf.all(user.id).map((row) => ({
        appid: row.appid,
        productid: row.productid,
        kind: row.kind,
        status: row.status === 'complete' ? 'complete' : 'pending',
        count: row.count,
      })),
    };
  });

  // -------------------------------------------------------------------------------- purchases
  const insertPurchase = db.prepare(
    `INSERT INTO purchases (receipt_number, user_id, idempotency_key, request_fingerprint, appid, productid,
       payment_method, amount, currency, status, exclusive, stones_credited, balance_after, locale, created_at)
     VALUES (@receipt, @userId, @key, @fingerprint, @appid, @productid, @method, @amount, @currency, @status,
       @exclusive, NULL, @balanceAfter, @locale, @createdAt)`,
  );
  const settlePurchase = db.prepare(
    'UPDATE purchases SET status = ?, stones_credited = ?, balance_after = ? WHERE id = ?',
  );
  const dropPurchase = db.prepare("DELETE FROM purchases WHERE id = ? AND status = 'processing'");

  // A purchase still `processing` when the server starts was being paid for by a process that
  // ended (a crash or a kill between the reservation and the settlement): nothing will settle it.
  // Its card was never booked, as after a failed booking below, so the row goes: a retry with its
  // key starts afresh instead of timing out for good, and an edition is not held as pending. (A
  // real provider would be asked for the authorization's state; the reference server is one
  // process on its database, so no other process can be paying now.)
  db.prepare("DELETE FROM purchases WHERE status = 'processing'").run();

  /** A repeat of a key: the first receipt (after waiting for it if the first is still paying). */
  async function replay(first: PurchaseRow, fingerprint: string, reply: FastifyReply): Promise<PurchaseReceipt> {
    if (first.request_fingerprint !== fingerprint) fail(422, 'defaultError_12');
    const settled = await waitForSettled(() => {
      const row = store.purchaseById.get(first.id);
      if (!row) return null; // the first attempt was declined, and nothing was charged
      return row.status === 'processing' ? undefined : row;
    });
    if (settled === undefined) fail(409, 'defaultError_13');
    if (settled === null) fail(402, 'shop_14');
    void reply.header('Idempotent-Replayed', 'true');
    return toReceipt(settled);
  }

  /**
   * The receipt of a purchase just written, mailed to the player. Called inside the transaction that
   * settles it: a repeat of the key answers the receipt without mailing, so a mail that failed after
   * the settlement would never be sent; inside, such a fault undoes the settlement too.
   */
  const productNameIn = db.prepare<[string, LanguageTag], { name: string }>(
    'SELECT name FROM shop_product_names WHERE productid = ? AND lang = ?',
  );
  function mailedReceipt(id: number, user: SessionUser, locale: LanguageTag): PurchaseReceipt {
    const receipt = toReceipt(store.purchaseById.get(id) ?? fail(500, 'defaultError_5'));
    // A pack is named by its amount, as the shop's pages name it; anything else by its name there.
    const productName =
      receipt.product.kind === 'currency' && receipt.stonesCredited
        ? stonesIn(locale, receipt.stonesCredited)
        : (productNameIn.get(receipt.productid, locale)?.name ?? receipt.product.name);
    const mail = purchaseMail(receipt, locale, productName);
    sendMail(ctx, { to: user.email, subject: mail.subject, text: mail.text, locale });
    return receipt;
  }

  app.post('/shop/purchases', async (request, reply): Promise<PurchaseReceipt> => {
    const user = requireShopper(request);
    const input = parseWith(purchaseRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const fingerprint = requestFingerprint({
      appid: input.appid,
      productid: input.productid,
      paymentMethod: input.paymentMethod,
    });
    const earlier = store.purchaseByKey.get(user.id, key);
    if (earlier) return replay(earlier, fingerprint, reply);

    const shopApp = store.appById.get(input.appid);
    if (!shopApp) fail(404, 'shop_13');
    const product = store.productById.get(input.productid);
    if (product?.appid !== input.appid) fail(404, 'shop_12');
    if (!shopApp.in_service || !product.in_service) fail(409, 'shop_8');
    if (!paymentMethodsOf(product).includes(input.paymentMethod)) fail(400, 'shop_11');

    const locale = requestLocale(request.headers['accept-language']);
    const currency = quoteCurrency(request);
    const byStones = input.paymentMethod === 'currency';
    const createdAt = now().toISOString();
    const receipt = newReceiptNumber(now());

    // Reserve (and, for Red Stones, settle) in one transaction: the checks and the write cannot be
    // split by a twin request, and the UNIQUE constraints stop a twin from another process.
    let id: number;
    let answer: PurchaseReceipt | undefined;
    try {
      id = db.transaction(() => {
        const refusal = ownershipRefusal(store, user.id, product, {
          prerequisite: 'shop_3',
          pending: 'shop_6',
          owned: 'shop_7',
          maximum: 'shop_7',
        });
        if (refusal) fail(409, refusal);
        const stonePrice = product.stone_price ?? '0';
        const balanceAfter = byStones ? store.moveStones(user.id, `-${stonePrice}`, 'spend', receipt, createdAt) : null;
        const result = insertPurchase.run({
          receipt,
          userId: user.id,
          key,
          fingerprint,
          appid: product.appid,
          productid: product.productid,
          method: input.paymentMethod,
          amount: byStones ? stonePrice : (store.priceOf.get(product.productid, currency)?.amount ?? '0'),
          currency: byStones ? RED_STONE_CODE : currency,
          status: byStones ? 'complete' : 'processing',
          exclusive: product.max_per_user === 1 ? 1 : 0,
          balanceAfter,
          locale,
          createdAt,
        });
        const inserted = Number(result.lastInsertRowid);
        if (byStones) answer = mailedReceipt(inserted, user, locale);
        return inserted;
      })();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const twin = store.purchaseByKey.get(user.id, key);
      if (twin) return replay(twin, fingerprint, reply);
      fail(409, 'shop_6');
    }

    if (!byStones) {
      let outcome: SandboxOutcome;
      try {
        outcome = await chargeSandboxCard(sandboxOutcomeOf(request, config.production));
        if (outcome !== 'decline') {
          db.transaction(() => {
            const credit = outcome === 'approve' && product.stone_amount ? product.stone_amount : null;
            const balanceAfter = credit
              ? store.moveStones(user.id, credit, 'purchase', receipt, now().toISOString())
              : null;
            settlePurchase.run(outcome === 'approve' ? 'complete' : 'pending', credit, balanceAfter, id);
            answer = mailedReceipt(id, user, locale);
          })();
        }
      } catch (error) {
        // The payment could not be booked: a real provider would void the authorization here (the
        // sandbox has nothing to undo). Freeing the reservation lets a retry with the same key start
        // afresh, instead of waiting on a row that would never settle and blocking the product.
        dropPurchase.run(id);
        throw error;
      }
      if (outcome === 'decline') {
        dropPurchase.run(id);
        fail(402, 'shop_14');
      }
    }

    void reply.code(201);
    return answer ?? fail(500, 'defaultError_5');
  });

  const purchasesOf = db.prepare<[number], PurchaseRow>(
    `${PURCHASE_SELECT} WHERE pu.user_id = ? AND pu.status <> 'processing' ORDER BY pu.id DESC LIMIT 100`,
  );
  const purchaseByReceipt = db.prepare<[number, string], PurchaseRow>(
    `${PURCHASE_SELECT} WHERE pu.user_id = ? AND pu.receipt_number = ? AND pu.status <> 'processing'`,
  );

  // The player's own records stay readable through a closure's grace period (the dashboard shows
  // them); only buying, redeeming and the catalogue's ownership calls are refused (requireShopper).
  app.get('/shop/purchases', async (request): Promise<PurchaseListAnswer> => {
    const user = sessions.requireOpenAccount(request);
    return { items: purchasesOf.all(user.id).map(toReceipt) };
  });

  app.get<{ Params: { receiptNumber: string } }>('/shop/purchases/:receiptNumber', async (request) => {
    const user = sessions.requireOpenAccount(request);
    const row = purchaseByReceipt.get(user.id, request.params.receiptNumber.slice(0, 40)) ?? fail(404, 'shop_13');
    return toReceipt(row);
  });

  // -------------------------------------------------------------------------------- currency
  function requireAccount(request: FastifyRequest, signedOutKey = 'defaultError_14'): SessionUser {
    const { user } = sessions.lookup(request);
    if (!user) fail(401, signedOutKey);
    if (isWithdrawing(user)) fail(403, 'withdrawn_2');
    return user;
  }

  const historyPage = db.prepare<[number, number, number], LedgerRow>(
    'SELECT * FROM currency_ledger WHERE user_id = ? AND id < ? ORDER BY id DESC LIMIT ?',
  );

  app.get('/currency', async (request): Promise<CurrencyBalance> => {
    const user = requireAccount(request);
    return { balance: store.balanceOf.get(user.id)?.currency_balance ?? '0' };
  });

  app.get('/currency/history', async (request): Promise<CurrencyHistoryAnswer> => {
    const user = sessions.requireOpenAccount(request);
    const query = parseWith(currencyHistoryQuerySchema, request.query);
    // Keyset paging on the entry id (newest first): a new entry never shifts a later page.
    const rows = historyPage.all(
      user.id,
      query.cursor ? Number(query.cursor) : Number.MAX_SAFE_INTEGER,
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    return {
      items: page.map((row) => ({
        id: row.id,
        delta: row.delta,
        balanceAfter: row.balance_after,
        reason: row.reason,
        reference: row.reference,
        createdAt: row.created_at,
      })),
      nextCursor: rows.length > query.limit ? String(page[page.length - 1]?.id) : null,
    };
  });

  // -------------------------------------------------------------------------------- gift codes
  interface GiftRow {
    code: string;
    name: string;
    grant_productid: string | null;
    grant_stones: string | null;
    requires: 'edition' | null;
    max_redemptions: number;
    redemptions: number;
    expires_at: string | null;
  }
  // With its name in the request's language (`local_name`), read in the same query.
  const giftByCode = db.prepare<[LanguageTag, string], GiftRow & { local_name: string }>(
    `SELECT g.*, ${giftNameSql('g')} AS local_name FROM gift_codes g WHERE g.code = ?`,
  );
  const redeemedBy = db.prepare<[string, number], { id: number }>(
    'SELECT id FROM gift_redemptions WHERE code = ? AND user_id = ?',
  );
  const countRedemption = db.prepare(
    'UPDATE gift_codes SET redemptions = redemptions + 1 WHERE code = ? AND redemptions < max_redemptions',
  );
  const recordRedemption = db.prepare('INSERT INTO gift_redemptions (code, user_id, created_at) VALUES (?, ?, ?)');
  const lastGift = db.prepare<[LanguageTag, number], { name: string; code: string }>(
    `SELECT ${giftNameSql('g')} AS name, g.code FROM gift_redemptions r JOIN gift_codes g ON g.code = r.code
     WHERE r.user_id = ? ORDER BY r.id DESC LIMIT 1`,
  );

  /** A refusal of the code itself (unknown, used, or not for this account now), said at its field as the format's are. */
  function refuseCode(key: string): never {
    fail(409, key, { code: key });
  }

  // Code guessing: a per-address cap on top of the captcha (ASVS 2.2.1, 11.1.4).
  const giftLimit = perMinute(config.loginAttemptsPerMinute);
  app.post('/gifts/apply', giftLimit, async (request): Promise<GiftAnswer> => {
    const user = requireAccount(request, 'giftcode');
    const input = parseWith(giftApplyRequestSchema, request.body);
    await spendCaptcha(ctx, input.captcha);
    const at = now().toISOString();
    const locale = requestLocale(request.headers['accept-language']);
    try {
      return db.transaction(() => {
        const gift = giftByCode.get(locale, input.code);
        const expired = gift?.expires_at ? Date.parse(gift.expires_at) <= now().getTime() : false;
        if (!gift || expired || redeemedBy.get(gift.code, user.id)) refuseCode('giftcode_4');
        const product = gift.grant_productid ? store.productById.get(gift.grant_productid) : undefined;
        if (gift.requires === 'edition' && !store.ownsEdition.get(user.id, product?.appid ?? 0))
          refuseCode('giftcode_5');
        if (product) {
          const refusal = ownershipRefusal(store, user.id, product, {
            prerequisite: 'giftcode_5',
            pending: 'giftcode_7',
            owned: 'giftcode_8',
            maximum: 'giftcode_6',
          });
          if (refusal) refuseCode(refusal);
        }
        if (countRedemption.run(gift.code).changes === 0) refuseCode('giftcode_4');
        recordRedemption.run(gift.code, user.id, at);
        if (gift.grant_stones) store.moveStones(user.id, gift.grant_stones, 'gift', gift.code, at);
        if (product) {
          insertPurchase.run({
            receipt: newReceiptNumber(now()),
            userId: user.id,
            key: `gift:${gift.code}`,
            fingerprint: 'gift',
            appid: product.appid,
            productid: product.productid,
            method: 'gift',
            amount: '0',
            currency: 'USD',
            status: 'complete',
            exclusive: product.max_per_user === 1 ? 1 : 0,
            balanceAfter: null,
            locale,
            createdAt: at,
          });
        }
        return { name: gift.local_name, code: gift.code };
      })();
    } catch (error) {
      // A twin redemption of the same code by the same account lost the race: the code is used.
      if (isUniqueViolation(error)) refuseCode('giftcode_4');
      throw error;
    }
  });

  app.get('/gifts/last', async (request): Promise<GiftAnswer> => {
    const user = requireAccount(request, 'giftcode');
    return lastGift.get(requestLocale(request.headers['accept-language']), user.id) ?? { name: null, code: null };
  });
  return Promise.resolve();
}
