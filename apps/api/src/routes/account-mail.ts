// The mails of account closure, in each of the ten languages (`InEveryLanguage`: a language left
// out is a type error); `mail-texts.spec.ts` checks each carries its date in its own words.
import type { MailTemplates } from '../http/mailer';

export const withdrawalRequestedMail: MailTemplates = {
  en: {
    subject: (game) => `Your ${game} account will be closed`,
    text: (date, game) =>
      `You asked to close your ${game} account. It will be closed on ${date}, together with your games, expansions, gifts and Red Stones.\nUntil then you can cancel it on your dashboard with the link "Review or cancel the closure".\nIf you did not ask for this, log in, cancel, and change your password.`,
  },
  ko: {
    subject: (game) => `${game} 계정이 탈퇴 처리될 예정입니다`,
    text: (date, game) =>
      `${game} 계정 탈퇴를 요청하셨습니다. 계정은 ${date}에 게임, 확장팩, 선물, 레드 스톤과 함께 삭제됩니다.\n그 전까지 대시보드의 "탈퇴 확인 또는 취소" 링크에서 취소할 수 있습니다.\n본인이 요청하지 않았다면 로그인하여 취소하고 비밀번호를 변경하세요.`,
  },
  'zh-Hans': {
    subject: (game) => `您的 ${game} 账号将被注销`,
    text: (date, game) =>
      `您申请了注销 ${game} 账号。账号将于 ${date} 注销，您的游戏、扩展内容、礼品和红石也将一并删除。\n在此之前，您可以在控制面板中点击“查看或取消注销”取消申请。\n如果不是您本人操作，请登录后取消申请并修改密码。`,
  },
  'zh-Hant': {
    subject: (game) => `您的 ${game} 帳號將被註銷`,
    text: (date, game) =>
      `您申請了註銷 ${game} 帳號。帳號將於 ${date} 註銷，您的遊戲、擴充內容、禮物和紅石也將一併刪除。\n在此之前，您可以在控制台中點選「查看或取消註銷」取消申請。\n如果不是您本人操作，請登入後取消申請並變更密碼。`,
  },
  de: {
    subject: (game) => `Dein ${game}-Konto wird geschlossen`,
    text: (date, game) =>
      `Du hast die Schließung deines ${game}-Kontos beantragt. Es wird am ${date} geschlossen, zusammen mit deinen Spielen, Erweiterungen, Geschenken und Roten Steinen.\nBis dahin kannst du den Antrag in deinem Dashboard zurückziehen: Wähle dort „Schließung ansehen oder abbrechen“.\nWenn du das nicht beantragt hast, melde dich an, brich ab und ändere dein Passwort.`,
  },
  es: {
    subject: (game) => `Tu cuenta de ${game} se cerrará`,
    text: (date, game) =>
      `Has solicitado cerrar tu cuenta de ${game}. Se cerrará el ${date}, junto con tus juegos, expansiones, regalos y Piedras Rojas.\nHasta entonces puedes cancelarlo desde tu panel, con el enlace «Revisar o cancelar el cierre».\nSi no lo has solicitado, inicia sesión, cancélalo y cambia tu contraseña.`,
  },
  fr: {
    subject: (game) => `Votre compte ${game} va être fermé`,
    text: (date, game) =>
      `Vous avez demandé la fermeture de votre compte ${game}. Il sera fermé le ${date}, avec vos jeux, extensions, cadeaux et Pierres rouges.\nJusque-là, vous pouvez annuler depuis votre tableau de bord, avec le lien «\u00a0Voir ou annuler la fermeture\u00a0».\nSi vous n’êtes pas à l’origine de cette demande, connectez-vous, annulez-la et changez votre mot de passe.`,
  },
  ja: {
    subject: (game) => `${game} アカウントの退会手続きを受け付けました`,
    text: (date, game) =>
      `${game} アカウントの退会が申請されました。アカウントは${date}に、ゲーム、拡張コンテンツ、ギフト、レッドストーンとともに削除されます。\nそれまではダッシュボードの「退会の確認・取り消し」から取り消せます。\n心当たりがない場合は、ログインして取り消し、パスワードを変更してください。`,
  },
  pt: {
    subject: (game) => `Sua conta ${game} será encerrada`,
    text: (date, game) =>
      `Você pediu para encerrar sua conta ${game}. Ela será encerrada em ${date}, junto com seus jogos, expansões, presentes e Pedras Vermelhas.\nAté lá, você pode cancelar no seu painel, pelo link "Ver ou cancelar o encerramento".\nSe não foi você, entre, cancele o pedido e altere sua senha.`,
  },
  ru: {
    subject: (game) => `Ваш аккаунт ${game} будет закрыт`,
    text: (date, game) =>
      `Вы запросили закрытие аккаунта ${game}. Он будет закрыт ${date} вместе с вашими играми, дополнениями, подарками и красными камнями.\nДо этого срока запрос можно отменить на панели управления по ссылке «Посмотреть или отменить закрытие».\nЕсли это были не вы, войдите, отмените запрос и смените пароль.`,
  },
};

export const withdrawalCancelledMail: MailTemplates = {
  en: {
    subject: (game) => `Your ${game} account stays open`,
    text: (_none, game) => `The closure of your ${game} account was cancelled. Everything stays as it was.`,
  },
  ko: {
    subject: (game) => `${game} 계정 탈퇴가 취소되었습니다`,
    text: (_none, game) => `${game} 계정 탈퇴 요청이 취소되었습니다. 모든 것이 그대로 유지됩니다.`,
  },
  'zh-Hans': {
    subject: (game) => `您的 ${game} 账号将继续保留`,
    text: (_none, game) => `您的 ${game} 账号注销申请已取消，一切保持不变。`,
  },
  'zh-Hant': {
    subject: (game) => `您的 ${game} 帳號將繼續保留`,
    text: (_none, game) => `您的 ${game} 帳號註銷申請已取消，一切保持不變。`,
  },
  de: {
    subject: (game) => `Dein ${game}-Konto bleibt bestehen`,
    text: (_none, game) => `Die Schließung deines ${game}-Kontos wurde abgebrochen. Alles bleibt, wie es war.`,
  },
  es: {
    subject: (game) => `Tu cuenta de ${game} sigue abierta`,
    text: (_none, game) => `Se ha cancelado el cierre de tu cuenta de ${game}. Todo sigue como estaba.`,
  },
  fr: {
    subject: (game) => `Votre compte ${game} reste ouvert`,
    text: (_none, game) => `La fermeture de votre compte ${game} a été annulée. Tout reste comme avant.`,
  },
  ja: {
    subject: (game) => `${game} アカウントの退会を取り消しました`,
    text: (_none, game) => `${game} アカウントの退会申請は取り消されました。すべてそのまま残ります。`,
  },
  pt: {
    subject: (game) => `Sua conta ${game} continua aberta`,
    text: (_none, game) => `O encerramento da sua conta ${game} foi cancelado. Tudo continua como estava.`,
  },
  ru: {
    subject: (game) => `Ваш аккаунт ${game} остаётся открытым`,
    text: (_none, game) => `Закрытие вашего аккаунта ${game} отменено. Всё остаётся как было.`,
  },
};

/** The closure date as the mail's reader expects it, in UTC (mail has no time zone of its own). */
export function mailDate(iso: string, locale: string): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} (UTC)`;
}

/** The closure done (`finalizeDueWithdrawals`), sent to the address before it is erased. */
export const accountClosedMail: MailTemplates = {
  en: {
    subject: (game) => `Your ${game} account has been closed`,
    text: (date, game) =>
      `As you asked, your ${game} account was closed on ${date}. Your games, expansions, gifts and Red Stones are gone, and so are your support tickets and their attachments. Purchase records are kept only as long as the law requires.\nYou can create a new account with this email address at any time. Thank you for playing.`,
  },
  ko: {
    subject: (game) => `${game} 계정 탈퇴가 완료되었습니다`,
    text: (date, game) =>
      `요청하신 대로 ${game} 계정이 ${date}에 탈퇴 처리되었습니다. 게임, 확장팩, 선물, 레드 스톤과 함께 문의 내역과 첨부 파일도 삭제되었습니다. 구매 기록은 법이 정한 기간 동안만 보관됩니다.\n이 이메일 주소로 언제든지 새 계정을 만들 수 있습니다. 그동안 플레이해 주셔서 감사합니다.`,
  },
  'zh-Hans': {
    subject: (game) => `您的 ${game} 账号已注销`,
    text: (date, game) =>
      `按照您的申请，您的 ${game} 账号已于 ${date} 注销。您的游戏、扩展内容、礼品和红石已被删除，您的工单及其附件也已删除。购买记录仅在法律要求的期限内保留。\n您可以随时使用此邮箱地址注册新账号。感谢您的游玩。`,
  },
  'zh-Hant': {
    subject: (game) => `您的 ${game} 帳號已註銷`,
    text: (date, game) =>
      `依照您的申請，您的 ${game} 帳號已於 ${date} 註銷。您的遊戲、擴充內容、禮物和紅石已被刪除，您的客服單及其附件也已刪除。購買紀錄僅在法律要求的期限內保留。\n您可以隨時使用此電子郵件地址註冊新帳號。感謝您的遊玩。`,
  },
  de: {
    subject: (game) => `Dein ${game}-Konto wurde geschlossen`,
    text: (date, game) =>
      `Wie beantragt, wurde dein ${game}-Konto am ${date} geschlossen. Deine Spiele, Erweiterungen, Geschenke und Roten Steine sind gelöscht, ebenso deine Tickets und ihre Anhänge. Kaufbelege werden nur so lange aufbewahrt, wie es das Gesetz verlangt.\nMit dieser E-Mail-Adresse kannst du jederzeit ein neues Konto anlegen. Danke fürs Spielen.`,
  },
  es: {
    subject: (game) => `Tu cuenta de ${game} se ha cerrado`,
    text: (date, game) =>
      `Como solicitaste, tu cuenta de ${game} se cerró el ${date}. Tus juegos, expansiones, regalos y Piedras Rojas se han eliminado, y también tus solicitudes de soporte y sus archivos adjuntos. Los registros de compra solo se conservan el tiempo que exige la ley.\nPuedes crear una cuenta nueva con este correo electrónico cuando quieras. Gracias por jugar.`,
  },
  fr: {
    subject: (game) => `Votre compte ${game} a été fermé`,
    text: (date, game) =>
      `Comme vous l’avez demandé, votre compte ${game} a été fermé le ${date}. Vos jeux, extensions, cadeaux et Pierres rouges ont été supprimés, ainsi que vos demandes d’assistance et leurs pièces jointes. Les justificatifs d’achat ne sont conservés que le temps exigé par la loi.\nVous pouvez créer un nouveau compte avec cette adresse e-mail à tout moment. Merci d’avoir joué.`,
  },
  ja: {
    subject: (game) => `${game} アカウントの退会が完了しました`,
    text: (date, game) =>
      `ご申請のとおり、${game} アカウントは${date}に退会処理されました。ゲーム、拡張コンテンツ、ギフト、レッドストーンに加え、お問い合わせとその添付ファイルも削除されました。購入記録は法律で定められた期間のみ保管されます。\nこのメールアドレスでいつでも新しいアカウントを作成できます。ご利用ありがとうございました。`,
  },
  pt: {
    subject: (game) => `Sua conta ${game} foi encerrada`,
    text: (date, game) =>
      `Conforme o seu pedido, sua conta ${game} foi encerrada em ${date}. Seus jogos, expansões, presentes e Pedras Vermelhas foram removidos, assim como seus chamados e os anexos deles. Os registros de compra são mantidos apenas pelo tempo que a lei exigir.\nVocê pode criar uma nova conta com este endereço de e-mail a qualquer momento. Obrigado por jogar.`,
  },
  ru: {
    subject: (game) => `Ваш аккаунт ${game} закрыт`,
    text: (date, game) =>
      `По вашему запросу аккаунт ${game} закрыт ${date}. Ваши игры, дополнения, подарки и красные камни удалены, как и ваши обращения в поддержку и их вложения. Записи о покупках хранятся только столько, сколько требует закон.\nС этим адресом электронной почты можно в любой момент создать новый аккаунт. Спасибо, что играли.`,
  },
};
