import { paths } from '@dungeon/routing';
import {
  LEGAL_CODE_OF_CONDUCT_NS,
  LEGAL_COOKIE_NS,
  LEGAL_GAME_NS,
  LEGAL_INDEX_NS,
  LEGAL_LAUNCHER_NS,
  LEGAL_PAYMENT_NS,
  LEGAL_PRIVACY_NS,
} from './legal-namespaces';

/** One legal page: where it lives, whose namespace holds its text, and its sections in order. */
export interface LegalDocument {
  /** Key under `content:pages`, which holds the page title. */
  page: string;
  path: string;
  namespace: string;
  /** Date of the last revision (`YYYY-MM-DD`). */
  lastUpdated: string;
  /** Section ids in order: each is an anchor target (`#id`) and the key of its text under `sections`. */
  sections: readonly string[];
}

export const LEGAL_INDEX: LegalDocument = {
  page: 'legal',
  path: paths.legal,
  namespace: LEGAL_INDEX_NS,
  lastUpdated: '2025-09-01',
  sections: ['overview', 'documents', 'company', 'contact', 'changes'],
};

export const LEGAL_PRIVACY: LegalDocument = {
  page: 'legalPrivacy',
  path: paths.legalPrivacy,
  namespace: LEGAL_PRIVACY_NS,
  lastUpdated: '2025-09-01',
  sections: ['who-we-are', 'data-we-collect', 'how-we-use-data', 'sharing', 'retention', 'your-rights', 'contact'],
};

export const LEGAL_COOKIE: LegalDocument = {
  page: 'legalCookie',
  path: paths.legalCookie,
  namespace: LEGAL_COOKIE_NS,
  lastUpdated: '2025-09-01',
  sections: ['what-we-use', 'what-we-store', 'necessary', 'functional', 'changing-choices', 'contact'],
};

export const LEGAL_LAUNCHER: LegalDocument = {
  page: 'legalLauncher',
  path: paths.legalLauncher,
  namespace: LEGAL_LAUNCHER_NS,
  lastUpdated: '2025-08-15',
  sections: ['about', 'installation', 'updates', 'data', 'anti-cheat', 'uninstalling'],
};

export const LEGAL_CODE_OF_CONDUCT: LegalDocument = {
  page: 'legalCodeOfConduct',
  path: paths.legalCodeOfConduct,
  namespace: LEGAL_CODE_OF_CONDUCT_NS,
  lastUpdated: '2025-08-15',
  sections: ['our-values', 'respect', 'fair-play', 'communication', 'reporting', 'enforcement'],
};

export const LEGAL_GAME: LegalDocument = {
  page: 'legalGame',
  path: paths.legalGame,
  namespace: LEGAL_GAME_NS,
  lastUpdated: '2025-09-01',
  sections: ['acceptance', 'eligibility', 'accounts', 'licence', 'virtual-items', 'availability', 'termination'],
};

export const LEGAL_PAYMENT: LegalDocument = {
  page: 'legalPayment',
  path: paths.legalPayment,
  namespace: LEGAL_PAYMENT_NS,
  lastUpdated: '2025-09-01',
  sections: ['prices', 'payment-methods', 'virtual-currency', 'refunds', 'gift-codes', 'disputes'],
};

/** The six policies, in the order the legal index lists them. */
export const LEGAL_POLICIES: readonly LegalDocument[] = [
  LEGAL_PRIVACY,
  LEGAL_COOKIE,
  LEGAL_GAME,
  LEGAL_PAYMENT,
  LEGAL_LAUNCHER,
  LEGAL_CODE_OF_CONDUCT,
];
