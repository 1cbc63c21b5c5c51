/**
 * Brand facts the spec leaves out. The defaults describe a fictional studio; a deployment
 * overrides any of them with build-time environment variables (README "Site config").
 */
export interface SocialLinks {
  store: string;
  chat: string;
  video: string;
  microblog: string;
}

export interface SiteConfig {
  gameName: string;
  companyName: string;
  companyAddress: string;
  registrationNumbers: { label: string; value: string }[];
  contactEmail: string;
  contactPhone: string;
  social: SocialLinks;
  launcherInstallerUrl: string;
  suggestionsBoardUrl: string;
  /** Base path of the API, same origin by default. */
  apiBaseUrl: string;
  twitchDrops: TwitchDropsWindow;
  /**
   * When the site was built (ISO 8601). The prerendered pages show what was true then (an event's
   * status, the copyright year), and the same instant is in the browser bundle, so hydration
   * starts from exactly what the HTML shows before it moves on to the visitor's clock.
   */
  builtAt: string;
}

/** SPEC §2 and §9: `/` redirects to /twitch-drops while this window is active and enabled. */
export interface TwitchDropsWindow {
  enabled: boolean;
  /** Inclusive start instant (ISO 8601). */
  startsAt: string;
  /** Exclusive end instant (ISO 8601): the first moment the window is over. */
  endsBefore: string;
}

type Env = Record<string, string | boolean | undefined>;

function readEnv(): Env {
  // import.meta.env exists under Vite; the reference back end (plain Node) reads process.env.
  const viteEnv = (import.meta as { env?: Env }).env;
  if (viteEnv) return viteEnv;
  return typeof process === 'undefined' ? {} : process.env;
}

function text(env: Env, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

export function buildSiteConfig(env: Env = readEnv()): SiteConfig {
  return {
    gameName: text(env, 'VITE_GAME_NAME', 'Emberdeep'),
    companyName: text(env, 'VITE_COMPANY_NAME', 'Lanternfall Games Ltd. (fictional)'),
    companyAddress: text(env, 'VITE_COMPANY_ADDRESS', '12 Cinder Lane, Suite 4, Example City 00000'),
    registrationNumbers: [
      { label: 'company', value: text(env, 'VITE_COMPANY_REG_NO', 'EX-000-1234') },
      { label: 'vat', value: text(env, 'VITE_COMPANY_VAT_NO', 'EX-VAT-987654') },
    ],
    contactEmail: text(env, 'VITE_CONTACT_EMAIL', 'support@emberdeep.example'),
    contactPhone: text(env, 'VITE_CONTACT_PHONE', '+00 000 000 0000'),
    social: {
      store: text(env, 'VITE_SOCIAL_STORE_URL', 'https://store.example/app/emberdeep'),
      chat: text(env, 'VITE_SOCIAL_CHAT_URL', 'https://chat.example/emberdeep'),
      video: text(env, 'VITE_SOCIAL_VIDEO_URL', 'https://video.example/@emberdeep'),
      microblog: text(env, 'VITE_SOCIAL_MICROBLOG_URL', 'https://microblog.example/emberdeep'),
    },
    launcherInstallerUrl: text(env, 'VITE_LAUNCHER_URL', '/downloads/EmberdeepLauncherSetup.exe'),
    suggestionsBoardUrl: text(env, 'VITE_SUGGESTIONS_URL', 'https://feedback.example/emberdeep'),
    apiBaseUrl: text(env, 'VITE_API_BASE_URL', '/api'),
    twitchDrops: {
      enabled: text(env, 'VITE_TWITCH_DROPS_ENABLED', 'true') !== 'false',
      startsAt: text(env, 'VITE_TWITCH_DROPS_STARTS_AT', '2025-09-26T00:00:00Z'),
      endsBefore: text(env, 'VITE_TWITCH_DROPS_ENDS_BEFORE', '2025-10-06T00:00:00Z'),
    },
    builtAt: text(env, 'VITE_BUILT_AT', new Date().toISOString()),
  };
}

export const siteConfig: SiteConfig = buildSiteConfig();
