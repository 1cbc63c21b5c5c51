import type { FaqCategory, SupportLanguage, SupportPlatform } from '@dungeon/contract';
import type { Db } from './database';
import { DEMO_USERS } from './seed-users';

interface FaqText {
  title: string;
  /** Studio-written HTML: paragraphs, lists and same-site links. */
  body: string;
}

interface FaqSeed {
  id: number;
  slug: string;
  category: FaqCategory;
  updatedAt: string;
  text: Record<SupportLanguage, FaqText>;
}

/** The help articles of the support search, in all ten languages (SPEC §1). */
export const FAQ_SEED: FaqSeed[] = [
  {
    id: 1,
    slug: 'forgot-password',
    category: 'account',
    updatedAt: '2026-09-14T10:00:00.000Z',
    text: {
      en: {
        title: `I forgot my password`,
        body: `<p>You can set a new password yourself in a few minutes.</p><ol><li>Open <a href="/user/password_reset">Password reset</a> and enter the email address of your account.</li><li>Open the link in the email we send you. It is valid for 30 minutes.</li><li>Choose a new password of at least 8 characters with letters, numbers and special characters.</li></ol><p>No email after ten minutes? Check your spam folder, then ask again.</p>`,
      },
      ko: {
        title: `비밀번호를 잊어버렸어요`,
        body: `<p>몇 분이면 직접 새 비밀번호를 설정할 수 있습니다.</p><ol><li><a href="/user/password_reset">비밀번호 재설정</a>을 열고 계정의 이메일 주소를 입력하세요.</li><li>보내 드린 이메일의 링크를 여세요. 링크는 30분 동안 유효합니다.</li><li>문자, 숫자, 특수 문자를 포함해 8자 이상의 새 비밀번호를 정하세요.</li></ol><p>10분이 지나도 이메일이 오지 않으면 스팸함을 확인한 뒤 다시 요청하세요.</p>`,
      },
      'zh-Hans': {
        title: `我忘记了密码`,
        body: `<p>您可以在几分钟内自行设置新密码。</p><ol><li>打开<a href="/user/password_reset">重置密码</a>，输入账号的电子邮箱地址。</li><li>打开我们发送给您的邮件中的链接，链接 30 分钟内有效。</li><li>设置至少 8 个字符、包含字母、数字和特殊字符的新密码。</li></ol><p>十分钟后仍未收到邮件？请检查垃圾邮件文件夹，然后重新申请。</p>`,
      },
      'zh-Hant': {
        title: `我忘記了密碼`,
        body: `<p>您可以在幾分鐘內自行設定新密碼。</p><ol><li>開啟<a href="/user/password_reset">重設密碼</a>，輸入帳號的電子郵件地址。</li><li>開啟我們寄給您的郵件中的連結，連結 30 分鐘內有效。</li><li>設定至少 8 個字元、包含字母、數字和特殊字元的新密碼。</li></ol><p>十分鐘後仍未收到郵件？請檢查垃圾郵件資料夾，然後重新申請。</p>`,
      },
      de: {
        title: `Ich habe mein Passwort vergessen`,
        body: `<p>Du kannst in wenigen Minuten selbst ein neues Passwort festlegen.</p><ol><li>Öffne <a href="/user/password_reset">Passwort zurücksetzen</a> und gib die E-Mail-Adresse deines Kontos ein.</li><li>Öffne den Link in der E-Mail, die wir dir senden. Er ist 30 Minuten gültig.</li><li>Wähle ein neues Passwort mit mindestens 8 Zeichen aus Buchstaben, Zahlen und Sonderzeichen.</li></ol><p>Nach zehn Minuten keine E-Mail? Sieh im Spam-Ordner nach und fordere dann erneut an.</p>`,
      },
      es: {
        title: `He olvidado mi contraseña`,
        body: `<p>Puedes crear una contraseña nueva tú mismo en unos minutos.</p><ol><li>Abre <a href="/user/password_reset">Restablecer contraseña</a> e introduce el correo electrónico de tu cuenta.</li><li>Abre el enlace del correo que te enviamos. Es válido durante 30 minutos.</li><li>Elige una contraseña nueva de al menos 8 caracteres con letras, números y caracteres especiales.</li></ol><p>¿No llega el correo en diez minutos? Revisa la carpeta de spam y vuelve a solicitarlo.</p>`,
      },
      fr: {
        title: `J’ai oublié mon mot de passe`,
        body: `<p>Vous pouvez définir vous-même un nouveau mot de passe en quelques minutes.</p><ol><li>Ouvrez <a href="/user/password_reset">Réinitialiser le mot de passe</a> et saisissez l’adresse e-mail de votre compte.</li><li>Ouvrez le lien de l’e-mail que nous vous envoyons. Il est valable 30 minutes.</li><li>Choisissez un nouveau mot de passe d’au moins 8 caractères avec des lettres, des chiffres et des caractères spéciaux.</li></ol><p>Pas d’e-mail après dix minutes&nbsp;? Vérifiez vos courriers indésirables, puis refaites la demande.</p>`,
      },
      ja: {
        title: `パスワードを忘れました`,
        body: `<p>数分で新しいパスワードをご自身で設定できます。</p><ol><li><a href="/user/password_reset">パスワードの再設定</a>を開き、アカウントのメールアドレスを入力してください。</li><li>お送りするメールのリンクを開いてください。リンクの有効期限は30分です。</li><li>英字・数字・記号を含む8文字以上の新しいパスワードを設定してください。</li></ol><p>10分たってもメールが届かない場合は、迷惑メールフォルダーを確認してから再度お申し込みください。</p>`,
      },
      pt: {
        title: `Esqueci minha senha`,
        body: `<p>Você mesmo pode definir uma nova senha em poucos minutos.</p><ol><li>Abra <a href="/user/password_reset">Redefinir senha</a> e informe o e-mail da sua conta.</li><li>Abra o link do e-mail que enviamos. Ele vale por 30 minutos.</li><li>Escolha uma nova senha com pelo menos 8 caracteres, com letras, números e caracteres especiais.</li></ol><p>Nenhum e-mail depois de dez minutos? Verifique a pasta de spam e peça novamente.</p>`,
      },
      ru: {
        title: `Я забыл пароль`,
        body: `<p>Новый пароль можно задать самостоятельно за несколько минут.</p><ol><li>Откройте <a href="/user/password_reset">Сброс пароля</a> и введите адрес электронной почты вашего аккаунта.</li><li>Перейдите по ссылке из письма, которое мы отправим. Она действует 30 минут.</li><li>Придумайте новый пароль не короче 8 символов из букв, цифр и специальных символов.</li></ol><p>Письма нет через десять минут? Проверьте папку «Спам» и запросите ссылку снова.</p>`,
      },
    },
  },
  {
    id: 2,
    slug: 'change-email',
    category: 'account',
    updatedAt: '2026-08-02T10:00:00.000Z',
    text: {
      en: {
        title: `How do I change the email address of my account?`,
        body: `<p>Your <a href="/user/dashboard">dashboard</a> shows your email address in its Profile section, but you cannot change it on the site yet.</p><p>To have it changed, choose <a href="/support/contact">Submit a ticket</a> in the Support menu, pick the request type Account and tell us the new address. For your safety, we also tell your old address about the change.</p>`,
      },
      ko: {
        title: `계정의 이메일 주소는 어떻게 바꾸나요?`,
        body: `<p><a href="/user/dashboard">대시보드</a>의 프로필에서 이메일 주소를 확인할 수 있지만, 아직 사이트에서 직접 변경할 수는 없습니다.</p><p>변경하려면 고객 지원 메뉴의 <a href="/support/contact">문의 접수</a>에서 요청 유형을 계정으로 선택하고 새 주소를 알려 주세요. 안전을 위해 이전 주소에도 변경 사실을 알려 드립니다.</p>`,
      },
      'zh-Hans': {
        title: `如何更改账号的电子邮箱地址？`,
        body: `<p><a href="/user/dashboard">控制面板</a>的“个人资料”中显示了您的电子邮箱地址，但目前还无法在网站上更改。</p><p>如需更改，请在“客服支持”菜单中选择<a href="/support/contact">提交工单</a>，选择请求类型“账号”，并告诉我们新地址。为了您的安全，我们也会通知旧邮箱此次更改。</p>`,
      },
      'zh-Hant': {
        title: `如何變更帳號的電子郵件地址？`,
        body: `<p><a href="/user/dashboard">控制台</a>的「個人資料」中會顯示您的電子郵件地址，但目前還無法在網站上變更。</p><p>如需變更，請在「客服支援」選單中選擇<a href="/support/contact">提交客服單</a>，選擇請求類型「帳號」，並告訴我們新地址。為了您的安全，我們也會通知舊地址此次變更。</p>`,
      },
      de: {
        title: `Wie ändere ich die E-Mail-Adresse meines Kontos?`,
        body: `<p>Dein <a href="/user/dashboard">Dashboard</a> zeigt deine E-Mail-Adresse im Bereich Profil, auf der Website kannst du sie aber noch nicht ändern.</p><p>Um sie ändern zu lassen, wähle im Menü Support <a href="/support/contact">Ticket erstellen</a>, nimm die Anfrageart Konto und nenne uns die neue Adresse. Zu deiner Sicherheit informieren wir auch die alte Adresse über die Änderung.</p>`,
      },
      es: {
        title: `¿Cómo cambio el correo electrónico de mi cuenta?`,
        body: `<p>Tu <a href="/user/dashboard">panel</a> muestra tu correo electrónico en el apartado Perfil, pero todavía no se puede cambiar en el sitio.</p><p>Para que lo cambiemos, elige <a href="/support/contact">Enviar una solicitud</a> en el menú Soporte, selecciona el tipo Cuenta e indícanos la dirección nueva. Por seguridad, también avisamos del cambio a tu dirección anterior.</p>`,
      },
      fr: {
        title: `Comment changer l’adresse e-mail de mon compte\u00a0?`,
        body: `<p>Votre <a href="/user/dashboard">tableau de bord</a> affiche votre adresse e-mail dans la rubrique Profil, mais elle ne peut pas encore être modifiée sur le site.</p><p>Pour la faire changer, choisissez <a href="/support/contact">Envoyer une demande</a> dans le menu Assistance, sélectionnez le type de demande Compte et indiquez-nous la nouvelle adresse. Par sécurité, nous prévenons aussi votre ancienne adresse du changement.</p>`,
      },
      ja: {
        title: `アカウントのメールアドレスを変更するには？`,
        body: `<p><a href="/user/dashboard">ダッシュボード</a>の「プロフィール」にメールアドレスが表示されますが、現在サイト上では変更できません。</p><p>変更をご希望の場合は、「サポート」メニューの<a href="/support/contact">お問い合わせを送信</a>から、お問い合わせの種類「アカウント」を選び、新しいメールアドレスをお知らせください。安全のため、変更は以前のアドレスにもお知らせします。</p>`,
      },
      pt: {
        title: `Como altero o e-mail da minha conta?`,
        body: `<p>Seu <a href="/user/dashboard">painel</a> mostra seu e-mail na seção Perfil, mas ainda não é possível alterá-lo no site.</p><p>Para pedir a alteração, escolha <a href="/support/contact">Enviar um chamado</a> no menu Suporte, selecione o tipo Conta e informe o novo endereço. Por segurança, também avisamos o endereço antigo sobre a alteração.</p>`,
      },
      ru: {
        title: `Как изменить адрес электронной почты аккаунта?`,
        body: `<p>Адрес электронной почты показан в разделе «Профиль» на <a href="/user/dashboard">панели управления</a>, но изменить его на сайте пока нельзя.</p><p>Чтобы его изменили, выберите в меню «Поддержка» пункт <a href="/support/contact">«Отправить обращение»</a>, укажите тип запроса «Аккаунт» и новый адрес. Для безопасности мы также сообщим об изменении на старый адрес.</p>`,
      },
    },
  },
  {
    id: 3,
    slug: 'close-account',
    category: 'account',
    updatedAt: '2026-07-20T10:00:00.000Z',
    text: {
      en: {
        title: `How do I close my account?`,
        body: `<p>You can ask for your account to be closed on the <a href="/user/withdraw">Close account</a> page. The account is closed after a waiting period; until then you can still cancel the request.</p><ul><li>Closing is permanent: your characters, items and remaining Red Stones are lost.</li><li>A closed account cannot buy in the shop or redeem gift codes.</li></ul>`,
      },
      ko: {
        title: `계정은 어떻게 탈퇴하나요?`,
        body: `<p><a href="/user/withdraw">계정 탈퇴</a> 페이지에서 탈퇴를 신청할 수 있습니다. 계정은 유예 기간이 지난 뒤 삭제되며, 그 전까지는 신청을 취소할 수 있습니다.</p><ul><li>탈퇴는 되돌릴 수 없습니다. 캐릭터, 아이템, 남은 레드 스톤이 모두 사라집니다.</li><li>탈퇴한 계정은 상점에서 구매하거나 선물 코드를 사용할 수 없습니다.</li></ul>`,
      },
      'zh-Hans': {
        title: `如何注销我的账号？`,
        body: `<p>您可以在<a href="/user/withdraw">注销账号</a>页面申请注销。账号会在等待期结束后注销，在此之前您仍可取消申请。</p><ul><li>注销不可恢复：您的角色、物品和剩余的红石都将失去。</li><li>已注销的账号无法在商城购买或兑换礼品码。</li></ul>`,
      },
      'zh-Hant': {
        title: `如何註銷我的帳號？`,
        body: `<p>您可以在<a href="/user/withdraw">註銷帳號</a>頁面申請註銷。帳號會在等待期結束後註銷，在此之前您仍可取消申請。</p><ul><li>註銷無法復原：您的角色、物品和剩餘的紅石都將失去。</li><li>已註銷的帳號無法在商城購買或兌換禮物碼。</li></ul>`,
      },
      de: {
        title: `Wie schließe ich mein Konto?`,
        body: `<p>Die Schließung deines Kontos beantragst du auf der Seite <a href="/user/withdraw">Konto schließen</a>. Das Konto wird nach einer Wartezeit geschlossen; bis dahin kannst du den Antrag zurückziehen.</p><ul><li>Die Schließung ist endgültig: Charaktere, Gegenstände und restliche Rote Steine gehen verloren.</li><li>Ein geschlossenes Konto kann nicht im Shop kaufen oder Geschenkcodes einlösen.</li></ul>`,
      },
      es: {
        title: `¿Cómo cierro mi cuenta?`,
        body: `<p>Puedes solicitar el cierre en la página <a href="/user/withdraw">Cerrar la cuenta</a>. La cuenta se cierra tras un periodo de espera; hasta entonces puedes cancelar la solicitud.</p><ul><li>El cierre es definitivo: pierdes tus personajes, objetos y las Piedras Rojas que te queden.</li><li>Una cuenta cerrada no puede comprar en la tienda ni canjear códigos de regalo.</li></ul>`,
      },
      fr: {
        title: `Comment fermer mon compte\u00a0?`,
        body: `<p>Vous pouvez demander la fermeture de votre compte sur la page <a href="/user/withdraw">Fermer le compte</a>. Le compte est fermé après un délai d’attente&nbsp;; d’ici là, vous pouvez encore annuler la demande.</p><ul><li>La fermeture est définitive&nbsp;: vos personnages, objets et Pierres rouges restantes sont perdus.</li><li>Un compte fermé ne peut ni acheter dans la boutique ni utiliser de code cadeau.</li></ul>`,
      },
      ja: {
        title: `アカウントを退会するには？`,
        body: `<p><a href="/user/withdraw">アカウント削除</a>ページから退会を申請できます。アカウントは猶予期間の後に削除され、それまでは申請を取り消せます。</p><ul><li>退会は取り消せません。キャラクター、アイテム、残っているレッドストーンはすべて失われます。</li><li>退会したアカウントではショップでの購入やギフトコードの利用ができません。</li></ul>`,
      },
      pt: {
        title: `Como encerro minha conta?`,
        body: `<p>Você pode pedir o encerramento na página <a href="/user/withdraw">Encerrar conta</a>. A conta é encerrada após um período de espera; até lá, você ainda pode cancelar o pedido.</p><ul><li>O encerramento é definitivo: seus personagens, itens e Pedras Vermelhas restantes são perdidos.</li><li>Uma conta encerrada não pode comprar na loja nem resgatar códigos de presente.</li></ul>`,
      },
      ru: {
        title: `Как закрыть аккаунт?`,
        body: `<p>Запросить закрытие можно на странице <a href="/user/withdraw">Закрыть аккаунт</a>. Аккаунт закрывается по истечении срока ожидания; до этого запрос можно отменить.</p><ul><li>Закрытие необратимо: персонажи, предметы и оставшиеся Красные камни будут потеряны.</li><li>После запроса на закрытие в магазине нельзя делать покупки и активировать подарочные коды.</li></ul>`,
      },
    },
  },
  {
    id: 4,
    slug: 'missing-red-stones',
    category: 'purchases',
    updatedAt: '2026-10-05T10:00:00.000Z',
    text: {
      en: {
        title: `I bought Red Stones but my balance did not change`,
        body: `<p>Most purchases arrive within a minute, but a payment provider can take up to 30 minutes to confirm.</p><ol><li>Log out and back in, then check your balance and its history on the <a href="/user/dashboard">dashboard</a>.</li><li>Check that you logged in with the account you bought for.</li><li>Still missing after 30 minutes? <a href="/support/contact">Submit a ticket</a> with the request type Purchase and the receipt number of your purchase.</li></ol>`,
      },
      ko: {
        title: `레드 스톤을 샀는데 잔액이 그대로예요`,
        body: `<p>대부분의 구매는 1분 안에 반영되지만, 결제 대행사의 확인에 최대 30분이 걸릴 수 있습니다.</p><ol><li>로그아웃했다가 다시 로그인한 뒤 <a href="/user/dashboard">대시보드</a>에서 잔액과 내역을 확인하세요.</li><li>구매한 계정으로 로그인했는지 확인하세요.</li><li>30분이 지나도 반영되지 않았다면 요청 유형을 구매로 선택하고 영수증 번호와 함께 <a href="/support/contact">문의를 접수</a>하세요.</li></ol>`,
      },
      'zh-Hans': {
        title: `我购买了红石，但余额没有变化`,
        body: `<p>大多数购买会在一分钟内到账，但支付服务商的确认最长可能需要 30 分钟。</p><ol><li>退出后重新登录，然后在<a href="/user/dashboard">控制面板</a>查看余额及其记录。</li><li>确认您登录的是购买时使用的账号。</li><li>30 分钟后仍未到账？请选择请求类型“购买”，附上收据编号并<a href="/support/contact">提交工单</a>。</li></ol>`,
      },
      'zh-Hant': {
        title: `我購買了紅石，但餘額沒有變化`,
        body: `<p>大多數購買會在一分鐘內入帳，但支付服務商的確認最長可能需要 30 分鐘。</p><ol><li>登出後重新登入，然後在<a href="/user/dashboard">控制台</a>查看餘額及其紀錄。</li><li>確認您登入的是購買時使用的帳號。</li><li>30 分鐘後仍未入帳？請選擇請求類型「購買」，附上收據編號並<a href="/support/contact">提交客服單</a>。</li></ol>`,
      },
      de: {
        title: `Ich habe Rote Steine gekauft, aber mein Guthaben hat sich nicht geändert`,
        body: `<p>Die meisten Käufe kommen innerhalb einer Minute an, ein Zahlungsanbieter kann aber bis zu 30 Minuten für die Bestätigung brauchen.</p><ol><li>Melde dich ab und wieder an und prüfe Guthaben und Verlauf im <a href="/user/dashboard">Dashboard</a>.</li><li>Prüfe, ob du mit dem Konto angemeldet bist, für das du gekauft hast.</li><li>Nach 30 Minuten immer noch nichts? <a href="/support/contact">Erstelle ein Ticket</a> mit der Anfrageart Kauf und der Belegnummer deines Kaufs.</li></ol>`,
      },
      es: {
        title: `Compré Piedras Rojas pero mi saldo no cambió`,
        body: `<p>La mayoría de las compras llegan en un minuto, pero un proveedor de pagos puede tardar hasta 30 minutos en confirmar.</p><ol><li>Cierra sesión y vuelve a entrar, y revisa tu saldo y su historial en el <a href="/user/dashboard">panel</a>.</li><li>Comprueba que has entrado con la cuenta para la que compraste.</li><li>¿Siguen sin aparecer tras 30 minutos? <a href="/support/contact">Envía una solicitud</a> del tipo Compra con el número de recibo de tu compra.</li></ol>`,
      },
      fr: {
        title: `J’ai acheté des Pierres rouges mais mon solde n’a pas changé`,
        body: `<p>La plupart des achats arrivent en une minute, mais un prestataire de paiement peut mettre jusqu’à 30 minutes à confirmer.</p><ol><li>Déconnectez-vous puis reconnectez-vous, et vérifiez votre solde et son historique dans le <a href="/user/dashboard">tableau de bord</a>.</li><li>Vérifiez que vous êtes connecté au compte avec lequel vous avez fait l’achat.</li><li>Toujours rien après 30 minutes&nbsp;? <a href="/support/contact">Envoyez une demande</a> de type Achat avec le numéro de reçu de votre achat.</li></ol>`,
      },
      ja: {
        title: `レッドストーンを購入したのに残高が変わりません`,
        body: `<p>ほとんどの購入は1分以内に反映されますが、決済事業者の確認に最大30分かかることがあります。</p><ol><li>いったんログアウトして再度ログインし、<a href="/user/dashboard">ダッシュボード</a>で残高と履歴を確認してください。</li><li>購入したアカウントでログインしているか確認してください。</li><li>30分たっても反映されない場合は、お問い合わせの種類「購入」を選び、レシート番号を添えて<a href="/support/contact">お問い合わせ</a>ください。</li></ol>`,
      },
      pt: {
        title: `Comprei Pedras Vermelhas, mas meu saldo não mudou`,
        body: `<p>A maioria das compras chega em um minuto, mas um provedor de pagamento pode levar até 30 minutos para confirmar.</p><ol><li>Saia e entre novamente e confira o saldo e o histórico no <a href="/user/dashboard">painel</a>.</li><li>Confira se entrou com a conta para a qual comprou.</li><li>Ainda nada depois de 30 minutos? <a href="/support/contact">Envie um chamado</a> do tipo Compra com o número do recibo da sua compra.</li></ol>`,
      },
      ru: {
        title: `Я купил Красные камни, но баланс не изменился`,
        body: `<p>Большинство покупок зачисляется в течение минуты, но платёжной системе может понадобиться до 30 минут на подтверждение.</p><ol><li>Выйдите и войдите снова, затем проверьте баланс и историю на <a href="/user/dashboard">панели управления</a>.</li><li>Убедитесь, что вошли в тот аккаунт, для которого совершали покупку.</li><li>Через 30 минут камней всё ещё нет? <a href="/support/contact">Отправьте обращение</a> с типом запроса «Покупка» и номером чека покупки.</li></ol>`,
      },
    },
  },
  {
    id: 5,
    slug: 'redeem-gift-code',
    category: 'purchases',
    updatedAt: '2026-11-01T10:00:00.000Z',
    text: {
      en: {
        title: `How do I redeem a gift code?`,
        body: `<p>Log in, open <a href="/gift/apply">Redeem a gift code</a>, type the code exactly as printed and confirm. The item appears in your game inventory the next time you enter town.</p><p>Some codes only work after you own a certain product, and each code can be used once.</p>`,
      },
      ko: {
        title: `선물 코드는 어떻게 사용하나요?`,
        body: `<p>로그인한 뒤 <a href="/gift/apply">선물 코드 사용</a>을 열고, 인쇄된 그대로 코드를 입력해 확인하세요. 다음에 마을에 들어가면 아이템이 게임 인벤토리에 나타납니다.</p><p>일부 코드는 특정 상품을 보유한 경우에만 사용할 수 있으며, 각 코드는 한 번만 사용할 수 있습니다.</p>`,
      },
      'zh-Hans': {
        title: `如何兑换礼品码？`,
        body: `<p>登录后打开<a href="/gift/apply">兑换礼品码</a>，按印刷内容准确输入礼品码并确认。下次进入城镇时，物品会出现在您的游戏背包中。</p><p>部分礼品码需要先拥有特定商品才能使用，每个礼品码只能使用一次。</p>`,
      },
      'zh-Hant': {
        title: `如何兌換禮物碼？`,
        body: `<p>登入後開啟<a href="/gift/apply">兌換禮物碼</a>，依印刷內容準確輸入禮物碼並確認。下次進入城鎮時，物品會出現在您的遊戲背包中。</p><p>部分禮物碼需要先擁有特定商品才能使用，每個禮物碼只能使用一次。</p>`,
      },
      de: {
        title: `Wie löse ich einen Geschenkcode ein?`,
        body: `<p>Melde dich an, öffne <a href="/gift/apply">Geschenkcode einlösen</a>, gib den Code genau wie gedruckt ein und bestätige. Der Gegenstand erscheint in deinem Inventar, sobald du das nächste Mal die Stadt betrittst.</p><p>Manche Codes funktionieren erst, wenn du ein bestimmtes Produkt besitzt, und jeder Code gilt nur einmal.</p>`,
      },
      es: {
        title: `¿Cómo canjeo un código de regalo?`,
        body: `<p>Inicia sesión, abre <a href="/gift/apply">Canjear un código de regalo</a>, escribe el código tal como aparece impreso y confirma. El objeto aparecerá en tu inventario la próxima vez que entres en la ciudad.</p><p>Algunos códigos solo funcionan si ya tienes cierto producto, y cada código se puede usar una vez.</p>`,
      },
      fr: {
        title: `Comment utiliser un code cadeau\u00a0?`,
        body: `<p>Connectez-vous, ouvrez <a href="/gift/apply">Utiliser un code cadeau</a>, saisissez le code exactement comme il est imprimé et confirmez. L’objet apparaît dans votre inventaire la prochaine fois que vous entrez en ville.</p><p>Certains codes ne fonctionnent que si vous possédez déjà un produit donné, et chaque code ne sert qu’une fois.</p>`,
      },
      ja: {
        title: `ギフトコードを使うには？`,
        body: `<p>ログインして<a href="/gift/apply">ギフトコードの利用</a>を開き、印刷どおりにコードを入力して確定してください。次に町に入ると、アイテムがゲーム内の持ち物に届きます。</p><p>特定の商品を持っている場合にのみ使えるコードがあります。また、各コードは1回しか使えません。</p>`,
      },
      pt: {
        title: `Como resgato um código de presente?`,
        body: `<p>Entre, abra <a href="/gift/apply">Resgatar código de presente</a>, digite o código exatamente como impresso e confirme. O item aparece no seu inventário na próxima vez que você entrar na cidade.</p><p>Alguns códigos só funcionam depois que você tem determinado produto, e cada código pode ser usado uma vez.</p>`,
      },
      ru: {
        title: `Как активировать подарочный код?`,
        body: `<p>Войдите, откройте <a href="/gift/apply">Активация подарочного кода</a>, введите код точно так, как он напечатан, и подтвердите. Предмет появится в инвентаре, когда вы в следующий раз войдёте в город.</p><p>Некоторые коды работают только при наличии определённого товара, и каждый код можно использовать один раз.</p>`,
      },
    },
  },
  {
    id: 6,
    slug: 'refunds',
    category: 'purchases',
    updatedAt: '2026-06-12T10:00:00.000Z',
    text: {
      en: {
        title: `Can I get a refund for a purchase?`,
        body: `<p>Red Stones and items you have not used yet can be refunded within 14 days of purchase. Used Red Stones and opened item bundles cannot be refunded.</p><p>To ask for a refund, <a href="/support/contact">submit a ticket</a> with the request type Purchase and your receipt number. The full rules are in the <a href="/legal/payment-policy">payment policy</a>.</p>`,
      },
      ko: {
        title: `구매한 상품을 환불받을 수 있나요?`,
        body: `<p>아직 사용하지 않은 레드 스톤과 아이템은 구매 후 14일 이내에 환불받을 수 있습니다. 사용한 레드 스톤과 개봉한 아이템 묶음은 환불되지 않습니다.</p><p>환불을 원하시면 요청 유형을 구매로 선택하고 영수증 번호와 함께 <a href="/support/contact">문의를 접수</a>하세요. 자세한 규정은 <a href="/legal/payment-policy">결제 정책</a>에 있습니다.</p>`,
      },
      'zh-Hans': {
        title: `购买的商品可以退款吗？`,
        body: `<p>尚未使用的红石和物品可在购买后 14 天内退款。已使用的红石和已开启的物品礼包不可退款。</p><p>如需退款，请选择请求类型“购买”，附上收据编号并<a href="/support/contact">提交工单</a>。完整规则请见<a href="/legal/payment-policy">支付政策</a>。</p>`,
      },
      'zh-Hant': {
        title: `購買的商品可以退款嗎？`,
        body: `<p>尚未使用的紅石和物品可在購買後 14 天內退款。已使用的紅石和已開啟的物品禮包不可退款。</p><p>如需退款，請選擇請求類型「購買」，附上收據編號並<a href="/support/contact">提交客服單</a>。完整規則請見<a href="/legal/payment-policy">付款政策</a>。</p>`,
      },
      de: {
        title: `Kann ich einen Kauf erstatten lassen?`,
        body: `<p>Noch nicht verwendete Rote Steine und Gegenstände können innerhalb von 14 Tagen nach dem Kauf erstattet werden. Verwendete Rote Steine und geöffnete Pakete sind von der Erstattung ausgeschlossen.</p><p>Für eine Erstattung <a href="/support/contact">erstelle ein Ticket</a> mit der Anfrageart Kauf und deiner Belegnummer. Alle Regeln stehen in der <a href="/legal/payment-policy">Zahlungsrichtlinie</a>.</p>`,
      },
      es: {
        title: `¿Puedo pedir el reembolso de una compra?`,
        body: `<p>Las Piedras Rojas y los objetos que aún no hayas usado se pueden reembolsar en los 14 días siguientes a la compra. Las Piedras Rojas usadas y los lotes abiertos no se reembolsan.</p><p>Para pedir un reembolso, <a href="/support/contact">envía una solicitud</a> del tipo Compra con tu número de recibo. Las normas completas están en la <a href="/legal/payment-policy">política de pagos</a>.</p>`,
      },
      fr: {
        title: `Puis-je être remboursé d’un achat\u00a0?`,
        body: `<p>Les Pierres rouges et objets pas encore utilisés peuvent être remboursés dans les 14 jours suivant l’achat. Les Pierres rouges utilisées et les lots ouverts ne sont pas remboursables.</p><p>Pour demander un remboursement, <a href="/support/contact">envoyez une demande</a> de type Achat avec votre numéro de reçu. Toutes les règles figurent dans la <a href="/legal/payment-policy">politique de paiement</a>.</p>`,
      },
      ja: {
        title: `購入したものは返金できますか？`,
        body: `<p>未使用のレッドストーンとアイテムは、購入から14日以内であれば返金できます。使用済みのレッドストーンと開封済みのアイテムセットは返金できません。</p><p>返金をご希望の場合は、お問い合わせの種類「購入」を選び、レシート番号を添えて<a href="/support/contact">お問い合わせ</a>ください。詳しい規定は<a href="/legal/payment-policy">決済ポリシー</a>をご覧ください。</p>`,
      },
      pt: {
        title: `Posso pedir reembolso de uma compra?`,
        body: `<p>Pedras Vermelhas e itens ainda não usados podem ser reembolsados em até 14 dias após a compra. Pedras Vermelhas usadas e pacotes abertos não são reembolsáveis.</p><p>Para pedir reembolso, <a href="/support/contact">envie um chamado</a> do tipo Compra com o número do recibo. As regras completas estão na <a href="/legal/payment-policy">política de pagamentos</a>.</p>`,
      },
      ru: {
        title: `Можно ли вернуть деньги за покупку?`,
        body: `<p>Неиспользованные Красные камни и предметы можно вернуть в течение 14 дней после покупки. Потраченные Красные камни и открытые наборы возврату не подлежат.</p><p>Чтобы запросить возврат, <a href="/support/contact">отправьте обращение</a> с типом запроса «Покупка» и номером чека. Все правила — в <a href="/legal/payment-policy">политике оплаты</a>.</p>`,
      },
    },
  },
  {
    id: 7,
    slug: 'launcher-does-not-start',
    category: 'launcher',
    updatedAt: '2026-10-28T10:00:00.000Z',
    text: {
      en: {
        title: `The launcher does not start`,
        body: `<p>Try these steps in order:</p><ol><li>Restart your computer and start the launcher as the only open program.</li><li>Allow the launcher in your antivirus software and firewall.</li><li>Uninstall the launcher, download it again from the <a href="/play">Play Free</a> page and install it.</li></ol><p>Still not working? <a href="/support/contact">Submit a ticket</a> with the request type Launcher and attach the file launcher.log from the launcher folder.</p>`,
      },
      ko: {
        title: `런처가 실행되지 않아요`,
        body: `<p>다음 단계를 순서대로 시도해 보세요.</p><ol><li>컴퓨터를 다시 시작하고 다른 프로그램 없이 런처만 실행하세요.</li><li>백신 프로그램과 방화벽에서 런처를 허용하세요.</li><li>런처를 제거한 뒤 <a href="/play">무료 플레이</a> 페이지에서 다시 내려받아 설치하세요.</li></ol><p>그래도 안 되면 요청 유형을 런처로 선택하고 런처 폴더의 launcher.log 파일을 첨부해 <a href="/support/contact">문의를 접수</a>하세요.</p>`,
      },
      'zh-Hans': {
        title: `启动器无法启动`,
        body: `<p>请按顺序尝试以下步骤：</p><ol><li>重启电脑，并且只运行启动器这一个程序。</li><li>在杀毒软件和防火墙中允许启动器。</li><li>卸载启动器，从<a href="/play">免费游玩</a>页面重新下载并安装。</li></ol><p>仍然无法使用？请选择请求类型“启动器”，附上启动器文件夹中的 launcher.log 文件并<a href="/support/contact">提交工单</a>。</p>`,
      },
      'zh-Hant': {
        title: `啟動器無法啟動`,
        body: `<p>請依序嘗試以下步驟：</p><ol><li>重新啟動電腦，並且只執行啟動器這一個程式。</li><li>在防毒軟體和防火牆中允許啟動器。</li><li>解除安裝啟動器，從<a href="/play">免費遊玩</a>頁面重新下載並安裝。</li></ol><p>仍然無法使用？請選擇請求類型「啟動器」，附上啟動器資料夾中的 launcher.log 檔案並<a href="/support/contact">提交客服單</a>。</p>`,
      },
      de: {
        title: `Der Launcher startet nicht`,
        body: `<p>Versuche diese Schritte der Reihe nach:</p><ol><li>Starte deinen Computer neu und öffne den Launcher als einziges Programm.</li><li>Erlaube den Launcher in deinem Virenschutz und deiner Firewall.</li><li>Deinstalliere den Launcher, lade ihn auf der Seite <a href="/play">Kostenlos spielen</a> neu herunter und installiere ihn.</li></ol><p>Klappt es immer noch nicht? <a href="/support/contact">Erstelle ein Ticket</a> mit der Anfrageart Launcher und hänge die Datei launcher.log aus dem Launcher-Ordner an.</p>`,
      },
      es: {
        title: `El launcher no se inicia`,
        body: `<p>Prueba estos pasos en orden:</p><ol><li>Reinicia el ordenador y abre el launcher como único programa.</li><li>Permite el launcher en tu antivirus y en el cortafuegos.</li><li>Desinstala el launcher, descárgalo de nuevo desde la página <a href="/play">Juega gratis</a> e instálalo.</li></ol><p>¿Sigue sin funcionar? <a href="/support/contact">Envía una solicitud</a> del tipo Launcher y adjunta el archivo launcher.log de la carpeta del launcher.</p>`,
      },
      fr: {
        title: `Le lanceur ne démarre pas`,
        body: `<p>Essayez ces étapes dans l’ordre&nbsp;:</p><ol><li>Redémarrez votre ordinateur, puis ouvrez uniquement le lanceur, sans aucun autre programme en cours.</li><li>Autorisez le lanceur dans votre antivirus et votre pare-feu.</li><li>Désinstallez le lanceur, téléchargez-le à nouveau depuis la page <a href="/play">Jouer gratuitement</a> et installez-le.</li></ol><p>Toujours rien&nbsp;? <a href="/support/contact">Envoyez une demande</a> de type Lanceur et joignez le fichier launcher.log du dossier du lanceur.</p>`,
      },
      ja: {
        title: `ランチャーが起動しません`,
        body: `<p>次の手順を順番にお試しください。</p><ol><li>パソコンを再起動し、ほかのプログラムを開かずにランチャーだけを起動してください。</li><li>ウイルス対策ソフトとファイアウォールでランチャーを許可してください。</li><li>ランチャーをアンインストールし、<a href="/play">無料でプレイ</a>ページから再度ダウンロードしてインストールしてください。</li></ol><p>それでも解決しない場合は、お問い合わせの種類「ランチャー」を選び、ランチャーのフォルダーにある launcher.log を添付して<a href="/support/contact">お問い合わせ</a>ください。</p>`,
      },
      pt: {
        title: `O launcher não abre`,
        body: `<p>Tente estes passos na ordem:</p><ol><li>Reinicie o computador e abra o launcher como único programa.</li><li>Permita o launcher no antivírus e no firewall.</li><li>Desinstale o launcher, baixe-o de novo na página <a href="/play">Jogue grátis</a> e instale-o.</li></ol><p>Ainda não funciona? <a href="/support/contact">Envie um chamado</a> do tipo Launcher e anexe o arquivo launcher.log da pasta do launcher.</p>`,
      },
      ru: {
        title: `Лаунчер не запускается`,
        body: `<p>Попробуйте по порядку:</p><ol><li>Перезагрузите компьютер и запустите только лаунчер, без других программ.</li><li>Разрешите лаунчер в антивирусе и брандмауэре.</li><li>Удалите лаунчер, скачайте его заново на странице <a href="/play">Играть бесплатно</a> и установите.</li></ol><p>Не помогло? <a href="/support/contact">Отправьте обращение</a> с типом запроса «Лаунчер» и приложите файл launcher.log из папки лаунчера.</p>`,
      },
    },
  },
  {
    id: 8,
    slug: 'launcher-stuck-updating',
    category: 'launcher',
    updatedAt: '2026-11-10T10:00:00.000Z',
    text: {
      en: {
        title: `The launcher is stuck while updating`,
        body: `<p>An update can pause when the connection drops or the disk is full.</p><ul><li>Make sure the game drive has at least 20 GB free.</li><li>Close and reopen the launcher: it continues where it stopped.</li><li>In the launcher settings, choose Repair files to check the game files and download only what is damaged.</li></ul>`,
      },
      ko: {
        title: `런처가 업데이트 중에 멈춰요`,
        body: `<p>연결이 끊기거나 디스크가 가득 차면 업데이트가 멈출 수 있습니다.</p><ul><li>게임이 설치된 드라이브에 최소 20GB의 여유 공간이 있는지 확인하세요.</li><li>런처를 닫았다가 다시 여세요. 멈춘 곳부터 이어서 진행합니다.</li><li>런처 설정에서 파일 복구를 선택하면 게임 파일을 검사해 손상된 부분만 내려받습니다.</li></ul>`,
      },
      'zh-Hans': {
        title: `启动器更新时卡住了`,
        body: `<p>网络中断或磁盘已满时，更新可能会暂停。</p><ul><li>确认游戏所在磁盘至少有 20 GB 可用空间。</li><li>关闭并重新打开启动器，它会从中断处继续。</li><li>在启动器设置中选择“修复文件”，检查游戏文件并只下载损坏的部分。</li></ul>`,
      },
      'zh-Hant': {
        title: `啟動器更新時卡住了`,
        body: `<p>網路中斷或磁碟已滿時，更新可能會暫停。</p><ul><li>確認遊戲所在磁碟至少有 20 GB 可用空間。</li><li>關閉並重新開啟啟動器，它會從中斷處繼續。</li><li>在啟動器設定中選擇「修復檔案」，檢查遊戲檔案並只下載損壞的部分。</li></ul>`,
      },
      de: {
        title: `Der Launcher hängt beim Aktualisieren`,
        body: `<p>Ein Update kann stoppen, wenn die Verbindung abbricht oder die Festplatte voll ist.</p><ul><li>Sorge für mindestens 20 GB freien Platz auf dem Spiellaufwerk.</li><li>Schließe den Launcher und öffne ihn wieder: Er macht dort weiter, wo er aufgehört hat.</li><li>Wähle in den Launcher-Einstellungen „Dateien reparieren“, um die Spieldateien zu prüfen und nur Beschädigtes neu zu laden.</li></ul>`,
      },
      es: {
        title: `El launcher se queda atascado al actualizar`,
        body: `<p>Una actualización puede detenerse si se corta la conexión o el disco está lleno.</p><ul><li>Asegúrate de que la unidad del juego tenga al menos 20 GB libres.</li><li>Cierra y vuelve a abrir el launcher: continuará donde se detuvo.</li><li>En los ajustes del launcher, elige Reparar archivos para comprobar los archivos del juego y descargar solo lo dañado.</li></ul>`,
      },
      fr: {
        title: `Le lanceur reste bloqué pendant la mise à jour`,
        body: `<p>Une mise à jour peut s’interrompre si la connexion coupe ou si le disque est plein.</p><ul><li>Vérifiez qu’il reste au moins 20 Go libres sur le disque du jeu.</li><li>Fermez et rouvrez le lanceur&nbsp;: il reprend là où il s’est arrêté.</li><li>Dans les paramètres du lanceur, choisissez Réparer les fichiers pour vérifier les fichiers du jeu et ne retélécharger que ceux qui sont endommagés.</li></ul>`,
      },
      ja: {
        title: `ランチャーが更新中に止まってしまいます`,
        body: `<p>接続が切れたりディスクがいっぱいになったりすると、更新が止まることがあります。</p><ul><li>ゲームのドライブに20 GB以上の空きがあることを確認してください。</li><li>ランチャーを閉じてもう一度開いてください。止まったところから再開します。</li><li>ランチャーの設定で「ファイルの修復」を選ぶと、ゲームファイルを検査して壊れた部分だけをダウンロードします。</li></ul>`,
      },
      pt: {
        title: `O launcher trava durante a atualização`,
        body: `<p>Uma atualização pode parar quando a conexão cai ou o disco está cheio.</p><ul><li>Garanta pelo menos 20 GB livres na unidade do jogo.</li><li>Feche e abra o launcher de novo: ele continua de onde parou.</li><li>Nas configurações do launcher, escolha Reparar arquivos para verificar os arquivos do jogo e baixar só o que estiver danificado.</li></ul>`,
      },
      ru: {
        title: `Лаунчер зависает при обновлении`,
        body: `<p>Обновление может остановиться, если пропало соединение или закончилось место на диске.</p><ul><li>Убедитесь, что на диске с игрой свободно не менее 20 ГБ.</li><li>Закройте и снова откройте лаунчер: он продолжит с того места, где остановился.</li><li>В настройках лаунчера выберите «Восстановить файлы», чтобы проверить файлы игры и скачать только повреждённые.</li></ul>`,
      },
    },
  },
  {
    id: 9,
    slug: 'system-requirements',
    category: 'technical',
    updatedAt: '2026-09-01T10:00:00.000Z',
    text: {
      en: {
        title: `Minimum system requirements`,
        body: `<p>To play on a PC you need at least:</p><ul><li>Windows 10 (64-bit), macOS 12 or Ubuntu 22.04</li><li>A 4-core processor at 2.5 GHz</li><li>8 GB of memory</li><li>A DirectX 11 or Vulkan graphics card with 2 GB of video memory</li><li>25 GB of free disk space</li><li>A broadband internet connection</li></ul>`,
      },
      ko: {
        title: `최소 시스템 요구 사항`,
        body: `<p>PC에서 플레이하려면 최소한 다음이 필요합니다.</p><ul><li>Windows 10 (64비트), macOS 12 또는 Ubuntu 22.04</li><li>2.5GHz 4코어 프로세서</li><li>8GB 메모리</li><li>비디오 메모리 2GB, DirectX 11 또는 Vulkan을 지원하는 그래픽 카드</li><li>25GB의 여유 디스크 공간</li><li>초고속 인터넷 연결</li></ul>`,
      },
      'zh-Hans': {
        title: `最低系统配置要求`,
        body: `<p>在电脑上游玩至少需要：</p><ul><li>Windows 10（64 位）、macOS 12 或 Ubuntu 22.04</li><li>2.5 GHz 四核处理器</li><li>8 GB 内存</li><li>支持 DirectX 11 或 Vulkan、显存 2 GB 的显卡</li><li>25 GB 可用磁盘空间</li><li>宽带互联网连接</li></ul>`,
      },
      'zh-Hant': {
        title: `最低系統需求`,
        body: `<p>在電腦上遊玩至少需要：</p><ul><li>Windows 10（64 位元）、macOS 12 或 Ubuntu 22.04</li><li>2.5 GHz 四核心處理器</li><li>8 GB 記憶體</li><li>支援 DirectX 11 或 Vulkan、具 2 GB 顯示記憶體的顯示卡</li><li>25 GB 可用磁碟空間</li><li>寬頻網路連線</li></ul>`,
      },
      de: {
        title: `Mindestsystemanforderungen`,
        body: `<p>Zum Spielen am PC brauchst du mindestens:</p><ul><li>Windows 10 (64 Bit), macOS 12 oder Ubuntu 22.04</li><li>Einen 4-Kern-Prozessor mit 2,5 GHz</li><li>8 GB Arbeitsspeicher</li><li>Eine DirectX-11- oder Vulkan-Grafikkarte mit 2 GB Videospeicher</li><li>25 GB freien Speicherplatz</li><li>Eine Breitband-Internetverbindung</li></ul>`,
      },
      es: {
        title: `Requisitos mínimos del sistema`,
        body: `<p>Para jugar en PC necesitas como mínimo:</p><ul><li>Windows 10 (64 bits), macOS 12 o Ubuntu 22.04</li><li>Un procesador de 4 núcleos a 2,5 GHz</li><li>8 GB de memoria</li><li>Una tarjeta gráfica DirectX 11 o Vulkan con 2 GB de memoria de vídeo</li><li>25 GB de espacio libre en disco</li><li>Una conexión a internet de banda ancha</li></ul>`,
      },
      fr: {
        title: `Configuration minimale requise`,
        body: `<p>Pour jouer sur PC, il vous faut au minimum&nbsp;:</p><ul><li>Windows 10 (64 bits), macOS 12 ou Ubuntu 22.04</li><li>Un processeur 4 cœurs à 2,5 GHz</li><li>8 Go de mémoire</li><li>Une carte graphique DirectX 11 ou Vulkan avec 2 Go de mémoire vidéo</li><li>25 Go d’espace disque libre</li><li>Une connexion Internet haut débit</li></ul>`,
      },
      ja: {
        title: `最低動作環境`,
        body: `<p>PCでプレイするには、少なくとも次の環境が必要です。</p><ul><li>Windows 10（64ビット）、macOS 12、またはUbuntu 22.04</li><li>2.5 GHzの4コアプロセッサー</li><li>8 GBのメモリ</li><li>ビデオメモリ2 GBのDirectX 11またはVulkan対応グラフィックカード</li><li>25 GBの空きディスク容量</li><li>ブロードバンド接続</li></ul>`,
      },
      pt: {
        title: `Requisitos mínimos do sistema`,
        body: `<p>Para jogar no PC, você precisa de pelo menos:</p><ul><li>Windows 10 (64 bits), macOS 12 ou Ubuntu 22.04</li><li>Um processador de 4 núcleos a 2,5 GHz</li><li>8 GB de memória</li><li>Uma placa de vídeo DirectX 11 ou Vulkan com 2 GB de memória de vídeo</li><li>25 GB de espaço livre em disco</li><li>Uma conexão de internet banda larga</li></ul>`,
      },
      ru: {
        title: `Минимальные системные требования`,
        body: `<p>Для игры на ПК нужно как минимум:</p><ul><li>Windows 10 (64-разрядная), macOS 12 или Ubuntu 22.04</li><li>4-ядерный процессор с частотой 2,5 ГГц</li><li>8 ГБ оперативной памяти</li><li>Видеокарта с 2 ГБ видеопамяти и поддержкой DirectX 11 или Vulkan</li><li>25 ГБ свободного места на диске</li><li>Широкополосное подключение к интернету</li></ul>`,
      },
    },
  },
  {
    id: 10,
    slug: 'game-crashes',
    category: 'technical',
    updatedAt: '2026-11-15T10:00:00.000Z',
    text: {
      en: {
        title: `The game crashes or freezes`,
        body: `<p>Crashes usually come from an outdated graphics driver or damaged game files.</p><ol><li>Install the latest driver from the maker of your graphics card.</li><li>In the launcher settings, choose Repair files.</li><li>Lower the graphics quality to Medium and turn off overlays of other programs.</li></ol><p>If the game still crashes, <a href="/support/contact">submit a ticket</a> with the request type Technical and attach the newest crash report (a .txt or .log file).</p>`,
      },
      ko: {
        title: `게임이 튕기거나 멈춰요`,
        body: `<p>튕김은 대개 오래된 그래픽 드라이버나 손상된 게임 파일 때문에 발생합니다.</p><ol><li>그래픽 카드 제조사의 최신 드라이버를 설치하세요.</li><li>런처 설정에서 파일 복구를 선택하세요.</li><li>그래픽 품질을 중간으로 낮추고 다른 프로그램의 오버레이를 끄세요.</li></ol><p>그래도 게임이 튕기면 요청 유형을 기술 문제로 선택하고 최신 오류 보고서(.txt 또는 .log 파일)를 첨부해 <a href="/support/contact">문의를 접수</a>하세요.</p>`,
      },
      'zh-Hans': {
        title: `游戏崩溃或卡死`,
        body: `<p>崩溃通常是由于显卡驱动过旧或游戏文件损坏。</p><ol><li>安装显卡厂商提供的最新驱动。</li><li>在启动器设置中选择“修复文件”。</li><li>将画质降到“中”，并关闭其他程序的悬浮窗。</li></ol><p>如果游戏仍然崩溃，请选择请求类型“技术问题”，附上最新的崩溃报告（.txt 或 .log 文件）并<a href="/support/contact">提交工单</a>。</p>`,
      },
      'zh-Hant': {
        title: `遊戲當機或卡住`,
        body: `<p>當機通常是由於顯示卡驅動程式過舊或遊戲檔案損壞。</p><ol><li>安裝顯示卡廠商提供的最新驅動程式。</li><li>在啟動器設定中選擇「修復檔案」。</li><li>將畫質降到「中」，並關閉其他程式的疊加畫面。</li></ol><p>如果遊戲仍然當機，請選擇請求類型「技術問題」，附上最新的當機報告（.txt 或 .log 檔案）並<a href="/support/contact">提交客服單</a>。</p>`,
      },
      de: {
        title: `Das Spiel stürzt ab oder friert ein`,
        body: `<p>Abstürze kommen meist von einem veralteten Grafiktreiber oder beschädigten Spieldateien.</p><ol><li>Installiere den neuesten Treiber vom Hersteller deiner Grafikkarte.</li><li>Wähle in den Launcher-Einstellungen „Dateien reparieren“.</li><li>Stelle die Grafikqualität auf Mittel und schalte Overlays anderer Programme aus.</li></ol><p>Stürzt das Spiel weiter ab, <a href="/support/contact">erstelle ein Ticket</a> mit der Anfrageart Technik und hänge den neuesten Absturzbericht (eine .txt- oder .log-Datei) an.</p>`,
      },
      es: {
        title: `El juego se cierra o se congela`,
        body: `<p>Los cierres suelen deberse a un controlador gráfico antiguo o a archivos del juego dañados.</p><ol><li>Instala el controlador más reciente del fabricante de tu tarjeta gráfica.</li><li>En los ajustes del launcher, elige Reparar archivos.</li><li>Baja la calidad gráfica a Media y desactiva las superposiciones de otros programas.</li></ol><p>Si el juego sigue cerrándose, <a href="/support/contact">envía una solicitud</a> del tipo Problema técnico y adjunta el informe de errores más reciente (un archivo .txt o .log).</p>`,
      },
      fr: {
        title: `Le jeu plante ou se fige`,
        body: `<p>Les plantages viennent le plus souvent d’un pilote graphique ancien ou de fichiers de jeu endommagés.</p><ol><li>Installez le dernier pilote du fabricant de votre carte graphique.</li><li>Dans les paramètres du lanceur, choisissez Réparer les fichiers.</li><li>Réglez la qualité graphique sur Moyenne et désactivez les superpositions des autres programmes.</li></ol><p>Si le jeu plante encore, <a href="/support/contact">envoyez une demande</a> de type Problème technique et joignez le rapport de plantage le plus récent (un fichier .txt ou .log).</p>`,
      },
      ja: {
        title: `ゲームが落ちる・固まる`,
        body: `<p>クラッシュの多くは、古いグラフィックドライバーや壊れたゲームファイルが原因です。</p><ol><li>グラフィックカードのメーカーから最新のドライバーをインストールしてください。</li><li>ランチャーの設定で「ファイルの修復」を選んでください。</li><li>グラフィック品質を「中」に下げ、ほかのプログラムのオーバーレイをオフにしてください。</li></ol><p>それでもクラッシュする場合は、お問い合わせの種類「技術的な問題」を選び、最新のクラッシュレポート（.txt または .log ファイル）を添付して<a href="/support/contact">お問い合わせ</a>ください。</p>`,
      },
      pt: {
        title: `O jogo fecha sozinho ou trava`,
        body: `<p>Os travamentos costumam vir de um driver de vídeo desatualizado ou de arquivos do jogo danificados.</p><ol><li>Instale o driver mais recente do fabricante da sua placa de vídeo.</li><li>Nas configurações do launcher, escolha Reparar arquivos.</li><li>Reduza a qualidade gráfica para Média e desative sobreposições de outros programas.</li></ol><p>Se o jogo continuar fechando, <a href="/support/contact">envie um chamado</a> do tipo Problema técnico e anexe o relatório de erro mais recente (um arquivo .txt ou .log).</p>`,
      },
      ru: {
        title: `Игра вылетает или зависает`,
        body: `<p>Чаще всего вылеты вызваны устаревшим драйвером видеокарты или повреждёнными файлами игры.</p><ol><li>Установите последний драйвер от производителя видеокарты.</li><li>В настройках лаунчера выберите «Восстановить файлы».</li><li>Снизьте качество графики до среднего и отключите оверлеи других программ.</li></ol><p>Если игра всё равно вылетает, <a href="/support/contact">отправьте обращение</a> с типом запроса «Техническая проблема» и приложите последний отчёт об ошибке (файл .txt или .log).</p>`,
      },
    },
  },
  {
    id: 11,
    slug: 'report-a-player',
    category: 'reports',
    updatedAt: '2026-10-18T10:00:00.000Z',
    text: {
      en: {
        title: `How do I report a player?`,
        body: `<p>The fastest way is the Report button on the player's card in the game: it opens the player report form with your account already filled in.</p><p>Describe what happened, when and where, and add evidence: a link to a video or at least one screenshot. Reports without evidence cannot be accepted. Our team reviews every report; we do not share the outcome for other players' privacy.</p>`,
      },
      ko: {
        title: `플레이어는 어떻게 신고하나요?`,
        body: `<p>가장 빠른 방법은 게임 안에서 해당 플레이어 카드의 신고 버튼을 누르는 것입니다. 계정 정보가 채워진 플레이어 신고 양식이 열립니다.</p><p>무슨 일이 언제 어디서 있었는지 적고 증거를 추가하세요. 영상 링크나 스크린샷이 하나 이상 필요합니다. 증거가 없는 신고는 접수할 수 없습니다. 모든 신고는 담당 팀이 검토하며, 다른 플레이어의 개인 정보 보호를 위해 처리 결과는 알려 드리지 않습니다.</p>`,
      },
      'zh-Hans': {
        title: `如何举报玩家？`,
        body: `<p>最快的方法是在游戏中点击该玩家名片上的“举报”按钮：它会打开已填好您账号信息的玩家举报表单。</p><p>请描述发生了什么、时间和地点，并添加证据：视频链接或至少一张截图。没有证据的举报无法受理。我们的团队会审核每一份举报；为保护其他玩家的隐私，我们不会公开处理结果。</p>`,
      },
      'zh-Hant': {
        title: `如何檢舉玩家？`,
        body: `<p>最快的方法是在遊戲中點擊該玩家名片上的「檢舉」按鈕：它會開啟已填好您帳號資訊的玩家檢舉表單。</p><p>請描述發生了什麼、時間和地點，並加上證據：影片連結或至少一張截圖。沒有證據的檢舉無法受理。我們的團隊會審核每一份檢舉；為保護其他玩家的隱私，我們不會公開處理結果。</p>`,
      },
      de: {
        title: `Wie melde ich einen Spieler?`,
        body: `<p>Am schnellsten geht es mit der Schaltfläche „Melden“ auf der Spielerkarte im Spiel: Sie öffnet das Formular für Spielermeldungen mit deinem Konto schon eingetragen.</p><p>Beschreibe, was wann und wo passiert ist, und füge einen Nachweis hinzu: einen Link zu einem Video oder mindestens einen Screenshot. Meldungen ohne Nachweis können wir nicht annehmen. Unser Team prüft jede Meldung; das Ergebnis teilen wir zum Schutz der Privatsphäre anderer Spieler nicht mit.</p>`,
      },
      es: {
        title: `¿Cómo denuncio a un jugador?`,
        body: `<p>Lo más rápido es el botón Denunciar de la ficha del jugador dentro del juego: abre el formulario de denuncia con tu cuenta ya rellenada.</p><p>Describe qué pasó, cuándo y dónde, y añade pruebas: un enlace a un vídeo o al menos una captura de pantalla. No podemos aceptar denuncias sin pruebas. Nuestro equipo revisa todas las denuncias; no compartimos el resultado para proteger la privacidad de otros jugadores.</p>`,
      },
      fr: {
        title: `Comment signaler un joueur\u00a0?`,
        body: `<p>Le plus rapide est le bouton Signaler sur la fiche du joueur dans le jeu&nbsp;: il ouvre le formulaire de signalement avec votre compte déjà rempli.</p><p>Décrivez ce qui s’est passé, quand et où, et ajoutez une preuve&nbsp;: un lien vers une vidéo ou au moins une capture d’écran. Les signalements sans preuve ne peuvent pas être acceptés. Notre équipe examine chaque signalement&nbsp;; nous ne communiquons pas le résultat, pour protéger la vie privée des autres joueurs.</p>`,
      },
      ja: {
        title: `プレイヤーを通報するには？`,
        body: `<p>いちばん早いのは、ゲーム内でそのプレイヤーのカードにある「通報」ボタンを使う方法です。あなたのアカウントが入力済みのプレイヤー通報フォームが開きます。</p><p>いつ、どこで、何があったかを書き、証拠を添えてください。動画のリンクか、少なくとも1枚のスクリーンショットが必要です。証拠のない通報は受け付けられません。すべての通報は担当チームが確認します。ほかのプレイヤーのプライバシー保護のため、対応結果はお知らせしていません。</p>`,
      },
      pt: {
        title: `Como denuncio um jogador?`,
        body: `<p>O jeito mais rápido é o botão Denunciar no cartão do jogador dentro do jogo: ele abre o formulário de denúncia com sua conta já preenchida.</p><p>Descreva o que aconteceu, quando e onde, e adicione provas: um link para um vídeo ou pelo menos uma captura de tela. Denúncias sem provas não podem ser aceitas. Nossa equipe analisa todas as denúncias; não divulgamos o resultado para proteger a privacidade de outros jogadores.</p>`,
      },
      ru: {
        title: `Как пожаловаться на игрока?`,
        body: `<p>Быстрее всего — кнопка «Пожаловаться» в карточке игрока в игре: она открывает форму жалобы, в которой уже указан ваш аккаунт.</p><p>Опишите, что, когда и где произошло, и добавьте доказательства: ссылку на видео или хотя бы один снимок экрана. Жалобы без доказательств не принимаются. Наша команда рассматривает каждую жалобу; результат мы не сообщаем, чтобы защитить частную жизнь других игроков.</p>`,
      },
    },
  },
  {
    id: 12,
    slug: 'ban-appeal',
    category: 'reports',
    updatedAt: '2026-08-25T10:00:00.000Z',
    text: {
      en: {
        title: `My account was banned. How do I appeal?`,
        body: `<p>If you believe a ban was a mistake, send a ban appeal from the link in the ban message in the game. The form already knows your platform and account.</p><p>Explain calmly why you think the ban is wrong and add any evidence you have, such as a video link or screenshots. One appeal per ban is enough: sending more does not speed up the review. Read the <a href="/legal/code-of-conduct">code of conduct</a> for what leads to a ban.</p>`,
      },
      ko: {
        title: `계정이 제재되었어요. 이의 신청은 어떻게 하나요?`,
        body: `<p>제재가 잘못되었다고 생각되면 게임 안의 제재 안내 메시지에 있는 링크로 이의 신청을 보내세요. 양식에 플랫폼과 계정이 이미 입력되어 있습니다.</p><p>제재가 잘못되었다고 생각하는 이유를 차분히 설명하고, 영상 링크나 스크린샷 같은 증거가 있다면 함께 첨부하세요. 제재 한 건에 이의 신청은 한 번이면 충분하며, 여러 번 보내도 검토가 빨라지지 않습니다. 어떤 행동이 제재로 이어지는지는 <a href="/legal/code-of-conduct">행동 강령</a>을 참고하세요.</p>`,
      },
      'zh-Hans': {
        title: `我的账号被封禁了，如何申诉？`,
        body: `<p>如果您认为封禁有误，请通过游戏中封禁提示里的链接提交封禁申诉。表单中已填好您的平台和账号。</p><p>请平静地说明您认为封禁有误的理由，并附上您拥有的证据，例如视频链接或截图。每次封禁申诉一次即可，多次提交不会加快审核。关于哪些行为会导致封禁，请阅读<a href="/legal/code-of-conduct">行为准则</a>。</p>`,
      },
      'zh-Hant': {
        title: `我的帳號被停權了，如何申訴？`,
        body: `<p>如果您認為停權有誤，請透過遊戲中停權通知裡的連結提交停權申訴。表單中已填好您的平台和帳號。</p><p>請冷靜地說明您認為停權有誤的理由，並附上您擁有的證據，例如影片連結或截圖。每次停權申訴一次即可，多次提交不會加快審核。關於哪些行為會導致停權，請閱讀<a href="/legal/code-of-conduct">行為準則</a>。</p>`,
      },
      de: {
        title: `Mein Konto wurde gesperrt. Wie lege ich Einspruch ein?`,
        body: `<p>Hältst du eine Sperre für einen Fehler, sende einen Einspruch über den Link in der Sperrmeldung im Spiel. Das Formular kennt deine Plattform und dein Konto bereits.</p><p>Erkläre sachlich, warum du die Sperre für falsch hältst, und füge vorhandene Nachweise wie einen Videolink oder Screenshots hinzu. Ein Einspruch pro Sperre genügt: Mehrere beschleunigen die Prüfung nicht. Was zu einer Sperre führt, steht im <a href="/legal/code-of-conduct">Verhaltenskodex</a>.</p>`,
      },
      es: {
        title: `Mi cuenta ha sido suspendida. ¿Cómo apelo?`,
        body: `<p>Si crees que la suspensión es un error, envía una apelación desde el enlace del mensaje de suspensión en el juego. El formulario ya conoce tu plataforma y tu cuenta.</p><p>Explica con calma por qué crees que la suspensión es incorrecta y añade las pruebas que tengas, como un enlace a un vídeo o capturas de pantalla. Basta con una apelación por suspensión: enviar más no acelera la revisión. Consulta el <a href="/legal/code-of-conduct">código de conducta</a> para saber qué conduce a una suspensión.</p>`,
      },
      fr: {
        title: `Mon compte a été banni. Comment contester la décision\u00a0?`,
        body: `<p>Si vous pensez qu’un bannissement est une erreur, contestez-le depuis le lien du message de bannissement dans le jeu. Le formulaire connaît déjà votre plateforme et votre compte.</p><p>Expliquez calmement pourquoi vous estimez le bannissement injustifié et ajoutez les preuves dont vous disposez, comme un lien vidéo ou des captures d’écran. Une seule contestation par bannissement suffit&nbsp;: en envoyer plusieurs n’accélère pas l’examen. Le <a href="/legal/code-of-conduct">code de conduite</a> indique ce qui mène à un bannissement.</p>`,
      },
      ja: {
        title: `アカウントが停止されました。異議を申し立てるには？`,
        body: `<p>停止が誤りだと思われる場合は、ゲーム内の停止通知にあるリンクから異議申し立てを送ってください。フォームにはプラットフォームとアカウントが入力済みです。</p><p>停止が誤りだと考える理由を落ち着いて説明し、動画のリンクやスクリーンショットなどの証拠があれば添えてください。異議申し立ては1件の停止につき1回で十分です。何度送っても審査は早まりません。停止の対象となる行為は<a href="/legal/code-of-conduct">行動規範</a>をご覧ください。</p>`,
      },
      pt: {
        title: `Minha conta foi banida. Como recorro?`,
        body: `<p>Se você acha que o banimento foi um erro, envie um recurso pelo link da mensagem de banimento no jogo. O formulário já sabe sua plataforma e sua conta.</p><p>Explique com calma por que acha que o banimento está errado e adicione as provas que tiver, como um link de vídeo ou capturas de tela. Um recurso por banimento basta: enviar mais não acelera a análise. Veja no <a href="/legal/code-of-conduct">código de conduta</a> o que leva a um banimento.</p>`,
      },
      ru: {
        title: `Мой аккаунт заблокировали. Как подать апелляцию?`,
        body: `<p>Если вы считаете блокировку ошибочной, отправьте апелляцию по ссылке из сообщения о блокировке в игре. Платформа и аккаунт в форме уже указаны.</p><p>Спокойно объясните, почему считаете блокировку неверной, и приложите доказательства, если они есть: ссылку на видео или снимки экрана. Достаточно одной апелляции на блокировку: повторные не ускоряют рассмотрение. О том, что ведёт к блокировке, читайте в <a href="/legal/code-of-conduct">правилах поведения</a>.</p>`,
      },
    },
  },
];

/** Game accounts a report may name. Ids are text: most do not fit a double (2^53 has 16 digits). */
export const GAME_ACCOUNTS_SEED: { platform: SupportPlatform; accountId: string; name: string; demo: boolean }[] = [
  // Number('76561198012345679') is 76561198012345680: only an exact string finds this one.
  { platform: 'steam', accountId: '76561198012345679', name: 'EmberKnight', demo: true },
  { platform: 'steam', accountId: '76561198000000001', name: 'AshWarden', demo: false },
  { platform: 'epic', accountId: '1234567890123456789', name: 'LanternBearer', demo: false },
  { platform: 'launcher', accountId: '10000000000000001', name: 'Cinderfox', demo: true },
  { platform: 'playstation', accountId: '900719925474099301', name: 'VaultDiver', demo: false },
  { platform: 'xbox', accountId: '25332747903959040', name: 'RuneSmith', demo: false },
  { platform: 'switch', accountId: '70000000000000042', name: 'GlimmerMoth', demo: false },
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Elements that sit inside a line of text: their tags add nothing, so `<a>dashboard</a>.` reads
 * "dashboard." in a snippet, not "dashboard .". Every other tag (p, li, br, headings, unknown
 * ones) separates words.
 */
const INLINE_TAGS = new Set(
  'a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var wbr'.split(' '),
);

/**
 * Article HTML as the plain text search and its snippets read: block tags become spaces, inline
 * tags vanish, entities become their characters. No-break spaces (French "minutes ?") are kept.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?([a-zA-Z][\w-]*)[^>]*>|<[^>]*>/g, (_tag, name: string | undefined) =>
      name !== undefined && INLINE_TAGS.has(name.toLowerCase()) ? '' : ' ',
    )
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim();
}

function seedFaq(db: Db): void {
  const article = db.prepare(
    `INSERT INTO faq_articles (id, slug, category, updated_at) VALUES (@id, @slug, @category, @updatedAt)
     ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, category = excluded.category, updated_at = excluded.updated_at`,
  );
  const translation = db.prepare(
    `INSERT INTO faq_translations (article_id, lang, title, body_html, body_text) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(article_id, lang) DO UPDATE SET title = excluded.title, body_html = excluded.body_html, body_text = excluded.body_text`,
  );
  for (const entry of FAQ_SEED) {
    article.run({ id: entry.id, slug: entry.slug, category: entry.category, updatedAt: entry.updatedAt });
    for (const [lang, text] of Object.entries(entry.text)) {
      translation.run(entry.id, lang, text.title, text.body, htmlToText(text.body));
    }
  }
  // The search index is derived data: rebuilt from the translations on every start.
  db.exec(`DELETE FROM faq_search;
    INSERT INTO faq_search (title, body_text, article_id, lang) SELECT title, body_text, article_id, lang FROM faq_translations;`);
}

interface DemoTicket {
  id: number;
  requestType: string;
  subject: string;
  platform: SupportPlatform;
  account: string;
  orderId: string;
  status: 'open' | 'awaiting_reply' | 'closed';
  messages: { author: 'player' | 'support'; body: string; sentAt: string }[];
}

/** Two tickets of the demo player: one closed, one waiting for the player's answer. */
const DEMO_TICKETS: DemoTicket[] = [
  {
    id: 1,
    requestType: 'purchase',
    subject: 'Red Stones missing after purchase',
    platform: 'launcher',
    account: 'Cinderfox',
    orderId: 'EMB-20261002-88412',
    status: 'closed',
    messages: [
      {
        author: 'player',
        body: 'I bought the 1,100 Red Stones pack an hour ago. The payment went through but my balance is still the same. Order ID is on the receipt.',
        sentAt: '2026-10-02T18:04:00.000Z',
      },
      {
        author: 'support',
        body: 'Thank you for the order ID. The payment provider confirmed late; we have added the 1,100 Red Stones to your account. Sorry for the wait!',
        sentAt: '2026-10-03T08:30:00.000Z',
      },
      {
        author: 'player',
        body: 'Got them, thanks a lot!',
        sentAt: '2026-10-03T09:12:00.000Z',
      },
    ],
  },
  {
    id: 2,
    requestType: 'technical',
    subject: 'Game freezes when entering the Sunken Vault',
    platform: 'steam',
    account: 'EmberKnight',
    orderId: '',
    status: 'awaiting_reply',
    messages: [
      {
        author: 'player',
        body: 'Every time my party enters the Sunken Vault the screen freezes for about ten seconds and then the game closes. Other dungeons are fine. Drivers are up to date.',
        sentAt: '2026-11-18T20:41:00.000Z',
      },
      {
        author: 'support',
        body: 'Sorry about that. Could you attach the newest crash report (Documents/Emberdeep/crash/*.log) and tell us your graphics card model? Then we can pass it to the engine team.',
        sentAt: '2026-11-19T10:05:00.000Z',
      },
    ],
  },
];

function seedDemoSupport(db: Db): void {
  const player = db
    .prepare<[string], { id: number; email: string }>('SELECT id, email FROM users WHERE email = ?')
    .get(DEMO_USERS.player.email);
  const account = db.prepare(
    'INSERT OR IGNORE INTO game_accounts (platform, account_id, display_name, user_id) VALUES (?, ?, ?, ?)',
  );
  for (const entry of GAME_ACCOUNTS_SEED) {
    account.run(entry.platform, entry.accountId, entry.name, entry.demo && player ? player.id : null);
  }
  if (!player) return;
  const ticket = db.prepare(
    `INSERT OR IGNORE INTO support_tickets
       (id, user_id, request_type, subject, platform, account, order_id, status, email, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const message = db.prepare(
    'INSERT INTO support_ticket_messages (ticket_id, author, body, sent_at) VALUES (?, ?, ?, ?)',
  );
  for (const entry of DEMO_TICKETS) {
    const first = entry.messages[0]?.sentAt ?? '2026-01-01T00:00:00.000Z';
    const last = entry.messages.at(-1)?.sentAt ?? first;
    const inserted = ticket.run(
      entry.id,
      player.id,
      entry.requestType,
      entry.subject,
      entry.platform,
      entry.account,
      entry.orderId,
      entry.status,
      player.email,
      first,
      last,
    );
    if (inserted.changes === 0) continue;
    for (const line of entry.messages) message.run(entry.id, line.author, line.body, line.sentAt);
  }
  db.prepare(
    `INSERT OR IGNORE INTO support_reports
       (id, user_id, type, platform, account_id, environment, reported_player, description, evidence_link, status, created_at)
     VALUES (1, ?, 'bugreport', 'steam', '76561198012345679', 'live', '',
       'The merchant in Emberfall sells the Lantern Shield for 0 Red Stones after a server restart, and the price fixes itself only after relogging.',
       'https://video.example/watch/lantern-shield-price', 'in_review', '2026-11-05T16:20:00.000Z')`,
  ).run(player.id);
}

/** FAQ, game accounts, and the demo player's tickets and report. Idempotent. */
export function seedSupport(db: Db): void {
  db.transaction(() => {
    seedFaq(db);
    seedDemoSupport(db);
  })();
}
