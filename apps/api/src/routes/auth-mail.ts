import type { MailTemplates } from '../http/mailer';

/** The auth flows' messages, per language (plain text; see http/mailer.ts). */

export const codeMail: MailTemplates = {
  en: {
    subject: (game) => `Your ${game} verification code`,
    text: (code) => `Your verification code is ${code}. It is valid for 10 minutes.`,
  },
  ko: { subject: (game) => `${game} 인증 코드`, text: (code) => `인증 코드는 ${code}입니다. 10분 동안 유효합니다.` },
  'zh-Hans': { subject: (game) => `您的 ${game} 验证码`, text: (code) => `您的验证码是 ${code}，10 分钟内有效。` },
  'zh-Hant': { subject: (game) => `您的 ${game} 驗證碼`, text: (code) => `您的驗證碼是 ${code}，10 分鐘內有效。` },
  de: {
    subject: (game) => `Dein ${game}-Bestätigungscode`,
    text: (code) => `Dein Bestätigungscode lautet ${code}. Er ist 10 Minuten gültig.`,
  },
  es: {
    subject: (game) => `Tu código de verificación de ${game}`,
    text: (code) => `Tu código de verificación es ${code}. Es válido durante 10 minutos.`,
  },
  fr: {
    subject: (game) => `Votre code de vérification ${game}`,
    text: (code) => `Votre code de vérification est ${code}. Il est valable 10 minutes.`,
  },
  ja: { subject: (game) => `${game} 認証コード`, text: (code) => `認証コードは ${code} です。有効期間は10分です。` },
  pt: {
    subject: (game) => `Seu código de verificação ${game}`,
    text: (code) => `Seu código de verificação é ${code}. Ele é válido por 10 minutos.`,
  },
  ru: {
    subject: (game) => `Код подтверждения ${game}`,
    text: (code) => `Ваш код подтверждения: ${code}. Он действует 10 минут.`,
  },
};

export const resetMail: MailTemplates = {
  en: {
    subject: (game) => `Reset your ${game} password`,
    text: (link) =>
      `Open this link within 30 minutes to choose a new password:\n${link}\nIf you did not ask for it, ignore this message.`,
  },
  ko: {
    subject: (game) => `${game} 비밀번호 재설정`,
    text: (link) =>
      `30분 안에 아래 링크를 열어 새 비밀번호를 설정하세요.\n${link}\n요청하지 않았다면 이 메일을 무시하세요.`,
  },
  'zh-Hans': {
    subject: (game) => `重置您的 ${game} 密码`,
    text: (link) => `请在 30 分钟内打开此链接设置新密码：\n${link}\n如果不是您本人操作，请忽略此邮件。`,
  },
  'zh-Hant': {
    subject: (game) => `重設您的 ${game} 密碼`,
    text: (link) => `請在 30 分鐘內開啟此連結設定新密碼：\n${link}\n如果不是您本人操作，請忽略此郵件。`,
  },
  de: {
    subject: (game) => `${game}-Passwort zurücksetzen`,
    text: (link) =>
      `Öffne diesen Link innerhalb von 30 Minuten, um ein neues Passwort festzulegen:\n${link}\nWenn du das nicht angefordert hast, ignoriere diese Nachricht.`,
  },
  es: {
    subject: (game) => `Restablece tu contraseña de ${game}`,
    text: (link) =>
      `Abre este enlace en los próximos 30 minutos para elegir una contraseña nueva:\n${link}\nSi no lo has solicitado, ignora este mensaje.`,
  },
  fr: {
    subject: (game) => `Réinitialisez votre mot de passe ${game}`,
    text: (link) =>
      `Ouvrez ce lien dans les 30 minutes pour choisir un nouveau mot de passe\u00a0:\n${link}\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.`,
  },
  ja: {
    subject: (game) => `${game} パスワードの再設定`,
    text: (link) =>
      `30分以内に次のリンクを開き、新しいパスワードを設定してください。\n${link}\n心当たりがない場合は、このメールを無視してください。`,
  },
  pt: {
    subject: (game) => `Redefina sua senha de ${game}`,
    text: (link) =>
      `Abra este link em até 30 minutos para escolher uma nova senha:\n${link}\nSe você não fez este pedido, ignore esta mensagem.`,
  },
  ru: {
    subject: (game) => `Сброс пароля ${game}`,
    text: (link) =>
      `Откройте эту ссылку в течение 30 минут, чтобы задать новый пароль:\n${link}\nЕсли вы не запрашивали сброс, просто проигнорируйте это письмо.`,
  },
};

/**
 * Sent when the password of an account changed, by the signed-in change or a reset link (ASVS
 * 2.2.3, 2.5.5): whoever did not make the change hears of it, with the way to take the account back.
 * The value is the password-reset page's link.
 */
export const passwordChangedMail: MailTemplates = {
  en: {
    subject: (game) => `Your ${game} password was changed`,
    text: (link, game) =>
      `The password of your ${game} account was just changed, and your other devices were logged out.\nIf this was not you, choose a new password at once:\n${link}`,
  },
  ko: {
    subject: (game) => `${game} 비밀번호가 변경되었습니다`,
    text: (link, game) =>
      `${game} 계정의 비밀번호가 변경되었고 다른 기기에서는 로그아웃되었습니다.\n본인이 변경하지 않았다면 지금 바로 새 비밀번호를 설정하세요.\n${link}`,
  },
  'zh-Hans': {
    subject: (game) => `您的 ${game} 密码已更改`,
    text: (link, game) =>
      `您的 ${game} 账号密码刚刚已更改，其他设备均已退出登录。\n如果不是您本人操作，请立即设置新密码：\n${link}`,
  },
  'zh-Hant': {
    subject: (game) => `您的 ${game} 密碼已變更`,
    text: (link, game) =>
      `您的 ${game} 帳號密碼剛剛已變更，其他裝置均已登出。\n如果不是您本人操作，請立即設定新密碼：\n${link}`,
  },
  de: {
    subject: (game) => `Dein ${game}-Passwort wurde geändert`,
    text: (link, game) =>
      `Das Passwort deines ${game}-Kontos wurde soeben geändert, und deine anderen Geräte wurden abgemeldet.\nWarst du das nicht, lege sofort ein neues Passwort fest:\n${link}`,
  },
  es: {
    subject: (game) => `Se ha cambiado tu contraseña de ${game}`,
    text: (link, game) =>
      `La contraseña de tu cuenta de ${game} se acaba de cambiar y se ha cerrado la sesión en tus otros dispositivos.\nSi no has sido tú, elige una contraseña nueva de inmediato:\n${link}`,
  },
  fr: {
    subject: (game) => `Votre mot de passe ${game} a été modifié`,
    text: (link, game) =>
      `Le mot de passe de votre compte ${game} vient d’être modifié, et vos autres appareils ont été déconnectés.\nSi ce n’était pas vous, choisissez immédiatement un nouveau mot de passe\u00a0:\n${link}`,
  },
  ja: {
    subject: (game) => `${game} のパスワードが変更されました`,
    text: (link, game) =>
      `${game} アカウントのパスワードが変更され、ほかのデバイスはログアウトされました。\n心当たりがない場合は、すぐに新しいパスワードを設定してください。\n${link}`,
  },
  pt: {
    subject: (game) => `Sua senha de ${game} foi alterada`,
    text: (link, game) =>
      `A senha da sua conta ${game} acabou de ser alterada, e seus outros dispositivos foram desconectados.\nSe não foi você, escolha uma nova senha imediatamente:\n${link}`,
  },
  ru: {
    subject: (game) => `Пароль ${game} изменён`,
    text: (link, game) =>
      `Пароль вашего аккаунта ${game} только что был изменён, а на других ваших устройствах выполнен выход.\nЕсли это были не вы, сразу задайте новый пароль:\n${link}`,
  },
};
