/** What the header shows of an e-mail: its first letter as the avatar and the part before the @. */
export function accountIdentity(email: string): { initial: string; localPart: string } {
  const localPart = email.split('@')[0] ?? email;
  return { initial: email.charAt(0).toUpperCase(), localPart };
}
