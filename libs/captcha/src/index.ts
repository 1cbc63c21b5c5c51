export { CaptchaField } from './captcha-field';
export { CAPTCHA_NS } from './captcha-namespace';
export { captchaApi } from './captcha.api';
export { solveCaptcha } from './solve';
export { captchaKeptAfter, useCaptcha, type CaptchaState } from './use-captcha';
