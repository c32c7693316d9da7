/**
 * When the server answers `password_again` (a change that protects the account, and the password was last
 * given more than 10 minutes ago), the request waits while the person gives it in a dialog, then is sent
 * once more. The dialog registers itself here; without one, the error stands.
 */
type Prompt = () => Promise<boolean>;

let prompt: Prompt | null = null;

/** The dialog calls this on mount (and with null on unmount). */
export function setPasswordPrompt(next: Prompt | null) {
  prompt = next;
}

/** True once the password was confirmed; false when the person cancelled or no dialog is there. */
export function askPasswordAgain(): Promise<boolean> {
  return prompt ? prompt() : Promise.resolve(false);
}
