export { thankYouMessages } from './messages';
export { ThankYouPage } from './thank-you-page';
