/** Sign-out is a browser navigation (SPEC §2): the server ends the session and redirects home. */
export function signOut() {
  window.location.href = '/api/logout';
}
