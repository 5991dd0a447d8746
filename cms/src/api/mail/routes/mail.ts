// One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the URL of
// the List-Unsubscribe header, without a session; the token in the path is the authorisation.
export default {
  routes: [
    {
      method: 'POST',
      path: '/mail/unsubscribe/:token',
      handler: 'mail.unsubscribe',
      config: { auth: false },
    },
  ],
};
