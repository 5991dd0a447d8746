export { ForgotPasswordPage, OwnerLoginPage, ResetPasswordPage, SignInLinkPage } from './owner-forms';
export { ownerMessages } from './messages';
export { ownerPortalPath, ownerPortalSegments } from './paths';
export { OwnerPortalPage } from './portal-page';
