export { CaptchaField } from './captcha-field';
export { CAPTCHA_NS } from './captcha-namespace';
export { captchaApi } from './captcha.api';
export { solveCaptcha } from './solve';
export { useCaptcha, type CaptchaState } from './use-captcha';
