export { subscriptionMessages } from './messages';
export { SubscriptionPage } from './subscription-page';
