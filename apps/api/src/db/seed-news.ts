import { createHash } from 'node:crypto';
import type { NewsCategory, NewsLanguage } from '@dungeon/contract';
import type { Db } from './database';

/** Card images are 16:9; the site reserves this box before the image arrives. */
export const NEWS_IMAGE_WIDTH = 640;
export const NEWS_IMAGE_HEIGHT = 360;

interface Translation {
  title: string;
  summary: string;
  /** Body HTML; `{{image}}` stands for the URL of the article's inline picture, if it has one. */
  body: string;
}

interface SeedArticle {
  id: number;
  slug: string;
  category: NewsCategory;
  publishedAt: string;
  /** Two hues (0-359) of the generated card art, and its motif. */
  palette: [number, number];
  motif: Motif;
  text: Record<NewsLanguage, Translation>;
  /** A second picture placed inside the body. */
  inline?: { key: string; palette: [number, number]; motif: Motif };
}

type Motif = 'arch' | 'lantern' | 'runes' | 'peaks';

const MOTIFS: Record<Motif, string> = {
  arch: '<path d="M220 360V190a100 100 0 0 1 200 0v170h-40V196a60 60 0 0 0-120 0v164z" fill="#0008"/>',
  lantern:
    '<circle cx="320" cy="170" r="90" fill="url(#glow)"/><path d="M296 110h48l14 22v76l-14 22h-48l-14-22v-76z" fill="#0007"/><path d="M306 132h28v76h-28z" fill="#ffe9b8"/>',
  runes:
    '<g fill="none" stroke="#fff8" stroke-width="6" stroke-linecap="round"><path d="M180 120v120M180 120l50 40M180 180l50 40"/><path d="M300 110l40 130M300 240l40-130M286 175h68"/><path d="M440 110v130M440 110l40 30-40 30 40 30-40 30"/></g>',
  peaks:
    '<path d="M0 360l140-170 90 90 110-150 140 170 70-60 90 120z" fill="#0007"/><path d="M340 120l-28 38h56z" fill="#fffc"/>',
};

/** Original abstract art: a two-hue gradient, a motif and a scatter of embers placed by the seed number. */
export function newsImageSvg(palette: [number, number], motif: Motif, seedNumber: number): string {
  const [from, to] = palette;
  let state = seedNumber * 7919;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const embers = Array.from({ length: 14 }, () => {
    const x = Math.round(next() * NEWS_IMAGE_WIDTH);
    const y = Math.round(next() * NEWS_IMAGE_HEIGHT);
    const r = (1.5 + next() * 4).toFixed(1);
    return `<circle cx="${String(x)}" cy="${String(y)}" r="${r}"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(NEWS_IMAGE_WIDTH)}" height="${String(NEWS_IMAGE_HEIGHT)}" viewBox="0 0 640 360">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${String(from)} 60% 22%)"/><stop offset="1" stop-color="hsl(${String(to)} 70% 45%)"/></linearGradient>`,
    '<radialGradient id="glow"><stop offset="0" stop-color="#ffd27a" stop-opacity=".9"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>',
    '</defs>',
    '<rect width="640" height="360" fill="url(#bg)"/>',
    MOTIFS[motif],
    `<g fill="#ffcf80" opacity=".8">${embers}</g>`,
    '</svg>',
  ].join('');
}

/** The stored file name: key plus a content hash, so a changed picture gets a new URL. */
export function newsImageName(key: string, svg: string): string {
  return `${key}-${createHash('sha256').update(svg).digest('hex').slice(0, 8)}.svg`;
}

export const NEWS_IMAGE_PATH = '/api/news/images/';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
/**
 * What an editor's copy-paste from a video site looks like: a script and a frame with a handler. Stored
 * as is in one article, so the e2e journey proves on real data that the site renders it inert.
 */
const PASTED_EMBED =
  '<script>document.title = "embed ran"</script>' +
  '<iframe src="https://video.example/embed/patch-1-2" onload="document.title = \'embed ran\'"></iframe>';
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * Twelve demo articles in the ten languages of SPEC §1, in id order. Id order is date order except
 * article 8: it carries the real date of the 2025 Twitch Drops event, so by date it is the oldest.
 */
export const NEWS_SEED: SeedArticle[] = [
  {
    id: 1,
    slug: 'welcome-to-emberdeep',
    category: 'community',
    publishedAt: '2026-06-02T09:00:00.000Z',
    palette: [20, 38],
    motif: 'arch',
    text: {
      en: {
        title: 'Welcome to Emberdeep',
        summary: 'The lanterns are lit: our news page is open, and here is what you will find on it.',
        body: p(
          'Welcome, delver. This page is where we share updates, events, patch notes and maintenance windows.',
          'Check back often: every article is available in all ten languages of the site.',
        ),
      },
      ko: {
        title: 'Emberdeep에 오신 것을 환영합니다',
        summary: '등불이 켜졌습니다. 뉴스 페이지가 열렸으니 어떤 소식을 만나게 될지 알려 드립니다.',
        body: p(
          '탐험가님, 환영합니다. 이 페이지에서 업데이트, 이벤트, 패치 노트, 점검 일정을 전해 드립니다.',
          '자주 들러 주세요. 모든 기사는 사이트의 10개 언어로 제공됩니다.',
        ),
      },
      'zh-Hans': {
        title: '欢迎来到 Emberdeep',
        summary: '提灯已经点亮：新闻页面正式开放，来看看这里会有哪些内容。',
        body: p(
          '欢迎您，探险者。我们会在这里发布更新、活动、补丁说明和维护时间。',
          '请常来看看：每篇文章都提供本站全部十种语言版本。',
        ),
      },
      'zh-Hant': {
        title: '歡迎來到 Emberdeep',
        summary: '燈籠已經點亮：新聞頁面正式開放，來看看這裡會有哪些內容。',
        body: p(
          '歡迎你，探險者。我們會在這裡發布更新、活動、修補說明和維護時間。',
          '請常來看看：每篇文章都提供本站全部十種語言版本。',
        ),
      },
      de: {
        title: 'Willkommen in Emberdeep',
        summary: 'Die Laternen brennen: Unsere Newsseite ist online – das erwartet dich hier.',
        body: p(
          'Willkommen, Abenteurer. Hier teilen wir Updates, Events, Patchnotes und Wartungsfenster.',
          'Schau öfter vorbei: Jeder Artikel erscheint in allen zehn Sprachen der Website.',
        ),
      },
      es: {
        title: 'Bienvenido a Emberdeep',
        summary: 'Los faroles están encendidos: abrimos nuestra página de noticias y te contamos qué encontrarás.',
        body: p(
          'Bienvenido, explorador. Aquí publicaremos actualizaciones, eventos, notas del parche y mantenimientos.',
          'Vuelve a menudo: cada artículo está disponible en los diez idiomas del sitio.',
        ),
      },
      fr: {
        title: 'Bienvenue dans Emberdeep',
        summary:
          'Les lanternes sont allumées\u00a0: notre page d’actualités ouvre ses portes, voici ce que vous y trouverez.',
        body: p(
          'Bienvenue, aventurier. Nous publierons ici les mises à jour, les événements, les notes de patch et les maintenances.',
          'Revenez souvent\u00a0: chaque article est disponible dans les dix langues du site.',
        ),
      },
      ja: {
        title: 'Emberdeep へようこそ',
        summary: 'ランタンに火が灯りました。ニュースページを公開しましたので、その内容をご紹介します。',
        body: p(
          'ようこそ、探索者の皆さん。このページではアップデート、イベント、パッチノート、メンテナンス情報をお届けします。',
          'ぜひ定期的にご覧ください。すべての記事をサイトの10言語でお読みいただけます。',
        ),
      },
      pt: {
        title: 'Bem-vindo a Emberdeep',
        summary: 'As lanternas estão acesas: nossa página de notícias está no ar, e eis o que você vai encontrar nela.',
        body: p(
          'Bem-vindo, explorador. Aqui compartilharemos atualizações, eventos, notas de patch e manutenções.',
          'Volte sempre: cada artigo está disponível nos dez idiomas do site.',
        ),
      },
      ru: {
        title: 'Добро пожаловать в Emberdeep',
        summary: 'Фонари зажжены: открылась страница новостей — рассказываем, что вы здесь найдёте.',
        body: p(
          'Добро пожаловать, искатель. Здесь мы публикуем обновления, события, списки изменений и расписание работ.',
          'Заглядывайте почаще: каждая статья доступна на всех десяти языках сайта.',
        ),
      },
    },
  },
  {
    id: 2,
    slug: 'launcher-on-linux',
    category: 'update',
    publishedAt: '2026-06-18T09:00:00.000Z',
    palette: [200, 28],
    motif: 'lantern',
    text: {
      en: {
        title: 'The launcher comes to Linux',
        summary: 'Emberdeep is now free to play on Linux, as on Windows and macOS.',
        body: p(
          'The launcher for Ubuntu 22.04 and later is ready on the Play Free page.',
          'Your account and your progress are the same on every computer you play on.',
        ),
      },
      ko: {
        title: '런처가 Linux를 지원합니다',
        summary: '이제 Windows, macOS에 이어 Linux에서도 Emberdeep을 무료로 플레이할 수 있습니다.',
        body: p(
          '무료 플레이 페이지에서 Ubuntu 22.04 이상용 런처를 받을 수 있습니다.',
          '어느 컴퓨터에서 플레이하든 계정과 진행 상황은 그대로입니다.',
        ),
      },
      'zh-Hans': {
        title: '启动器现已支持 Linux',
        summary: '继 Windows 和 macOS 之后，Emberdeep 现在也可以在 Linux 上免费游玩。',
        body: p(
          '适用于 Ubuntu 22.04 及更高版本的启动器已在“免费游玩”页面提供下载。',
          '无论在哪台电脑上游玩，您的账号和进度都保持一致。',
        ),
      },
      'zh-Hant': {
        title: '啟動器現已支援 Linux',
        summary: '繼 Windows 和 macOS 之後，Emberdeep 現在也可以在 Linux 上免費遊玩。',
        body: p(
          '適用於 Ubuntu 22.04 及更新版本的啟動器已在「免費遊玩」頁面提供下載。',
          '無論在哪台電腦上遊玩，您的帳號和進度都保持一致。',
        ),
      },
      de: {
        title: 'Den Launcher gibt es jetzt für Linux',
        summary: 'Emberdeep ist jetzt auch unter Linux kostenlos spielbar, wie unter Windows und macOS.',
        body: p(
          'Den Launcher für Ubuntu 22.04 und neuer gibt es auf der Seite „Kostenlos spielen“.',
          'Dein Konto und dein Fortschritt sind auf jedem Computer dieselben, auf dem du spielst.',
        ),
      },
      es: {
        title: 'El launcher llega a Linux',
        summary: 'Emberdeep ya se puede jugar gratis en Linux, igual que en Windows y macOS.',
        body: p(
          'El launcher para Ubuntu 22.04 o posterior ya está en la página Juega gratis.',
          'Tu cuenta y tu progreso son los mismos en cualquier ordenador en el que juegues.',
        ),
      },
      fr: {
        title: 'Le lanceur arrive sur Linux',
        summary: 'Emberdeep se joue désormais gratuitement sur Linux, comme sur Windows et macOS.',
        body: p(
          'Le lanceur pour Ubuntu 22.04 et versions ultérieures est disponible sur la page « Jouer gratuitement ».',
          'Votre compte et votre progression sont les mêmes sur chaque ordinateur où vous jouez.',
        ),
      },
      ja: {
        title: 'ランチャーが Linux に対応',
        summary: 'Windows、macOS に続き、Linux でも Emberdeep を無料でプレイできるようになりました。',
        body: p(
          'Ubuntu 22.04 以降向けのランチャーは「無料でプレイ」ページから入手できます。',
          'どのコンピューターでプレイしても、アカウントと進行状況は共通です。',
        ),
      },
      pt: {
        title: 'O launcher chega ao Linux',
        summary: 'Emberdeep agora pode ser jogado grátis no Linux, como no Windows e no macOS.',
        body: p(
          'O launcher para Ubuntu 22.04 ou mais recente já está na página Jogue grátis.',
          'Sua conta e seu progresso são os mesmos em qualquer computador em que você jogar.',
        ),
      },
      ru: {
        title: 'Лаунчер теперь доступен для Linux',
        summary: 'В Emberdeep теперь можно бесплатно играть на Linux, как на Windows и macOS.',
        body: p(
          'Лаунчер для Ubuntu 22.04 и новее доступен на странице «Играть бесплатно».',
          'Ваш аккаунт и прогресс одни и те же на любом компьютере, где вы играете.',
        ),
      },
    },
  },
  {
    id: 3,
    slug: 'patch-1-1-lantern-balance',
    category: 'patch-notes',
    publishedAt: '2026-07-03T09:00:00.000Z',
    palette: [270, 320],
    motif: 'lantern',
    text: {
      en: {
        title: 'Patch 1.1: Lantern balance',
        summary: 'Lantern fuel lasts longer, and the Warden’s charge is easier to dodge.',
        body:
          p('Patch 1.1 is live on all servers.') +
          ul(
            'Lantern fuel lasts 20% longer.',
            'The Warden’s charge now has a clearer warning.',
            'Fixed a crash when leaving a party.',
          ),
      },
      ko: {
        title: '패치 1.1: 등불 밸런스',
        summary: '등불 연료가 더 오래가고, 파수꾼의 돌진을 피하기 쉬워졌습니다.',
        body:
          p('패치 1.1이 모든 서버에 적용되었습니다.') +
          ul(
            '등불 연료 지속 시간이 20% 늘어났습니다.',
            '파수꾼의 돌진 경고가 더 분명해졌습니다.',
            '파티를 떠날 때 발생하던 충돌을 수정했습니다.',
          ),
      },
      'zh-Hans': {
        title: '1.1 版补丁：提灯平衡调整',
        summary: '提灯燃料更持久，守望者的冲锋也更容易躲避。',
        body:
          p('1.1 版补丁已在所有服务器上线。') +
          ul('提灯燃料持续时间延长 20%。', '守望者冲锋前的预警更加明显。', '修复了离开队伍时的崩溃问题。'),
      },
      'zh-Hant': {
        title: '1.1 版修補：燈籠平衡調整',
        summary: '燈籠燃料更持久，守望者的衝鋒也更容易閃避。',
        body:
          p('1.1 版修補已在所有伺服器上線。') +
          ul('燈籠燃料持續時間延長 20%。', '守望者衝鋒前的預警更加明顯。', '修正了離開隊伍時的當機問題。'),
      },
      de: {
        title: 'Patch 1.1: Laternen-Balancing',
        summary: 'Laternenöl hält länger, und dem Ansturm des Wächters weicht man leichter aus.',
        body:
          p('Patch 1.1 ist auf allen Servern live.') +
          ul(
            'Laternenöl hält 20 % länger.',
            'Der Ansturm des Wächters kündigt sich deutlicher an.',
            'Absturz beim Verlassen einer Gruppe behoben.',
          ),
      },
      es: {
        title: 'Parche 1.1: equilibrio de faroles',
        summary: 'El combustible del farol dura más y la embestida del Guardián es más fácil de esquivar.',
        body:
          p('El parche 1.1 ya está activo en todos los servidores.') +
          ul(
            'El combustible del farol dura un 20 % más.',
            'La embestida del Guardián avisa con más claridad.',
            'Corregido un cierre inesperado al salir de un grupo.',
          ),
      },
      fr: {
        title: 'Patch 1.1\u00a0: équilibrage des lanternes',
        summary: 'Le combustible des lanternes dure plus longtemps et la charge du Gardien s’esquive plus facilement.',
        body:
          p('Le patch 1.1 est disponible sur tous les serveurs.') +
          ul(
            'Le combustible des lanternes dure 20 % plus longtemps.',
            'La charge du Gardien est annoncée plus clairement.',
            'Correction d’un plantage en quittant un groupe.',
          ),
      },
      ja: {
        title: 'パッチ1.1：ランタンのバランス調整',
        summary: 'ランタンの燃料が長持ちし、番人の突進を避けやすくなりました。',
        body:
          p('パッチ1.1を全サーバーに適用しました。') +
          ul(
            'ランタンの燃料が20%長持ちします。',
            '番人の突進の予兆が分かりやすくなりました。',
            'パーティー離脱時のクラッシュを修正しました。',
          ),
      },
      pt: {
        title: 'Patch 1.1: equilíbrio das lanternas',
        summary: 'O combustível da lanterna dura mais, e a investida do Guardião ficou mais fácil de evitar.',
        body:
          p('O patch 1.1 já está em todos os servidores.') +
          ul(
            'O combustível da lanterna dura 20% mais.',
            'A investida do Guardião tem um aviso mais claro.',
            'Corrigido um travamento ao sair de um grupo.',
          ),
      },
      ru: {
        title: 'Патч 1.1: баланс фонарей',
        summary: 'Масло в фонарях горит дольше, а от рывка Стража легче увернуться.',
        body:
          p('Патч 1.1 установлен на всех серверах.') +
          ul(
            'Масло в фонарях горит на 20% дольше.',
            'Рывок Стража теперь заметнее предупреждается.',
            'Исправлен вылет при выходе из группы.',
          ),
      },
    },
  },
  {
    id: 4,
    slug: 'maintenance-23-july',
    category: 'maintenance',
    publishedAt: '2026-07-21T09:00:00.000Z',
    palette: [210, 230],
    motif: 'runes',
    text: {
      en: {
        title: 'Server maintenance on 23 July',
        summary: 'All regions go offline for about two hours for a database upgrade.',
        body: p(
          'On 23 July from 06:00 to 08:00 UTC all game servers will be offline while we upgrade our databases.',
          'The website and support centre stay available during the work.',
        ),
      },
      ko: {
        title: '7월 23일 서버 점검',
        summary: '데이터베이스 업그레이드를 위해 모든 지역 서버가 약 2시간 동안 중단됩니다.',
        body: p(
          '7월 23일 06:00부터 08:00(UTC)까지 데이터베이스 업그레이드로 모든 게임 서버가 중단됩니다.',
          '점검 중에도 웹사이트와 고객지원 센터는 이용하실 수 있습니다.',
        ),
      },
      'zh-Hans': {
        title: '7月23日服务器维护',
        summary: '为升级数据库，所有地区的服务器将停机约两小时。',
        body: p(
          '7月23日 06:00 至 08:00（UTC），所有游戏服务器将因数据库升级而停机。',
          '维护期间，网站和客服中心仍可正常使用。',
        ),
      },
      'zh-Hant': {
        title: '7 月 23 日伺服器維護',
        summary: '為升級資料庫，所有地區的伺服器將停機約兩小時。',
        body: p(
          '7 月 23 日 06:00 至 08:00（UTC），所有遊戲伺服器將因資料庫升級而停機。',
          '維護期間，網站和客服中心仍可正常使用。',
        ),
      },
      de: {
        title: 'Serverwartung am 23. Juli',
        summary: 'Alle Regionen sind wegen eines Datenbank-Upgrades etwa zwei Stunden offline.',
        body: p(
          'Am 23. Juli von 06:00 bis 08:00 Uhr UTC sind alle Spielserver wegen eines Datenbank-Upgrades offline.',
          'Website und Support-Center bleiben während der Arbeiten erreichbar.',
        ),
      },
      es: {
        title: 'Mantenimiento de servidores el 23 de julio',
        summary: 'Todas las regiones estarán desconectadas unas dos horas por una mejora de la base de datos.',
        body: p(
          'El 23 de julio, de 06:00 a 08:00 UTC, todos los servidores de juego estarán desconectados mientras mejoramos las bases de datos.',
          'El sitio web y el centro de soporte seguirán disponibles.',
        ),
      },
      fr: {
        title: 'Maintenance des serveurs le 23 juillet',
        summary:
          'Toutes les régions seront hors ligne environ deux heures pour une mise à niveau de la base de données.',
        body: p(
          'Le 23 juillet, de 06:00 à 08:00 UTC, tous les serveurs de jeu seront hors ligne pendant la mise à niveau des bases de données.',
          'Le site et le centre d’assistance restent accessibles pendant l’intervention.',
        ),
      },
      ja: {
        title: '7月23日のサーバーメンテナンス',
        summary: 'データベース更新のため、全地域のサーバーを約2時間停止します。',
        body: p(
          '7月23日 06:00〜08:00（UTC）、データベース更新のためすべてのゲームサーバーを停止します。',
          'メンテナンス中もウェブサイトとサポートセンターはご利用いただけます。',
        ),
      },
      pt: {
        title: 'Manutenção dos servidores em 23 de julho',
        summary: 'Todas as regiões ficam fora do ar por cerca de duas horas para atualizar o banco de dados.',
        body: p(
          'Em 23 de julho, das 06:00 às 08:00 UTC, todos os servidores de jogo ficarão fora do ar durante a atualização do banco de dados.',
          'O site e a central de suporte continuam disponíveis.',
        ),
      },
      ru: {
        title: 'Технические работы 23 июля',
        summary: 'Все регионы будут недоступны около двух часов из-за обновления базы данных.',
        body: p(
          '23 июля с 06:00 до 08:00 UTC все игровые серверы будут отключены на время обновления баз данных.',
          'Сайт и центр поддержки во время работ остаются доступны.',
        ),
      },
    },
  },
  {
    id: 5,
    slug: 'midsummer-ember-festival',
    category: 'event',
    publishedAt: '2026-08-06T09:00:00.000Z',
    palette: [35, 55],
    motif: 'lantern',
    text: {
      en: {
        title: 'Midsummer Ember Festival',
        summary: 'Collect festival embers in every dungeon and trade them for lantern skins.',
        body: p(
          'Until 20 August, every chest may hold festival embers.',
          'Trade them with the Lamplighter in town for three new lantern skins.',
        ),
      },
      ko: {
        title: '한여름 불씨 축제',
        summary: '모든 던전에서 축제 불씨를 모아 등불 스킨으로 교환하세요.',
        body: p(
          '8월 20일까지 모든 상자에서 축제 불씨가 나올 수 있습니다.',
          '마을의 점등인에게 가져가 새로운 등불 스킨 3종으로 교환하세요.',
        ),
      },
      'zh-Hans': {
        title: '仲夏余烬节',
        summary: '在每座地下城收集节日余烬，兑换提灯外观。',
        body: p('8月20日前，每个宝箱都有机会开出节日余烬。', '把它们交给城镇里的点灯人，即可兑换三款全新提灯外观。'),
      },
      'zh-Hant': {
        title: '仲夏餘燼節',
        summary: '在每座地城收集節日餘燼，兌換燈籠外觀。',
        body: p('8 月 20 日前，每個寶箱都有機會開出節日餘燼。', '把它們交給城鎮裡的點燈人，即可兌換三款全新燈籠外觀。'),
      },
      de: {
        title: 'Mittsommer-Glutfest',
        summary: 'Sammle in jedem Dungeon Festglut und tausche sie gegen Laternen-Skins.',
        body: p(
          'Bis zum 20. August kann jede Truhe Festglut enthalten.',
          'Tausche sie beim Laternenanzünder in der Stadt gegen drei neue Laternen-Skins.',
        ),
      },
      es: {
        title: 'Festival de las Ascuas de verano',
        summary: 'Reúne ascuas festivas en cada mazmorra y cámbialas por aspectos de farol.',
        body: p(
          'Hasta el 20 de agosto, cualquier cofre puede contener ascuas festivas.',
          'Cámbialas con el Farolero del pueblo por tres nuevos aspectos de farol.',
        ),
      },
      fr: {
        title: 'Fête des Braises de l’été',
        summary: 'Récoltez des braises de fête dans chaque donjon et échangez-les contre des apparences de lanterne.',
        body: p(
          'Jusqu’au 20 août, chaque coffre peut contenir des braises de fête.',
          'Échangez-les auprès de l’Allumeur de réverbères en ville contre trois nouvelles apparences de lanterne.',
        ),
      },
      ja: {
        title: '真夏の残り火祭り',
        summary: 'すべてのダンジョンで祭りの残り火を集めて、ランタンのスキンと交換しましょう。',
        body: p(
          '8月20日まで、すべての宝箱から祭りの残り火が出る可能性があります。',
          '町の点灯夫に渡すと、新しいランタンスキン3種と交換できます。',
        ),
      },
      pt: {
        title: 'Festival das Brasas de Verão',
        summary: 'Colete brasas festivas em todas as masmorras e troque por visuais de lanterna.',
        body: p(
          'Até 20 de agosto, qualquer baú pode conter brasas festivas.',
          'Troque-as com o Acendedor de Lampiões da cidade por três novos visuais de lanterna.',
        ),
      },
      ru: {
        title: 'Праздник летних углей',
        summary: 'Собирайте праздничные угли в любых подземельях и обменивайте их на облики фонарей.',
        body: p(
          'До 20 августа в любом сундуке могут оказаться праздничные угли.',
          'Обменяйте их у Фонарщика в городе на три новых облика фонаря.',
        ),
      },
    },
  },
  {
    id: 6,
    slug: 'fan-art-showcase-august',
    category: 'community',
    publishedAt: '2026-08-27T09:00:00.000Z',
    palette: [300, 340],
    motif: 'peaks',
    text: {
      en: {
        title: 'Fan art showcase: August',
        summary: 'Our favourite drawings, maps and comics from the community this month.',
        body: p(
          'This month you sent us over four hundred works, from hand-drawn maps to a twelve-page comic.',
          'Thank you! Keep sharing with the tag #EmberdeepArt.',
        ),
      },
      ko: {
        title: '팬아트 쇼케이스: 8월',
        summary: '이번 달 커뮤니티의 그림, 지도, 만화 중 저희가 가장 좋아한 작품들입니다.',
        body: p(
          '이번 달에는 손으로 그린 지도부터 12쪽짜리 만화까지 400점이 넘는 작품을 보내 주셨습니다.',
          '감사합니다! 앞으로도 #EmberdeepArt 태그로 공유해 주세요.',
        ),
      },
      'zh-Hans': {
        title: '同人作品展：8月',
        summary: '本月社区中我们最喜爱的绘画、地图和漫画。',
        body: p(
          '本月大家投来了四百多份作品，从手绘地图到十二页的漫画。',
          '谢谢大家！请继续使用 #EmberdeepArt 标签分享。',
        ),
      },
      'zh-Hant': {
        title: '同人作品展：8 月',
        summary: '本月社群中我們最喜愛的繪畫、地圖和漫畫。',
        body: p(
          '本月你們投來了四百多份作品，從手繪地圖到十二頁的漫畫。',
          '謝謝大家！請繼續使用 #EmberdeepArt 標籤分享。',
        ),
      },
      de: {
        title: 'Fan-Art-Schaukasten: August',
        summary: 'Unsere liebsten Zeichnungen, Karten und Comics aus der Community in diesem Monat.',
        body: p(
          'Diesen Monat habt ihr uns über vierhundert Werke geschickt – von handgezeichneten Karten bis zu einem zwölfseitigen Comic.',
          'Danke! Teilt weiter mit dem Tag #EmberdeepArt.',
        ),
      },
      es: {
        title: 'Escaparate de fan art: agosto',
        summary: 'Nuestros dibujos, mapas y cómics favoritos de la comunidad de este mes.',
        body: p(
          'Este mes nos enviasteis más de cuatrocientas obras, desde mapas dibujados a mano hasta un cómic de doce páginas.',
          '¡Gracias! Seguid compartiendo con la etiqueta #EmberdeepArt.',
        ),
      },
      fr: {
        title: 'Vitrine des fan arts\u00a0: août',
        summary: 'Nos dessins, cartes et BD préférés de la communauté ce mois-ci.',
        body: p(
          'Ce mois-ci, vous nous avez envoyé plus de quatre cents œuvres, des cartes dessinées à la main à une BD de douze pages.',
          'Merci\u00a0! Continuez à partager avec le tag #EmberdeepArt.',
        ),
      },
      ja: {
        title: 'ファンアート紹介：8月',
        summary: '今月コミュニティから届いたイラスト、マップ、漫画の中からお気に入りをご紹介します。',
        body: p(
          '今月は手描きのマップから12ページの漫画まで、400点以上の作品をお寄せいただきました。',
          'ありがとうございます！これからも #EmberdeepArt のタグで共有してください。',
        ),
      },
      pt: {
        title: 'Vitrine de fan art: agosto',
        summary: 'Nossos desenhos, mapas e quadrinhos favoritos da comunidade neste mês.',
        body: p(
          'Neste mês vocês enviaram mais de quatrocentos trabalhos, de mapas desenhados à mão a um quadrinho de doze páginas.',
          'Obrigado! Continuem compartilhando com a tag #EmberdeepArt.',
        ),
      },
      ru: {
        title: 'Фан-арт месяца: август',
        summary: 'Лучшие рисунки, карты и комиксы сообщества за этот месяц.',
        body: p(
          'В этом месяце вы прислали больше четырёхсот работ — от нарисованных от руки карт до комикса на двенадцать страниц.',
          'Спасибо! Делитесь и дальше с тегом #EmberdeepArt.',
        ),
      },
    },
  },
  {
    id: 7,
    slug: 'new-class-runesmith',
    category: 'update',
    publishedAt: '2026-09-10T09:00:00.000Z',
    palette: [180, 150],
    motif: 'runes',
    text: {
      en: {
        title: 'New class: the Runesmith',
        summary: 'Forge runes mid-fight and shield your party behind glyph walls.',
        body: p(
          'The Runesmith carves runes into the dungeon floor: step on one to trigger its effect.',
          'Glyph walls block projectiles for a few seconds, perfect for reviving a fallen friend.',
        ),
      },
      ko: {
        title: '신규 클래스: 룬대장장이',
        summary: '전투 중 룬을 벼려 내고 문양의 벽으로 파티를 보호하세요.',
        body: p(
          '룬대장장이는 던전 바닥에 룬을 새깁니다. 룬을 밟으면 효과가 발동합니다.',
          '문양의 벽은 몇 초 동안 투사체를 막아 주어 쓰러진 동료를 되살리기에 안성맞춤입니다.',
        ),
      },
      'zh-Hans': {
        title: '新职业：符文匠',
        summary: '在战斗中锻造符文，用符印之墙守护队友。',
        body: p(
          '符文匠会在地下城地面上刻下符文，踩上去即可触发效果。',
          '符印之墙能在数秒内阻挡投射物，非常适合复活倒下的队友。',
        ),
      },
      'zh-Hant': {
        title: '新職業：符文匠',
        summary: '在戰鬥中鍛造符文，用符印之牆守護隊友。',
        body: p(
          '符文匠會在地城地面上刻下符文，踩上去即可觸發效果。',
          '符印之牆能在數秒內阻擋投射物，非常適合復活倒下的隊友。',
        ),
      },
      de: {
        title: 'Neue Klasse: der Runenschmied',
        summary: 'Schmiede mitten im Kampf Runen und schütze deine Gruppe hinter Glyphenwällen.',
        body: p(
          'Der Runenschmied ritzt Runen in den Dungeonboden: Wer darauf tritt, löst ihre Wirkung aus.',
          'Glyphenwälle halten Geschosse einige Sekunden lang auf – ideal, um gefallene Freunde wiederzubeleben.',
        ),
      },
      es: {
        title: 'Nueva clase: el Forjarrunas',
        summary: 'Forja runas en pleno combate y protege a tu grupo tras muros de glifos.',
        body: p(
          'El Forjarrunas graba runas en el suelo de la mazmorra: pisa una para activar su efecto.',
          'Los muros de glifos detienen proyectiles durante unos segundos, ideales para reanimar a un compañero caído.',
        ),
      },
      fr: {
        title: 'Nouvelle classe\u00a0: le Forgerune',
        summary: 'Forgez des runes en plein combat et abritez votre groupe derrière des murs de glyphes.',
        body: p(
          'Le Forgerune grave des runes sur le sol du donjon\u00a0: marchez dessus pour déclencher leur effet.',
          'Les murs de glyphes arrêtent les projectiles quelques secondes, parfait pour relever un allié tombé.',
        ),
      },
      ja: {
        title: '新クラス：ルーンスミス',
        summary: '戦闘中にルーンを鍛え、紋章の壁でパーティーを守りましょう。',
        body: p(
          'ルーンスミスはダンジョンの床にルーンを刻みます。踏むと効果が発動します。',
          '紋章の壁は数秒間飛び道具を防ぎ、倒れた仲間の蘇生に最適です。',
        ),
      },
      pt: {
        title: 'Nova classe: o Forjador de Runas',
        summary: 'Forje runas no meio da luta e proteja o grupo atrás de muralhas de glifos.',
        body: p(
          'O Forjador de Runas grava runas no chão da masmorra: pise em uma para ativar o efeito.',
          'As muralhas de glifos bloqueiam projéteis por alguns segundos, perfeitas para reviver um aliado caído.',
        ),
      },
      ru: {
        title: 'Новый класс: Рунный кузнец',
        summary: 'Куйте руны прямо в бою и укрывайте группу за стенами из глифов.',
        body: p(
          'Рунный кузнец вырезает руны на полу подземелья: наступите на руну, чтобы вызвать её эффект.',
          'Стены из глифов на несколько секунд останавливают снаряды — самое то, чтобы поднять павшего союзника.',
        ),
      },
    },
  },
  {
    id: 8,
    slug: 'twitch-drops-live',
    category: 'event',
    // The window of the /twitch-drops page (site-config): 26 Sep 2025 00:00 UTC until 6 Oct 2025 00:00 UTC.
    publishedAt: '2025-09-25T09:00:00.000Z',
    palette: [265, 285],
    motif: 'arch',
    text: {
      en: {
        title: 'Twitch Drops are live',
        summary:
          'Watch drops-enabled streams from 26 September to 5 October to earn a pet, a weapon skin, an emote and an armour set.',
        body:
          p(
            'The drops run from 26 September 2025, 00:00 UTC, until 6 October 2025, 00:00 UTC, so all of 5 October counts. Link your Twitch account from your account dashboard, then watch any stream in the Emberdeep category with drops enabled.',
          ) +
          ul(
            'Ember Moth pet: watch 30 minutes',
            'Cinderforged weapon skin: watch 2 hours',
            'Lantern-bearer emote: watch 4 hours',
            'Deepwatch armour set: watch 6 hours',
          ) +
          p(
            'Claim each reward in your Twitch drops inventory once it is earned. Start the game: claimed rewards arrive in your in-game mailbox.',
          ),
      },
      ko: {
        title: 'Twitch 드롭 진행 중',
        summary:
          '9월 26일부터 10월 5일까지 드롭이 활성화된 방송을 시청하고 펫, 무기 스킨, 감정 표현, 방어구 세트를 받으세요.',
        body:
          p(
            '드롭 기간은 2025년 9월 26일 00:00(UTC)부터 2025년 10월 6일 00:00(UTC)까지로, 10월 5일 하루 전체가 포함됩니다. 계정 대시보드에서 Twitch 계정을 연동한 뒤 드롭이 활성화된 Emberdeep 카테고리 방송을 시청하세요.',
          ) +
          ul(
            "펫 '잿불 나방': 30분 시청",
            "무기 스킨 '재의 단조': 2시간 시청",
            "감정 표현 '등불 지기': 4시간 시청",
            "방어구 세트 '심연 감시자': 6시간 시청",
          ) +
          p(
            '획득한 보상은 Twitch 드롭 인벤토리에서 수령하세요. 게임을 실행하면 수령한 보상이 게임 내 우편함으로 도착합니다.',
          ),
      },
      'zh-Hans': {
        title: 'Twitch 掉宝活动进行中',
        summary: '9月26日至10月5日观看开启掉宝的直播，即可获得宠物、武器外观、表情和护甲套装。',
        body:
          p(
            '掉宝活动时间为2025年9月26日 00:00（UTC）至2025年10月6日 00:00（UTC），10月5日全天均计入。请在控制面板中关联您的 Twitch 账号，然后观看 Emberdeep 分类下任意开启掉宝的直播。',
          ) +
          ul(
            '宠物“余烬飞蛾”：观看 30 分钟',
            '武器外观“灰烬锻造”：观看 2 小时',
            '表情“提灯人”：观看 4 小时',
            '护甲套装“深渊守望”：观看 6 小时',
          ) +
          p('获得奖励后，请在 Twitch 掉宝库存中领取。启动游戏后，已领取的奖励会发送到您的游戏内邮箱。'),
      },
      'zh-Hant': {
        title: 'Twitch 掉寶活動進行中',
        summary: '9 月 26 日至 10 月 5 日觀看開啟掉寶的實況，即可獲得寵物、武器外觀、表情動作和護甲套裝。',
        body:
          p(
            '掉寶活動時間為 2025 年 9 月 26 日 00:00（UTC）至 2025 年 10 月 6 日 00:00（UTC），10 月 5 日全天皆計入。請在控制台連結您的 Twitch 帳號，然後觀看 Emberdeep 分類中任一開啟掉寶的實況。',
          ) +
          ul(
            '寵物「餘燼飛蛾」：觀看 30 分鐘',
            '武器外觀「灰燼鍛造」：觀看 2 小時',
            '表情動作「提燈人」：觀看 4 小時',
            '護甲套裝「深淵守望」：觀看 6 小時',
          ) +
          p('獲得獎勵後，請在 Twitch 掉寶庫存中領取。啟動遊戲後，已領取的獎勵會送到您的遊戲內信箱。'),
      },
      de: {
        title: 'Twitch Drops sind live',
        summary:
          'Schau vom 26. September bis 5. Oktober Streams mit aktivierten Drops und verdiene einen Begleiter, einen Waffenskin, ein Emote und ein Rüstungsset.',
        body:
          p(
            'Die Drops laufen vom 26. September 2025, 00:00 Uhr UTC, bis zum 6. Oktober 2025, 00:00 Uhr UTC – der ganze 5. Oktober zählt also mit. Verknüpfe dein Twitch-Konto über dein Konto-Dashboard und schau einen beliebigen Stream in der Kategorie Emberdeep mit aktivierten Drops.',
          ) +
          ul(
            'Begleiter Glutmotte: 30 Minuten zuschauen',
            'Waffenskin Aschgeschmiedet: 2 Stunden zuschauen',
            'Emote Laternenträger: 4 Stunden zuschauen',
            'Rüstungsset Tiefenwacht: 6 Stunden zuschauen',
          ) +
          p(
            'Fordere jede verdiente Belohnung in deinem Twitch-Drop-Inventar an. Starte das Spiel: Angeforderte Belohnungen landen in deinem Postfach im Spiel.',
          ),
      },
      es: {
        title: 'Ya están activos los Twitch Drops',
        summary:
          'Del 26 de septiembre al 5 de octubre, mira retransmisiones con drops activados y consigue una mascota, un aspecto de arma, un gesto y un conjunto de armadura.',
        body:
          p(
            'Los drops van del 26 de septiembre de 2025 a las 00:00 UTC al 6 de octubre de 2025 a las 00:00 UTC, así que cuenta todo el 5 de octubre. Vincula tu cuenta de Twitch desde el panel de tu cuenta y mira cualquier retransmisión de la categoría Emberdeep con drops activados.',
          ) +
          ul(
            'Mascota Polilla de brasa: 30 minutos de visualización',
            'Aspecto de arma Forjaceniza: 2 horas de visualización',
            'Gesto Portafarol: 4 horas de visualización',
            'Conjunto de armadura Guardia profunda: 6 horas de visualización',
          ) +
          p(
            'Reclama cada recompensa obtenida en tu inventario de drops de Twitch. Inicia el juego: las recompensas reclamadas llegan a tu buzón del juego.',
          ),
      },
      fr: {
        title: 'Les Twitch Drops sont lancés',
        summary:
          'Du 26 septembre au 5 octobre, regardez des streams avec les drops activés pour gagner un familier, une apparence d’arme, une emote et un ensemble d’armure.',
        body:
          p(
            'Les drops ont lieu du 26 septembre 2025 à 00:00 UTC au 6 octobre 2025 à 00:00 UTC\u00a0: toute la journée du 5 octobre compte. Associez votre compte Twitch depuis votre tableau de bord, puis regardez n’importe quel stream de la catégorie Emberdeep avec les drops activés.',
          ) +
          ul(
            'Familier Phalène de braise\u00a0: 30 minutes de visionnage',
            'Apparence d’arme Forgé-cendre\u00a0: 2 heures de visionnage',
            'Emote Porte-lanterne\u00a0: 4 heures de visionnage',
            'Ensemble d’armure Veille-profonde\u00a0: 6 heures de visionnage',
          ) +
          p(
            'Réclamez chaque récompense obtenue dans votre inventaire de drops Twitch. Lancez le jeu\u00a0: les récompenses réclamées arrivent dans votre boîte aux lettres en jeu.',
          ),
      },
      ja: {
        title: 'Twitchドロップ開催中',
        summary:
          '9月26日から10月5日まで、ドロップが有効な配信を視聴して、ペット、武器スキン、エモート、防具セットを手に入れましょう。',
        body:
          p(
            'ドロップ期間は2025年9月26日 00:00（UTC）から2025年10月6日 00:00（UTC）までで、10月5日は終日対象です。アカウントダッシュボードからTwitchアカウントを連携し、ドロップが有効なEmberdeepカテゴリーの配信を視聴してください。',
          ) +
          ul(
            'ペット「残り火の蛾」：30分視聴',
            '武器スキン「灰鍛え」：2時間視聴',
            'エモート「ランタン持ち」：4時間視聴',
            '防具セット「深淵の見張り」：6時間視聴',
          ) +
          p(
            '獲得した報酬はTwitchのドロップインベントリで受け取ってください。ゲームを起動すると、受け取った報酬がゲーム内メールボックスに届きます。',
          ),
      },
      pt: {
        title: 'Os Twitch Drops começaram',
        summary:
          'De 26 de setembro a 5 de outubro, assista a transmissões com drops ativados e ganhe um mascote, um visual de arma, um emote e um conjunto de armadura.',
        body:
          p(
            'Os drops vão de 26 de setembro de 2025, 00:00 UTC, até 6 de outubro de 2025, 00:00 UTC, então o dia 5 de outubro conta inteiro. Vincule sua conta da Twitch pelo painel da sua conta e assista a qualquer transmissão da categoria Emberdeep com drops ativados.',
          ) +
          ul(
            'Mascote Mariposa de Brasa: assista por 30 minutos',
            'Visual de arma Forjado em Cinzas: assista por 2 horas',
            'Emote Portador da Lanterna: assista por 4 horas',
            'Conjunto de armadura Vigia Profunda: assista por 6 horas',
          ) +
          p(
            'Resgate cada recompensa conquistada no seu inventário de drops da Twitch. Abra o jogo: as recompensas resgatadas chegam à sua caixa de correio no jogo.',
          ),
      },
      ru: {
        title: 'Twitch Drops уже идут',
        summary:
          'С 26 сентября по 5 октября смотрите трансляции с включёнными дропами и получите питомца, облик оружия, эмоцию и комплект брони.',
        body:
          p(
            'Дропы действуют с 26 сентября 2025 года, 00:00 UTC, до 6 октября 2025 года, 00:00 UTC, то есть 5 октября засчитывается целиком. Привяжите аккаунт Twitch в панели управления аккаунтом и смотрите любую трансляцию в категории Emberdeep с включёнными дропами.',
          ) +
          ul(
            'Питомец «Угольная моль»: 30 минут просмотра',
            'Облик оружия «Пепельная ковка»: 2 часа просмотра',
            'Эмоция «Фонарщик»: 4 часа просмотра',
            'Комплект брони «Глубинный дозор»: 6 часов просмотра',
          ) +
          p(
            'Забирайте каждую полученную награду в инвентаре дропов Twitch. Запустите игру: полученные награды придут на внутриигровую почту.',
          ),
      },
    },
  },
  {
    id: 9,
    slug: 'patch-1-2-deeper-floors',
    category: 'patch-notes',
    publishedAt: '2026-10-08T09:00:00.000Z',
    palette: [240, 190],
    motif: 'arch',
    text: {
      en: {
        title: 'Patch 1.2: Deeper floors',
        summary: 'Floors 40 to 50 of the Sunken Keep, plus fixes for co-op revives.',
        body:
          p('Patch 1.2 opens the lowest part of the Sunken Keep.') +
          ul(
            'Floors 40 to 50 with a new boss, the <strong>Drowned King</strong>.',
            'Reviving a friend no longer cancels when you are hit.',
            'Loot now shows its rarity colour on the ground.',
          ) +
          // A pasted video embed, as editors do: the site's sanitizer must drop it (e2e checks it).
          PASTED_EMBED,
      },
      ko: {
        title: '패치 1.2: 더 깊은 층',
        summary: '가라앉은 요새 40~50층 추가와 협동 부활 관련 수정 사항입니다.',
        body:
          p('패치 1.2로 가라앉은 요새의 가장 깊은 곳이 열립니다.') +
          ul(
            '새로운 보스 <strong>익사한 왕</strong>이 등장하는 40~50층.',
            '피격되어도 동료 부활이 취소되지 않습니다.',
            '바닥의 전리품에 희귀도 색상이 표시됩니다.',
          ),
      },
      'zh-Hans': {
        title: '1.2 版补丁：更深的楼层',
        summary: '沉没要塞第 40 至 50 层开放，并修复合作复活问题。',
        body:
          p('1.2 版补丁开放了沉没要塞的最深处。') +
          ul(
            '第 40 至 50 层，新首领<strong>“溺亡之王”</strong>登场。',
            '复活队友时受到攻击不再会被打断。',
            '地上的战利品现在会显示稀有度颜色。',
          ),
      },
      'zh-Hant': {
        title: '1.2 版修補：更深的樓層',
        summary: '沉沒要塞第 40 至 50 層開放，並修正合作復活問題。',
        body:
          p('1.2 版修補開放了沉沒要塞的最深處。') +
          ul(
            '第 40 至 50 層，新首領<strong>「溺亡之王」</strong>登場。',
            '復活隊友時受到攻擊不再會被打斷。',
            '地上的戰利品現在會顯示稀有度顏色。',
          ),
      },
      de: {
        title: 'Patch 1.2: Tiefere Ebenen',
        summary: 'Ebenen 40 bis 50 der Versunkenen Feste und Korrekturen bei Wiederbelebungen im Koop.',
        body:
          p('Patch 1.2 öffnet den tiefsten Teil der Versunkenen Feste.') +
          ul(
            'Ebenen 40 bis 50 mit einem neuen Boss, dem <strong>Ertrunkenen König</strong>.',
            'Wiederbeleben bricht bei Treffern nicht mehr ab.',
            'Beute zeigt am Boden ihre Seltenheitsfarbe.',
          ),
      },
      es: {
        title: 'Parche 1.2: pisos más profundos',
        summary: 'Pisos 40 a 50 de la Fortaleza Hundida y correcciones de reanimación en cooperativo.',
        body:
          p('El parche 1.2 abre la parte más profunda de la Fortaleza Hundida.') +
          ul(
            'Pisos 40 a 50 con un nuevo jefe, el <strong>Rey Ahogado</strong>.',
            'Reanimar a un compañero ya no se cancela al recibir un golpe.',
            'El botín muestra en el suelo el color de su rareza.',
          ),
      },
      fr: {
        title: 'Patch 1.2\u00a0: des étages plus profonds',
        summary: 'Étages 40 à 50 du Donjon englouti et corrections des réanimations en coopération.',
        body:
          p('Le patch 1.2 ouvre la partie la plus profonde du Donjon englouti.') +
          ul(
            'Étages 40 à 50 avec un nouveau boss, le <strong>Roi noyé</strong>.',
            'Relever un allié n’est plus interrompu quand vous êtes touché.',
            'Le butin au sol affiche la couleur de sa rareté.',
          ),
      },
      ja: {
        title: 'パッチ1.2：さらに深い階層へ',
        summary: '沈んだ城塞の40〜50階を追加し、協力プレイの蘇生を修正しました。',
        body:
          p('パッチ1.2で沈んだ城塞の最深部が開放されます。') +
          ul(
            '新ボス<strong>「溺れた王」</strong>が待つ40〜50階。',
            '攻撃を受けても仲間の蘇生が中断されなくなりました。',
            '床に落ちた戦利品にレア度の色が表示されます。',
          ),
      },
      pt: {
        title: 'Patch 1.2: andares mais profundos',
        summary: 'Andares 40 a 50 da Fortaleza Submersa e correções nas revividas em cooperativo.',
        body:
          p('O patch 1.2 abre a parte mais profunda da Fortaleza Submersa.') +
          ul(
            'Andares 40 a 50 com um novo chefe, o <strong>Rei Afogado</strong>.',
            'Reviver um aliado não é mais cancelado ao levar dano.',
            'O saque no chão mostra a cor da raridade.',
          ),
      },
      ru: {
        title: 'Патч 1.2: глубже вниз',
        summary: 'Этажи 40–50 Затонувшей крепости и исправления воскрешения в кооперативе.',
        body:
          p('Патч 1.2 открывает самую глубокую часть Затонувшей крепости.') +
          ul(
            'Этажи 40–50 с новым боссом — <strong>Утонувшим королём</strong>.',
            'Воскрешение союзника больше не прерывается при получении урона.',
            'Добыча на полу подсвечивается цветом редкости.',
          ),
      },
    },
  },
  {
    id: 10,
    slug: 'launcher-2-update',
    category: 'maintenance',
    publishedAt: '2026-10-22T09:00:00.000Z',
    palette: [160, 200],
    motif: 'runes',
    text: {
      en: {
        title: 'Launcher update required',
        summary: 'Launcher 2.0 downloads faster and checks your files; update before you play.',
        body: p(
          'Launcher 2.0 resumes interrupted downloads and verifies every game file.',
          'It updates itself the next time you open it. Older launchers stop working on 29 October.',
        ),
      },
      ko: {
        title: '런처 업데이트 필요',
        summary: '런처 2.0은 더 빠르게 내려받고 파일을 검사합니다. 플레이 전에 업데이트하세요.',
        body: p(
          '런처 2.0은 중단된 다운로드를 이어서 받고 모든 게임 파일을 검증합니다.',
          '다음에 실행할 때 자동으로 업데이트됩니다. 이전 런처는 10월 29일부터 작동하지 않습니다.',
        ),
      },
      'zh-Hans': {
        title: '启动器需要更新',
        summary: '启动器 2.0 下载更快并会检查游戏文件，请在游玩前更新。',
        body: p(
          '启动器 2.0 支持断点续传，并会校验每个游戏文件。',
          '下次打开时它会自动更新。旧版启动器将于10月29日停止工作。',
        ),
      },
      'zh-Hant': {
        title: '啟動器需要更新',
        summary: '啟動器 2.0 下載更快並會檢查遊戲檔案，請在遊玩前更新。',
        body: p(
          '啟動器 2.0 支援續傳中斷的下載，並會驗證每個遊戲檔案。',
          '下次開啟時它會自動更新。舊版啟動器將於 10 月 29 日停止運作。',
        ),
      },
      de: {
        title: 'Launcher-Update erforderlich',
        summary: 'Launcher 2.0 lädt schneller und prüft deine Dateien – aktualisiere vor dem Spielen.',
        body: p(
          'Launcher 2.0 setzt abgebrochene Downloads fort und prüft jede Spieldatei.',
          'Er aktualisiert sich beim nächsten Start selbst. Ältere Launcher funktionieren ab dem 29. Oktober nicht mehr.',
        ),
      },
      es: {
        title: 'Es necesario actualizar el launcher',
        summary: 'El launcher 2.0 descarga más rápido y comprueba tus archivos; actualízalo antes de jugar.',
        body: p(
          'El launcher 2.0 reanuda las descargas interrumpidas y verifica cada archivo del juego.',
          'Se actualiza solo la próxima vez que lo abras. Los launchers antiguos dejarán de funcionar el 29 de octubre.',
        ),
      },
      fr: {
        title: 'Mise à jour du lanceur requise',
        summary: 'Le lanceur 2.0 télécharge plus vite et vérifie vos fichiers\u00a0: mettez-le à jour avant de jouer.',
        body: p(
          'Le lanceur 2.0 reprend les téléchargements interrompus et vérifie chaque fichier du jeu.',
          'Il se met à jour tout seul à la prochaine ouverture. Les anciens lanceurs cesseront de fonctionner le 29 octobre.',
        ),
      },
      ja: {
        title: 'ランチャーの更新が必要です',
        summary: 'ランチャー2.0はダウンロードが速くなり、ファイルを検証します。プレイ前に更新してください。',
        body: p(
          'ランチャー2.0は中断したダウンロードを再開し、すべてのゲームファイルを検証します。',
          '次回起動時に自動で更新されます。旧ランチャーは10月29日に使用できなくなります。',
        ),
      },
      pt: {
        title: 'Atualização do launcher necessária',
        summary: 'O launcher 2.0 baixa mais rápido e verifica seus arquivos; atualize antes de jogar.',
        body: p(
          'O launcher 2.0 retoma downloads interrompidos e verifica cada arquivo do jogo.',
          'Ele se atualiza sozinho na próxima vez que você abri-lo. Launchers antigos param de funcionar em 29 de outubro.',
        ),
      },
      ru: {
        title: 'Требуется обновление лаунчера',
        summary: 'Лаунчер 2.0 загружает быстрее и проверяет файлы — обновитесь перед игрой.',
        body: p(
          'Лаунчер 2.0 докачивает прерванные загрузки и проверяет каждый файл игры.',
          'Он обновится сам при следующем запуске. Старые лаунчеры перестанут работать 29 октября.',
        ),
      },
    },
  },
  {
    id: 11,
    slug: 'guild-rankings-return',
    category: 'community',
    publishedAt: '2026-11-05T09:00:00.000Z',
    palette: [0, 30],
    motif: 'peaks',
    text: {
      en: {
        title: 'Guild rankings return',
        summary: 'Weekly guild rankings are back, with new rewards for the top hundred guilds.',
        body: p(
          'Every Monday the hundred guilds that cleared the most floors earn a banner for their hall.',
          'The top ten also receive a golden lantern frame for every member.',
        ),
      },
      ko: {
        title: '길드 랭킹 부활',
        summary: '주간 길드 랭킹이 돌아왔습니다. 상위 100개 길드에 새로운 보상이 주어집니다.',
        body: p(
          '매주 월요일, 가장 많은 층을 돌파한 100개 길드는 길드 홀에 걸 깃발을 받습니다.',
          '상위 10개 길드의 모든 길드원에게는 황금 등불 테두리도 지급됩니다.',
        ),
      },
      'zh-Hans': {
        title: '公会排行榜回归',
        summary: '每周公会排行榜回来了，排名前一百的公会可获得全新奖励。',
        body: p(
          '每周一，通关楼层最多的一百个公会将获得一面悬挂在公会大厅的旗帜。',
          '前十名公会的每位成员还将获得金色提灯框。',
        ),
      },
      'zh-Hant': {
        title: '公會排行榜回歸',
        summary: '每週公會排行榜回來了，排名前一百的公會可獲得全新獎勵。',
        body: p(
          '每週一，通關樓層最多的一百個公會將獲得一面懸掛在公會大廳的旗幟。',
          '前十名公會的每位成員還將獲得金色燈籠框。',
        ),
      },
      de: {
        title: 'Die Gildenranglisten sind zurück',
        summary:
          'Die wöchentlichen Gildenranglisten kehren zurück – mit neuen Belohnungen für die besten hundert Gilden.',
        body: p(
          'Jeden Montag erhalten die hundert Gilden mit den meisten geschafften Ebenen ein Banner für ihre Halle.',
          'Die besten zehn bekommen außerdem für jedes Mitglied einen goldenen Laternenrahmen.',
        ),
      },
      es: {
        title: 'Vuelven las clasificaciones de hermandades',
        summary: 'Regresan las clasificaciones semanales de hermandades, con nuevas recompensas para las cien mejores.',
        body: p(
          'Cada lunes, las cien hermandades que más pisos hayan superado reciben un estandarte para su sede.',
          'Las diez primeras reciben además un marco de farol dorado para cada miembro.',
        ),
      },
      fr: {
        title: 'Le retour des classements de guilde',
        summary:
          'Les classements hebdomadaires de guilde reviennent, avec de nouvelles récompenses pour les cent meilleures guildes.',
        body: p(
          'Chaque lundi, les cent guildes ayant franchi le plus d’étages gagnent une bannière pour leur hall.',
          'Les dix premières reçoivent aussi un cadre de lanterne doré pour chaque membre.',
        ),
      },
      ja: {
        title: 'ギルドランキング復活',
        summary: '週間ギルドランキングが復活し、上位100ギルドに新しい報酬が用意されました。',
        body: p(
          '毎週月曜日、最も多くのフロアを踏破した100ギルドにギルドホール用の旗を贈ります。',
          '上位10ギルドには、メンバー全員に金のランタンフレームも贈られます。',
        ),
      },
      pt: {
        title: 'O ranking de guildas está de volta',
        summary: 'O ranking semanal de guildas voltou, com novas recompensas para as cem melhores guildas.',
        body: p(
          'Toda segunda-feira, as cem guildas que mais venceram andares ganham um estandarte para o salão.',
          'As dez primeiras também recebem uma moldura de lanterna dourada para cada membro.',
        ),
      },
      ru: {
        title: 'Рейтинг гильдий возвращается',
        summary: 'Еженедельный рейтинг гильдий снова с нами — с новыми наградами для сотни лучших гильдий.',
        body: p(
          'Каждый понедельник сто гильдий, прошедших больше всего этажей, получают знамя для своего зала.',
          'Первая десятка также получает золотую рамку фонаря для каждого участника.',
        ),
      },
    },
  },
  {
    id: 12,
    slug: 'winter-holiday-event-announced',
    category: 'event',
    publishedAt: '2026-11-20T09:00:00.000Z',
    palette: [205, 190],
    motif: 'peaks',
    inline: { key: 'frost-keep-map', palette: [215, 180], motif: 'arch' },
    text: {
      en: {
        title: 'Winter Holiday Event announced',
        summary: 'Frost lanterns, a snowed-in dungeon and daily gifts from 15 December.',
        body:
          p('From 15 December the Frozen Vault opens its gates: a snowed-in dungeon that changes every day.') +
          '<img src="{{image}}" width="640" height="360" alt="A frozen archway glowing with blue lantern light">' +
          p(
            'Log in daily for a gift, and read everything on the <a href="/winter-holiday-event">Winter Holiday Event page</a>.',
          ),
      },
      ko: {
        title: '겨울 축제 이벤트 발표',
        summary: '12월 15일부터 서리 등불, 눈에 갇힌 던전, 매일 선물이 찾아옵니다.',
        body:
          p('12월 15일부터 매일 모습이 바뀌는 눈 덮인 던전, 얼어붙은 금고가 문을 엽니다.') +
          '<img src="{{image}}" width="640" height="360" alt="푸른 등불 빛으로 빛나는 얼어붙은 아치">' +
          p(
            '매일 접속해 선물을 받고, 자세한 내용은 <a href="/winter-holiday-event">겨울 축제 이벤트 페이지</a>에서 확인하세요.',
          ),
      },
      'zh-Hans': {
        title: '冬季节日活动公布',
        summary: '12月15日起：冰霜提灯、冰雪封锁的地下城和每日礼盒。',
        body:
          p('12月15日起，冰封宝库将开启大门：这是一座每天都会变化的冰雪地下城。') +
          '<img src="{{image}}" width="640" height="360" alt="闪耀着蓝色提灯光芒的冰封拱门">' +
          p('每天登录即可领取礼盒，完整内容请见<a href="/winter-holiday-event">冬季节日活动页面</a>。'),
      },
      'zh-Hant': {
        title: '冬季節慶活動公布',
        summary: '12 月 15 日起：冰霜燈籠、冰雪封鎖的地城和每日禮物。',
        body:
          p('12 月 15 日起，冰封寶庫將開啟大門：這是一座每天都會變化的冰雪地城。') +
          '<img src="{{image}}" width="640" height="360" alt="閃耀著藍色燈籠光芒的冰封拱門">' +
          p('每天登入即可領取禮物，完整內容請見<a href="/winter-holiday-event">冬季節慶活動頁面</a>。'),
      },
      de: {
        title: 'Winterfest-Event angekündigt',
        summary: 'Frostlaternen, ein eingeschneiter Dungeon und tägliche Geschenke ab dem 15. Dezember.',
        body:
          p(
            'Ab dem 15. Dezember öffnet das Gefrorene Gewölbe seine Tore: ein eingeschneiter Dungeon, der sich jeden Tag verändert.',
          ) +
          '<img src="{{image}}" width="640" height="360" alt="Ein gefrorener Torbogen im blauen Laternenlicht">' +
          p(
            'Melde dich täglich für ein Geschenk an und lies alles auf der <a href="/winter-holiday-event">Seite zum Winterfest-Event</a>.',
          ),
      },
      es: {
        title: 'Anunciado el evento de las fiestas de invierno',
        summary: 'Faroles de escarcha, una mazmorra nevada y regalos diarios desde el 15 de diciembre.',
        body:
          p('Desde el 15 de diciembre, la Cámara helada abre sus puertas: una mazmorra nevada que cambia cada día.') +
          '<img src="{{image}}" width="640" height="360" alt="Un arco helado que brilla con la luz azul de un farol">' +
          p(
            'Conéctate cada día para recibir un regalo y consulta todo en la <a href="/winter-holiday-event">página del evento de las fiestas de invierno</a>.',
          ),
      },
      fr: {
        title: 'L’événement des fêtes d’hiver est annoncé',
        summary: 'Lanternes de givre, donjon enneigé et cadeaux quotidiens à partir du 15 décembre.',
        body:
          p(
            'À partir du 15 décembre, la Chambre gelée ouvre ses portes\u00a0: un donjon enneigé qui change chaque jour.',
          ) +
          '<img src="{{image}}" width="640" height="360" alt="Une arche gelée éclairée par la lueur bleue d’une lanterne">' +
          p(
            'Connectez-vous chaque jour pour recevoir un cadeau, et retrouvez tout sur la <a href="/winter-holiday-event">page de l’événement des fêtes d’hiver</a>.',
          ),
      },
      ja: {
        title: '冬のホリデーイベント開催決定',
        summary: '12月15日から、霜のランタン、雪に閉ざされたダンジョン、毎日のプレゼントが登場します。',
        body:
          p('12月15日、毎日姿を変える雪に閉ざされたダンジョン「凍てつく宝物庫」がその門を開きます。') +
          '<img src="{{image}}" width="640" height="360" alt="青いランタンの光に照らされた凍ったアーチ">' +
          p(
            '毎日ログインしてプレゼントを受け取りましょう。詳しくは<a href="/winter-holiday-event">冬のホリデーイベントのページ</a>をご覧ください。',
          ),
      },
      pt: {
        title: 'Evento de Festas de Inverno anunciado',
        summary: 'Lanternas de gelo, uma masmorra coberta de neve e presentes diários a partir de 15 de dezembro.',
        body:
          p(
            'A partir de 15 de dezembro, a Câmara Congelada abre seus portões: uma masmorra nevada que muda todos os dias.',
          ) +
          '<img src="{{image}}" width="640" height="360" alt="Um arco congelado brilhando com a luz azul de uma lanterna">' +
          p(
            'Entre todos os dias para ganhar um presente e veja tudo na <a href="/winter-holiday-event">página do Evento de Festas de Inverno</a>.',
          ),
      },
      ru: {
        title: 'Анонс зимнего праздничного события',
        summary: 'Морозные фонари, заснеженное подземелье и ежедневные подарки с 15 декабря.',
        body:
          p('С 15 декабря Ледяной склеп открывает ворота: заснеженное подземелье, которое меняется каждый день.') +
          '<img src="{{image}}" width="640" height="360" alt="Ледяная арка в голубом свете фонаря">' +
          p(
            'Заходите каждый день за подарком и читайте подробности на <a href="/winter-holiday-event">странице зимнего праздничного события</a>.',
          ),
      },
    },
  },
];

/** Writes the demo articles and their images; an upsert, so a restart picks up edited text. */
export function seedNews(db: Db): void {
  const putImage = db.prepare(
    'INSERT INTO news_images (name, svg, width, height) VALUES (?, ?, ?, ?) ON CONFLICT(name) DO NOTHING',
  );
  const putArticle = db.prepare(
    `INSERT INTO news_articles (id, slug, category, image_name, published_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, category = excluded.category,
       image_name = excluded.image_name, published_at = excluded.published_at`,
  );
  const putTranslation = db.prepare(
    `INSERT INTO news_translations (article_id, lang, title, summary, body_html) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(article_id, lang) DO UPDATE SET title = excluded.title, summary = excluded.summary,
       body_html = excluded.body_html`,
  );
  const storeImage = (key: string, palette: [number, number], motif: Motif, seedNumber: number) => {
    const svg = newsImageSvg(palette, motif, seedNumber);
    const name = newsImageName(key, svg);
    putImage.run(name, svg, NEWS_IMAGE_WIDTH, NEWS_IMAGE_HEIGHT);
    return name;
  };
  db.transaction(() => {
    for (const article of NEWS_SEED) {
      const imageName = storeImage(article.slug, article.palette, article.motif, article.id);
      const inlineName = article.inline
        ? storeImage(article.inline.key, article.inline.palette, article.inline.motif, article.id + 100)
        : null;
      putArticle.run(article.id, article.slug, article.category, imageName, article.publishedAt);
      for (const [lang, text] of Object.entries(article.text)) {
        const body = inlineName ? text.body.replaceAll('{{image}}', `${NEWS_IMAGE_PATH}${inlineName}`) : text.body;
        putTranslation.run(article.id, lang, text.title, text.summary, body);
      }
    }
  })();
}
