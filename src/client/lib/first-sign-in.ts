/**
 * A person's first sign-in ever (the server says so once): the signed-in shell greets them and says what their
 * role lets them do until they close it. Kept for the tab's life, so a reload does not lose it.
 */
const KEY = 'groundwork:first-sign-in';

export const markFirstSignIn = () => sessionStorage.setItem(KEY, '1');
export const isFirstSignIn = () => sessionStorage.getItem(KEY) === '1';
export const forgetFirstSignIn = () => sessionStorage.removeItem(KEY);
